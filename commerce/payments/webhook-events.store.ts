import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** Providers deliver an event more than once; one handled already is acknowledged and skipped. */
export async function webhookEventSeen(db: Kysely<Database>, provider: string, eventId: string): Promise<boolean> {
  const seen = await db
    .selectFrom('webhook_event')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return !!seen;
}

export async function recordWebhookEvent(db: Kysely<Database>, provider: string, eventId: string, receivedAt: Date): Promise<void> {
  await db
    .insertInto('webhook_event')
    .values({ provider, event_id: eventId, received_at: receivedAt })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
}
