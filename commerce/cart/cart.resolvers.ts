import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { loadOrder } from '../orders/index.ts';
import { orderIdArg, quantityArg, salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import { addLine, changeCart, changeLineQuantity, removeLine } from './cart.service.ts';
import { refreshCart } from './cart-revalidation.ts';
import { presentOrderTo, replyWithOrder } from '../orders/index.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';

const scoped = { tenant: tenantArg, salesChannel: salesChannelArg };

const getOrderArgs = z.object({
  ...scoped,
  orderId: orderIdArg,
  excludeChildItems: z.boolean().nullish(),
  // A key of the wrong shape proves nothing, as a wrong key does: the receipt, not an error.
  receiptKey: z.string().max(100).nullish(),
});
const validateArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  excludeChildItems: z.boolean().nullish(),
});
const addToCartArgs = z.object({
  ...scoped,
  orderId: orderIdArg.nullish(),
  skuId: skuCodeArg,
  quantity: quantityArg,
  gtagClientId: z.string().max(100).nullish(),
});
const editOrderItemArgs = z.object({
  ...scoped,
  orderId: orderIdArg,
  orderItemId: z.uuid('must be the id of a cart line'),
  quantity: quantityArg,
});
const removeOrderItemArgs = editOrderItemArgs.omit({ quantity: true });

export const orderQueries = {
  async getOrder(_, raw, ctx) {
    const args = parseArgs(getOrderArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, scope, args.orderId);
    return stored ? presentOrderTo(ctx, scope, stored, { receiptKey: args.receiptKey }) : null;
  },

  async getAndValidateOrder(_, raw, ctx) {
    const args = parseArgs(validateArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) return null;
    // A placed order is a record, not a cart: it is shown as it was, never re-priced.
    if (stored.order.status !== 'shoppingCart') return presentOrderTo(ctx, caller, stored);

    const errors = await refreshCart(ctx, caller, args.orderId);
    return replyWithOrder(ctx, caller, args.orderId, errors);
  },
} satisfies QueryResolvers;

export const orderMutations = {
  async addToCart(_, raw, ctx) {
    const args = parseArgs(addToCartArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const target = args.orderId ? { orderId: args.orderId } : { newCart: { gtagClientId: args.gtagClientId ?? null } };
    const orderId = await changeCart(ctx, scope, target, (tx, order) => addLine(tx, ctx, scope, order.id, args.skuId, args.quantity));
    return replyWithOrder(ctx, scope, orderId);
  },

  async editOrderItem(_, raw, ctx) {
    const args = parseArgs(editOrderItemArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    await changeCart(ctx, scope, { orderId: args.orderId }, (tx, order) =>
      changeLineQuantity(tx, ctx, scope, order.id, args.orderItemId, args.quantity),
    );
    return replyWithOrder(ctx, scope, args.orderId);
  },

  async removeOrderItem(_, raw, ctx) {
    const args = parseArgs(removeOrderItemArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    await changeCart(ctx, scope, { orderId: args.orderId }, (tx, order) => removeLine(tx, order.id, args.orderItemId));
    return replyWithOrder(ctx, scope, args.orderId);
  },
} satisfies MutationResolvers;
