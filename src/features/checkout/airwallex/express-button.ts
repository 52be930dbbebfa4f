import type { CartOrder } from '../../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import type { SheetQuote } from '../../../lib/commerce/express.ts';
import type { ExpressButtonMount, ExpressCartSource } from '../express/express-elements.ts';
import { pickedOption, QUOTE_UNAVAILABLE, sameOption, sheetDetails, sheetUpdate } from '../express/sheet-update.ts';
import { authorizationOf, elementInPageConfirm, startWalletSdk, type WalletElement } from './airwallex-wallet-button.ts';
import { elementSheetUpdate, sheetAddressOf, sheetOptionOf, type WalletElementType } from './wallet-sheet-events.ts';

/** The sheet's code behind a press: the express payment, its calls and the payment store. */
type ExpressSheets = typeof import('../express/express-checkout.ts');

/** What the sheet says when the cart could not be made or read: no delivery option, so it cannot pay. */
const refusedUpdate = (words: string) => sheetUpdate({ refusal: words, shipments: [], shippingTotal: 0, amountDue: 0, options: [] });

/** Pounds as the element's amount (decimal pounds, as placeOrder's expected amount). */
const elementAmount = (pounds: number | null) => ({ value: Math.max(0, Math.round((pounds ?? 0) * 100)) / 100, currency: 'GBP' });

/** The element's options for an express sheet: the wallet asks for the contact and delivery address, and the shop answers each address. */
function expressOptions(type: WalletElementType, pounds: number | null) {
  const amount = elementAmount(pounds);
  return type === 'applePayButton'
    ? {
        mode: 'payment' as const,
        amount,
        countryCode: 'GB',
        buttonType: 'buy' as const,
        totalPriceLabel: 'Hearth',
        // Delivery is quoted once the address is known: the total until then is not final.
        totalPriceType: 'pending' as const,
        shippingType: 'delivery' as const,
        requiredShippingContactFields: ['name' as const, 'email' as const, 'phone' as const, 'postalAddress' as const],
      }
    : {
        mode: 'payment' as const,
        amount,
        countryCode: 'GB',
        buttonType: 'buy' as const,
        totalPriceLabel: 'Total',
        totalPriceStatus: 'ESTIMATED' as const,
        emailRequired: true,
        shippingAddressRequired: true,
        shippingAddressParameters: { allowedCountryCodes: ['GB'], phoneNumberRequired: true },
        shippingOptionRequired: true,
        callbackIntents: ['SHIPPING_ADDRESS' as const, 'SHIPPING_OPTION' as const],
      };
}

/** The cart's amount due now, for the element's first total (the sheet's own total follows the shop's quote). */
const estimateOf = (cart: ExpressCartSource) => (cart.kind === 'held' ? cart.order().amountDue : cart.estimate());

/**
 * Express checkout through Airwallex's own wallet button (`applePayButton` or `googlePayButton`, the
 * gateway's `walletElement`), mounted before any press as Apple Pay requires. The SDK is loaded by
 * this module, which the page fetches when it is idle or the express area comes into view; Apple Pay
 * is asked first whether this device can pay (ApplePaySession.canMakePayments), so a device without
 * it never loads the SDK, and the button is shown only once the element says `ready`.
 *
 * A press (`click`) fetches the sheet's code and makes the cart (a product page's own, or the
 * basket); each address the sheet discloses (`shippingAddressChange`) is quoted by the shop and
 * answered with the element's `update` (the options with each shipment's first date, the total, or
 * the shop's refusal on the postcode); a picked option (`shippingMethodChange`) is answered from
 * the last quote. Authorised, the page pays with placeExpressOrder as the stand-in sheet does, and
 * the element confirms the intent the server created (update with the intent, confirmIntent).
 */
export const mountAirwallexExpressButton: ExpressButtonMount = async (gateway, container, cart, view) => {
  const { type, sdk } = await startWalletSdk(gateway);
  const created =
    type === 'applePayButton'
      ? await sdk.createElement('applePayButton', expressOptions(type, estimateOf(cart)))
      : await sdk.createElement('googlePayButton', expressOptions(type, estimateOf(cart)));
  if (!created) throw new Error('The wallet button could not be created.');
  // The two elements' members used here, which they share (the SDK types each event map apart).
  const element = created as unknown as WalletElement;
  const sheet = expressSheet(gateway, type, element, cart, view);

  let ready = false;
  element.on('ready', () => {
    ready = true;
    view.ready();
  });
  // Before ready an error is the device or browser saying no: the button stays hidden. After it,
  // a failed confirm is the payment store's to say (it settles the attempt and has the words).
  element.on('error', () => {
    if (!ready) view.unavailable();
  });
  element.on('click', () => sheet.press());
  element.on('shippingAddressChange', (event) => void sheet.addressChanged(event));
  element.on('shippingMethodChange', (event) => void sheet.methodChanged(event));
  element.on('authorized', (event) => void sheet.authorized(event));
  element.on('cancel', () => sheet.cancelled());
  element.mount(container);
  // The sheet's code (the express payment and the store behind it) is fetched as the shopper
  // reaches for the button, so the sheet's first question does not wait for it after the press.
  const reach = () => void import('../express/express-checkout.ts').catch(() => undefined);
  for (const sign of ['pointerover', 'focusin', 'touchstart'] as const) container.addEventListener(sign, reach, { once: true });
  return { destroy: () => element.destroy() };
};

/** One button's sheets, pressed any number of times: the state of the one open now. */
function expressSheet(
  gateway: PaymentGateway,
  type: WalletElementType,
  element: WalletElement,
  source: ExpressCartSource,
  view: Parameters<ExpressButtonMount>[3],
) {
  /** This press's sheet code and cart (or the words why there is none). */
  let pressed: Promise<{ sheets: ExpressSheets; order: CartOrder | null; refusal: string | null } | null> | null = null;
  /** The last quote shown for a reachable address, and the option picked in it: what the shopper pays. */
  let shown: SheetQuote | null = null;
  let selected = 0;
  let paying = false;

  const answer = (update: ReturnType<typeof sheetUpdate>) => element.update(elementSheetUpdate(type, update));

  const start = async () => {
    const sheets = await import('../express/express-checkout.ts');
    if (source.kind === 'held') return { sheets, order: source.order(), refusal: null };
    const started = await sheets.startProductExpressCart(source.skuCode, source.quantity());
    return 'order' in started ? { sheets, order: started.order, refusal: null } : { sheets, order: null, refusal: started.message };
  };

  return {
    press() {
      view.say(null);
      shown = null;
      selected = 0;
      paying = false;
      pressed = start().catch(() => null);
    },

    async addressChanged(event: unknown) {
      const cart = await pressed;
      if (!cart?.order) return answer(refusedUpdate(cart?.refusal ?? QUOTE_UNAVAILABLE));
      const address = sheetAddressOf(type, event);
      if (!address) return answer(sheetUpdate(null));
      const before = shown?.options[selected] ?? null;
      shown = null;
      const quote = await cart.sheets.quoteSheet(cart.order.id, address);
      // A new address keeps the shopper's pick where it still goes there.
      selected = quote && !quote.refusal ? sameOption(quote, before) : 0;
      if (quote && !quote.refusal) shown = quote;
      answer(sheetUpdate(quote, selected));
    },

    async methodChanged(event: unknown) {
      // The options are the last quote's: picking one needs no new question to the shop.
      const id = sheetOptionOf(type, event);
      const index = shown && id ? pickedOption(shown, id) : null;
      if (index !== null) selected = index;
      answer(sheetUpdate(shown, selected));
    },

    async authorized(event: unknown) {
      const cart = await pressed;
      const details = sheetDetails(
        authorizationOf(event !== null && typeof event === 'object' ? (event as { detail?: unknown }).detail : null),
      );
      const quoted = shown?.options[selected];
      if (paying) return;
      if (!cart?.order || !details || !quoted) {
        view.say('The wallet did not give us a delivery address and contact, so nothing was taken. Please try again.');
        return;
      }
      paying = true;
      const words = await cart.sheets.payExpress({
        gateway,
        order: cart.order,
        cart: source.kind === 'held' ? 'held' : 'own',
        details,
        quoted,
        token: null,
        inPage: elementInPageConfirm(element),
      });
      paying = false;
      view.say(words);
    },

    cancelled() {
      // The sheet closed without paying: an express cart left is deleted by the shop after an hour.
      shown = null;
    },
  };
}
