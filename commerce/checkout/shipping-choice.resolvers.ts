import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { SHIPMENT_KEYS, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { chooseForShipment, chooseMethodForAll, choosePreorderDelivery, preorderOptionsFor } from './shipping-choice.service.ts';
import { replyWithOrder } from '../orders/index.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';

const scoped = { orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg };
const selectArgs = z.object({
  ...scoped,
  id: z.enum(SHIPMENT_KEYS as [ShipmentKey, ...ShipmentKey[]], {
    error: `id must be a shipment id from the order: ${SHIPMENT_KEYS.join(', ')}`,
  }),
  shippingMethod: z.string().min(1).max(64),
  services: z
    .array(z.enum(['bookIn', 'restrictedAccess'], { error: 'services are bookIn or restrictedAccess' }))
    .max(2)
    .nullish(),
  selectedEstDeliveryDate: z.iso.date('selectedEstDeliveryDate must be a date such as 2026-12-03').nullish(),
  selectedTimedConfigCode: z.string().max(40).nullish(),
});
const updateCostsArgs = z.object({ ...scoped, shippingMethodId: z.string().min(1).max(64) });
const preorderArgs = z.object({
  ...scoped,
  choice: z.enum(['TOGETHER', 'SPLIT'], { error: 'choice is TOGETHER or SPLIT' }).transform((c) => (c === 'SPLIT' ? 'split' : 'together')),
});
const preorderOptionsArgs = z.object({ ...scoped, postcode: z.string().max(40, 'must be a UK postcode such as LE12 6UZ') });

export const shippingChoiceQueries = {
  async getPreorderOptions(_, raw, ctx) {
    const args = parseArgs(preorderOptionsArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    return preorderOptionsFor(ctx, caller, args.orderId, args.postcode);
  },
} satisfies QueryResolvers;

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

  async choosePreorderDelivery(_, raw, ctx) {
    const args = parseArgs(preorderArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await choosePreorderDelivery(ctx, caller, args.orderId, args.choice);
    return replyWithOrder(ctx, caller, args.orderId);
  },

  async updateShippingCosts(_, raw, ctx) {
    const args = parseArgs(updateCostsArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await chooseMethodForAll(ctx, caller, args.orderId, args.shippingMethodId);
    return replyWithOrder(ctx, caller, args.orderId);
  },
} satisfies MutationResolvers;
