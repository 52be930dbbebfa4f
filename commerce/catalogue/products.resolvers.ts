import { z } from 'zod';
import { requireScope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { toPounds } from '../domain/money.ts';
import { parseArgs } from '../errors.ts';
import { findProduct } from './products.store.ts';
import { readProductData } from './product-data.ts';
import { salesChannelArg, skuIdArg, tenantArg } from '../args.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

const getProductArgs = z.object({ id: skuIdArg, tenant: tenantArg });
const getProductDataArgs = getProductArgs.extend({ salesChannel: salesChannelArg });

export const productQueries = {
  async getProduct(_, raw, ctx) {
    const args = parseArgs(getProductArgs, raw);
    const scope = requireScope(ctx, args.tenant);
    const product = await findProduct(ctx.db, scope.tenantId, args.id);
    if (!product) return null;
    return {
      id: product.id,
      SKUName: product.sku_name,
      SKUCode: product.id,
      shortName: product.short_name,
      currentPrice: toPounds(product.current_price_pence),
      listPrice: toPounds(product.list_price_pence),
      imageUrl: product.image_url,
    };
  },

  async getProductData(_, raw, ctx) {
    const args = parseArgs(getProductDataArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    return readProductData(ctx.db, scope.tenantId, args.id, londonDate(ctx.now()));
  },
} satisfies QueryResolvers;
