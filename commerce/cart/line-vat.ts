import type { Transaction } from 'kysely';
import { resolveVatRate, type ProductTaxCode } from '../domain/pricing/tax.ts';
import type { Database } from '../store/tables.ts';
import { lineVatInputs, setLineVat } from './order-lines.store.ts';
import { log } from '../log.ts';

/**
 * Sets each line's VAT rate from its product's tax codes and the order's delivery address
 * (billing when there is none yet; the product's default before any address). Runs at the
 * end of every cart change, so the rate follows both the lines and the address.
 */
export async function refreshLineVat(tx: Transaction<Database>, tenantId: string, orderId: string): Promise<void> {
  const { lines, address, codes } = await lineVatInputs(tx, tenantId, orderId);
  const destination = address ? { countryCode: address.country_code, stateCode: address.state_code, postCode: address.post_code } : null;
  for (const line of lines) {
    const productCodes: ProductTaxCode[] = codes
      .filter((c) => c.product_id === line.product_id)
      .map((c) => ({
        id: c.id,
        skuCode: c.product_id,
        taxCode: c.tax_code,
        name: c.name,
        rateBasisPoints: c.rate_basis_points,
        countryRegex: c.country_regex,
        countryNotRegex: c.country_not_regex,
        stateRegex: c.state_regex,
        stateNotRegex: c.state_not_regex,
        zipRegex: c.zip_regex,
        zipNotRegex: c.zip_not_regex,
      }));
    const { rateBasisPoints, warnings } = resolveVatRate(productCodes, destination, line.default_rate);
    for (const warning of warnings) log.warn(`Tax code ${warning.taxCodeId}: ${warning.message}`);
    if (rateBasisPoints !== line.vat_rate_basis_points) await setLineVat(tx, line.id, rateBasisPoints);
  }
}
