import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { listCountries, listCurrencies, listProductReviews, listProductTaxCodes, listReviewPlatforms } from './reference.store.ts';
import { presentReview } from './review-view.ts';
import type { UsageFlags } from '../store/tables.ts';
import { salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

const usage = (row: UsageFlags) => ({
  cb: row.checkout_billing,
  sb: row.checkout_shipping,
  co: row.office_billing,
  so: row.office_shipping,
});

/** Reference data the storefront reads: countries, currencies, reviews, tax codes. */
export const referenceQueries = {
  async getCountries(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    return (await listCountries(ctx.db, caller.tenantId)).map((row) => ({
      alpha2: row.alpha2,
      alpha3: row.alpha3,
      name: row.name,
      officialName: row.official_name,
      flagUrl: row.flag_url,
      enabled: row.enabled,
      ...usage(row),
    }));
  },

  async getCurrencyCodes(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    return (await listCurrencies(ctx.db, caller.tenantId)).map((row) => ({
      id: row.id,
      name: row.name,
      currencyCode: row.currency_code,
      formatString: row.format_string,
      roundTo: row.round_to,
      isBase: row.is_base,
    }));
  },

  async getReviewPlatforms(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant_id: tenantArg, salesChannel: salesChannelArg }), raw);
    const caller = requireScope(ctx, args.tenant_id, args.salesChannel);
    return (await listReviewPlatforms(ctx.db, caller)).map((row) => ({
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      type: row.type,
      config: JSON.stringify(row.config),
      ...usage(row),
    }));
  },

  async getReviewsBySKU(_, raw, ctx) {
    const args = parseArgs(z.object({ SKUCode: skuCodeArg, tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    return (await listProductReviews(ctx.db, caller.tenantId, args.SKUCode)).map(presentReview);
  },

  async getProductTaxCodesData(_, raw, ctx) {
    const args = parseArgs(z.object({ id: skuCodeArg, tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    return (await listProductTaxCodes(ctx.db, caller.tenantId, args.id)).map((row) => ({
      id: row.id,
      product: row.product_id,
      taxCode: row.tax_code,
      name: row.name,
      taxRate: row.rate_basis_points / 100,
      countryRegex: row.country_regex,
      countryNotRegex: row.country_not_regex,
      stateRegex: row.state_regex,
      stateNotRegex: row.state_not_regex,
      zipRegex: row.zip_regex,
      zipNotRegex: row.zip_not_regex,
    }));
  },
} satisfies QueryResolvers;
