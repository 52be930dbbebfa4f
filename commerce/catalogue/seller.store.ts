import type { Kysely, Transaction } from 'kysely';
import { parseSellerIdentity, parseSellerTaxSettings } from '../domain/seller-rules.ts';
import type { SellerIdentity, SellerTaxSettings } from '../domain/seller.ts';
import type { Database } from '../store/tables.ts';

/**
 * Who sells for this tenant, or null when the tenant has not recorded it. Checked as it is
 * read (domain/seller-rules.ts): a receipt or a confirmation never prints a broken VAT number.
 */
export async function readSeller(db: Kysely<Database>, tenantId: string): Promise<SellerIdentity | null> {
  const row = await db.selectFrom('seller').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) return null;
  return parseSellerIdentity({
    legalName: row.legal_name,
    tradingName: row.trading_name,
    addressLines: row.address_lines,
    vatNumber: row.vat_number,
    companyNumber: row.company_number,
    email: row.email,
    phone: row.phone,
    siteUrl: row.site_url,
    openingHours: row.opening_hours,
  });
}

/** The seller's tax settings; a tenant with no seller row gets the column's default, as a new row would. */
export async function readSellerTaxSettings(db: Kysely<Database>, tenantId: string): Promise<SellerTaxSettings> {
  const row = await db.selectFrom('seller').select('delivery_vat_treatment').where('tenant_id', '=', tenantId).executeTakeFirst();
  return parseSellerTaxSettings({ deliveryVatTreatment: row?.delivery_vat_treatment ?? 'follows_goods' });
}

/**
 * Records the tenant's seller, replacing what was there: the identity is checked first
 * (domain/seller-rules.ts), so a broken VAT number never reaches a receipt.
 */
export async function recordSeller(db: Kysely<Database> | Transaction<Database>, tenantId: string, seller: SellerIdentity): Promise<void> {
  const checked = parseSellerIdentity(seller);
  const values = {
    legal_name: checked.legalName,
    trading_name: checked.tradingName,
    // As JSON text: the pg driver would send a bare array as a PostgreSQL array.
    address_lines: JSON.stringify(checked.addressLines),
    vat_number: checked.vatNumber,
    company_number: checked.companyNumber,
    email: checked.email,
    phone: checked.phone,
    site_url: checked.siteUrl,
    opening_hours: JSON.stringify(checked.openingHours),
  };
  await db
    .insertInto('seller')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
}
