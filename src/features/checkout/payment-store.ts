import { atom, type WritableAtom } from 'nanostores';
import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { buildPaymentData, readBrowserDetails, SETTLE_PAYMENT_DATA, type BrowserDetails } from './payment-data.ts';
import { CARD_RETURN_PATH, PAYMENT_FAILED_PATH, placedOrderPath, settlePayment } from './payment-return.ts';
import type { ElementConfirmOutcome, InPageConfirm } from './in-page-confirm.ts';
import {
  forgetPayment,
  leftBankCheck as leftBankCheckIn,
  paymentInProgress,
  rememberPayment,
  rememberReturnMessage,
  takeReturnMessage,
  type PaymentInProgress,
  type PaymentStorage,
} from './payment-memory.ts';
import {
  browserReceiptKeyStores,
  endKeyWhilePaying,
  findReceiptKey,
  holdKeyWhilePaying,
  type ReceiptKeyStores,
  rememberReceiptKey,
} from '../orders/receipt-keys.ts';
import { mintReceiptKey } from './receipt-key-mint.ts';
import { withFailure } from '../../lib/commerce/outcome.ts';
import { browserLocalStorage } from '../../lib/browser-storage.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import {
  cardReturnVerdict,
  paymentCheckVerdict,
  placeOrderOutcome,
  type PlaceOrderOutcome,
  type ReturnVerdict,
} from './payment-outcome.ts';
import { paymentCalls, type OrderDetails, type PaymentCalls } from '../../lib/commerce/payments.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { cart } from '../cart/cart-store.ts';
import { forgetCheckoutDraft, setStep } from './checkout-store.ts';
import { CART_STATUS, PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';
import { $orderSlice, type OrderSlice } from '../cart/order-slice.ts';

const LEFT_BANK_CHECK = "Your bank's check was not finished, so nothing has been taken. Pay again with this card or another one.";

const NOT_PAID_AT_PROVIDER = 'The payment was not completed, so nothing was taken. Choose how to pay.';

/** The checkout, which opens at the step the checkout store holds. */
const CHECKOUT_PATH = '/checkout/';

export interface PaymentDeps {
  calls: Pick<PaymentCalls, 'placeOrder' | 'checkOrderCanBePlaced' | 'checkPayment' | 'getOrderDetails'>;
  slice: WritableAtom<OrderSlice>;
  /** True from the press of Pay until the reply is handled (or the page is left). */
  paying: WritableAtom<boolean>;
  /** Why the last payment did not go through, in words for the shopper; shown by the card form. */
  message: WritableAtom<string | null>;
  /** Fetches the order as the server now sees it (getAndValidateOrder), after it changed under the shopper. */
  reloadOrder: () => Promise<unknown>;
  /** Once an order is placed: the checkout's typed details are forgotten and it opens at its first step again. */
  resetCheckout: () => void;
  /** Opens the checkout at its payment step (back from an unfinished bank check). */
  openPaymentStep: () => void;
  browser: () => BrowserDetails;
  navigate: (url: string) => void;
  trackPaymentInfo: (order: CartOrder, paymentType: string) => void;
  wait: (ms: number) => Promise<void>;
  /** Where the payment under way is kept (localStorage); null when blocked. */
  storage: () => PaymentStorage | null;
  /** Where guest orders' receipt keys are kept (the tab's, and the browser's while paying: receipt-keys.ts). */
  receiptKeys: () => ReceiptKeyStores;
  /** Epoch milliseconds: how long a payment's receipt key is kept beyond the tab. */
  now: () => number;
  /** The product page whose express checkout made the cart being paid (not the basket); absent for the basket. */
  expressFrom?: string;
}

/** Where the failed-payment page stands with the order it was given. */
export type FailedOrderView =
  | { kind: 'heldAgain'; order: OrderDetails }
  /** A product page's express cart back in the cart: not held as the basket; the shopper goes back to `productPage` to try again. */
  | { kind: 'expressAgain'; order: OrderDetails; productPage: string }
  | { kind: 'placed'; orderId: string }
  | { kind: 'pending'; orderId: string }
  | { kind: 'notFound' }
  | { kind: 'error'; message: string };

/**
 * Paying for the held order and everything a payment's return needs. The islands call these
 * and draw the atoms; the decisions are the pure functions of payment-outcome.ts.
 */
export function createPayment(deps: PaymentDeps) {
  /** The order is no longer a cart: the shopper's next visit starts a new one. */
  function forgetPlacedOrder(orderId: string): void {
    if (deps.slice.get().order?.id === orderId) deps.slice.set({ order: null });
    forgetPayment(deps.storage(), orderId);
    endKeyWhilePaying(deps.receiptKeys(), orderId, deps.now());
    deps.resetCheckout();
  }

  /** Whether this browser sent the shopper to the bank's check for this order and they came back without finishing it. */
  function leftBankCheck(orderId: string): boolean {
    return leftBankCheckIn(deps.storage(), orderId);
  }

  async function settle(orderId: string, check: () => Promise<ReturnVerdict>): Promise<ReturnVerdict> {
    const verdict = await settlePayment({ check, wait: deps.wait });
    if (verdict.kind === 'placed') {
      forgetPlacedOrder(orderId);
      deps.navigate(placedOrderPath(orderId));
    }
    if (verdict.kind === 'failed') deps.navigate(PAYMENT_FAILED_PATH);
    return verdict;
  }

  /**
   * Has the page's card element confirm the payment, then acts on what it came to. A confirmed
   * payment, or one whose fate is unknown, is settled by the provider's return page, which asks
   * the server (which asks the provider). A refused card is settled at once, so the order is a
   * cart again and the shopper can pay with another card here. Answers whether the page is being left.
   */
  async function confirmHere<HandOff>(orderId: string, handOff: unknown, inPage: InPageConfirm<HandOff> | undefined): Promise<boolean> {
    // The hand-off is what this same form's reader made of placeOrder's reply (placeOrderOutcome).
    const result: ElementConfirmOutcome = inPage ? await inPage.confirm(handOff as HandOff) : { kind: 'unknown' };
    // Without the form's own return page, the card return page settles any provider's payment.
    const returnPath = inPage?.returnPath ?? CARD_RETURN_PATH;
    if (result.kind === 'confirmed' || result.kind === 'unknown') {
      deps.navigate(returnPath);
      return true;
    }
    if (result.kind === 'invalid') {
      // Nothing reached the provider: its payment stays open, and the next press of Pay withdraws it for a new one.
      deps.message.set(result.message);
      return false;
    }
    // Refused: the server learns it from the provider (the payment's failed attempt) and gives the stock back.
    const [paid] = await withFailure((onError) => deps.calls.checkPayment(orderId, onError));
    if (paid === true) {
      // Another tab's confirm of the same order went through a moment before.
      forgetPlacedOrder(orderId);
      deps.navigate(placedOrderPath(orderId));
      return true;
    }
    if (paid === null) {
      // The server could not be asked: the return page keeps asking.
      deps.navigate(returnPath);
      return true;
    }
    deps.message.set(result.message);
    await deps.reloadOrder();
    return false;
  }

  /** Settles a payment whose placeOrder answer never came; an error leaves the "being checked" words up. */
  function settleAfterLostAnswer(orderId: string, gatewayId: string): Promise<ReturnVerdict> {
    return settle(orderId, async () =>
      cardReturnVerdict(
        ...(await withFailure((onError) => deps.calls.checkOrderCanBePlaced(orderId, gatewayId, SETTLE_PAYMENT_DATA, onError))),
      ),
    );
  }

  return {
    forgetPlacedOrder,

    /** The payment this browser started and has not seen placed, for the pages a payment returns to. */
    heldPayment(): PaymentInProgress | null {
      return paymentInProgress(deps.storage());
    },

    /**
     * Pays for the held order with the card behind this gateway token (null when nothing is due: credit covers it). A second press while one payment is on its way
     * does nothing (answers null). The amount sent as expected is the amount due the shopper
     * was shown, from the API: the server refuses if it has changed since.
     */
    async pay<HandOff = never>(
      gatewayId: string,
      cardToken: string | null,
      paymentType: string,
      /** The provider's card element on this page, which confirms a payment the server created. */
      inPage?: InPageConfirm<HandOff>,
    ): Promise<PlaceOrderOutcome | null> {
      const order = deps.slice.get().order;
      if (deps.paying.get() || !order) return null;
      deps.paying.set(true);
      deps.message.set(null);
      let leaving = false;
      try {
        deps.trackPaymentInfo(order, paymentType);
        const browser = deps.browser();
        // Before the call: a 3-D Secure check or a lost reply still returns to a page that knows the order.
        const from = deps.expressFrom ? { expressFrom: deps.expressFrom } : {};
        rememberPayment(deps.storage(), { orderId: order.id, gatewayId, ...from });
        // The key this browser holds for a guest's order, or a new one the call that opens the
        // payment makes the order's: kept beyond the tab before the call, so a reply lost to a
        // reload or a tab closed on the bank's page still leaves this browser holding it.
        const keys = deps.receiptKeys();
        const heldKey = findReceiptKey(keys, order.id, deps.now());
        const payerKey = heldKey ?? mintReceiptKey();
        holdKeyWhilePaying(keys.local, order.id, payerKey, deps.now());
        const [reply, failure] = await withFailure((onError) =>
          deps.calls.placeOrder(order.id, gatewayId, buildPaymentData(cardToken, browser, order.amountDue), onError, payerKey),
        );
        // A guest's key to the full order, kept in this tab before any redirect takes the shopper away.
        if (reply?.receiptKey) {
          rememberReceiptKey(keys.session, order.id, reply.receiptKey);
          holdKeyWhilePaying(keys.local, order.id, reply.receiptKey, deps.now());
        } else if (reply && !heldKey) {
          // A new key the shop did not take (a customer's own order) opens nothing: not worth keeping.
          endKeyWhilePaying({ session: null, local: keys.local }, order.id, deps.now());
        }
        const outcome = placeOrderOutcome(reply, failure, browser.origin, inPage?.read);
        switch (outcome.kind) {
          case 'placed':
            leaving = true;
            forgetPlacedOrder(order.id);
            deps.navigate(placedOrderPath(order.id));
            break;
          case 'redirect':
            leaving = true;
            rememberPayment(deps.storage(), { orderId: order.id, gatewayId, bankCheck: true, ...from });
            deps.navigate(outcome.url);
            break;
          case 'pending':
            leaving = true;
            deps.navigate(CARD_RETURN_PATH);
            break;
          case 'confirmInBrowser':
            leaving = await confirmHere(order.id, outcome.handOff, inPage);
            break;
          case 'declined':
          case 'failed':
            deps.message.set(outcome.message);
            break;
          case 'unknown': {
            // The card may have been charged: say it is being checked, then ask until the shop knows
            // (placed: the order page; back in the cart: the failed-payment page; still unknown: the
            // return page, which keeps asking). Pay stays pressed meanwhile, so it cannot pay twice.
            deps.message.set(outcome.message);
            leaving = true;
            const verdict = await settleAfterLostAnswer(order.id, gatewayId);
            if (verdict.kind === 'pending' || verdict.kind === 'error') deps.navigate(CARD_RETURN_PATH);
            break;
          }
          case 'orderChanged':
            deps.message.set(outcome.message);
            // Show what changed: the server's copy replaces the one the shopper was looking at.
            await deps.reloadOrder();
            break;
        }
        return outcome;
      } finally {
        // While the browser goes to the next page the button stays disabled, so it cannot be pressed twice.
        if (!leaving) deps.paying.set(false);
      }
    },

    leftBankCheck,

    /**
     * Back at checkout from an unfinished bank check: the card form again, saying why, so the
     * shopper can pay with this card or another (the server withdraws the old check).
     */
    offerAnotherCard(): void {
      deps.openPaymentStep();
      deps.message.set(LEFT_BANK_CHECK);
    },

    /**
     * The page came back from the browser's history (back button): whatever was on its way is over,
     * and a shopper back from the bank's page is told why the card form is there again.
     */
    pageRestored(): void {
      deps.paying.set(false);
      const held = deps.slice.get().order;
      if (held && leftBankCheck(held.id)) deps.message.set(LEFT_BANK_CHECK);
    },

    /** After 3-D Secure: asks until the payment is decided, then opens the order or the failed-payment page. */
    settleCardReturn(orderId: string, gatewayId: string): Promise<ReturnVerdict> {
      return settle(orderId, async () =>
        cardReturnVerdict(
          ...(await withFailure((onError) => deps.calls.checkOrderCanBePlaced(orderId, gatewayId, SETTLE_PAYMENT_DATA, onError))),
        ),
      );
    },

    /** After a provider's own return page (or its element's confirm): asks until checkPayment decides. */
    settlePaymentReturn(orderId: string): Promise<ReturnVerdict> {
      return settle(orderId, async () =>
        paymentCheckVerdict(orderId, ...(await withFailure((onError) => deps.calls.checkPayment(orderId, onError)))),
      );
    },

    /**
     * Back from a provider's own page (a redirect method): asks until checkPayment decides. Placed
     * opens the order; not paid (cancelled or failed there) holds the cart again and reopens the
     * payment step, which says why in the shop's words (the server's note on the failed payment).
     */
    async settleProviderReturn(orderId: string): Promise<ReturnVerdict> {
      const verdict = await settlePayment({
        check: async () => paymentCheckVerdict(orderId, ...(await withFailure((onError) => deps.calls.checkPayment(orderId, onError)))),
        wait: deps.wait,
      });
      if (verdict.kind === 'placed') {
        forgetPlacedOrder(orderId);
        deps.navigate(placedOrderPath(orderId));
      }
      if (verdict.kind !== 'failed') return verdict;
      const view = await this.holdFailedOrder(orderId);
      if (view.kind !== 'heldAgain') {
        deps.navigate(PAYMENT_FAILED_PATH);
        return verdict;
      }
      const note = view.order.history.findLast((entry) => entry.note)?.note;
      rememberReturnMessage(deps.storage(), orderId, note ?? NOT_PAID_AT_PROVIDER);
      deps.openPaymentStep();
      deps.navigate(CHECKOUT_PATH);
      return verdict;
    },

    /** The payment step, opened by the return page: shows its words once. */
    showReturnMessage(): void {
      const held = deps.slice.get().order;
      const message = held ? takeReturnMessage(deps.storage(), held.id) : null;
      if (message) deps.message.set(message);
    },

    /**
     * The failed-payment page: an order back in the cart becomes the held cart again, so
     * "Try again" reopens the checkout with everything as it was.
     */
    async holdFailedOrder(orderId: string): Promise<FailedOrderView> {
      const [order, failure] = await withFailure((onError) => deps.calls.getOrderDetails(orderId, onError));
      if (!order) {
        if (!failure || failure.code === 'NOT_FOUND') return { kind: 'notFound' };
        return { kind: 'error', message: 'We could not load your order just now. Check your connection and try again.' };
      }
      if (order.status === CART_STATUS) {
        // A product page's express cart is never the basket: the basket stays as the shopper left it.
        const held = paymentInProgress(deps.storage());
        if (held?.orderId === order.id && held.expressFrom) return { kind: 'expressAgain', order, productPage: held.expressFrom };
        deps.slice.set({ order });
        return { kind: 'heldAgain', order };
      }
      if (order.status === PAYMENT_PENDING_STATUS) return { kind: 'pending', orderId: order.id };
      return { kind: 'placed', orderId: order.id };
    },
  };
}

export const $paying = atom(false);
export const $paymentMessage = atom<string | null>(null);

const browserPayment: PaymentDeps = {
  // The held order may be a signed-in customer's, which answers only to their ID token.
  calls: paymentCalls(shopperTransport, shopChannel),
  slice: $orderSlice,
  paying: $paying,
  message: $paymentMessage,
  reloadOrder: () => cart.validate(),
  resetCheckout: forgetCheckoutDraft,
  openPaymentStep: () => setStep('payment'),
  browser: () => readBrowserDetails(window),
  navigate: (url) => window.location.assign(url),
  trackPaymentInfo: (order, paymentType) => ecommerceEvents.addPaymentInfo(order, paymentType),
  wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  storage: browserLocalStorage,
  receiptKeys: browserReceiptKeyStores,
  now: () => Date.now(),
};

export const payment = createPayment(browserPayment);

/**
 * The same payment, begun by another call with placeOrder's arguments and reply (express
 * checkout's placeExpressOrder, which first writes what the wallet's sheet handed over): the
 * receipt key, the lost-answer check and the pages after it are placeOrder's.
 */
export function paymentThrough(placeOrder: PaymentDeps['calls']['placeOrder']) {
  return createPayment({ ...browserPayment, calls: { ...browserPayment.calls, placeOrder } });
}

/**
 * A payment for a cart that is not the held basket (express checkout from a product page), with
 * placeOrder's arguments and reply as paymentThrough: it holds that cart itself, so placing it
 * leaves the basket and the checkout's draft as they were, and a payment that does not go through
 * (a failed or abandoned bank check) leads back to `productPage`, not to the checkout.
 */
export function paymentOfCart(order: CartOrder, placeOrder: PaymentDeps['calls']['placeOrder'], productPage: string) {
  return createPayment({
    ...browserPayment,
    expressFrom: productPage,
    calls: { ...browserPayment.calls, placeOrder },
    slice: atom<OrderSlice>({ order }),
    reloadOrder: async () => undefined,
    resetCheckout: () => undefined,
  });
}
