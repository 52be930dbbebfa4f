import { z } from 'zod';
import { requireScope } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { orderIdArg, quantityArg, salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import { cartFromLink, reorder, shareCart } from './cart-copies.service.ts';
import { replyWithOrder } from '../orders/index.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';

/** Link ids are 16 random bytes, base64url: 22 characters (cart-links.store.ts). */
const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
const linkIdArg = z.string().regex(LINK_ID, 'must be the id of a basket link, as returned by createCartLink');
const createLinkArgs = z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg });
const createFromLinkArgs = z.object({
  id: linkIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  gtagClientId: z.string().max(100).nullish(),
});
const reOrderArgs = z.object({
  input: z
    .array(
      z.object({
        orderId: orderIdArg.nullish(),
        skuId: skuCodeArg,
        quantity: quantityArg,
        tenant: tenantArg,
        salesChannel: salesChannelArg,
        gtagClientId: z.string().max(100).nullish(),
      }),
    )
    .min(1, 'Send at least one line to reorder.')
    .max(50, 'Reorder at most 50 lines at once.'),
});

export const cartCopyMutations = {
  /** The link a shopper can share for their cart (one per cart, made on first request). */
  async createCartLink(_, raw, ctx) {
    const args = parseArgs(createLinkArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    return shareCart(ctx, caller, args.orderId);
  },

  async createOrderFromCartLink(_, raw, ctx) {
    const args = parseArgs(createFromLinkArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const { orderId, problems } = await cartFromLink(ctx, caller, args.id, args.gtagClientId ?? null);
    return replyWithOrder(ctx, caller, orderId, problems);
  },

  async reOrder(_, raw, ctx) {
    const { input } = parseArgs(reOrderArgs, raw);
    const first = input[0]!;
    if (input.some((line) => line.tenant !== first.tenant || line.salesChannel !== first.salesChannel)) {
      throw apiError('BAD_USER_INPUT', 'All lines of a reorder must name the same tenant and sales channel.');
    }
    const caller = requireScope(ctx, first.tenant, first.salesChannel);
    const target = first.orderId ? { orderId: first.orderId } : { newCart: { gtagClientId: first.gtagClientId ?? null } };
    const { orderId, problems } = await reorder(
      ctx,
      caller,
      target,
      input.map((line) => ({ skuCode: line.skuId, quantity: line.quantity })),
    );
    return replyWithOrder(ctx, caller, orderId, problems);
  },
} satisfies MutationResolvers;
