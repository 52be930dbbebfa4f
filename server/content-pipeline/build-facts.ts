// The facts the static pages state (prices, stock, ratings, the shop's contact, the delivery
// charges), read from the commerce store and written as the JSON files the build imports. The
// content pipeline writes them with its own connection before each rebuild (an embedded store
// cannot be opened twice); `scripts/export-catalogue-facts.ts` opens the store and writes them
// before `npm run build`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { readCatalogueFacts, readRetiredSkus } from '../../commerce/catalogue/catalogue-facts.store.ts';
import { readProductData, statedAtBuild, type ProductDataView } from '../../commerce/catalogue/product-data.ts';
import { readSeller } from '../../commerce/catalogue/seller.store.ts';
import { londonDate } from '../../commerce/domain/london-clock.ts';
import { describeStock } from '../../commerce/domain/stock.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { DEFAULT_SHOP_CHANNEL, parseShopChannel } from '../../src/lib/channel.ts';
import type { ExportedCatalogueFacts, StatedBuyBox } from '../../src/lib/seo/catalogue-facts.ts';
import type { ExportedShopContact } from '../../src/lib/seo/shop-contact.ts';
import { exportDeliveryFacts } from './delivery-facts.ts';

/** Generated, not committed (.gitignore): the store is the one source of prices and stock. */
export const CATALOGUE_FACTS_FILE = 'src/lib/seo/catalogue-facts.json';
/** Generated, not committed: the seller row is the one source of the shop's contact details. */
export const SHOP_CONTACT_FILE = 'src/lib/seo/shop-contact.json';
/** Generated, not committed: SKUs retired at the desk, whose product content builds no page. */
export const RETIRED_SKUS_FILE = 'src/lib/seo/retired-skus.json';

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
  writeFileSync(join(root, RETIRED_SKUS_FILE), `${JSON.stringify(await readRetiredSkus(db, tenant))}\n`);
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
  const stock = describeStock(row, today, { countStock: false });
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
