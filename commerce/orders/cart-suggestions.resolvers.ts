import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { toPounds } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { listCartSuggestions } from './cart-suggestions.store.ts';
import { loadOrder } from './orders.store.ts';

/**
 * What the basket suggests beside its lines. The cart's, not the catalogue's: it reads the cart's
 * lines, and only a caller who may see the cart may ask.
 */
export const cartSuggestionQueries = {
  async getCartSuggestedProducts(_, raw, ctx) {
    const args = parseArgs(z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg }), raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    if (!(await loadOrder(ctx.db, caller, args.orderId))) throw apiError('NOT_FOUND', 'That cart does not exist.');
    const seen = new Set<string>();
    return (
      (await listCartSuggestions(ctx.db, caller.tenantId, args.orderId))
        // A product suggested by two lines is offered once; one that cannot be bought is not offered.
        .filter((row) => row.on_hand > 0 && !seen.has(row.id) && seen.add(row.id))
        .map((row) => ({
          product: row.id,
          addedProduct: row.added_product_id,
          SKUName: row.sku_name,
          SKUCode: row.id,
          imageUrl: row.image_url,
          currentPrice: toPounds(row.current_price_pence),
        }))
    );
  },
} satisfies QueryResolvers;
