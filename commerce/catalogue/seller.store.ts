import type { Kysely } from 'kysely';
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

/** Tenants that take orders with no seller recorded: a production start refuses while any remain. */
export async function tenantsWithoutSeller(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant')
    .leftJoin('seller', 'seller.tenant_id', 'tenant.id')
    .where('seller.tenant_id', 'is', null)
    .select('tenant.id')
    .orderBy('tenant.id')
    .execute();
  return rows.map((row) => row.id);
}
