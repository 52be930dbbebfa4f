// The delivery page's charges table, read from the commerce store at build time (the rules
// checkout quotes with), beside the catalogue facts: see build-facts.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { deliveryConfig, listShippingGroups } from '../../commerce/delivery/delivery.store.ts';
import { deliveryChargesTable } from '../../commerce/domain/delivery/delivery-charges-table.ts';
import { readSellerTaxSettings } from '../../commerce/catalogue/seller.store.ts';
import { deliveryVatFacts } from '../../commerce/domain/pricing/delivery-vat-rule.ts';
import type { Database } from '../../commerce/store/tables.ts';
import type { ExportedDeliveryFacts } from '../../src/lib/seo/delivery-facts.ts';

/** Generated, not committed: the store's delivery rules are the one source of the page's figures. */
export const DELIVERY_FACTS_FILE = 'src/lib/seo/delivery-facts.json';

export async function exportDeliveryFacts(db: Kysely<Database>, tenantId: string, root: string): Promise<void> {
  const [config, products, tax] = await Promise.all([
    deliveryConfig(db, tenantId),
    listShippingGroups(db, tenantId),
    readSellerTaxSettings(db, tenantId),
  ]);
  const facts: ExportedDeliveryFacts = {
    ...deliveryChargesTable(config.methods, config.couriers, config.zoneRules),
    deliveryVat: deliveryVatFacts(tax.deliveryVatTreatment),
    shippingGroups: Object.fromEntries(products.map((product) => [product.id, product.shipping_group])),
  };
  writeFileSync(join(root, DELIVERY_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
}
