import { sql, type Transaction, type Updateable } from 'kysely';
import type { PaymentContext } from './adapters.ts';
import { formatPounds } from '../domain/pricing/format-pounds.ts';
import { CART_STATUS, PAYMENT_PENDING_STATUS, PLACED_STATUS } from '../orders/orders.store.ts';
import type { Database, OrderTable } from '../store/tables.ts';
import type { PaymentOutcome } from './gateway.ts';
import { recordHistory } from './order-history.ts';
import { releaseStock } from './stock-holds.store.ts';

/**
 * The second half of paying: records what the provider said about an attempt. It runs in one
 * transaction under a lock on the attempt, and only an attempt still open changes, so when
 * the browser, a second tab, a webhook and a recovery check all report the same payment, it
 * is applied once. Success places the order (number, invoice number, history); failure gives
 * back the stock, the coupon's use and the credit, and returns the order to the cart.
 */
export async function settleAttempt(ctx: PaymentContext, attemptId: string, outcome: PaymentOutcome): Promise<void> {
  return ctx.db.transaction().execute(async (tx) => {
    const attempt = await tx.selectFrom('payment_attempt').selectAll().where('id', '=', attemptId).forUpdate().executeTakeFirst();
    if (!attempt || (attempt.status !== 'started' && attempt.status !== 'requiresAction')) return;
    const now = ctx.now();
    const providerRef = outcome.providerRef ?? attempt.provider_ref;

    if (outcome.status === 'pending') {
      if (providerRef !== attempt.provider_ref) {
        await tx.updateTable('payment_attempt').set({ provider_ref: providerRef, updated_at: now }).where('id', '=', attempt.id).execute();
      }
      return;
    }
    if (outcome.status === 'requiresAction') {
      await tx
        .updateTable('payment_attempt')
        .set({ status: 'requiresAction', provider_ref: providerRef, redirect_url: outcome.redirectUrl, updated_at: now })
        .where('id', '=', attempt.id)
        .execute();
      if (attempt.status === 'started') await recordHistory(tx, attempt.order_id, now, PAYMENT_PENDING_STATUS, "Waiting for the bank's 3-D Secure check.");
      return;
    }

    const order = await tx.selectFrom('orders').select(['id', 'version', 'tenant_id']).where('id', '=', attempt.order_id).forUpdate().executeTakeFirstOrThrow();
    if (outcome.status === 'succeeded') {
      await tx.updateTable('payment_attempt').set({ status: 'succeeded', provider_ref: providerRef, redirect_url: null, updated_at: now }).where('id', '=', attempt.id).execute();
      const { number } = await sql<{ number: string }>`select nextval('order_number_seq')::text as number`.execute(tx).then((r) => r.rows[0]!);
      await guardedOrderUpdate(tx, order, {
        status: PLACED_STATUS,
        payment_status: 'paid',
        order_number: Number(number),
        inv_number: `INV-${number}`,
        placed_at: now,
      }, now);
      await recordHistory(tx, order.id, now, PLACED_STATUS, `Paid ${formatPounds(attempt.amount_pence)}. Order ${number} placed.`);
      return;
    }

    await tx
      .updateTable('payment_attempt')
      .set({ status: 'failed', provider_ref: providerRef, redirect_url: null, failure_reason: outcome.reason, failure_message: outcome.message, updated_at: now })
      .where('id', '=', attempt.id)
      .execute();
    await releaseStock(tx, order.tenant_id, attempt.stock_holds);
    await tx.deleteFrom('coupon_redemption').where('order_id', '=', order.id).execute();
    // The spend was provisional while the payment was open: no money moved, so it is withdrawn.
    await tx.deleteFrom('customer_credit').where('order_id', '=', order.id).where('amount_pence', '<', 0).execute();
    await guardedOrderUpdate(tx, order, { status: CART_STATUS, payment_status: 'failed' }, now);
    await recordHistory(tx, order.id, now, 'paymentFailed', outcome.message);
  });
}

async function guardedOrderUpdate(tx: Transaction<Database>, order: { id: string; version: number }, change: Updateable<OrderTable>, now: Date): Promise<void> {
  const result = await tx
    .updateTable('orders')
    .set({ ...change, version: order.version + 1, updated_at: now })
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .where('status', '=', PAYMENT_PENDING_STATUS)
    .executeTakeFirst();
  // The attempt lock serialises settlements, so an order not paymentPending here is a broken invariant.
  if (result.numUpdatedRows !== 1n) throw new Error(`Order ${order.id} was not awaiting payment when its payment settled.`);
}
