import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { embeddedPglite, type StoreLocation } from '../store/database.ts';
import { CATALOGUE_CHANGES_CHANNEL } from '../store/migrations/0017_catalogue_change_notices.ts';
import type { Database } from '../store/tables.ts';

/** A LISTEN held open: `stop` ends it; a server connection can also be lost, which `onLost` hears. */
export interface CatalogueNoticeListener {
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** The raw payload of each notice the catalogue trigger (migration 0017) sends. */
  onNotice(payload: string): void;
  /** A PostgreSQL server's connection dropped: notices sent from now on are not heard. */
  onLost(error: Error): void;
}

/**
 * Listens for the catalogue trigger's notices. On a PostgreSQL server this holds one connection of
 * its own, outside the pool, for as long as it listens: LISTEN belongs to a session, and a pooled
 * connection would be handed to other work. Embedded PGlite is one session shared by everything,
 * so the listener rides on the very instance the shop writes through.
 */
export async function listenForCatalogueNotices(
  db: Kysely<Database>,
  store: StoreLocation,
  options: ListenOptions,
): Promise<CatalogueNoticeListener> {
  if (store.kind === 'postgres') return listenOnServer(store.url, options);
  const pglite = embeddedPglite(db);
  if (!pglite) throw new Error('The database was not opened by openDatabase on PGlite, so its notices cannot be heard.');
  return listenOnEmbedded(pglite, options.onNotice);
}

async function listenOnEmbedded(pglite: PGlite, onNotice: (payload: string) => void): Promise<CatalogueNoticeListener> {
  const unlisten = await pglite.listen(CATALOGUE_CHANGES_CHANNEL, onNotice);
  return {
    async stop() {
      // Closed already (the shop shut its database first): nothing is listening any more.
      if (!pglite.closed) await unlisten();
    },
  };
}

async function listenOnServer(url: string, { onNotice, onLost }: ListenOptions): Promise<CatalogueNoticeListener> {
  const client = new pg.Client({ connectionString: url });
  let stopping = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopping || lost) return;
    lost = true;
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === CATALOGUE_CHANGES_CHANNEL && message.payload !== undefined) onNotice(message.payload);
  });
  // Unheard, an 'error' on a client would crash the process (a server restart, a failover).
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection closed')));
  try {
    await client.connect();
    await client.query(`LISTEN ${CATALOGUE_CHANGES_CHANNEL}`);
  } catch (error) {
    stopping = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async stop() {
      stopping = true;
      if (!lost) await client.end();
    },
  };
}
