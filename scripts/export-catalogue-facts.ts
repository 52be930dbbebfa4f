// The product pages' structured data (price, stock, rating) states what the commerce store holds
// when the site is built. This reads it from the store and writes the JSON the build imports.
// `npm run build` runs it as a command (the configured store); ensure-build calls it before
// deciding whether to build, so a changed fact changes the build stamp and rebuilds the site.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogueFacts } from '../commerce/catalogue/catalogue-facts.store.ts';
import { readProductData, statedAtBuild, type ProductDataView } from '../commerce/catalogue/product-data.ts';
import { readSeller } from '../commerce/catalogue/seller.store.ts';
import { londonDate } from '../commerce/domain/london-clock.ts';
import { describeStock } from '../commerce/domain/stock.ts';
import { exportDeliveryFacts } from './export-delivery-facts.ts';
import { loadDemoSeller, loadSeedCatalogue } from '../commerce/seed/load.ts';
import type { Kysely } from 'kysely';
import { openDatabase, type StoreLocation } from '../commerce/store/database.ts';
import type { Database } from '../commerce/store/tables.ts';
import { databaseBehindError, migrateToLatest, pendingMigrations } from '../commerce/store/migrate.ts';
import { loadStoreLocation } from '../server/config.ts';
import { DEFAULT_SHOP_CHANNEL, parseShopChannel } from '../src/lib/channel.ts';
import type { ExportedCatalogueFacts, StatedBuyBox } from '../src/lib/seo/catalogue-facts.ts';
import type { ExportedShopContact } from '../src/lib/seo/shop-contact.ts';

/** Generated, not committed (.gitignore): the store is the one source of prices and stock. */
export const CATALOGUE_FACTS_FILE = 'src/lib/seo/catalogue-facts.json';
/** Generated, not committed: the seller row is the one source of the shop's contact details. */
export const SHOP_CONTACT_FILE = 'src/lib/seo/shop-contact.json';

export interface ExportOptions {
  /** Development only (the server's own rule): record the demo seller first, as the server will. */
  demoSeller?: boolean;
}

/**
 * Opens the store as the server does (migrations, then the seed catalogue if it is not there
 * yet; with NODE_ENV=production it migrates nothing and refuses a store that is behind, as the
 * server does: production migrates through `npm run migrate`), reads the facts and closes it again: embedded PGlite is one process's at a time, so this
 * must finish before the server opens the same files (and must not run while a server holds them).
 */
export async function exportCatalogueFacts(
  root: string,
  store: StoreLocation,
  env: Record<string, string | undefined>,
  options: ExportOptions = {},
): Promise<void> {
  const db = openDatabase(store);
  try {
    const inMemory = store.kind === 'pglite' && store.dataDir === undefined;
    if (env.NODE_ENV !== 'production' || inMemory) await migrateToLatest(db);
    else {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw databaseBehindError(pending);
    }
    await loadSeedCatalogue(db, new Date());
    if (options.demoSeller) await loadDemoSeller(db);
    await writeBuildFacts(root, db, env);
  } finally {
    await db.destroy();
  }
}

/** The fields the buy-box reads (its query's), so the page carries no more than the API would send. */
function statedBuyBox(data: ProductDataView): StatedBuyBox {
  const { stock, reviewSummary } = data;
  return {
    currentPrice: data.currentPrice,
    listPrice: data.listPrice,
    onHand: data.onHand,
    maxQuantity: data.maxQuantity,
    alternateProductId: data.alternateProductId,
    alternateProductTitle: data.alternateProductTitle,
    alternateProductUrl: data.alternateProductUrl,
    stock: {
      text: stock.text,
      type: stock.type,
      color: stock.color,
      fontColour: stock.fontColour,
      presaleDate: stock.presaleDate,
      presaleLimit: stock.presaleLimit,
    },
    reviewSummary: reviewSummary && { rating: reviewSummary.rating, count: reviewSummary.count, reviewsUrl: reviewSummary.reviewsUrl },
  };
}

/**
 * Writes the facts the build imports from an open store: the server calls this with its own
 * connection before a rebuild (an embedded store cannot be opened twice).
 */
export async function writeBuildFacts(
  root: string,
  db: Kysely<Database>,
  env: Record<string, string | undefined>,
  now: Date = new Date(),
): Promise<void> {
  const { tenant } = parseShopChannel(env.PUBLIC_SHOP_CHANNEL ?? DEFAULT_SHOP_CHANNEL);
  const stored = await readCatalogueFacts(db, tenant);
  const facts: ExportedCatalogueFacts = {};
  const today = londonDate(now);
  for (const [sku, row] of Object.entries(stored)) {
    const data = await readProductData(db, tenant, sku, today);
    facts[sku] = { ...pageFacts(row, today), buyBox: data && statedBuyBox(statedAtBuild(data, today)) };
  }
  writeFileSync(join(root, CATALOGUE_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
  // The contact the footer, the contact page and the Organization JSON-LD print; null (no
  // contact printed) until the shop records its seller, which a production start requires.
  const seller = await readSeller(db, tenant);
  const contact: ExportedShopContact = seller && {
    tradingName: seller.tradingName,
    legalName: seller.legalName,
    addressLines: [...seller.addressLines],
    phone: seller.phone,
    email: seller.email,
    openingHours: [...seller.openingHours],
  };
  writeFileSync(join(root, SHOP_CONTACT_FILE), `${JSON.stringify(contact, null, 2)}\n`);
  await exportDeliveryFacts(db, tenant, root);
}

/**
 * Only what the pages state: a sale that leaves stock on hand changes nothing, so rebuilds nothing.
 * A presale is stated in the buy-box's own words (describeStock), while its date is ahead on the
 * day of the build.
 */
export function pageFacts(
  row: Awaited<ReturnType<typeof readCatalogueFacts>>[string],
  today: string,
): Omit<ExportedCatalogueFacts[string], 'buyBox'> {
  const stock = describeStock(row, today);
  return {
    name: row.name,
    productUrl: row.productUrl,
    pricePence: row.pricePence,
    listPricePence: row.listPricePence,
    inStock: row.onHand > 0,
    presale: stock.type === 'presale' && stock.presaleDate ? { date: stock.presaleDate, text: stock.text } : null,
    ratings: row.ratings,
    reviews: row.reviews,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await exportCatalogueFacts(root, loadStoreLocation(process.env), process.env);
}
