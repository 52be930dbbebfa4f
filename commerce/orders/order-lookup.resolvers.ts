import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { parseArgs } from '../errors.ts';
import { loadOrder, loadOrderByNumber } from './orders.store.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { refreshCart } from './cart-revalidation.ts';
import { presentOrder } from './order-view.ts';
import { replyWithOrder } from './order-reply.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

const validateArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  excludeChildItems: z.boolean().nullish(),
});
const byNumberArgs = z.object({
  orderNumber: z.number().int().positive('orderNumber is the number on the order confirmation'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  postCode: z.string().trim().max(12).nullish(),
  email: z.string().trim().toLowerCase().max(254).nullish(),
});

const samePostcode = (a: string, b: string) => {
  const left = parseUkPostcode(a);
  const right = parseUkPostcode(b);
  return left.ok && right.ok
    ? left.postcode === right.postcode
    : a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();
};

export const orderLookupQueries = {
  async getAndValidateOrder(_, raw, ctx) {
    const args = parseArgs(validateArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) return null;
    // A placed order is a record, not a cart: it is shown as it was, never re-priced.
    if (stored.order.status !== 'shoppingCart') return presentOrder(stored, ctx.now());

    const errors = await refreshCart(ctx, caller, args.orderId);
    return replyWithOrder(ctx, caller, args.orderId, errors);
  },

  async getOrderByNumber(_, raw, ctx) {
    const args = parseArgs(byNumberArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrderByNumber(ctx.db, caller, args.orderNumber);
    if (!stored) return null;
    const owner = caller.customerId !== null && stored.order.customer_id === caller.customerId;
    const byEmail = !!args.email && stored.order.customer_email === args.email;
    const byPostcode = !!args.postCode && stored.addresses.some((a) => samePostcode(a.post_code, args.postCode!));
    // Order numbers are sequential: without proof the order is the caller's, it does not exist.
    return owner || byEmail || byPostcode ? presentOrder(stored, ctx.now()) : null;
  },
} satisfies QueryResolvers;
