import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { presentOrderTo } from '../orders/index.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { type BalancePaymentState, checkBalancePayment, payBalance } from './pay-balance.ts';
import { requireGateway } from './pay-order.ts';
import { requirePaymentData } from './payment-data.ts';

const checkArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  receiptKey: z.string().max(100).nullish(),
});
const payArgs = checkArgs.extend({
  paymentGatewayId: z.string().trim().min(1, 'choose a way to pay').max(64),
  paymentData: z.string().max(10_000, 'paymentData is too long'),
});

export const balancePaymentMutations = {
  async payBalance(_, raw, ctx) {
    const args = parseArgs(payArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const gateway = await requireGateway(ctx, caller, args.paymentGatewayId);
    const data = requirePaymentData(args.paymentData);
    const receiptKey = args.receiptKey ?? null;
    return present(ctx, caller, receiptKey, await payBalance(ctx, caller, { orderId: args.orderId, receiptKey }, gateway, data));
  },

  async checkBalancePayment(_, raw, ctx) {
    const args = parseArgs(checkArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const receiptKey = args.receiptKey ?? null;
    return present(ctx, caller, receiptKey, await checkBalancePayment(ctx, caller, { orderId: args.orderId, receiptKey }));
  },
} satisfies MutationResolvers;

async function present(
  ctx: Parameters<typeof presentOrderTo>[0],
  caller: Parameters<typeof presentOrderTo>[1],
  receiptKey: string | null,
  state: BalancePaymentState,
) {
  return {
    order: await presentOrderTo(ctx, caller, state.stored, { receiptKey }),
    status: state.status,
    clientData: state.clientData,
    failureMessage: state.failureMessage,
  };
}
