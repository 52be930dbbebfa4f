import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { setCouponCode } from './coupons.service.ts';
import { replyWithOrder } from './order-reply.ts';
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
    return replyWithOrder(ctx, caller, args.orderId);
  },
} satisfies MutationResolvers;
