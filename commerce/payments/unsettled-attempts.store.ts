import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** An order's newest payment attempt that has not ended in money taken: still open, or refused. */
export interface UnsettledAttempt {
  orderId: string;
  status: 'started' | 'requiresAction' | 'failed';
  /** What it asks of the card, in pence. */
  amountPence: number;
  /** Its last change: when it was sent, sent to the bank, or refused. */
  since: Date;
}

/**
 * The shop's payments that have not come to money taken: each order's newest attempt still open
 * (sent, or waiting at the shopper's bank), and its newest refused one since `failedSince`. Whether
 * a refusal still matters (the shopper may have paid since) is the order's payment status, which
 * the caller reads with the order. At most `limit` orders, oldest first.
 */
export async function unsettledAttempts(
  db: Kysely<Database>,
  tenantId: string,
  { failedSince, limit }: { failedSince: Date; limit: number },
): Promise<UnsettledAttempt[]> {
  const rows = await db
    .selectFrom('payment_attempt')
    .select(['order_id', 'status', 'amount_pence', 'updated_at'])
    .distinctOn('order_id')
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['started', 'requiresAction']),
        eb.and([eb('status', '=', 'failed'), eb('updated_at', '>=', failedSince)]),
      ]),
    )
    // An order has at most one open attempt: it comes before any refusal, then the newest.
    .orderBy('order_id')
    .orderBy((eb) => eb('status', 'in', ['started', 'requiresAction']), 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows
    .map((row) => ({
      orderId: row.order_id,
      status: row.status as UnsettledAttempt['status'],
      amountPence: row.amount_pence,
      since: new Date(row.updated_at),
    }))
    .sort((a, b) => a.since.getTime() - b.since.getTime());
}
