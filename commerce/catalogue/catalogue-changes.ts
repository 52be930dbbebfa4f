import type { Kysely } from 'kysely';
import { z } from 'zod';
import { log } from '../log.ts';
import type { StoreLocation } from '../store/database.ts';
import type { Database } from '../store/tables.ts';
import { listenForCatalogueNotices, type CatalogueNoticeListener } from './catalogue-changes.store.ts';

/**
 * A fact the static pages print has changed in the store: a product's price, whether it is in
 * stock, its published reviews, or the product itself came or went; or the seller (the footer and
 * contact page) or a delivery method or courier (the delivery-charges page). `missed` means the listener was cut off for a while
 * and cannot know what changed meanwhile, so the caller must assume something did.
 */
export type CatalogueChange =
  | { reason: 'price' | 'stock' | 'reviews' | 'added' | 'removed'; tenant: string; sku: string }
  | { reason: 'seller' | 'delivery'; tenant: string }
  | { reason: 'missed' };

/** What the triggers (migrations 0017 and 0032) send; anything else on the channel is not ours and is ignored. */
const noticeSchema = z.union([
  z.object({
    tenant: z.string().min(1),
    sku: z.string().min(1),
    reason: z.enum(['price', 'stock', 'reviews', 'added', 'removed']),
  }),
  z.object({ tenant: z.string().min(1), reason: z.enum(['seller', 'delivery']) }),
]);

export interface WatchOptions {
  /** Hear only this tenant's products: the site is built for one shop. All tenants when absent. */
  tenant?: string;
  /**
   * How long to wait before listening again after a PostgreSQL connection drops, doubling on
   * each failure up to 30 s; 1 s when absent.
   */
  retryDelayMs?: number;
}

export interface CatalogueWatch {
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 30_000;

/** A line for the build log saying what started a rebuild, e.g. "price of LOG-ASH-STD changed". */
export function describeCatalogueChange(change: CatalogueChange): string {
  if (change.reason === 'missed') return 'catalogue listener reconnected (changes may have been missed)';
  if (!('sku' in change)) return change.reason === 'seller' ? 'seller details changed' : 'delivery methods changed';
  const { sku } = change;
  const what = {
    price: 'price of',
    stock: 'stock state of',
    reviews: 'published reviews of',
    added: 'new product',
    removed: 'removed product',
  }[change.reason];
  return change.reason === 'added' || change.reason === 'removed' ? `${what} ${sku}` : `${what} ${sku} changed`;
}

/**
 * Calls `onChange` when a price, a stock state or a published review the static pages print changes in the store, so a
 * rebuild can start (the caller debounces: a bulk price change is one notice per product). Listens
 * with PostgreSQL LISTEN/NOTIFY on the trigger of migration 0017, on a server or on embedded PGlite.
 * A notice is sent on commit only, so a change rolled back starts nothing.
 *
 * On a server, a dropped connection is listened for again, and `onChange({ reason: 'missed' })`
 * follows, since notices sent while nobody listened are gone: a rebuild then costs one build,
 * while a missed price change would leave a wrong price on the site until the next one.
 */
export async function watchCatalogueChanges(
  source: { db: Kysely<Database>; store: StoreLocation },
  onChange: (change: CatalogueChange) => void,
  options: WatchOptions = {},
): Promise<CatalogueWatch> {
  const baseDelay = options.retryDelayMs ?? 1000;
  // Called from the database driver's event handler: a throw there would take the connection (or
  // the process) down with it, so a failing caller is logged and the watch goes on.
  const report = (change: CatalogueChange) => {
    try {
      onChange(change);
    } catch (error) {
      log.error({ err: error }, `The catalogue change handler failed for "${describeCatalogueChange(change)}"`);
    }
  };
  let stopped = false;
  let listener: CatalogueNoticeListener | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotice = (payload: string) => {
    let parsed: z.infer<typeof noticeSchema>;
    try {
      parsed = noticeSchema.parse(JSON.parse(payload));
    } catch {
      log.warn('Ignored a notice on the catalogue channel that the catalogue trigger did not send');
      return;
    }
    if (options.tenant !== undefined && parsed.tenant !== options.tenant) return;
    report(parsed);
  };

  const listen = () => listenForCatalogueNotices(source.db, source.store, { onNotice, onLost });

  function onLost(error: Error, delay = baseDelay) {
    listener = undefined;
    if (stopped) return;
    log.warn(`Lost the catalogue change listener (${error.message}); listening again in ${delay} ms`);
    retry = setTimeout(async () => {
      retry = undefined;
      if (stopped) return;
      try {
        const renewed = await listen();
        if (stopped) {
          await renewed.stop();
          return;
        }
        listener = renewed;
        report({ reason: 'missed' });
      } catch (failure) {
        onLost(failure instanceof Error ? failure : new Error(String(failure)), Math.min(delay * 2, MAX_RETRY_DELAY_MS));
      }
    }, delay);
  }

  listener = await listen();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listener?.stop();
      listener = undefined;
    },
  };
}
