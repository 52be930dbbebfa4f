import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { cartKeyIfVisible, throughDoor } from '../limits/index.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { setCouponCode } from './coupons.service.ts';
import { orderStatus } from '../orders/index.ts';
import { replyWithOrder } from '../orders/index.ts';
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
    const code = args.couponCode ?? '';
    if (code.trim() === '') await setCouponCode(ctx, caller, args.orderId, code);
    // A code the cart refuses (unknown, expired, not for this basket) counts; one it takes does not.
    else
      await throughDoor(
        ctx.limits,
        [
          ...cartKeyIfVisible('couponByCart', args.orderId, await orderStatus(ctx.db, caller, args.orderId)),
          { limit: 'couponByIp', subject: ctx.clientIp },
        ],
        () => setCouponCode(ctx, caller, args.orderId, code),
      );
    return replyWithOrder(ctx, caller, args.orderId);
  },
} satisfies MutationResolvers;
