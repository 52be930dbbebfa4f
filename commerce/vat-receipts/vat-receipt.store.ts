import { type Kysely, sql } from 'kysely';
import { LINE_EDIT_REFUND_KEY_PREFIX } from '../domain/line-edit.ts';
import type { Database } from '../store/tables.ts';

/** The payment that placed the order: what the card was asked for. */
export function placingPayment(db: Kysely<Database>, orderId: string) {
  return (
    db
      .selectFrom('payment_attempt')
      .select('amount_pence')
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      // Not a later payment of a balance due: the payment that placed the order.
      .where('purpose', '=', 'order')
      .executeTakeFirst()
  );
}

/**
 * What the order's charge changed by after it was placed, in pence: the balances paid since an
 * edit cost more (online or as staff recorded), less what edits that cost less sent back (a
 * refund not failed). A goodwill refund does not change what the order costs, so it is not counted.
 */
export async function chargeChangedSincePlacing(db: Kysely<Database>, orderId: string): Promise<number> {
  const [paid, refunded] = await Promise.all([
    db
      .selectFrom('order_balance_payment')
      .select(sql<number>`coalesce(sum(amount_pence), 0)::int`.as('pence'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_refund')
      .select(sql<number>`coalesce(sum(amount_pence), 0)::int`.as('pence'))
      .where('order_id', '=', orderId)
      .where('status', '!=', 'failed')
      .where('request_key', 'like', `${LINE_EDIT_REFUND_KEY_PREFIX}%`)
      .executeTakeFirstOrThrow(),
  ]);
  return paid.pence - refunded.pence;
}
