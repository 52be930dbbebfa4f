import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { chooseForShipment, chooseMethodForAll } from './shipping-choice.service.ts';
import { replyWithOrder } from './order-reply.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';

const scoped = { orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg };
const selectArgs = z.object({
  ...scoped,
  id: z.enum(['van', 'pallet', 'parcel'], { error: 'id must be a shipment id from the order: van, pallet or parcel' }),
  shippingMethod: z.string().min(1).max(64),
  services: z
    .array(z.enum(['bookIn', 'restrictedAccess'], { error: 'services are bookIn or restrictedAccess' }))
    .max(2)
    .nullish(),
  selectedEstDeliveryDate: z.iso.date('selectedEstDeliveryDate must be a date such as 2026-12-03').nullish(),
  selectedTimedConfigCode: z.string().max(40).nullish(),
});
const updateCostsArgs = z.object({ ...scoped, shippingMethodId: z.string().min(1).max(64) });

export const shippingChoiceMutations = {
  async selectShippingMethodForShipment(_, raw, ctx) {
    const args = parseArgs(selectArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await chooseForShipment(ctx, caller, args.orderId, {
      key: args.id,
      methodId: args.shippingMethod,
      date: args.selectedEstDeliveryDate ?? null,
      timedCode: args.selectedTimedConfigCode || null,
      services: args.services ?? [],
    });
    return replyWithOrder(ctx, caller, args.orderId);
  },

  async updateShippingCosts(_, raw, ctx) {
    const args = parseArgs(updateCostsArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await chooseMethodForAll(ctx, caller, args.orderId, args.shippingMethodId);
    return replyWithOrder(ctx, caller, args.orderId);
  },
} satisfies MutationResolvers;
