import type { SheetDetailsUpdate, WalletAuthorization } from '../../../../commerce/shared/index.ts';
import type { SheetDetailsInput, SheetMethodInput, SheetOption, SheetQuote } from '../../../lib/commerce/express.ts';

/** Pounds as a Payment Request amount's value: a decimal string with two places. */
const amount = (pounds: number) => ({ currency: 'GBP', value: pounds.toFixed(2) });

/** What the sheet shows when the shop could not be asked: the shopper may try the address again. */
export const QUOTE_UNAVAILABLE = 'We could not check delivery to this address just now. Please try again.';

/** The sheet's id of the quote's option at this place in its list. */
export const sheetOptionId = (index: number) => `option-${index + 1}`;

/** The place in the quote's list of the option the sheet names by this id; null when it names none. */
export function pickedOption(quote: SheetQuote, id: string): number | null {
  const index = quote.options.findIndex((_, i) => sheetOptionId(i) === id);
  return index >= 0 ? index : null;
}

/** The option's methods, one per shipment, as placeExpressOrder takes them. */
export const methodsOf = (option: SheetOption): SheetMethodInput[] =>
  option.shipments.map((shipment) => ({ shipment: shipment.id, methodId: shipment.methodId }));

/** The place of the option sending each shipment by the same methods as `before`, in a new quote (0: the shop's preferred). */
export function sameOption(quote: SheetQuote, before: SheetOption | null): number {
  if (!before) return 0;
  const key = (option: SheetOption) =>
    methodsOf(option)
      .map((m) => `${m.shipment}=${m.methodId}`)
      .sort()
      .join('&');
  const index = quote.options.findIndex((option) => key(option) === key(before));
  return index >= 0 ? index : 0;
}

/**
 * The shop's quote as the answer to a sheet's shipping address or option change (a
 * PaymentDetailsUpdate). Each way the basket can go is a shipping option, whose label names each
 * shipment's method and first date, with its delivery total; `selected` (a place in the quote's
 * options) is the picked one, whose amount due is the total. A refusal is put on the postcode, in
 * the shop's words, with no option to pick, so the sheet cannot pay for an address the shop cannot reach.
 */
export function sheetUpdate(quote: SheetQuote | null, selected = 0): SheetDetailsUpdate {
  const refusal = quote ? quote.refusal : QUOTE_UNAVAILABLE;
  if (!quote || refusal) {
    const words = refusal ?? QUOTE_UNAVAILABLE;
    return {
      total: { label: 'Total', amount: amount(0) },
      displayItems: [],
      shippingOptions: [],
      error: words,
      shippingAddressErrors: { postalCode: words },
    };
  }
  const picked = quote.options[selected] ?? quote.options[0];
  return {
    total: { label: 'Total', amount: amount(picked?.amountDue ?? quote.amountDue) },
    displayItems: [],
    shippingOptions: quote.options.map((option, index) => ({
      id: sheetOptionId(index),
      label: option.shipments.map((s) => `${s.method}, ${s.deliveryDateText}`).join('; '),
      amount: amount(option.shippingTotal),
      selected: option === picked,
    })),
  };
}

/** What the sheet handed over, as placeExpressOrder takes it; null when it gave no contact or address. */
export function sheetDetails(authorization: WalletAuthorization): SheetDetailsInput | null {
  const { contact, shippingAddress: address } = authorization;
  if (!contact || !address) return null;
  const names = contact.name.trim().split(/\s+/);
  const familyName = names.length > 1 ? names.pop()! : '';
  return {
    email: contact.email,
    givenName: names.join(' '),
    familyName,
    phone: contact.phone || null,
    addressLines: address.lines,
    town: address.town,
    postcode: address.postcode,
    countryCode: address.countryCode,
  };
}

/** placeOrder's paymentData with the amount the sheet showed, which the server checks before it charges. */
export function withAmountShown(paymentData: string, amountDue: number): string {
  return JSON.stringify({ ...(JSON.parse(paymentData) as object), expectedAmountDue: amountDue });
}
