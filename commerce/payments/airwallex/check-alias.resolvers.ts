import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../../args.ts';
import { requireScope } from '../../context.ts';
import { parseArgs } from '../../errors.ts';
import type { MutationResolvers } from '../../schema/resolvers-types.ts';
import { checkPayment } from '../pay-order.ts';

const aliasArgs = z.object({ orderId: orderIdArg, tenantId: tenantArg, salesChannelId: salesChannelArg });

/**
 * The older name of checkPayment, with its own argument names, kept because storefronts built
 * against the original contract call it after Airwallex's return page. The same service answers.
 */
export const airwallexAliasMutations = {
  async airwallexCheckPaymentIntent(_, raw, ctx) {
    const args = parseArgs(aliasArgs, raw);
    const scope = requireScope(ctx, args.tenantId, args.salesChannelId);
    return checkPayment(ctx, scope, args.orderId);
  },
} satisfies MutationResolvers;
