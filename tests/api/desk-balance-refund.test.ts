import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminCancelOrderDocument,
  AdminEditOrderLinesDocument,
  AdminOrderDetailDocument,
  AdminRefundOrderDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { PayBalanceDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { paidVanOrder, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { bankRefundsByCharge } from '../fixtures/test-card-payments.ts';

// Wednesday 18 November 2026, 10:00 in London.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('the desk refunds a balance paid online through its own payment, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
  const detail = async (orderId: string) => (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;

  /** A customer's paid van order, a crate added at the desk, and the balance that made due paid online by card. */
  async function orderWithBalancePaidOnline() {
    const customer = await shop.customer({ email: `refund.${randomUUID().slice(0, 8)}@example.com` });
    const orderId = await paidVanOrder(customer.api, 2);
    const order = await detail(orderId);
    const edited = await staff()(AdminEditOrderLinesDocument, {
      tenant,
      orderId,
      version: order.version,
      lines: [{ sku: 'LOG-ASH-STD', quantity: order.lines.find((line) => line.sku === 'LOG-ASH-STD')!.quantity + 1 }],
      reason: 'Customer rang for more',
      requestKey: randomUUID(),
    });
    expect(edited.errors).toBeUndefined();
    const paid = await customer.api(PayBalanceDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
      receiptKey: null,
    });
    expect(paid.data?.payBalance.status).toBe('PAID');
    const attempts = await shop.db
      .selectFrom('payment_attempt')
      .select(['id', 'purpose', 'amount_pence'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      .execute();
    const balance = attempts.find((attempt) => attempt.purpose === 'balance')!;
    const placing = attempts.find((attempt) => attempt.purpose === 'order')!;
    await shop.db.deleteFrom('mail_outbox').execute();
    return { customer, orderId, balance, placing };
  }

  const refundRows = (orderId: string) =>
    shop.db.selectFrom('order_refund').select(['attempt_id', 'amount_pence', 'status']).where('order_id', '=', orderId).execute();
  const bankRefunds = (orderId: string) => bankRefundsByCharge(shop.db, orderId);
  const refund = (orderId: string, payment: string | null, amount: number, requestKey: string = randomUUID()) =>
    staff()(AdminRefundOrderDocument, { tenant, orderId, amount, reason: 'One crate came damp', requestKey, payment });

  it('the order names each payment that can give money back; part of the balance goes back through it, named in history, audit and mail', async () => {
    const { orderId, balance, placing } = await orderWithBalancePaidOnline();
    const before = await detail(orderId);
    expect(before.refundablePayments).toEqual([
      expect.objectContaining({
        id: placing.id,
        purpose: 'ORDER',
        name: 'card payment',
        paid: placing.amount_pence / 100,
        refunded: 0,
        refundable: placing.amount_pence / 100,
      }),
      expect.objectContaining({
        id: balance.id,
        purpose: 'BALANCE',
        name: 'balance payment by card',
        paidWith: 'card',
        paid: balance.amount_pence / 100,
        refunded: 0,
        refundable: balance.amount_pence / 100,
      }),
    ]);

    const part = await refund(orderId, balance.id, 10);
    expect(part.errors).toBeUndefined();
    expect(part.data!.adminRefundOrder.refund.status).toBe('succeeded');
    const after = part.data!.adminRefundOrder.order;
    expect(after.refundablePayments.find((payment) => payment.id === balance.id)).toMatchObject({
      refunded: 10,
      refundable: (balance.amount_pence - 1000) / 100,
    });
    // The placing payment keeps all its room: a refund counts against its own payment only.
    expect(after.refundable).toBe(placing.amount_pence / 100);
    expect(await refundRows(orderId)).toEqual([{ attempt_id: balance.id, amount_pence: 1000, status: 'succeeded' }]);
    expect(await bankRefunds(orderId)).toEqual(
      expect.arrayContaining([
        { charged: balance.amount_pence, refunded: 1000 },
        { charged: placing.amount_pence, refunded: 0 },
      ]),
    );
    expect(after.history.at(-1)!.note).toBe(
      `£10.00 of the £${(balance.amount_pence / 100).toFixed(2)} balance payment refunded to the card by staff@hearth.example: One crate came damp`,
    );
    const audit = await shop.db
      .selectFrom('admin_audit')
      .select('after')
      .where('subject_id', '=', orderId)
      .where('action', '=', 'order.refund')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ payment: { id: balance.id, purpose: 'balance', paidWith: 'card' } });

    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    const mail = inbox.messages().find((message) => message.idempotencyKey?.startsWith('order-refunded.'))!;
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('to the card you paid the balance with');
    expect(text).toContain(`You paid the balance by card £${(balance.amount_pence / 100).toFixed(2)}`);
    expect(text).toContain(`Left of your card balance payment £${((balance.amount_pence - 1000) / 100).toFixed(2)}`);

    // The rest of it: the balance payment can give nothing more.
    const rest = await refund(orderId, balance.id, (balance.amount_pence - 1000) / 100);
    expect(rest.errors).toBeUndefined();
    expect(rest.data!.adminRefundOrder.order.refundablePayments.find((payment) => payment.id === balance.id)!.refundable).toBe(0);
  });

  it('more than the balance payment took is refused in words before the provider hears of it', async () => {
    const { orderId, balance, placing } = await orderWithBalancePaidOnline();
    const pounds = (balance.amount_pence / 100).toFixed(2);
    const over = await refund(orderId, balance.id, balance.amount_pence / 100 + 0.01);
    expect(errorOf(over)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(over.errors![0]!.message).toBe(`Only £${pounds} of the £${pounds} balance payment is left to refund: enter £${pounds} or less.`);
    expect(await refundRows(orderId)).toEqual([]);
    for (const charge of await bankRefunds(orderId)) expect(charge.refunded).toBe(0);
    // A delivery refund goes through the placing payment, and a payment of another order is not this order's.
    expect(
      errorOf(
        await staff()(AdminRefundOrderDocument, {
          tenant,
          orderId,
          amount: 1,
          reason: 'x',
          requestKey: randomUUID(),
          payment: balance.id,
          of: 'DELIVERY',
        }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    const other = await orderWithBalancePaidOnline();
    expect(errorOf(await refund(orderId, other.balance.id, 1))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refundRows(orderId)).toEqual([]);
    // The placing payment, named as the form names it, still refunds delivery.
    const delivery = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId,
      amount: 1,
      reason: 'Van came late',
      requestKey: randomUUID(),
      payment: placing.id,
      of: 'DELIVERY',
    });
    expect(delivery.errors).toBeUndefined();
    expect(delivery.data!.adminRefundOrder.refund).toMatchObject({ refundOf: 'DELIVERY', status: 'succeeded' });
  });

  it('a double submit (one request key, twice at once) refunds the balance payment once', async () => {
    const { orderId, balance } = await orderWithBalancePaidOnline();
    const key = randomUUID();
    const [first, second] = await Promise.all([refund(orderId, balance.id, 5, key), refund(orderId, balance.id, 5, key)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(first.data!.adminRefundOrder.refund.id).toBe(second.data!.adminRefundOrder.refund.id);
    expect(await refundRows(orderId)).toEqual([{ attempt_id: balance.id, amount_pence: 500, status: 'succeeded' }]);
    expect(await bankRefunds(orderId)).toContainEqual({ charged: balance.amount_pence, refunded: 500 });
  });

  it('a refund’s key cannot be one the shop keeps for a cancel’s or an edit’s own refund, so a cancel still gives back all that is left', async () => {
    const { orderId, balance, placing } = await orderWithBalancePaidOnline();
    // A key of the cancel's own would make its refund of this payment look made already (£1, not all
    // of it); an edit's would make a goodwill refund count as a lower price on the VAT receipt.
    for (const [payment, key] of [
      [balance.id, `cancel-balance:${balance.id}`],
      [null, `cancel:${orderId}`],
      [null, `lines:${randomUUID()}`],
    ] as const) {
      const refused = await refund(orderId, payment, 1, key);
      expect(refused.errors?.[0]?.extensions, key).toMatchObject({ code: 'BAD_USER_INPUT', field: 'requestKey' });
    }
    expect(await refundRows(orderId)).toEqual([]);

    const cancelled = await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moved house' });
    expect(cancelled.errors).toBeUndefined();
    const back = await refundRows(orderId);
    expect(back.filter((row) => row.attempt_id === balance.id)).toEqual([
      { attempt_id: balance.id, amount_pence: balance.amount_pence, status: 'succeeded' },
    ]);
    expect(back.filter((row) => row.attempt_id === placing.id)).toEqual([
      { attempt_id: placing.id, amount_pence: placing.amount_pence, status: 'succeeded' },
    ]);
  });

  it('a customer, even the order’s own, and an anonymous caller cannot refund it', async () => {
    const { customer, orderId, balance } = await orderWithBalancePaidOnline();
    const asked = { tenant, orderId, amount: 1, reason: 'Mine', requestKey: randomUUID(), payment: balance.id };
    expect(errorOf(await customer.api(AdminRefundOrderDocument, asked))).toMatchObject({ code: 'FORBIDDEN' });
    // The shop's public key alone is a caller too, but not staff.
    expect(errorOf(await shop.client()(AdminRefundOrderDocument, asked))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refundRows(orderId)).toEqual([]);
  });
});
