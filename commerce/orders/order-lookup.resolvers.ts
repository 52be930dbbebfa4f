import { z } from 'zod';
import { requireScope } from '../context.ts';
import { mayTrack } from '../domain/order-disclosure.ts';
import { parseArgs } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { loadOrderByNumber } from './orders.store.ts';
import { salesChannelArg, tenantArg } from '../args.ts';
import { presentTrackedOrder } from './order-view.ts';
import { disclosedFacts } from './order-reply.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

const byNumberArgs = z.object({
  orderNumber: z.number().int().positive('orderNumber is the number on the order confirmation'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  email: z.string().trim().toLowerCase().max(254).nullish(),
});

export const orderLookupQueries = {
  async getOrderByNumber(_, raw, ctx) {
    const args = parseArgs(byNumberArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    // Only misses count (no such order, or not with that email): guessing is the abuse, not
    // a shopper reloading their own order's tracking. One order's misses count per address
    // first, so a stranger guessing at it locks themselves out, not its owner.
    const order = `${caller.tenantId}/${caller.salesChannelId}/${args.orderNumber}`;
    const tracked = await throughDoor(
      ctx.limits,
      [
        { limit: 'trackingByIp', subject: ctx.clientIp },
        { limit: 'trackingByOrderAndIp', subject: `${order}/${ctx.clientIp}` },
        { limit: 'trackingByOrder', subject: order },
      ],
      async () => {
        const stored = await loadOrderByNumber(ctx.db, caller, args.orderNumber);
        // Order numbers are sequential: without proof the order is the caller's, it does not exist.
        return stored && mayTrack(disclosedFacts(stored), caller, args.email || null) ? stored : null;
      },
      (found) => found === null,
    );
    return tracked ? presentTrackedOrder(tracked, ctx.now()) : null;
  },
} satisfies QueryResolvers;
