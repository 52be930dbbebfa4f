import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';

/** How long a delivery's key is remembered: Sanity retries a failed delivery for a few hours at most. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records a webhook delivery's keys and says whether all of them are new: any key seen before
 * makes it a duplicate. The primary key decides, so two processes given the same delivery cannot
 * both take it. Keys older than a week are removed on the way.
 */
export async function claimWebhookDelivery(db: Kysely<Database>, keys: readonly string[], now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('content_webhook_delivery')
      .where('received_at', '<', new Date(now.getTime() - KEPT_MS))
      .execute();
    const inserted = await trx
      .insertInto('content_webhook_delivery')
      .values(keys.map((key) => ({ idempotency_key: key, received_at: now })))
      .onConflict((c) => c.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .execute();
    return inserted.length === new Set(keys).size;
  });
}
