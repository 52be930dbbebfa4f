import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { setCouponCode } from './coupons.service.ts';
import { loadOrder } from './orders.store.ts';
import { presentOrder } from './order-view.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';

const updateDiscountArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  couponCode: z.string().max(40, 'A coupon code is at most 40 characters.').nullish(),
});

export const couponMutations = {
  async updateDiscountAmount(_, raw, ctx) {
    const args = parseArgs(updateDiscountArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await setCouponCode(ctx, caller, args.orderId, args.couponCode ?? '');
    return presentOrder((await loadOrder(ctx.db, caller, args.orderId))!, ctx.now());
  },
} satisfies MutationResolvers;
