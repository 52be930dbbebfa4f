import { z } from 'zod';
import { requireCustomer } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { salesChannelArg, tenantArg } from '../args.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { claimGuestOrder } from './order-claims.service.ts';
import { replyWithOrder } from './order-reply.ts';

const claimArgs = z.object({
  // The token's exact format is the service's to check, so a wrong one gets the same words as a used one.
  claimToken: z.string().trim().max(100, 'must be the token from the link in your order confirmation'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
});

export const orderClaimMutations = {
  async claimGuestOrder(_, raw, ctx) {
    const args = parseArgs(claimArgs, raw);
    const caller = requireCustomer(ctx, args.tenant, args.salesChannel);
    // The email of the shop's record of the customer: the address their sign-in code went to.
    if (!caller.email) throw apiError('NOT_FOUND', 'We could not find your account. Please sign in again.');
    const orderId = await claimGuestOrder(
      ctx,
      { tenantId: caller.tenantId, salesChannelId: caller.salesChannelId, customerId: caller.customerId, email: caller.email },
      args.claimToken,
    );
    return replyWithOrder(ctx, caller, orderId);
  },
} satisfies MutationResolvers;
