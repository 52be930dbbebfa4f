import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/**
 * The reads behind the desk's Today tab: the shop's money and orders of one London day (as
 * instants, `start` included, `end` excluded), and what is waiting for staff. Each is one
 * tenant's; the figures are summed by the caller (domain/desk-today.ts), in pence.
 */

/** How many orders were placed in the span. */
export async function ordersPlacedBetween(db: Kysely<Database>, tenantId: string, start: Date, end: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('placed_at', '>=', start)
    .where('placed_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The card payments that succeeded in the span, each in pence. An attempt is written for the
 * last time when it succeeds (settle-payment.ts), so its `updated_at` is when the money came in.
 */
export async function paymentsSucceededBetween(db: Kysely<Database>, tenantId: string, start: Date, end: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('payment_attempt')
    .select('amount_pence')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'succeeded')
    .where('updated_at', '>=', start)
    .where('updated_at', '<', end)
    .execute();
  return rows.map((row) => row.amount_pence);
}

/** The refunds the provider settled (the money went back) in the span, each in pence. */
export async function refundsSettledBetween(db: Kysely<Database>, tenantId: string, start: Date, end: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('order_refund')
    .select('amount_pence')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'succeeded')
    .where('settled_at', '>=', start)
    .where('settled_at', '<', end)
    .execute();
  return rows.map((row) => row.amount_pence);
}

/**
 * Shipments due to leave on `today` or earlier that have not left: a placed order's, not a
 * cancelled one's (nothing of it goes).
 */
export async function shipmentsWaitingToLeave(db: Kysely<Database>, tenantId: string, today: string): Promise<number> {
  const row = await db
    .selectFrom('order_shipment')
    .innerJoin('orders', 'orders.id', 'order_shipment.order_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.placed_at', 'is not', null)
    .where('orders.status', '!=', 'cancelled')
    .where('order_shipment.status', '=', 'awaitingDispatch')
    .where('order_shipment.dispatch_date', '<=', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders whose payment is still being decided: the card was charged, or is being, and no answer has settled it. */
export async function ordersAwaitingPayment(db: Kysely<Database>, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'paymentPending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
