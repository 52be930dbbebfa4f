import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** At most this many carts in one pass: the sweep runs every minute, so a backlog drains in a few. */
const BATCH = 200;

/**
 * Deletes the express carts still unpaid that nobody touched since `before`, with their lines,
 * addresses, history and settled payment attempts (a cart's attempts are all settled: an open one
 * makes it paymentPending). A cart a payment is starting on at this moment is locked and skipped,
 * and the status is checked again under the lock, so a cart that became an order is never touched.
 */
export async function deleteLeftExpressCarts(db: Kysely<Database>, before: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('orders')
      .select('id')
      .where('express_cart', '=', true)
      .where('status', '=', 'shoppingCart')
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    // The tables that keep an order's rows without cascading; the rest go with the order.
    await tx.deleteFrom('coupon_redemption').where('order_id', 'in', ids).execute();
    await tx.deleteFrom('payment_attempt').where('order_id', 'in', ids).execute();
    await tx.deleteFrom('order_history').where('order_id', 'in', ids).execute();
    const deleted = await tx.deleteFrom('orders').where('id', 'in', ids).where('status', '=', 'shoppingCart').executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
