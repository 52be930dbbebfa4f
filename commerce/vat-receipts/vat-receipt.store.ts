import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** The payment that placed the order: what the card was asked for. */
export function placingPayment(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payment_attempt')
    .select('amount_pence')
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
}
