import { describe, expect, it } from 'vitest';
import { answerChallenge, type ChallengeRef } from '../../dev/test-card/challenge.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument, CheckPaymentDocument, PayForOrderDocument } from './gql/graphql.ts';

const START = new Date('2026-11-18T10:00:00Z');

function challengeOf(redirect: string): ChallengeRef {
  const url = new URL(redirect, 'https://shop.test');
  return { paymentId: url.searchParams.get('payment')!, token: url.searchParams.get('token')! };
}

// A shopper back from the bank's page pays with another card. The old check is
// abandoned; nothing about it may place the order or take money a second time.
describe.each(backends)('abandoning a 3-D Secure check on $name', (backend) => {
  const shop = useShop(backend, { now: START });
  const { api: call, clock } = shop;

  /** receiptKey: the key the first try gave this browser, its proof that it is the one paying. */
  const place = (orderId: string, card: string, receiptKey?: string | null) =>
    call(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card), receiptKey });
  const check = (orderId: string) => call(CheckPaymentDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: '{}' });
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('product').select('on_hand').where('id', '=', sku).executeTakeFirstOrThrow()).on_hand;
  const chargesFor = (orderId: string) =>
    shop.db
      .selectFrom('test_card_payment')
      .select(['card_last4', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();
  const attemptsOf = (orderId: string) =>
    shop.db
      .selectFrom('payment_attempt')
      .select(['status', 'failure_reason'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();

  it('another card pays: the old check is withdrawn, the order placed once, and a late approval changes nothing', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    const challenged = (await place(orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
    expect(challenged.status).toBe('paymentPending');
    const oldCheck = challengeOf(challenged.clientData!.data!);

    // Someone else holding the order's id, without the key the paying browser was given, cannot
    // abandon the payer's check: the call joins the payment in flight and changes nothing.
    const stranger = (await place(orderId, TEST_CARDS.approved)).data!.placeOrder;
    expect(stranger).toMatchObject({ status: 'paymentPending', receiptKey: null });
    expect(await attemptsOf(orderId)).toEqual([{ status: 'requiresAction', failure_reason: null }]);

    const paid = await place(orderId, TEST_CARDS.approved, challenged.receiptKey);
    expect(paid.errors).toBeUndefined();
    const placed = paid.data!.placeOrder;
    expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'paid', clientData: null });
    expect(placed.history.map((h) => h.status)).toEqual(['paymentPending', 'paymentPending', 'paymentFailed', 'paymentPending', 'placed']);
    expect(await attemptsOf(orderId)).toEqual([
      { status: 'failed', failure_reason: 'abandoned' },
      { status: 'succeeded', failure_reason: null },
    ]);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);

    // The shopper finds the old bank page (Forward, another tab) and approves it after all.
    clock.set(new Date(START.getTime() + 30_000));
    await answerChallenge(shop.db, oldCheck, true, clock.now());
    const after = (await check(orderId)).data!.checkOrderCanBePlaced;
    expect(after).toMatchObject({ status: 'placed', number: placed.number });
    expect(after.history.filter((h) => h.status === 'placed')).toHaveLength(1);
    expect(await chargesFor(orderId)).toEqual([
      { card_last4: '3220', status: 'challengeFailed' },
      { card_last4: '4242', status: 'succeeded' },
    ]);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
  });

  it('a check approved just before the new card arrives places the order with it; the new card is not charged', async () => {
    const orderId = await payableOrder(call);
    const challenged = (await place(orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
    await answerChallenge(shop.db, challengeOf(challenged.clientData!.data!), true, clock.now());

    const paid = (await place(orderId, TEST_CARDS.approved, challenged.receiptKey)).data!.placeOrder;
    expect(paid).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await chargesFor(orderId)).toEqual([{ card_last4: '3220', status: 'succeeded' }]);
    expect(await attemptsOf(orderId)).toEqual([{ status: 'succeeded', failure_reason: null }]);
  });

  it('the abandoned attempt gives back its stock and credit; a declined new card leaves a payable cart', async () => {
    const customer = await shop.customer();
    const started = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    const orderId = started.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId);
    await shop.db
      .insertInto('customer_credit')
      .values({
        id: crypto.randomUUID(),
        customer_id: customer.row.id,
        created_at: START,
        amount_pence: 500,
        description: 'Referral',
        order_id: null,
      })
      .execute();
    await shop.db.updateTable('orders').set({ credit_requested_pence: 300 }).where('id', '=', orderId).execute();
    const balance = async () =>
      (await shop.db.selectFrom('customer_credit').select('amount_pence').where('customer_id', '=', customer.row.id).execute()).reduce(
        (sum, row) => sum + row.amount_pence,
        0,
      );
    const pay = (card: string) =>
      customer.api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card) });
    const before = await stockOf('LOG-ASH-STD');

    await pay(TEST_CARDS.threeDSecure);
    expect(await balance()).toBe(200);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);

    const declined = await pay(TEST_CARDS.declined);
    expect(declined.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    expect(await balance()).toBe(500);
    expect(await stockOf('LOG-ASH-STD')).toBe(before);
    expect(await attemptsOf(orderId)).toEqual([
      { status: 'failed', failure_reason: 'abandoned' },
      { status: 'failed', failure_reason: 'declined' },
    ]);

    const placed = (await pay(TEST_CARDS.approved)).data!.placeOrder;
    expect(placed).toMatchObject({ status: 'placed', creditUsed: 3 });
    expect(await balance()).toBe(200);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
  });
});
