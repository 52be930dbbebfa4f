import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OrderMoveRefused } from '../../commerce/domain/order-process.ts';
import { PaymentStatusMoveRefused } from '../../commerce/domain/payment-status.ts';
import { moveOrder } from '../../commerce/orders/orders.store.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { AddToCartLinesDocument } from './gql/graphql.ts';

/** Everything a refused move must leave as it was: the order row, its lines and its history. */
async function orderState(db: Kysely<Database>, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['status', 'version', 'payment_status', 'order_number', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db.selectFrom('order_item').select(['id', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
  const history = await db.selectFrom('order_history').select(['status', 'note']).where('order_id', '=', orderId).orderBy('seq').execute();
  return { order, lines, history };
}

describe.each(backends)('the order process on $name', (backend) => {
  const shop = useShop(backend);
  const { api } = shop;

  async function newCart(): Promise<string> {
    const result = await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    expect(result.errors).toBeUndefined();
    return result.data!.addToCart.id;
  }

  it('placing a cart that never started paying is refused, and nothing is written', async () => {
    const orderId = await newCart();
    const before = await orderState(shop.db, orderId);
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'version', 'status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    const attempt = shop.db
      .transaction()
      .execute((tx) =>
        moveOrder(tx, order, 'place', new Date('2026-11-20T10:00:00Z'), { set: { order_number: 1 }, note: 'should not happen' }),
      );
    await expect(attempt).rejects.toBeInstanceOf(OrderMoveRefused);
    await expect(attempt).rejects.toMatchObject({ refusal: 'NOT_ALLOWED' });

    expect(await orderState(shop.db, orderId)).toEqual(before);
  });

  it('a move computed from an old version is refused as stale, and nothing is written', async () => {
    const orderId = await newCart();
    const read = await shop.db
      .selectFrom('orders')
      .select(['id', 'version', 'status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // Another tab changes the cart after this one read it.
    expect((await api(AddToCartLinesDocument, { ...scope, orderId, skuId: 'LOG-ASH-STD', quantity: 1 })).errors).toBeUndefined();
    const before = await orderState(shop.db, orderId);

    const attempt = shop.db
      .transaction()
      .execute((tx) => moveOrder(tx, read, 'startPayment', new Date('2026-11-20T10:00:00Z'), { payment: 'pending' }));
    await expect(attempt).rejects.toMatchObject({ name: 'OrderMoveRefused', refusal: 'STALE' });

    expect(await orderState(shop.db, orderId)).toEqual(before);
  });

  it('a move that would take the payment somewhere its moves do not allow is refused with the reason, and nothing is written', async () => {
    const orderId = await newCart();
    const before = await orderState(shop.db, orderId);
    const read = await shop.db
      .selectFrom('orders')
      .select(['id', 'version', 'status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    // A cart's payment (notPaid) can only begin: it cannot be marked paid by starting a payment.
    const attempt = shop.db
      .transaction()
      .execute((tx) => moveOrder(tx, read, 'startPayment', new Date('2026-11-20T10:00:00Z'), { payment: 'paid' }));
    await expect(attempt).rejects.toBeInstanceOf(PaymentStatusMoveRefused);
    await expect(attempt).rejects.toMatchObject({ reason: 'A payment that is notPaid cannot become paid: it may become pending.' });

    expect(await orderState(shop.db, orderId)).toEqual(before);
  });

  it('through the API, changing a placed order is a CONFLICT naming the refused move, and nothing is written', async () => {
    const orderId = await newCart();
    await shop.db.updateTable('orders').set({ status: 'placed' }).where('id', '=', orderId).execute();
    const before = await orderState(shop.db, orderId);

    const refused = await api(AddToCartLinesDocument, { ...scope, orderId, skuId: 'LOG-ASH-STD', quantity: 1 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_ALLOWED' });

    expect(await orderState(shop.db, orderId)).toEqual(before);
  });
});
