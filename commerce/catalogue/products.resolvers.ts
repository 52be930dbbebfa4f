import { z } from 'zod';
import { requireScope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { toPounds } from '../domain/money.ts';
import { parseArgs } from '../errors.ts';
import { findProduct, listProducts } from './products.store.ts';
import { readProductData } from './product-data.ts';
import { salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import type { ProductRow } from '../store/tables.ts';
import type { Product, QueryResolvers } from '../schema/resolvers-types.ts';

const getProductArgs = z.object({ id: skuCodeArg, tenant: tenantArg });
const getProductDataArgs = getProductArgs.extend({ salesChannel: salesChannelArg });
const getProductsArgs = z.object({ tenant: tenantArg });

const productView = (product: ProductRow): Product => ({
  id: product.id,
  SKUName: product.sku_name,
  SKUCode: product.id,
  shortName: product.short_name,
  currentPrice: toPounds(product.current_price_pence),
  listPrice: toPounds(product.list_price_pence),
  imageUrl: product.image_url,
});

export const productQueries = {
  async getProduct(_, raw, ctx) {
    const args = parseArgs(getProductArgs, raw);
    const scope = requireScope(ctx, args.tenant);
    const product = await findProduct(ctx.db, scope.tenantId, args.id);
    return product ? productView(product) : null;
  },

  async getProducts(_, raw, ctx) {
    const args = parseArgs(getProductsArgs, raw);
    const scope = requireScope(ctx, args.tenant);
    return (await listProducts(ctx.db, scope.tenantId)).map(productView);
  },

  async getProductData(_, raw, ctx) {
    const args = parseArgs(getProductDataArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    return readProductData(ctx.db, scope.tenantId, args.id, londonDate(ctx.now()));
  },
} satisfies QueryResolvers;
