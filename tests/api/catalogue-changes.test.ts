import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CatalogueChange,
  type CatalogueWatch,
  describeCatalogueChange,
  type WatchOptions,
  watchCatalogueChanges,
} from '../../commerce/catalogue/catalogue-changes.ts';
import { recordSeller } from '../../commerce/catalogue/seller.service.ts';
import { SEED_TENANT } from '../../dev/demo/catalogue.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import type { StoreLocation } from '../../commerce/store/database.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { type Backend, backends } from '../fixtures/backends.ts';

const CRATE = 'LOG-ASH-STD';
const OTHER_CRATE = 'LOG-BIR-STD';

/** What a watch has heard, and a way to wait for the next one. */
function recorder() {
  const heard: CatalogueChange[] = [];
  return {
    heard,
    onChange: (change: CatalogueChange) => heard.push(change),
    /** Waits until `count` changes have been heard in all, then returns them all. */
    async upTo(count: number) {
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 10 });
      return [...heard];
    },
  };
}

/** A fresh store for the file, a watch on it that each test stops, and ways to change the catalogue. */
function useWatchedStore(backend: Backend) {
  let db: Kysely<Database>;
  let store: StoreLocation;
  let dispose: () => Promise<void>;
  let watch: CatalogueWatch | undefined;

  beforeAll(async () => {
    ({ db, store, dispose } = await backend.open());
    await db.insertInto('tenant').values({ id: 'rival', name: 'Rival' }).execute();
  });
  afterEach(async () => {
    await watch?.stop();
    watch = undefined;
  });
  afterAll(() => dispose());

  const price = (sku: string, pence: number) =>
    db.updateTable('product').set({ current_price_pence: pence }).where('id', '=', sku).execute();
  const stock = (sku: string, onHand: number) => db.updateTable('product').set({ on_hand: onHand }).where('id', '=', sku).execute();
  const watching = async (options: WatchOptions = { tenant: SEED_TENANT.id }) => {
    const record = recorder();
    watch = await watchCatalogueChanges({ db, store }, record.onChange, options);
    return record;
  };
  return { db: () => db, location: () => ({ db, store }), watching, price, stock };
}

describe.each(backends)('catalogue change watcher on $name', (backend) => {
  const shop = useWatchedStore(backend);
  const { watching, price, stock } = shop;
  const db = () => shop.db();

  it('hears the seller and the delivery methods change (the footer, the contact and delivery-charges pages), but not a save that changes nothing', async () => {
    const seller = { ...SEED_SELLER, deliveryVatTreatment: 'follows_goods' };
    await recordSeller(db(), SEED_TENANT.id, seller);
    const record = await watching();
    await recordSeller(db(), SEED_TENANT.id, { ...seller, phone: '01509 111111' });
    await recordSeller(db(), SEED_TENANT.id, { ...seller, phone: '01509 111111' });
    await db().updateTable('shipping_method').set({ enabled: false }).where('id', '=', 'pallet-next-day').execute();
    expect(await record.upTo(2)).toEqual([
      { reason: 'seller', tenant: SEED_TENANT.id },
      { reason: 'delivery', tenant: SEED_TENANT.id },
    ]);
    expect(record.heard.map(describeCatalogueChange)).toEqual(['seller details changed', 'delivery methods changed']);
    await db().updateTable('shipping_method').set({ enabled: true }).where('id', '=', 'pallet-next-day').execute();
    await record.upTo(3);
  });

  it('hears a price change, naming the product', async () => {
    const record = await watching();
    await price(CRATE, 15400);
    expect(await record.upTo(1)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
    expect(describeCatalogueChange(record.heard[0]!)).toBe(`price of ${CRATE} changed`);
  });

  it('hears stock running out and coming back, but not a sale that leaves some, nor other columns', async () => {
    await stock(CRATE, 10);
    const record = await watching();
    // None of these changes what a page says: the next thing heard must be the stock running out.
    await stock(CRATE, 9);
    await db().updateTable('product').set({ sku_name: 'Ash logs, standard crate', sort: 99 }).where('id', '=', CRATE).execute();
    await price(CRATE, 15400); // the price it already has
    await stock(CRATE, 0);
    await stock(CRATE, 0);
    await stock(CRATE, 3);
    expect(await record.upTo(2)).toEqual([
      { reason: 'stock', tenant: SEED_TENANT.id, sku: CRATE },
      { reason: 'stock', tenant: SEED_TENANT.id, sku: CRATE },
    ]);
    await price(OTHER_CRATE, 16000);
    expect((await record.upTo(3)).slice(2)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: OTHER_CRATE }]);
  });

  it('hears a presale date set, moved or ended, but not a presale limit changed', async () => {
    const presale = (date: string | null, limit: number | null) =>
      db().updateTable('product').set({ presale_date: date, presale_limit: limit }).where('id', '=', OTHER_CRATE).execute();
    const record = await watching();
    await presale('2026-12-03', 5);
    await presale('2026-12-03', 8); // the same date: the pages say nothing of the limit
    await presale('2026-12-10', 8);
    await presale(null, null);
    const notice = { reason: 'stock', tenant: SEED_TENANT.id, sku: OTHER_CRATE };
    expect(await record.upTo(3)).toEqual([notice, notice, notice]);
    await price(CRATE, 15600);
    expect((await record.upTo(4)).slice(3)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
  });

  it('hears nothing of a change rolled back, and one notice for a product changed twice in one transaction', async () => {
    const record = await watching();
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('product').set({ current_price_pence: 1 }).where('id', '=', CRATE).execute();
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('product').set({ current_price_pence: 15500 }).where('id', '=', OTHER_CRATE).execute();
        await tx.updateTable('product').set({ current_price_pence: 15600 }).where('id', '=', OTHER_CRATE).execute();
      });
    await stock(CRATE, 0);
    expect(await record.upTo(2)).toEqual([
      { reason: 'price', tenant: SEED_TENANT.id, sku: OTHER_CRATE },
      { reason: 'stock', tenant: SEED_TENANT.id, sku: CRATE },
    ]);
    await stock(CRATE, 5);
  });

  it("hears products added and removed, and not another tenant's catalogue", async () => {
    const record = await watching();
    const template = await db().selectFrom('product').selectAll().where('id', '=', CRATE).executeTakeFirstOrThrow();
    await db()
      .insertInto('product')
      .values({ ...template, tenant_id: 'rival', id: 'RIVAL-LOGS' })
      .execute();
    await db().updateTable('product').set({ current_price_pence: 100 }).where('tenant_id', '=', 'rival').execute();
    await db()
      .insertInto('product')
      .values({ ...template, id: 'LOG-OAK-STD' })
      .execute();
    await db().deleteFrom('product').where('id', '=', 'LOG-OAK-STD').execute();
    expect(await record.upTo(2)).toEqual([
      { reason: 'added', tenant: SEED_TENANT.id, sku: 'LOG-OAK-STD' },
      { reason: 'removed', tenant: SEED_TENANT.id, sku: 'LOG-OAK-STD' },
    ]);
  });

  it('hears a review published, edited or withdrawn, but not one written for moderation or rejected', async () => {
    const record = await watching();
    const review = (id: string, status: 'pending' | 'approved') => ({
      id,
      tenant_id: SEED_TENANT.id,
      product_id: OTHER_CRATE,
      customer_id: null,
      title: 'Dry and hot',
      author: 'Lee X.',
      body: 'Lit first time.',
      rating: 5,
      date_published: '2026-11-01T12:00:00Z',
      external_ref: null,
      url: null,
      status,
    });
    const pendingId = randomUUID();
    const publishedId = randomUUID();
    const setStatus = (id: string, status: 'approved' | 'rejected') =>
      db().updateTable('review').set({ status }).where('id', '=', id).execute();
    // Not on any page: written for moderation, then rejected.
    await db().insertInto('review').values(review(pendingId, 'pending')).execute();
    await setStatus(pendingId, 'rejected');
    // On the page: arrives approved, is edited, is withdrawn.
    await db().insertInto('review').values(review(publishedId, 'approved')).execute();
    await db().updateTable('review').set({ body: 'Lit first time, every time.' }).where('id', '=', publishedId).execute();
    await setStatus(publishedId, 'rejected');
    await db().deleteFrom('review').where('id', '=', pendingId).execute();
    await price(CRATE, 15750);
    const reviews = { reason: 'reviews', tenant: SEED_TENANT.id, sku: OTHER_CRATE };
    expect(await record.upTo(4)).toEqual([reviews, reviews, reviews, { reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
    expect(describeCatalogueChange(reviews as CatalogueChange)).toBe(`published reviews of ${OTHER_CRATE} changed`);
  });

  it('ignores a notice on its channel that the trigger did not send', async () => {
    const record = await watching();
    await sql`select pg_notify('hearth_catalogue_changes', '{"sku":"LOG-ASH-STD","reason":"drop tables"}')`.execute(db());
    await sql`select pg_notify('hearth_catalogue_changes', 'not json')`.execute(db());
    await price(CRATE, 15700);
    expect(await record.upTo(1)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
  });

  it('keeps listening when the handler throws', async () => {
    const record = recorder();
    let calls = 0;
    const throwing = await watchCatalogueChanges(shop.location(), (change) => {
      calls += 1;
      if (calls === 1) throw new Error('the build queue is down');
      record.onChange(change);
    });
    try {
      await price(CRATE, 15650);
      await price(CRATE, 15660);
      expect(await record.upTo(1)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
      expect(calls).toBe(2);
    } finally {
      await throwing.stop();
    }
  });

  it('hears nothing once stopped', async () => {
    const first = recorder();
    const stopped = await watchCatalogueChanges(shop.location(), first.onChange);
    const second = await watching();
    await stopped.stop();
    await price(CRATE, 15800);
    await second.upTo(1);
    expect(first.heard).toEqual([]);
  });
});

// Only a server connection can be cut from outside: embedded PGlite is the process's own.
describe.each(backends.filter((backend) => backend.kind === 'postgres'))('catalogue change watcher on $name, cut off', (backend) => {
  const { db, watching, price } = useWatchedStore(backend);

  it('listens again after its connection is cut, and says changes may have been missed', async () => {
    const record = await watching({ tenant: SEED_TENANT.id, retryDelayMs: 10 });
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`.execute(db());
    expect(await record.upTo(1)).toEqual([{ reason: 'missed' }]);
    await price(CRATE, 15900);
    expect((await record.upTo(2)).slice(1)).toEqual([{ reason: 'price', tenant: SEED_TENANT.id, sku: CRATE }]);
  });
});
