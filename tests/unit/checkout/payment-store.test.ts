import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import type { OrderDetails, PaymentOrder } from '../../../src/lib/commerce/payments.ts';
import type { OrderSlice } from '../../../src/features/cart/order-slice.ts';
import { createPayment, type PaymentDeps } from '../../../src/features/checkout/payment-store.ts';
import {
  AIRWALLEX_RETURN_PATH,
  readAirwallexHandOff,
  type ConfirmHandOff,
} from '../../../src/features/checkout/airwallex/confirm-hand-off.ts';
import type { ElementConfirmOutcome } from '../../../src/features/checkout/in-page-confirm.ts';
import { PAYMENT_IN_PROGRESS_KEY, type PaymentStorage } from '../../../src/features/checkout/payment-memory.ts';
import { PAYING_RECEIPT_KEY, receiptStorageKey } from '../../../src/features/orders/receipt-keys.ts';
import { orderDetails } from '../../fixtures/storefront-orders.ts';

const ORIGIN = 'https://shop.example';
const NOW = Date.parse('2026-11-18T10:00:00Z');
/** A token as the gateway's card frame hands it over: the store never holds a card. */
const CARD = `tok_${'A'.repeat(43)}`;

type Reply = { order: (PaymentOrder & { receiptKey?: string | null }) | null; error?: CommerceError };

/** localStorage as the store sees it, in memory. */
function memoryStorage(): PaymentStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setup(replies: { placeOrder?: () => Promise<Reply>; check?: Reply[]; details?: Reply; airwallexPaid?: boolean | null } = {}) {
  const sent: { orderId: string; gatewayId: string; paymentData: string; receiptKey: string | null }[] = [];
  const storage = memoryStorage();
  /** The tab's session, where guest orders' receipt keys go. */
  const receiptKeys = memoryStorage();
  /** What storage held at the moment placeOrder was sent. */
  const storedWhenSent: (string | null)[] = [];
  const visited: string[] = [];
  const tracked: string[] = [];
  let reloads = 0;
  let resets = 0;
  let paymentSteps = 0;
  let checks = 0;
  let airwallexChecks = 0;
  const answer = <T>(reply: { order: T | null; error?: CommerceError }, onError?: (e: CommerceError) => void) => {
    if (reply.error) onError?.(reply.error);
    return reply.order;
  };
  const calls: PaymentDeps['calls'] = {
    placeOrder: async (orderId, gatewayId, paymentData, onError, receiptKey = null) => {
      sent.push({ orderId, gatewayId, paymentData, receiptKey });
      storedWhenSent.push(storage.getItem(PAYMENT_IN_PROGRESS_KEY));
      return answer(await (replies.placeOrder ?? (async () => ({ order: orderDetails({ status: 'placed' }) })))(), onError);
    },
    checkOrderCanBePlaced: async (_id, _gateway, _data, onError) => {
      const list = replies.check ?? [{ order: orderDetails({ status: 'placed' }) }];
      return answer(list[Math.min(checks++, list.length - 1)]!, onError);
    },
    checkPayment: async (_orderId, onError) => {
      airwallexChecks++;
      const paid = replies.airwallexPaid === undefined ? true : replies.airwallexPaid;
      if (paid === null) onError?.(new CommerceError('offline', 'NETWORK'));
      return paid;
    },
    getOrderDetails: async (_id, onError) =>
      answer((replies.details ?? { order: null }) as { order: OrderDetails | null; error?: CommerceError }, onError),
  };
  const deps: PaymentDeps = {
    calls,
    slice: atom<OrderSlice>({ order: orderDetails() }),
    paying: atom(false),
    message: atom<string | null>(null),
    reloadOrder: async () => void reloads++,
    resetCheckout: () => void resets++,
    openPaymentStep: () => void paymentSteps++,
    browser: () => ({ screenHeight: 900, screenWidth: 1280, language: 'en-GB', javaEnabled: false, colorDepth: 24, origin: ORIGIN }),
    navigate: (url) => void visited.push(url),
    trackPaymentInfo: (o, type) => void tracked.push(`${o.id} ${type}`),
    wait: async () => {},
    storage: () => storage,
    receiptKeys: () => ({ session: receiptKeys, local: storage }),
    now: () => NOW,
  };
  return {
    payment: createPayment(deps),
    deps,
    sent,
    visited,
    tracked,
    storage,
    receiptKeys,
    storedWhenSent,
    counts: () => ({ reloads, resets, checks, paymentSteps, airwallexChecks }),
  };
}

describe('paying', () => {
  it('sends the card, the browser and the amount shown; a placed order is forgotten and its page opens', async () => {
    const run = setup();
    const outcome = await run.payment.pay('test-card', CARD, 'Visa');
    expect(outcome?.kind).toBe('placed');
    expect(run.sent).toHaveLength(1);
    expect(run.sent[0]!.gatewayId).toBe('test-card');
    expect(JSON.parse(run.sent[0]!.paymentData)).toEqual({ cardToken: CARD, browserDetails: run.deps.browser(), expectedAmountDue: 10 });
    expect(run.tracked).toEqual(['order-1 Visa']);
    expect(run.deps.slice.get().order).toBeNull();
    expect(run.counts().resets).toBe(1);
    expect(run.visited).toEqual(['/order/order-1/?placed=1']);
    // The page is being left: the button stays disabled until it is.
    expect(run.deps.paying.get()).toBe(true);
  });

  it('sends no card when credit covers the order', async () => {
    const run = setup();
    expect((await run.payment.pay('test-card', null, 'Credit'))?.kind).toBe('placed');
    expect(JSON.parse(run.sent[0]!.paymentData)).toEqual({ browserDetails: run.deps.browser(), expectedAmountDue: 10 });
  });

  it('pays once when Pay is pressed twice', async () => {
    let release: (reply: Reply) => void = () => {};
    const run = setup({ placeOrder: () => new Promise<Reply>((resolve) => (release = resolve)) });
    const first = run.payment.pay('test-card', CARD, 'Visa');
    expect(await run.payment.pay('test-card', CARD, 'Visa')).toBeNull();
    release({ order: orderDetails({ status: 'placed' }) });
    await first;
    expect(run.sent).toHaveLength(1);
  });

  it('keeps the cart after a decline, says why, and lets the shopper pay again', async () => {
    const run = setup({
      placeOrder: async () => ({ order: null, error: new CommerceError('declined', 'PAYMENT_DECLINED', { reason: 'declined' }) }),
    });
    expect((await run.payment.pay('test-card', CARD, 'Visa'))?.kind).toBe('declined');
    expect(run.deps.slice.get().order?.id).toBe('order-1');
    expect(run.deps.message.get()).toMatch(/declined this card/);
    expect(run.deps.paying.get()).toBe(false);
    expect(run.visited).toEqual([]);
    expect(run.counts().reloads).toBe(0);
  });

  it('says a payment whose answer was lost is being checked, keeps Pay pressed, and opens the order once the shop finds it placed', async () => {
    const run = setup({
      placeOrder: async () => ({ order: null, error: new CommerceError('We could not reach the shop.', 'NETWORK') }),
      check: [
        { order: null, error: new CommerceError('We could not reach the shop.', 'SHOP_UNAVAILABLE') },
        { order: orderDetails({ status: 'placed' }) },
      ],
    });
    expect((await run.payment.pay('test-card', CARD, 'Visa'))?.kind).toBe('unknown');
    expect(run.deps.message.get()).toMatch(/checking it now/);
    expect(run.deps.paying.get()).toBe(true);
    expect(run.sent).toHaveLength(1);
    expect(run.counts().checks).toBe(2);
    expect(run.visited).toEqual(['/order/order-1/?placed=1']);
  });

  it('leaves a payment it still cannot ask about to the card return page, never to a second payment', async () => {
    const run = setup({
      placeOrder: async () => ({ order: null, error: new CommerceError('We could not reach the shop.', 'SHOP_UNAVAILABLE') }),
      check: [{ order: null, error: new CommerceError('We could not reach the shop.', 'NETWORK') }],
    });
    expect((await run.payment.pay('test-card', CARD, 'Visa'))?.kind).toBe('unknown');
    expect(run.sent).toHaveLength(1);
    expect(run.visited).toEqual(['/checkout/card-return/']);
    expect(run.deps.paying.get()).toBe(true);
  });

  it('reloads the order when it changed, and shows the reason', async () => {
    const run = setup({
      placeOrder: async () => ({
        order: null,
        error: new CommerceError('The total changed. Check your basket and pay again.', 'CONFLICT'),
      }),
    });
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.deps.message.get()).toBe('The total changed. Check your basket and pay again.');
    expect(run.counts().reloads).toBe(1);
    expect(run.deps.paying.get()).toBe(false);
  });

  it("goes to the bank's check when 3-D Secure is needed, keeping the cart held", async () => {
    const run = setup({
      placeOrder: async () => ({
        order: orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
      }),
    });
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.visited).toEqual([`${ORIGIN}/secure/?payment=p1`]);
    expect(run.deps.slice.get().order?.id).toBe('order-1');
  });

  it('clears the paying flag when the page comes back from the history cache', async () => {
    const run = setup({
      placeOrder: async () => ({
        order: orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
      }),
    });
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.deps.paying.get()).toBe(true);
    run.payment.pageRestored();
    expect(run.deps.paying.get()).toBe(false);
  });

  it('does nothing without a held order', async () => {
    const run = setup();
    run.deps.slice.set({ order: null });
    expect(await run.payment.pay('test-card', CARD, 'Visa')).toBeNull();
    expect(run.sent).toEqual([]);
  });
});

describe('what the browser keeps of a payment (never in a URL)', () => {
  it('records the order and gateway before placeOrder is sent, for the pages the payment returns to', async () => {
    const run = setup({
      placeOrder: async () => ({
        order: orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
      }),
    });
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.storedWhenSent).toEqual([JSON.stringify({ orderId: 'order-1', gatewayId: 'test-card' })]);
    expect(run.payment.heldPayment()).toEqual({ orderId: 'order-1', gatewayId: 'test-card', bankCheck: true });
    expect(run.visited.join(' ')).not.toContain('order-1');
  });

  it("knows a shopper back from the bank's page left its check unfinished, and offers the card form again", async () => {
    const run = setup({
      placeOrder: async () => ({
        order: orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
      }),
    });
    expect(run.payment.leftBankCheck('order-1')).toBe(false);
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.payment.leftBankCheck('order-1')).toBe(true);
    expect(run.payment.leftBankCheck('order-2')).toBe(false);

    // Back from the bank's page, restored from the history cache: the form says why it is there again.
    run.payment.pageRestored();
    expect(run.deps.paying.get()).toBe(false);
    expect(run.deps.message.get()).toMatch(/check was not finished.*another/);
    // Back from it on a fresh load: checkout opens at the payment step, saying the same.
    run.deps.message.set(null);
    run.payment.offerAnotherCard();
    expect(run.counts().paymentSteps).toBe(1);
    expect(run.deps.message.get()).toMatch(/check was not finished.*another/);
  });

  it('a slow payment, not a bank check, is not offered the card form again', async () => {
    const run = setup({ placeOrder: () => new Promise<Reply>(() => {}) });
    void run.payment.pay('test-card', CARD, 'Visa');
    expect(run.payment.heldPayment()).toEqual({ orderId: 'order-1', gatewayId: 'test-card' });
    expect(run.payment.leftBankCheck('order-1')).toBe(false);
  });

  it("keeps a guest's receipt key under the order's id before the 3-D Secure redirect", async () => {
    const run = setup({
      placeOrder: async () => ({
        order: {
          ...orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
          receiptKey: 'rk-1',
        },
      }),
    });
    const seen: (string | null)[] = [];
    run.deps.navigate = (url) => void seen.push(`${url} ${run.receiptKeys.getItem(receiptStorageKey('order-1'))}`);
    await createPayment(run.deps).pay('test-card', CARD, 'Visa');
    expect(seen).toEqual([`${ORIGIN}/secure/?payment=p1 rk-1`]);
    // Never beside the payment memory, in the storage that outlives the tab.
    expect(run.storage.getItem(receiptStorageKey('order-1'))).toBeNull();
  });

  it("sends a key of its own, kept in the browser's storage before the call: a reply lost to a reload still leaves this browser the key", async () => {
    // Refused before any payment (so Pay may be pressed again); a lost reply is settled by asking, never by paying again.
    const run = setup({ placeOrder: async () => ({ order: null, error: new CommerceError('Too many tries.', 'RATE_LIMITED') }) });
    const keptWhenSent: (string | null)[] = [];
    const placeOrder = run.deps.calls.placeOrder;
    run.deps.calls.placeOrder = (...args) => {
      keptWhenSent.push(run.storage.getItem(PAYING_RECEIPT_KEY));
      return placeOrder(...args);
    };
    await run.payment.pay('test-card', CARD, 'Visa');
    const key = run.sent[0]!.receiptKey!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keptWhenSent).toEqual([`order-1 ${NOW + 60 * 60 * 1000} ${key}`]);

    // Pressed again: the same key, not a new one.
    await run.payment.pay('test-card', CARD, 'Visa');
    expect(run.sent[1]!.receiptKey).toBe(key);

    // A new tab settles the payment: the key moves to that tab and leaves the browser's storage.
    const newTab = memoryStorage();
    run.deps.receiptKeys = () => ({ session: newTab, local: run.storage });
    expect((await createPayment(run.deps).settleCardReturn('order-1', 'test-card')).kind).toBe('placed');
    expect(newTab.getItem(receiptStorageKey('order-1'))).toBe(key);
    expect(run.storage.getItem(PAYING_RECEIPT_KEY)).toBeNull();
  });

  it('keeps no receipt key when the reply has none (a signed-in customer), and forgets the payment once placed', async () => {
    const run = setup({ placeOrder: async () => ({ order: { ...orderDetails({ status: 'placed' }), receiptKey: null } }) });
    await run.payment.pay('test-card', CARD, 'Visa');
    expect([...run.storage.data.keys()]).toEqual([]);
    expect([...run.receiptKeys.data.keys()]).toEqual([]);
    expect(run.payment.heldPayment()).toBeNull();
  });

  it('sends a payment with nothing to do to the card return page, which names no order', async () => {
    const run = setup({ placeOrder: async () => ({ order: orderDetails({ status: 'paymentPending' }) }) });
    expect((await run.payment.pay('airwallex-1', CARD, 'Visa'))?.kind).toBe('pending');
    expect(run.visited).toEqual(['/checkout/card-return/']);
    expect(run.payment.heldPayment()).toEqual({ orderId: 'order-1', gatewayId: 'airwallex-1' });
  });

  it('keeps the record after a failure, so the failed-payment page (and a reload of it) knows the order', async () => {
    const run = setup({ check: [{ order: orderDetails({ status: 'shoppingCart', paymentStatus: 'failed' }) }] });
    run.storage.setItem(PAYMENT_IN_PROGRESS_KEY, JSON.stringify({ orderId: 'order-1', gatewayId: 'test-card' }));
    await run.payment.settleCardReturn('order-1', 'test-card');
    expect(run.payment.heldPayment()?.orderId).toBe('order-1');
  });
});

describe('coming back from the bank', () => {
  it('asks until the payment is decided, then opens the order and forgets the cart', async () => {
    const run = setup({ check: [{ order: orderDetails({ status: 'paymentPending' }) }, { order: orderDetails({ status: 'placed' }) }] });
    expect((await run.payment.settleCardReturn('order-1', 'test-card')).kind).toBe('placed');
    expect(run.counts().checks).toBe(2);
    expect(run.visited).toEqual(['/order/order-1/?placed=1']);
    expect(run.deps.slice.get().order).toBeNull();
  });

  it('opens the failed-payment page when the order is back in the cart', async () => {
    const run = setup({ check: [{ order: orderDetails({ status: 'shoppingCart', paymentStatus: 'failed' }) }] });
    expect((await run.payment.settleCardReturn('order-1', 'test-card')).kind).toBe('failed');
    expect(run.visited).toEqual(['/payment-failed/']);
    expect(run.deps.slice.get().order?.id).toBe('order-1');
  });

  it('stays put and says so while the bank has not decided', async () => {
    const run = setup({ check: [{ order: orderDetails({ status: 'paymentPending' }) }] });
    expect((await run.payment.settleCardReturn('order-1', 'test-card')).kind).toBe('pending');
    expect(run.visited).toEqual([]);
  });
});

describe('the failed-payment page', () => {
  it('holds an order that is back in the cart as the basket again', async () => {
    const back = orderDetails({ id: 'order-2', paymentStatus: 'failed' });
    const run = setup({ details: { order: back } });
    run.deps.slice.set({ order: null });
    expect(await run.payment.holdFailedOrder('order-2')).toEqual({ kind: 'heldAgain', order: back });
    expect(run.deps.slice.get().order?.id).toBe('order-2');
  });

  it("sends a product page's express cart back to that page and never holds it as the basket, after a bank check that failed", async () => {
    const basket = orderDetails({ id: 'basket-1' });
    const run = setup({
      placeOrder: async () => ({
        order: orderDetails({ status: 'paymentPending', clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p1' } }),
      }),
    });
    // The express cart's own payment: the record names the product page it was bought from.
    const express = createPayment({ ...run.deps, expressFrom: '/wood-pellets/firepower/6mm-375-kg' });
    await express.pay('test-apple-pay', CARD, 'Apple Pay');
    expect(express.heldPayment()).toEqual({
      orderId: 'order-1',
      gatewayId: 'test-apple-pay',
      bankCheck: true,
      expressFrom: '/wood-pellets/firepower/6mm-375-kg',
    });
    // Back on the failed-payment page, with the shopper's basket in the slice.
    run.deps.slice.set({ order: basket });
    const back = orderDetails({ id: 'order-1', paymentStatus: 'failed' });
    const failed = setup({ details: { order: back } });
    failed.deps.slice.set({ order: basket });
    failed.storage.setItem(PAYMENT_IN_PROGRESS_KEY, run.storage.getItem(PAYMENT_IN_PROGRESS_KEY)!);
    expect(await failed.payment.holdFailedOrder('order-1')).toEqual({
      kind: 'expressAgain',
      order: back,
      productPage: '/wood-pellets/firepower/6mm-375-kg',
    });
    expect(failed.deps.slice.get().order?.id).toBe('basket-1');
  });

  it('does not hold an order that was placed after all, or one that does not exist', async () => {
    const placed = setup({ details: { order: orderDetails({ status: 'placed' }) } });
    expect(await placed.payment.holdFailedOrder('order-1')).toEqual({ kind: 'placed', orderId: 'order-1' });
    expect(await setup({ details: { order: null } }).payment.holdFailedOrder('x')).toEqual({ kind: 'notFound' });
    expect(
      (await setup({ details: { order: null, error: new CommerceError('offline', 'NETWORK') } }).payment.holdFailedOrder('x')).kind,
    ).toBe('error');
  });
});

/** Airwallex's card form as it hands itself to the store, with `confirm` standing in for its element. */
const inPage = (confirm: (handOff: ConfirmHandOff) => Promise<ElementConfirmOutcome>) => ({
  read: readAirwallexHandOff,
  confirm,
  returnPath: AIRWALLEX_RETURN_PATH,
});

describe("paying through Airwallex's card element", () => {
  const handOff = { intentId: 'int_1', clientSecret: 'secret.part.sig' };
  const handedOver = async (): Promise<Reply> => ({
    order: orderDetails({
      status: 'paymentPending',
      clientData: { type: 'airwallexConfirm', action: 'CONFIRM', data: JSON.stringify(handOff) },
    }),
  });

  it('sends no card and no token, lets the element confirm the intent, then has the return page settle it', async () => {
    const run = setup({ placeOrder: handedOver });
    const confirmed: unknown[] = [];
    const outcome = await run.payment.pay(
      'airwallex',
      null,
      'Visa',
      inPage(async (given) => {
        confirmed.push(given);
        return { kind: 'confirmed' };
      }),
    );
    expect(outcome?.kind).toBe('confirmInBrowser');
    expect(JSON.parse(run.sent[0]!.paymentData)).toEqual({ browserDetails: expect.any(Object), expectedAmountDue: expect.any(Number) });
    expect(confirmed).toEqual([handOff]);
    expect(run.visited).toEqual(['/checkout/airwallex-return/']);
    // The return page knows the order from this browser's record, and the button stays disabled while the page goes.
    expect(run.payment.heldPayment()).toEqual({ orderId: 'order-1', gatewayId: 'airwallex' });
    expect(run.deps.paying.get()).toBe(true);
  });

  it('settles a refused card at once and offers another try here, with the order reloaded', async () => {
    const run = setup({ placeOrder: handedOver, airwallexPaid: false });
    await run.payment.pay(
      'airwallex',
      null,
      'Visa',
      inPage(async () => ({
        kind: 'declined',
        reason: 'insufficientFunds',
        message: 'Insufficient funds, try another card.',
      })),
    );
    expect(run.counts().airwallexChecks).toBe(1);
    expect(run.counts().reloads).toBe(1);
    expect(run.visited).toEqual([]);
    expect(run.deps.message.get()).toBe('Insufficient funds, try another card.');
    expect(run.deps.paying.get()).toBe(false);
  });

  it('opens the order when the server finds it paid after all (another tab), and the return page when it cannot be asked', async () => {
    const paid = setup({ placeOrder: handedOver, airwallexPaid: true });
    await paid.payment.pay(
      'airwallex',
      null,
      'Visa',
      inPage(async () => ({ kind: 'declined', reason: null, message: 'Declined.' })),
    );
    expect(paid.visited).toEqual(['/order/order-1/?placed=1']);
    expect(paid.payment.heldPayment()).toBeNull();

    const offline = setup({ placeOrder: handedOver, airwallexPaid: null });
    await offline.payment.pay(
      'airwallex',
      null,
      'Visa',
      inPage(async () => ({ kind: 'declined', reason: null, message: 'Declined.' })),
    );
    expect(offline.visited).toEqual(['/checkout/airwallex-return/']);
  });

  it('leaves an unsure confirm (network failure) to the return page, which asks the server', async () => {
    const run = setup({ placeOrder: handedOver });
    await run.payment.pay(
      'airwallex',
      null,
      'Visa',
      inPage(async () => ({ kind: 'unknown' })),
    );
    expect(run.counts().airwallexChecks).toBe(0);
    expect(run.visited).toEqual(['/checkout/airwallex-return/']);
  });

  it('sends the shopper back to the fields for a card the element refused to send, without asking the server', async () => {
    const run = setup({ placeOrder: handedOver });
    await run.payment.pay(
      'airwallex',
      null,
      'Card',
      inPage(async () => ({ kind: 'invalid', message: 'Your card number is incomplete.' })),
    );
    expect(run.counts()).toMatchObject({ airwallexChecks: 0, reloads: 0 });
    expect(run.visited).toEqual([]);
    expect(run.deps.message.get()).toBe('Your card number is incomplete.');
    expect(run.deps.paying.get()).toBe(false);
  });
});
