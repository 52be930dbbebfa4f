import { z } from 'zod';
import { requireScope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { toPounds } from '../domain/money.ts';
import { maxLineQuantity } from '../domain/cart.ts';
import { summariseRatings } from '../domain/reviews.ts';
import { describeStock } from '../domain/stock.ts';
import { parseArgs } from '../errors.ts';
import { findProduct } from './products.store.ts';
import { reviewRatingCounts } from './reference.store.ts';
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
    const product = await findProduct(ctx.db, scope.tenantId, args.id);
    if (!product) return null;
    const facts = { onHand: product.on_hand, presaleDate: product.presale_date, presaleLimit: product.presale_limit };
    const today = londonDate(ctx.now());
    const [alternate, ratings] = await Promise.all([
      product.alternate_product_id ? findProduct(ctx.db, scope.tenantId, product.alternate_product_id) : undefined,
      reviewRatingCounts(ctx.db, scope.tenantId, product.id),
    ]);
    const summary = summariseRatings(ratings);
    return {
      currentPrice: toPounds(product.current_price_pence),
      listPrice: toPounds(product.list_price_pence),
      onHand: product.on_hand,
      maxQuantity: maxLineQuantity(facts, today),
      alternateProductId: alternate?.id ?? null,
      alternateProductTitle: alternate?.short_name ?? null,
      alternateProductDescription: alternate?.sku_name ?? null,
      alternateProductUrl: alternate?.product_url ?? null,
      stock: describeStock(facts, today),
      reviewSummary: summary && { id: product.id, ...summary, reviewsUrl: `${product.product_url}#reviews` },
    };
  },
} satisfies QueryResolvers;
