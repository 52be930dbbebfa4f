import type { Kysely, Transaction } from 'kysely';
import { parseSellerIdentity, parseSellerTaxSettings } from '../domain/seller-rules.ts';
import type { SellerRecord } from '../domain/seller-rules.ts';
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
 * The seller's row as stored, unchecked (staff may be about to mend it); null when none is
 * recorded yet. With `lock`, inside a change: two members of staff saving at once take turns, and
 * each audit entry's "before" is what the other left.
 */
export async function readSellerRecord(db: Kysely<Database>, tenantId: string, lock = false): Promise<SellerRecord | null> {
  let select = db.selectFrom('seller').selectAll().where('tenant_id', '=', tenantId);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  if (!row) return null;
  return {
    legalName: row.legal_name,
    tradingName: row.trading_name,
    addressLines: row.address_lines,
    vatNumber: row.vat_number,
    companyNumber: row.company_number,
    email: row.email,
    phone: row.phone,
    siteUrl: row.site_url,
    openingHours: row.opening_hours,
    deliveryVatTreatment: row.delivery_vat_treatment,
  };
}

/** Records the seller, replacing whatever was there: the caller has checked it (checkSellerRecord). */
export async function upsertSeller(tx: Transaction<Database>, tenantId: string, seller: SellerRecord): Promise<void> {
  const columns = {
    legal_name: seller.legalName,
    trading_name: seller.tradingName,
    // As JSON text: the pg driver would send a bare array as a PostgreSQL array.
    address_lines: JSON.stringify(seller.addressLines),
    vat_number: seller.vatNumber,
    company_number: seller.companyNumber,
    email: seller.email,
    phone: seller.phone,
    site_url: seller.siteUrl,
    opening_hours: JSON.stringify(seller.openingHours),
    delivery_vat_treatment: seller.deliveryVatTreatment,
  };
  await tx
    .insertInto('seller')
    .values({ tenant_id: tenantId, ...columns })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(columns))
    .execute();
}
