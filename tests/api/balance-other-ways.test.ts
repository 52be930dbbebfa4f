import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recheckRefundsOfPayment } from '../../commerce/desk/index.ts';
import { handleAirwallexWebhook } from '../../commerce/payments/airwallex/webhook-route.ts';
import { applePayProvider } from '../../commerce/payments/airwallex/apple-pay.ts';
import { klarnaProvider } from '../../commerce/payments/airwallex/klarna.ts';
import { settleStaleAttempts } from '../../commerce/payments/pay-order.ts';
import { paypalProvider } from '../../commerce/payments/airwallex/paypal.ts';
import type { WebhookContext } from '../../commerce/payments/provider.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { AdminCancelOrderDocument, AdminEditOrderLinesDocument, AdminOrderDetailDocument } from '../../src/features/admin/gql/graphql.ts';
import { CheckBalancePaymentDocument, GetOrderDetailsDocument, PayBalanceDocument } from '../../src/lib/commerce/gql/graphql.ts';
import {
  adapterConfigFor,
  LOCAL_AIRWALLEX_CARDS,
  type LocalAirwallex,
  type RedirectAnswer,
  startLocalAirwallex,
} from '../fixtures/airwallex-local.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { insertCustomer } from '../fixtures/customer-tokens.ts';
import { BROWSER, paidVanOrder } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { bankRefundsByCharge } from '../fixtures/test-card-payments.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;
type Way = 'paypal' | 'klarna' | 'apple-pay';

// A balance due (after a desk edit) paid the other ways the checkout offers: PayPal and Klarna
// (redirect methods: the customer approves on the method's page and comes back to the return page,
// which sends them to the order page's checkBalancePayment) and Apple Pay (a wallet: Airwallex's
// element confirms the intent payBalance created). Airwallex is the local stand-in.
describe.each(backends)('paying a balance due by PayPal, Klarna and Apple Pay, on $name', (backend) => {
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('payment_gateway').set({ enabled: true }).where('id', 'in', ['paypal', 'klarna', 'apple-pay']).execute(),
  });
  let airwallex: LocalAirwallex;
  let payments: WebhookContext;
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  beforeAll(async () => {
    airwallex = await startLocalAirwallex({ now: shop.clock.now });
    const config = adapterConfigFor(airwallex);
    const registry = paymentRegistry(
      [
        testCardProvider(shop.db, shop.clock.now),
        paypalProvider(config, { now: shop.clock.now }),
        klarnaProvider(config, { now: shop.clock.now }),
        applePayProvider(config, { now: shop.clock.now }),
      ],
      { siteOrigin: 'https://shop.test', shopOrigins: ['https://shop.test'] },
    );
    payments = { db: shop.db, now: shop.clock.now, payments: registry, recheckRefunds: recheckRefundsOfPayment };
  });
  afterAll(() => airwallex.close());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }), payments: payments.payments });
  const detail = async (orderId: string) => (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;

  /** A signed-in customer's placed van order (paid by test card) to which the desk added `crates` crates: its balance due. */
  async function orderWithBalance(crates = 1) {
    const { token } = await insertCustomer(shop.db, { email: `ways.${randomUUID().slice(0, 8)}@example.com` });
    const api = shop.client({ token, payments: payments.payments });
    const orderId = await paidVanOrder(api, 2);
    const order = await detail(orderId);
    const edited = await staff()(AdminEditOrderLinesDocument, {
      tenant,
      orderId,
      version: order.version,
      lines: [{ sku: 'LOG-ASH-STD', quantity: 2 + crates }],
      reason: 'Customer rang for more',
      requestKey: randomUUID(),
    });
    expect(edited.errors).toBeUndefined();
    const balanceDue = edited.data!.adminEditOrderLines.order.balanceDue;
    expect(balanceDue).toBeGreaterThan(0);
    return { api, orderId, balanceDue };
  }

  const pay = (api: ApiClient, orderId: string, way: Way, expectedAmountDue?: number) =>
    api(PayBalanceDocument, {
      ...scope,
      orderId,
      paymentGatewayId: way,
      paymentData: JSON.stringify({ browserDetails: BROWSER, ...(expectedAmountDue === undefined ? {} : { expectedAmountDue }) }),
      receiptKey: null,
    });
  const check = (api: ApiClient, orderId: string) => api(CheckBalancePaymentDocument, { ...scope, orderId, receiptKey: null });
  /** The order's newest intent: the balance's, after the placing payment's (by test card, not Airwallex). */
  const intentOf = (orderId: string) => [...airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId).at(-1)!;
  const balanceRows = (orderId: string) =>
    shop.db.selectFrom('order_balance_payment').select(['amount_pence', 'way', 'paid_with']).where('order_id', '=', orderId).execute();
  const orderRow = (orderId: string) =>
    shop.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'balance_due_pence', 'version', 'paid_with'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const historyOf = (orderId: string) =>
    shop.db.selectFrom('order_history').select(['status', 'note']).where('order_id', '=', orderId).orderBy('seq').execute();
  async function sentMails() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return inbox.messages();
  }

  /** payBalance for a redirect method: the customer is sent to the method's page; answers the address. */
  async function leaveForProvider(api: ApiClient, orderId: string, way: 'paypal' | 'klarna', expected?: number) {
    const started = await pay(api, orderId, way, expected);
    expect(started.errors).toBeUndefined();
    expect(started.data!.payBalance).toMatchObject({ status: 'ACTION_REQUIRED', clientData: { type: 'redirect', action: 'GET' } });
    return started.data!.payBalance.clientData!.data!;
  }

  /** To the method's page, an answer there, and back: the order page's check. */
  async function payAndAnswer(api: ApiClient, orderId: string, way: 'paypal' | 'klarna', answer: RedirectAnswer) {
    await leaveForProvider(api, orderId, way);
    airwallex.completeRedirect(intentOf(orderId).id, answer);
    return check(api, orderId);
  }

  it('PayPal approved: back through the return page (marked as a balance), the balance is paid by PayPal, named in the receipt, the order page and the desk', async () => {
    const { api, orderId, balanceDue } = await orderWithBalance();
    const redirect = await leaveForProvider(api, orderId, 'paypal', balanceDue);
    const intent = intentOf(orderId);
    expect(intent).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION', method_type: 'paypal', amount: balanceDue });
    expect(redirect).toBe(intent.next_action!.url);
    // The provider's one return page, marked as a balance's, so the browser is sent back to the order page.
    expect(intent.return_url).toBe('https://shop.test/checkout/payment-return/?for=balance');
    expect((await check(api, orderId)).data!.checkBalancePayment.status).toBe('ACTION_REQUIRED');
    expect(await balanceRows(orderId)).toEqual([]);

    airwallex.completeRedirect(intent.id, 'approve');
    const settled = await check(api, orderId);
    expect(settled.data!.checkBalancePayment).toMatchObject({ status: 'PAID', order: { balanceDue: 0 } });
    expect(await balanceRows(orderId)).toEqual([{ amount_pence: Math.round(balanceDue * 100), way: 'online', paid_with: 'PayPal' }]);
    // The order itself was placed by card and stays so; only the balance was paid by PayPal.
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid', balance_due_pence: 0, paid_with: 'card' });
    expect((await historyOf(orderId)).at(-1)).toEqual({
      status: 'balancePaid',
      note: `Balance of £${balanceDue.toFixed(2)} paid by PayPal.`,
    });

    const page = (await api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(page.balancesPaid).toEqual([{ amount: balanceDue, paidWith: 'PayPal', paidAt: new Date(NOW).toISOString() }]);
    expect((await detail(orderId)).balancePayments).toMatchObject([{ amount: balanceDue, way: 'online', paidWith: 'PayPal' }]);
    const receipt = (await sentMails()).filter((mail) => mail.idempotencyKey?.startsWith('balance-paid.'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(`We have received £${balanceDue.toFixed(2)}, paid by PayPal,`);
  });

  it('cancelled at PayPal: nothing taken, the balance still due with words about the balance (not a basket), payable again', async () => {
    const { api, orderId, balanceDue } = await orderWithBalance();
    const charges = airwallex.charges;
    const back = await payAndAnswer(api, orderId, 'paypal', 'cancel');
    expect(back.data!.checkBalancePayment).toMatchObject({
      status: 'FAILED',
      failureMessage: 'The payment with PayPal was not finished, so nothing was taken. The balance is still to pay: choose how to pay it.',
      order: { balanceDue },
    });
    expect(airwallex.charges).toBe(charges);
    expect(await balanceRows(orderId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', balance_due_pence: Math.round(balanceDue * 100) });
    expect((await sentMails()).filter((mail) => mail.idempotencyKey?.startsWith('balance-paid.'))).toEqual([]);
    // Failed at PayPal (a minute later, so the newest try is plain to see): the method's own words.
    shop.clock.set(new Date(Date.parse(NOW) + 60_000));
    const failed = await payAndAnswer(api, orderId, 'paypal', 'fail');
    expect(failed.data!.checkBalancePayment.failureMessage).toBe(
      'PayPal did not take the payment, so nothing was taken. Please try PayPal again or choose another way to pay.',
    );
    // And it may be paid again, by a new payment.
    shop.clock.set(new Date(Date.parse(NOW) + 120_000));
    expect((await payAndAnswer(api, orderId, 'paypal', 'approve')).data!.checkBalancePayment.status).toBe('PAID');
    expect(await balanceRows(orderId)).toHaveLength(1);
  });

  it('a double press and a replayed return change nothing: one intent, one balance payment, one receipt', async () => {
    const { api, orderId } = await orderWithBalance();
    const [first, second] = await Promise.all([pay(api, orderId, 'paypal'), pay(api, orderId, 'paypal')]);
    // Both presses are sent to the same page: the second joined the payment in flight.
    expect(first.data!.payBalance.clientData!.data).toBe(second.data!.payBalance.clientData!.data);
    const intents = [...airwallex.intents.values()].filter((intent) => intent.merchant_order_id === orderId);
    expect(intents).toHaveLength(1);
    airwallex.completeRedirect(intentOf(orderId).id, 'approve');
    const returns = await Promise.all([check(api, orderId), check(api, orderId), check(api, orderId)]);
    for (const reply of returns) expect(reply.data!.checkBalancePayment.status).toBe('PAID');
    const after = { order: await orderRow(orderId), history: await historyOf(orderId), rows: await balanceRows(orderId) };
    expect(after.rows).toHaveLength(1);
    // The return opened again later (a reload, a replayed request): the balance is paid, nothing moves.
    expect((await check(api, orderId)).data!.checkBalancePayment.status).toBe('PAID');
    expect(await orderRow(orderId)).toEqual(after.order);
    expect(await historyOf(orderId)).toEqual(after.history);
    expect(await balanceRows(orderId)).toEqual(after.rows);
    expect((await sentMails()).filter((mail) => mail.idempotencyKey?.startsWith('balance-paid.'))).toHaveLength(1);
    // Pressed again once paid: nothing is due.
    expect((await pay(api, orderId, 'paypal')).errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOTHING_DUE' });
  });

  it("a tab closed after approving at PayPal: the method's webhook settles the balance, once; a replayed event changes nothing", async () => {
    const { api, orderId } = await orderWithBalance();
    await leaveForProvider(api, orderId, 'paypal');
    const intent = intentOf(orderId);
    airwallex.completeRedirect(intent.id, 'approve');
    const event = airwallex.paymentEvent(intent.id, 'payment_intent.succeeded', `evt_${randomUUID()}`);
    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'paypal')).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await balanceRows(orderId)).toMatchObject([{ way: 'online', paid_with: 'PayPal' }]);
    expect((await orderRow(orderId)).balance_due_pence).toBe(0);
    const settled = { order: await orderRow(orderId), history: await historyOf(orderId) };
    expect(await handleAirwallexWebhook(payments, airwallex.webhookSecret, event, 'paypal')).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    const again = airwallex.paymentEvent(intent.id, 'payment_intent.succeeded', `evt_${randomUUID()}`);
    expect((await handleAirwallexWebhook(payments, airwallex.webhookSecret, again, 'paypal')).status).toBe(200);
    expect((await check(api, orderId)).data!.checkBalancePayment.status).toBe('PAID');
    expect(await orderRow(orderId)).toEqual(settled.order);
    expect(await historyOf(orderId)).toEqual(settled.history);
    expect(await balanceRows(orderId)).toHaveLength(1);
  });

  it('a tab closed with no webhook: the payment sweep settles the balance paid by Klarna', async () => {
    // Klarna takes £30 to £1,000: one crate makes a balance within it.
    const { api, orderId, balanceDue } = await orderWithBalance(1);
    expect(balanceDue).toBeGreaterThanOrEqual(30);
    expect(balanceDue).toBeLessThanOrEqual(1000);
    await leaveForProvider(api, orderId, 'klarna');
    airwallex.completeRedirect(intentOf(orderId).id, 'approve');
    const later = { ...payments, now: () => new Date(Date.parse(NOW) + 3 * 60_000) };
    expect(await settleStaleAttempts(later)).toBeGreaterThanOrEqual(1);
    expect(await balanceRows(orderId)).toEqual([
      { amount_pence: Math.round(balanceDue * 100), way: 'online', paid_with: 'Klarna, pay in 3' },
    ]);
  });

  /** The balance paid by PayPal (approved at its page) or Apple Pay (confirmed in Airwallex's element). */
  async function payBalanceBy(api: ApiClient, orderId: string, way: 'paypal' | 'apple-pay') {
    if (way === 'paypal') return (await payAndAnswer(api, orderId, 'paypal', 'approve')).data!.checkBalancePayment.status;
    const started = await pay(api, orderId, 'apple-pay');
    const handOff = JSON.parse(started.data!.payBalance.clientData!.data!) as { intentId: string; clientSecret: string };
    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success)).toBe(200);
    return (await check(api, orderId)).data!.checkBalancePayment.status;
  }

  it.each([
    ['paypal', 'PayPal'],
    ['apple-pay', 'Apple Pay'],
  ] as const)(
    'cancelled at the desk after a balance paid by %s: each payment goes back through itself, and the mail tells each sum the way it goes',
    async (way, paidWith) => {
      const { api, orderId, balanceDue } = await orderWithBalance();
      expect(await payBalanceBy(api, orderId, way)).toBe('PAID');
      const placingPence = Math.round((await detail(orderId)).paidByCard * 100);
      const balancePence = Math.round(balanceDue * 100);
      await shop.db.deleteFrom('mail_outbox').execute();

      const cancelled = await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer changed their mind' });
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data!.adminCancelOrder.refund).toMatchObject({ amount: placingPence / 100, status: 'succeeded' });
      // What each provider was asked to give back: the test card its charge, Airwallex the balance's intent.
      expect(await bankRefundsByCharge(shop.db, orderId)).toEqual([{ charged: placingPence, refunded: placingPence }]);
      const balanceIntent = intentOf(orderId).id;
      const airwallexRefunds = [...airwallex.refunds.values()].filter((refund) => refund.payment_intent_id === balanceIntent);
      expect(airwallexRefunds.map((refund) => Math.round(refund.amount * 100))).toEqual([balancePence]);

      const mail = (await sentMails()).find((message) => message.idempotencyKey?.startsWith('order-cancelled.'))!;
      const text = mail.text.replace(/\s+/g, ' ');
      const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
      expect(text.match(/Refund (to your card|through [^£]+) £\d+\.\d\d/g)).toEqual([
        `Refund to your card ${pounds(placingPence)}`,
        `Refund through ${paidWith} ${pounds(balancePence)}`,
      ]);
      expect(text).not.toContain(pounds(placingPence + balancePence));
      expect(text).toContain(`We are refunding ${pounds(placingPence)} to the card you paid with.`);
      expect(text).toContain(
        `We are refunding ${pounds(balancePence)} through ${paidWith}, the way you paid. ${paidWith} shows it from Hearth, usually within 5 working days.`,
      );

      // The history names each refund's way, as the audit of the cancellation does.
      const notes = (await historyOf(orderId)).map((entry) => entry.note ?? '');
      expect(notes).toContain(
        `${pounds(placingPence)} refunded to the card by staff@hearth.example: Order cancelled: Customer changed their mind`,
      );
      expect(notes).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${pounds(balancePence).replace('.', '\\.')} of the .* balance payment refunded through ${paidWith} by staff@hearth\\.example`,
          ),
        ),
      );
      const audit = await shop.db
        .selectFrom('admin_audit')
        .select('after')
        .where('subject_id', '=', orderId)
        .where('action', '=', 'order.cancel')
        .executeTakeFirstOrThrow();
      expect((audit.after as { refunds: unknown }).refunds).toEqual([
        expect.objectContaining({ payment: expect.objectContaining({ purpose: 'order', paidWith: 'card' }), amount: placingPence / 100 }),
        expect.objectContaining({ payment: expect.objectContaining({ purpose: 'balance', paidWith }), amount: balancePence / 100 }),
      ]);
    },
  );

  it("Apple Pay: payBalance hands the element the intent's secret; confirmed, the balance is paid by Apple Pay", async () => {
    const { api, orderId, balanceDue } = await orderWithBalance();
    const started = await pay(api, orderId, 'apple-pay', balanceDue);
    expect(started.data!.payBalance).toMatchObject({ status: 'PENDING', clientData: { type: 'airwallexConfirm', action: 'CONFIRM' } });
    const handOff = JSON.parse(started.data!.payBalance.clientData!.data!) as { intentId: string; clientSecret: string };
    expect(handOff.intentId).toBe(intentOf(orderId).id);
    expect(await airwallex.confirmAsCardElement(handOff, LOCAL_AIRWALLEX_CARDS.success)).toBe(200);
    expect((await check(api, orderId)).data!.checkBalancePayment.status).toBe('PAID');
    expect(await balanceRows(orderId)).toEqual([{ amount_pence: Math.round(balanceDue * 100), way: 'online', paid_with: 'Apple Pay' }]);
    const page = (await api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(page.balancesPaid.map((paid) => paid.paidWith)).toEqual(['Apple Pay']);
  });
});
