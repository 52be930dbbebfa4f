import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { openVatReceipt } from './vat-receipt.service.ts';

const getVatReceiptArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  // As getOrder's: a key of the wrong shape proves nothing, so it answers as a wrong key does.
  receiptKey: z.string().max(100).nullish(),
});

export const vatReceiptQueries = {
  async getVatReceipt(_, raw, ctx) {
    const args = parseArgs(getVatReceiptArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    return openVatReceipt(ctx, caller, args.orderId, args.receiptKey ?? null);
  },
} satisfies QueryResolvers;
