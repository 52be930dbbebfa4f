import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerChallenge, type ChallengeRef } from '../../dev/test-card/challenge.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { settleStaleAttempts } from '../../commerce/payments/pay-order.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { settleAttempt } from '../../commerce/payments/settle-payment.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import {
  AdminCancelOrderDocument,
  AdminEditOrderLinesDocument,
  AdminOrderDetailDocument,
  AdminRecordBalancePaidDocument,
  AdminRefundOrderDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { CheckBalancePaymentDocument, GetOrderDetailsDocument, PayBalanceDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type TestShop } from '../fixtures/api-fixture.ts';
import { RIVAL } from '../fixtures/customer-tokens.ts';
import { paidVanOrder, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { PlaceReceiptOrderDocument, ReadVatReceiptDocument } from './gql/graphql.ts';
import { bankRefundsByCharge } from '../fixtures/test-card-payments.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

/** The challenge the paying browser was sent to: its payment and its one-time token. */
function challengeOf(redirect: string): ChallengeRef {
  const url = new URL(redirect, 'https://shop.test');
  return { paymentId: url.searchParams.get('payment')!, token: url.searchParams.get('token')! };
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.reason;

/** A new signed-in customer (a mailbox of their own) and their placed, paid van order of `crates` ash crates. */
async function customerWithVanOrder(shop: TestShop, crates: number) {
  const customer = await shop.customer({ email: `pay.${randomUUID().slice(0, 8)}@example.com` });
  return { customer, orderId: await paidVanOrder(customer.api, crates) };
}

describe.each(backends)('paying a balance due after a desk edit, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
  const detail = async (orderId: string) => (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;

  /** The desk sets the order's ash crates to `quantity`, at the order's `version`, for `reason`. */
  const editAsh = (orderId: string, version: number, quantity: number, reason: string) =>
    staff()(AdminEditOrderLinesDocument, {
      tenant,
      orderId,
      version,
      lines: [{ sku: 'LOG-ASH-STD', quantity }],
      reason,
      requestKey: randomUUID(),
    });

  /** Adds `crates` ash crates at the desk: the order now costs more, and the difference is its balance due. */
  async function addCrates(orderId: string, crates = 1) {
    const order = await detail(orderId);
    const quantity = order.lines.find((line) => line.sku === 'LOG-ASH-STD')!.quantity + crates;
    const edited = await editAsh(orderId, order.version, quantity, 'Customer rang for more');
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.adminEditOrderLines.order;
    expect(after.balanceDue).toBeGreaterThan(0);
    return after;
  }

  /** A signed-in customer's placed van order with a balance due. */
  async function orderWithBalance() {
    const { customer, orderId } = await customerWithVanOrder(shop, 2);
    const order = await addCrates(orderId);
    return { customer, orderId, order };
  }

  const pay = (api: ApiClient, orderId: string, card: string = TEST_CARDS.approved, receiptKey: string | null = null, expected?: number) =>
    api(PayBalanceDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(card, expected === undefined ? {} : { expectedAmountDue: expected }),
      receiptKey,
    });
  const check = (api: ApiClient, orderId: string, receiptKey: string | null = null) =>
    api(CheckBalancePaymentDocument, { ...scope, orderId, receiptKey });
  const balanceRows = (orderId: string) =>
    shop.db.selectFrom('order_balance_payment').selectAll().where('order_id', '=', orderId).execute();
  const charges = (orderId: string) => shop.db.selectFrom('test_card_payment').selectAll().where('order_id', '=', orderId).execute();
  const historyOf = (orderId: string) =>
    shop.db.selectFrom('order_history').select(['status', 'note']).where('order_id', '=', orderId).orderBy('created_at').execute();

  async function sentMails() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return inbox.messages();
  }

  it('the line-change mail links the order page to pay, and keeps "or phone us"; the order page shows the balance and what for', async () => {
    const { customer, orderId, order } = await orderWithBalance();
    const mail = (await sentMails()).find((m) => m.idempotencyKey?.startsWith(`lines-changed.${orderId}`))!;
    expect(mail.text).toContain(`There is £${order.balanceDue.toFixed(2)} left to pay on this order`);
    expect(mail.text).toContain('please pay it before the delivery on your order page, or phone us on');
    expect(mail.text).toContain(`/order/${orderId}/`);
    expect(mail.text).not.toContain('we will be in touch');

    const mine = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(mine.balanceDue).toBe(order.balanceDue);
    expect(mine.balanceDueFor).toBe('Ash logs – Standard crate: 2 → 3');
  });

  it('a double press pays the balance once: one charge, balance 0, history, one receipt mail; again is NOTHING_DUE', async () => {
    const { customer, orderId, order } = await orderWithBalance();
    await shop.db.deleteFrom('mail_outbox').execute();
    const [first, second] = await Promise.all([pay(customer.api, orderId), pay(customer.api, orderId)]);
    // One of the two made the payment; the other joined it or found nothing left to pay.
    const replies = [first, second];
    expect(replies.some((reply) => reply.data?.payBalance.status === 'PAID')).toBe(true);
    for (const reply of replies) {
      if (reply.errors) expect(reasonOf(reply)).toBe('NOTHING_DUE');
    }
    const rows = await balanceRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_pence: Math.round(order.balanceDue * 100), way: 'online', staff_email: null });
    // The placing charge and the balance's: two, not three.
    expect(await charges(orderId)).toHaveLength(2);
    const after = await detail(orderId);
    expect(after.balanceDue).toBe(0);
    expect(after.balancePayments).toEqual([expect.objectContaining({ amount: order.balanceDue, way: 'online', recordedBy: null })]);
    expect(after.history.filter((entry) => entry.event === 'balancePaid')).toHaveLength(1);

    const again = await pay(customer.api, orderId);
    expect(errorOf(again)?.code).toBe('CONFLICT');
    expect(reasonOf(again)).toBe('NOTHING_DUE');
    expect(await charges(orderId)).toHaveLength(2);

    const receipts = (await sentMails()).filter((m) => m.idempotencyKey?.startsWith('balance-paid.'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe(customer.row.email);
    expect(receipts[0]!.text).toContain(`We have received £${order.balanceDue.toFixed(2)}, paid by card`);
    expect(receipts[0]!.text).toContain('There is nothing left to pay on this order.');

    // The VAT receipt states the order as it now is and agrees with what was charged in all.
    const vat = await customer.api(ReadVatReceiptDocument, { ...scope, orderId });
    expect(vat.errors).toBeUndefined();
    expect(vat.data!.getVatReceipt!.invoiceNumber).toBe(`INV-${order.number}`);
  });

  it('3-D Secure: the bank check is asked for; returns, a replayed check and the sweep after it record the payment once', async () => {
    const { customer, orderId, order } = await orderWithBalance();
    const started = await pay(customer.api, orderId, TEST_CARDS.threeDSecure, null, order.balanceDue);
    expect(started.errors).toBeUndefined();
    expect(started.data!.payBalance.status).toBe('ACTION_REQUIRED');
    const redirect = started.data!.payBalance.clientData!.data;
    // Staff cannot record it meanwhile: it would be paid twice.
    const meanwhile = await staff()(AdminRecordBalancePaidDocument, {
      tenant,
      orderId,
      version: (await detail(orderId)).version,
      amount: order.balanceDue,
      way: 'phone',
    });
    expect(reasonOf(meanwhile)).toBe('PAYMENT_IN_FLIGHT');
    // Asking meanwhile (a second tab) finds the same check waiting, and charges nothing.
    const waiting = await check(customer.api, orderId);
    expect(waiting.data!.checkBalancePayment).toMatchObject({ status: 'ACTION_REQUIRED', clientData: { data: redirect } });

    await answerChallenge(shop.db, challengeOf(redirect), true, shop.clock.now());
    const [a, b] = await Promise.all([check(customer.api, orderId), check(customer.api, orderId)]);
    expect(a.data!.checkBalancePayment.status).toBe('PAID');
    expect(b.data!.checkBalancePayment.status).toBe('PAID');
    // A webhook replayed after it: the same payment reported again changes nothing.
    const ctx = { db: shop.db, now: shop.clock.now, payments: paymentRegistry([testCardProvider(shop.db, shop.clock.now)]) };
    const attempt = await shop.db
      .selectFrom('payment_attempt')
      .select(['id', 'provider_ref'])
      .where('order_id', '=', orderId)
      .where('purpose', '=', 'balance')
      .executeTakeFirstOrThrow();
    await settleAttempt(ctx, attempt.id, { status: 'succeeded', providerRef: attempt.provider_ref ?? 'replayed' });
    await settleStaleAttempts(ctx, 0);
    expect(await balanceRows(orderId)).toHaveLength(1);
    expect((await detail(orderId)).balanceDue).toBe(0);
    expect((await historyOf(orderId)).filter((entry) => entry.status === 'balancePaid')).toHaveLength(1);
  });

  /** A customer's order whose balance they paid online: the placing charge and the balance's, both on the test card. */
  async function orderWithBalancePaidOnline() {
    const { customer, orderId, order } = await orderWithBalance();
    const paid = await pay(customer.api, orderId);
    expect(paid.data?.payBalance.status).toBe('PAID');
    const attempt = await shop.db
      .selectFrom('payment_attempt')
      .select(['id', 'provider_ref'])
      .where('order_id', '=', orderId)
      .where('purpose', '=', 'balance')
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    return { customer, orderId, order, balanceAttemptId: attempt.id, balancePence: Math.round(order.balanceDue * 100) };
  }
  const refundRows = (orderId: string) =>
    shop.db
      .selectFrom('order_refund')
      .select(['request_key', 'attempt_id', 'amount_pence', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();

  it('cancelling refunds a balance paid online through its own payment, once, audited, and the mail counts it', async () => {
    const { customer, orderId, balanceAttemptId, balancePence } = await orderWithBalancePaidOnline();
    const before = await detail(orderId);
    const placingPence = Math.round(before.paidByCard * 100);
    // The receipt of the order as it now is agrees with the two payments.
    const vat = await customer.api(ReadVatReceiptDocument, { ...scope, orderId });
    expect(vat.errors).toBeUndefined();
    expect(vat.data!.getVatReceipt!.order.totalAmount).toBe(before.total);
    await shop.db.deleteFrom('mail_outbox').execute();

    const cancelled = await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer changed their mind' });
    expect(cancelled.errors).toBeUndefined();
    // A second cancel (a retry) is refused and refunds nothing more.
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Again' })).errors).toBeDefined();

    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          request_key: `cancel-balance:${balanceAttemptId}`,
          attempt_id: balanceAttemptId,
          amount_pence: balancePence,
          status: 'succeeded',
        },
        expect.objectContaining({ request_key: `cancel:${orderId}`, amount_pence: placingPence, status: 'succeeded' }),
      ]),
    );
    // Each charge went back through itself, in full: the bank never refused one.
    for (const charge of await bankRefundsByCharge(shop.db, orderId)) expect(charge.refunded).toBe(charge.charged);
    const after = await detail(orderId);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundable: 0 });

    const note = (await historyOf(orderId)).find((entry) => entry.status === 'cancelled')!.note!;
    expect(note).not.toContain('dashboard');
    const audits = await shop.db
      .selectFrom('admin_audit')
      .select(['action', 'after'])
      .where('subject_id', '=', orderId)
      .where('action', 'in', ['order.cancel', 'order.refund'])
      .execute();
    expect(audits.filter((audit) => audit.action === 'order.refund')).toHaveLength(2);
    expect(audits.find((audit) => audit.action === 'order.cancel')!.after).toMatchObject({ balanceRefundedOnline: balancePence / 100 });

    const mail = (await sentMails()).find((m) => m.idempotencyKey?.startsWith('order-cancelled.'))!;
    expect(mail.text).toMatch(
      new RegExp(`Refund to your card\\s+£${((placingPence + balancePence) / 100).toFixed(2).replace('.', '\\.')}`),
    );
    expect(mail.text).not.toContain('by phone');
  });

  it('a reduction refunds through the placing payment only: beyond it, refused in words; the receipt still agrees', async () => {
    const { customer, orderId } = await orderWithBalancePaidOnline();
    const paid = await detail(orderId);
    // A goodwill refund leaves £1.00 of the placing payment.
    const goodwill = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId,
      amount: Math.round((paid.paidByCard - 1) * 100) / 100,
      reason: 'Late delivery',
      requestKey: randomUUID(),
    });
    expect(goodwill.errors).toBeUndefined();
    const current = await detail(orderId);
    const refused = await editAsh(orderId, current.version, 2, 'One too many');
    expect(reasonOf(refused)).toBe('REFUND_EXCEEDS_CARD');
    expect(errorOf(refused)?.message).toContain(
      'only £1.00 of the payment the order was placed with can still be refunded, and a change of items refunds through that payment only',
    );
    expect(errorOf(refused)?.message).toContain('paid later as a balance goes back only if the order is cancelled');
    expect(await refundRows(orderId)).toHaveLength(1);
    for (const charge of await bankRefundsByCharge(shop.db, orderId)) expect(charge.refunded).toBeLessThanOrEqual(charge.charged);
    const vat = await customer.api(ReadVatReceiptDocument, { ...scope, orderId });
    expect(vat.errors).toBeUndefined();
    expect(vat.data!.getVatReceipt!.order.totalAmount).toBe(current.total);

    // Cancelling then gives back what is left of each payment through it.
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer changed their mind' })).errors).toBeUndefined();
    for (const charge of await bankRefundsByCharge(shop.db, orderId)) expect(charge.refunded).toBe(charge.charged);
  });

  it('a declined card leaves the balance due and says why', async () => {
    const { customer, orderId, order } = await orderWithBalance();
    const declined = await pay(customer.api, orderId, TEST_CARDS.declined);
    expect(errorOf(declined)?.code).toBe('PAYMENT_DECLINED');
    expect((await detail(orderId)).balanceDue).toBe(order.balanceDue);
    expect(await balanceRows(orderId)).toHaveLength(0);
    // A changed balance is refused rather than charged.
    const wrong = await pay(customer.api, orderId, TEST_CARDS.approved, null, order.balanceDue + 1);
    expect(reasonOf(wrong)).toBe('AMOUNT_NOT_DUE');
  });

  it('answers only the owner: another customer, an anonymous caller and a guest order without its key get NOT_FOUND', async () => {
    const { orderId } = await orderWithBalance();
    const other = await shop.customer({ email: `other.${randomUUID().slice(0, 8)}@example.com` });
    expect(errorOf(await pay(other.api, orderId))?.code).toBe('NOT_FOUND');
    expect(errorOf(await check(other.api, orderId))?.code).toBe('NOT_FOUND');
    expect(errorOf(await pay(shop.api, orderId))?.code).toBe('NOT_FOUND');
    expect(await charges(orderId)).toHaveLength(1);

    // A guest's order: its id alone opens a receipt, not the payment; the paying browser's key does.
    const guestOrder = await payableOrder(shop.api, [['LOG-ASH-STD', 1]]);
    const placed = await shop.api(PlaceReceiptOrderDocument, {
      ...scope,
      orderId: guestOrder,
      paymentData: paymentData(TEST_CARDS.approved),
    });
    const receiptKey = placed.data!.placeOrder.receiptKey!;
    await addCrates(guestOrder);
    expect(errorOf(await pay(shop.api, guestOrder))?.code).toBe('NOT_FOUND');
    expect(errorOf(await pay(shop.api, guestOrder, TEST_CARDS.approved, 'x'.repeat(43)))?.code).toBe('NOT_FOUND');
    const paid = await pay(shop.api, guestOrder, TEST_CARDS.approved, receiptKey);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payBalance.status).toBe('PAID');
  });

  it('staff record a balance paid by phone: exact amount, current version, audited, receipt mailed; then a reduction refunds again', async () => {
    const { customer, orderId, order } = await orderWithBalance();
    const record = (version: number, amount: number, api: ApiClient = staff(), at: string = tenant) =>
      api(AdminRecordBalancePaidDocument, { tenant: at, orderId, version, amount, way: 'phone', note: 'Card ending 4242' });

    const part = await record(order.version, order.balanceDue - 1);
    expect(errorOf(part)?.code).toBe('BAD_USER_INPUT');
    expect(reasonOf(part)).toBe('AMOUNT_NOT_DUE');
    const stale = await record(order.version - 1, order.balanceDue);
    expect(reasonOf(stale)).toBe('STALE');
    expect(errorOf(await record(order.version, order.balanceDue, customer.api))?.code).toBe('FORBIDDEN');
    const rival = shop.client({ token: staffIdToken({ email: 'staff@rival.example', tenant: RIVAL.tenant }) });
    expect(errorOf(await record(order.version, order.balanceDue, rival, RIVAL.tenant))?.code).toBe('NOT_FOUND');
    expect(await balanceRows(orderId)).toHaveLength(0);

    await shop.db.deleteFrom('mail_outbox').execute();
    const recorded = await record(order.version, order.balanceDue);
    expect(recorded.errors).toBeUndefined();
    const after = recorded.data!.adminRecordBalancePaid;
    expect(after.balanceDue).toBe(0);
    expect(after.version).toBe(order.version + 1);
    expect(after.balancePaidOutsideCard).toBe(order.balanceDue);
    expect(after.balancePayments).toEqual([expect.objectContaining({ way: 'phone', recordedBy: 'staff@hearth.example' })]);
    const audit = await shop.db
      .selectFrom('admin_audit')
      .select(['before', 'after', 'reason'])
      .where('subject_id', '=', orderId)
      .where('action', '=', 'order.balancePaid')
      .execute();
    expect(audit).toEqual([
      {
        before: { balanceDue: order.balanceDue },
        after: { balanceDue: 0, paid: order.balanceDue, way: 'phone' },
        reason: 'Card ending 4242',
      },
    ]);
    const receipt = (await sentMails()).find((m) => m.idempotencyKey?.startsWith('balance-paid.'))!;
    expect(receipt.text).toContain('paid by phone');

    // Nothing more is due: a second record (a double click on the fresh page) is refused.
    expect(reasonOf(await record(after.version, order.balanceDue))).toBe('NOTHING_DUE');
    // The customer cannot pay it online either.
    expect(reasonOf(await pay(customer.api, orderId))).toBe('NOTHING_DUE');

    // With the balance settled, taking a crate off is allowed again and refunds to the card.
    const reduced = await editAsh(orderId, after.version, 2, 'One too many');
    expect(reduced.errors).toBeUndefined();
    expect(reduced.data!.adminEditOrderLines.refund).toMatchObject({ status: 'succeeded' });
    // Its VAT receipt states the order as it now is: placed, plus the balance paid by phone, less the refund.
    const vat = await customer.api(ReadVatReceiptDocument, { ...scope, orderId });
    expect(vat.errors).toBeUndefined();
    expect(vat.data!.getVatReceipt!.order.number).toBe(order.number);

    // Cancelling keeps the phone payment in view: the history says to refund it by phone, the audit records it.
    const cancelled = await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer changed their mind' });
    expect(cancelled.errors).toBeUndefined();
    const note = (await historyOf(orderId)).find((entry) => entry.status === 'cancelled')!.note!;
    expect(note).toContain(`£${order.balanceDue.toFixed(2)} of the balance was paid by phone or cash: refund it to the customer by phone`);
    const cancelAudit = await shop.db
      .selectFrom('admin_audit')
      .select('after')
      .where('subject_id', '=', orderId)
      .where('action', '=', 'order.cancel')
      .executeTakeFirstOrThrow();
    expect(cancelAudit.after).toMatchObject({ balanceToRefundByPhone: order.balanceDue });
    // The customer's mail says what comes back to the card and what the shop refunds by phone.
    const cancelMail = (await sentMails()).find((m) => m.idempotencyKey?.startsWith('order-cancelled.'))!;
    expect(cancelMail.text).toMatch(new RegExp(`Refund we will arrange by phone\\s+£${order.balanceDue.toFixed(2).replace('.', '\\.')}`));
    expect(cancelMail.text).toContain(`You paid £${order.balanceDue.toFixed(2)} of this order by phone or in cash`);
    expect(cancelMail.text).toContain('Refund to your card');
  });
});

describe.each(backends)('asking where a balance payment stands is limited per order, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW, limits: 'production' });

  it('the owner’s 31st ask in 15 minutes is refused; a stranger’s asks are NOT_FOUND and do not count', async () => {
    const { customer, orderId } = await customerWithVanOrder(shop, 1);
    const ask = (api: ApiClient) => api(CheckBalancePaymentDocument, { ...scope, orderId, receiptKey: null });
    for (let i = 0; i < 3; i++) expect(errorOf(await ask(shop.client()))?.code).toBe('NOT_FOUND');
    for (let i = 0; i < 30; i++) expect((await ask(customer.api)).errors).toBeUndefined();
    expect(errorOf(await ask(customer.api))?.code).toBe('RATE_LIMITED');
  });
});
