import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/**
 * The payment that placed the order: what the card was asked for, and when the order's figures
 * were fixed (the attempt is created in the transaction that prices the order for payment).
 */
export function placingPayment(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payment_attempt')
    .select(['amount_pence', 'created_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
}
