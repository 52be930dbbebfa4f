import type { Transaction } from 'kysely';
import { resolveVatRate, type ProductTaxCode } from '../domain/pricing/tax.ts';
import type { Database } from '../store/tables.ts';

/**
 * Sets each line's VAT rate from its product's tax codes and the order's delivery address
 * (billing when there is none yet; the product's default before any address). Runs at the
 * end of every cart change, so the rate follows both the lines and the address.
 */
export async function refreshLineVat(tx: Transaction<Database>, tenantId: string, orderId: string): Promise<void> {
  const lines = await tx
    .selectFrom('order_item')
    .innerJoin('product', (join) => join.onRef('product.id', '=', 'order_item.product_id').on('product.tenant_id', '=', tenantId))
    .select(['order_item.id', 'order_item.product_id', 'order_item.vat_rate_basis_points', 'product.vat_rate_basis_points as default_rate'])
    .where('order_item.order_id', '=', orderId)
    .execute();
  if (lines.length === 0) return;
  const address = await tx
    .selectFrom('order_address')
    .select(['country_code', 'state_code', 'post_code'])
    .where('order_id', '=', orderId)
    .orderBy('address_type', 'desc') // 'shipping' before 'billing'
    .orderBy('position')
    .executeTakeFirst();
  const codes = await tx
    .selectFrom('product_tax_code')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('product_id', 'in', lines.map((l) => l.product_id))
    .orderBy('sort')
    .execute();
  const destination = address ? { countryCode: address.country_code, stateCode: address.state_code, postCode: address.post_code } : null;
  for (const line of lines) {
    const productCodes: ProductTaxCode[] = codes
      .filter((c) => c.product_id === line.product_id)
      .map((c) => ({
        id: c.id, productId: c.product_id, taxCode: c.tax_code, name: c.name, rateBasisPoints: c.rate_basis_points,
        countryRegex: c.country_regex, countryNotRegex: c.country_not_regex, stateRegex: c.state_regex,
        stateNotRegex: c.state_not_regex, zipRegex: c.zip_regex, zipNotRegex: c.zip_not_regex,
      }));
    const { rateBasisPoints, warnings } = resolveVatRate(productCodes, destination, line.default_rate);
    for (const warning of warnings) console.warn(`Tax code ${warning.taxCodeId}: ${warning.message}`);
    if (rateBasisPoints !== line.vat_rate_basis_points) {
      await tx.updateTable('order_item').set({ vat_rate_basis_points: rateBasisPoints }).where('id', '=', line.id).execute();
    }
  }
}
