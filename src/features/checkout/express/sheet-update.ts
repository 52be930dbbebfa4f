import type { SheetDetailsUpdate, WalletAuthorization } from '../../../../commerce/shared/index.ts';
import type { SheetDetailsInput, SheetQuote } from '../../../lib/commerce/express.ts';

/** Pounds as a Payment Request amount's value: a decimal string with two places. */
const amount = (pounds: number) => ({ currency: 'GBP', value: pounds.toFixed(2) });

/** What the sheet shows when the shop could not be asked: the shopper may try the address again. */
export const QUOTE_UNAVAILABLE = 'We could not check delivery to this address just now. Please try again.';

/**
 * The shop's quote as the answer to a sheet's shipping address change (a PaymentDetailsUpdate).
 * Each shipment goes on its first date, so the sheet offers one shipping option, whose label says
 * when each arrives; a refusal is put on the postcode, in the shop's words, with no option to pick,
 * so the sheet cannot pay for an address the shop cannot reach.
 */
export function sheetUpdate(quote: SheetQuote | null): SheetDetailsUpdate {
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
  const when = quote.shipments.map((s) => `${s.method}, ${s.deliveryDateText}`).join('; ');
  return {
    total: { label: 'Total', amount: amount(quote.amountDue) },
    displayItems: [],
    shippingOptions: [{ id: 'first-dates', label: when, amount: amount(quote.shippingTotal), selected: true }],
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
