import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { cartKeyIfVisible, throughDoor } from '../limits/index.ts';
import { requirePaymentData } from './payment-data.ts';
import { checkOrderCanBePlaced, checkPayment, placeOrder, requireGateway } from './pay-order.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { presentOrderTo } from '../orders/index.ts';
import { orderStatus } from '../orders/index.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';

const payArgs = z.object({
  orderId: orderIdArg,
  paymentGatewayId: z.string().trim().min(1, 'choose a way to pay').max(64),
  paymentData: z.string().max(10_000, 'paymentData is too long'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  receiptKey: z.string().max(100).nullish(),
});

const checkPaymentArgs = z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg });

export const paymentMutations = {
  async placeOrder(_, raw, ctx) {
    const args = parseArgs(payArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const gateway = await requireGateway(ctx, scope, args.paymentGatewayId);
    const data = requirePaymentData(args.paymentData);
    const status = await orderStatus(ctx.db, scope, args.orderId);
    // Every try counts: each may reach the card provider, and a run of cards on one cart is card testing.
    const { stored, receiptKey, handOff } = await throughDoor(
      ctx.limits,
      [...cartKeyIfVisible('placementByCart', args.orderId, status), { limit: 'placementByIp', subject: ctx.clientIp }],
      () => placeOrder(ctx, scope, { id: args.orderId, status }, gateway, data, { receiptKey: args.receiptKey ?? null }),
    );
    const reply = await presentOrderTo(ctx, scope, stored, { issuedReceiptKey: receiptKey });
    // A provider whose card element confirms in the browser: what it needs, given only here.
    return handOff ? { ...reply, clientData: handOff } : reply;
  },

  async checkOrderCanBePlaced(_, raw, ctx) {
    const args = parseArgs(payArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    await requireGateway(ctx, scope, args.paymentGatewayId);
    requirePaymentData(args.paymentData);
    const { stored, errors } = await checkOrderCanBePlaced(ctx, scope, args.orderId);
    return presentOrderTo(ctx, scope, stored, { errors });
  },

  async checkPayment(_, raw, ctx) {
    const args = parseArgs(checkPaymentArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    return checkPayment(ctx, scope, args.orderId);
  },
} satisfies MutationResolvers;
