import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { presentSeller } from './seller-view.ts';
import { readSeller } from './seller.store.ts';

/** The seller's identity: public, as printed on every invoice. */
export const sellerQueries = {
  async getSeller(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    const seller = await readSeller(ctx.db, caller.tenantId);
    return seller ? presentSeller(seller) : null;
  },
} satisfies QueryResolvers;
