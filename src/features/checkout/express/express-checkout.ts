import { fromExpectedSender, parseFromTestSheet, TEST_SHEET_CHANNEL, type ToTestSheet } from '../../../../commerce/shared/index.ts';
import type { CartOrder } from '../../../lib/commerce/orders.ts';
import { browserSessionStorage } from '../../../lib/browser-storage.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import { expressCalls, type SheetDetailsInput, type SheetOption, type SheetQuote } from '../../../lib/commerce/express.ts';
import type { InPageConfirm } from '../in-page-confirm.ts';
import { shopChannel } from '../../../lib/commerce/settings.ts';
import { shopperTransport } from '../../../lib/identity/shopper-transport.ts';
import { $paymentMessage, paymentOfCart, paymentThrough } from '../payment-store.ts';
import { walletName } from '../wallets/wallet-button.ts';
import { methodsOf, pickedOption, sameOption, sheetDetails, sheetUpdate, withAmountShown } from './sheet-update.ts';

// The held cart may be a signed-in customer's, which answers only to their ID token; so may a
// product page's express cart.
const calls = expressCalls(shopperTransport, shopChannel);

/**
 * The express cart the tab's last product-page press made: the next press offers it back, and the
 * shop reuses it only while it still holds just that product at that quantity for this shopper.
 */
const EXPRESS_CART_KEY = 'hearth:express-cart';

/** The wallet's sheet URL for express checkout (the gateway's public config); null when it offers none. */
export const expressSheetUrl = (gateway: PaymentGateway): string | null =>
  gateway.config.find((c) => c.property === 'walletSheetUrl')?.value ?? null;

/**
 * Express checkout from the basket through the test gateway's stand-in sheet: opens the sheet in a
 * modal dialog, answers each address it discloses with the shop's quote (or refusal), and once the
 * shopper authorises pays with placeExpressOrder through the payment store, which opens the order
 * page when it is placed. Resolves, when the page is not being left, with the words to show the
 * shopper beside the button (null: the sheet was closed, nothing to say).
 */
export function openExpressSheet(
  gateway: PaymentGateway,
  order: CartOrder,
  /** held: the order is the basket the shop holds for this browser; own: a cart of its own, made on this product page. */
  cart: ExpressCartKind = 'held',
): Promise<string | null> {
  const sheetUrl = expressSheetUrl(gateway);
  if (!sheetUrl) return Promise.resolve(null);
  const name = walletName(gateway);
  const url = new URL(sheetUrl);
  url.searchParams.set('parent', window.location.origin);
  url.searchParams.set('wallet', name);

  const dialog = document.createElement('dialog');
  dialog.className = 'express-sheet';
  dialog.setAttribute('aria-label', `${name} (test gateway)`);
  const frame = document.createElement('iframe');
  frame.src = url.toString();
  frame.title = `${name} (test gateway)`;
  frame.className = 'express-sheet__frame';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  dialog.append(frame);
  document.body.append(dialog);

  return new Promise((resolve) => {
    /** The last quote the sheet was shown for a reachable address, and the option picked in it: what the shopper pays. */
    let shown: SheetQuote | null = null;
    let selected = 0;
    let paying = false;
    const finish = (message: string | null) => {
      window.removeEventListener('message', listener);
      window.removeEventListener('pageshow', restored);
      dialog.close();
      dialog.remove();
      resolve(message);
    };
    const answer = (message: ToTestSheet) => frame.contentWindow?.postMessage({ channel: TEST_SHEET_CHANNEL, ...message }, url.origin);

    const listener = async (event: MessageEvent) => {
      if (!fromExpectedSender(event, { origin: url.origin, source: frame.contentWindow })) return;
      const message = parseFromTestSheet(event.data);
      if (!message || paying) return;
      if (message.type === 'cancel') return finish(null);
      if (message.type === 'failed') return finish(message.message);
      if (message.type === 'shippingoptionchange') {
        // The options are the last quote's: picking one needs no new question to the shop.
        const index = shown ? pickedOption(shown, message.shippingOption) : null;
        if (shown && index !== null) selected = index;
        return answer({ type: 'updateWith', details: sheetUpdate(shown, selected) });
      }
      if (message.type === 'shippingaddresschange') {
        const before = shown?.options[selected] ?? null;
        shown = null;
        const quote = await quoteSheet(order.id, message.address);
        // A new address keeps the shopper's pick where it still goes there.
        selected = quote && !quote.refusal ? sameOption(quote, before) : 0;
        if (quote && !quote.refusal) shown = quote;
        return answer({ type: 'updateWith', details: sheetUpdate(quote, selected) });
      }
      const details = sheetDetails(message.authorization);
      const quoted = shown?.options[selected];
      if (!details || !quoted)
        return finish('The wallet did not give us a delivery address and contact, so nothing was taken. Please try again.');
      paying = true;
      const words = await payExpress({ gateway, order, cart, details, quoted, token: message.authorization.token });
      if (words !== null) finish(words);
    };
    window.addEventListener('message', listener);
    // Back from the bank's page (a check left unfinished) restores this page as it was left, sheet
    // and all: the sheet is over, and pressing again starts afresh.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) finish(null);
    };
    window.addEventListener('pageshow', restored);
    // Escape closes a modal dialog: the shopper left the sheet without paying.
    dialog.addEventListener('cancel', (event) => {
      if (paying) event.preventDefault();
      else finish(null);
    });
    dialog.showModal();
  });
}

/**
 * Express checkout from a product page: a cart of its own holding just this product at this
 * quantity, made on the press (the last press's again when it still fits), then the same sheet as
 * the basket's. The shopper's basket is not touched, so buying one thing now never sends (or
 * empties) what they were collecting. Resolves as openExpressSheet does; a product the shop
 * refuses (too many, sold out) is said in its words.
 */
export async function openProductExpressSheet(gateway: PaymentGateway, skuCode: string, quantity: number): Promise<string | null> {
  const started = await startProductExpressCart(skuCode, quantity);
  return 'order' in started ? openExpressSheet(gateway, started.order, 'own') : started.message;
}

/** Where an express payment's cart comes from: the basket the shop holds, or a product page's cart of its own. */
export type ExpressCartKind = 'held' | 'own';

/**
 * Pays for an express cart with what the wallet's sheet handed over and the delivery quoted in it,
 * through the payment store (placeExpressOrder, which writes the sheet's details, quotes the whole
 * address again and checks the amount shown before anything is charged). A provider whose element
 * confirms the payment the server created passes `inPage` and no token. Answers null when the page
 * is being left (placed, the bank's check, being checked), else the words to show the shopper.
 */
export async function payExpress(payment: {
  gateway: PaymentGateway;
  order: CartOrder;
  cart: ExpressCartKind;
  details: SheetDetailsInput;
  quoted: SheetOption;
  token: string | null;
  inPage?: InPageConfirm<unknown>;
}): Promise<string | null> {
  const { gateway, order, details, quoted } = payment;
  const place: Parameters<typeof paymentThrough>[0] = (orderId, gatewayId, paymentData, onError, receiptKey) =>
    calls.placeExpressOrder(
      orderId,
      gatewayId,
      withAmountShown(paymentData, quoted.amountDue),
      details,
      methodsOf(quoted),
      onError,
      receiptKey,
    );
  const through = payment.cart === 'own' ? paymentOfCart(order, place, window.location.pathname) : paymentThrough(place);
  const outcome = await through.pay(gateway.id, payment.token, walletName(gateway), payment.inPage);
  const leaving = outcome?.kind === 'placed' || outcome?.kind === 'redirect' || outcome?.kind === 'pending' || outcome?.kind === 'unknown';
  return leaving ? null : ($paymentMessage.get() ?? 'The payment did not go through, so nothing was taken. Please try again.');
}

/** The shop's quote for the part of the sheet's address the wallet disclosed (null: it could not be asked). */
export const quoteSheet = (orderId: string, address: { postalCode: string; country: string }) =>
  calls.quoteExpressDelivery(orderId, { postcode: address.postalCode, countryCode: address.country });

/**
 * A product page's express cart of just this product at this quantity (the tab's last one again
 * when it still fits), or the shop's words when it cannot be made (too many, sold out, no answer).
 */
export async function startProductExpressCart(skuCode: string, quantity: number): Promise<{ order: CartOrder } | { message: string }> {
  let refusal: string | null = null;
  const storage = browserSessionStorage();
  const last = storage?.getItem(EXPRESS_CART_KEY) ?? null;
  const order = await calls.startExpressCart(skuCode, quantity, last, (error) => {
    refusal = error.message;
  });
  if (!order) return { message: refusal ?? 'Express checkout could not start just now. Please add it to your basket instead.' };
  try {
    storage?.setItem(EXPRESS_CART_KEY, order.id);
  } catch {
    // Blocked storage: the next press makes a new cart, which the shop deletes if it is left.
  }
  const problem = order.errors[0];
  return problem ? { message: problem } : { order };
}
