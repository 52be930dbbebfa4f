import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { SHIPMENT_KEYS, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { parseArgs } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { loadOrder, presentOrderTo } from '../orders/index.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { apiError } from '../errors.ts';
import { changeShopperShipmentDay, shopperDayChoices } from './shopper-day-change.service.ts';

const shipment = z.enum(SHIPMENT_KEYS as [ShipmentKey, ...ShipmentKey[]], {
  message: `must be one of the order's shipments: ${SHIPMENT_KEYS.join(', ')}`,
});
const choicesArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  shipment,
  // As getOrder's: a key of the wrong shape proves nothing, as a wrong key does.
  receiptKey: z.string().max(100).nullish(),
});
const changeArgs = choicesArgs.extend({
  version: z.number().int('must be the order’s version, as shipmentDateChoices gives it').min(1, 'must be the order’s version'),
  deliveryDate: z.iso.date({ message: 'Choose one of the delivery dates offered.' }),
});

export const shopperDayQueries = {
  async shipmentDateChoices(_, raw, ctx) {
    const args = parseArgs(choicesArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const choices = await shopperDayChoices(ctx, caller, {
      orderId: args.orderId,
      receiptKey: args.receiptKey ?? null,
      shipmentKey: args.shipment,
    });
    return {
      shipment: args.shipment,
      orderVersion: choices.version,
      deliveryDate: choices.deliveryDate,
      changeableUntil: choices.closesAt?.toISOString() ?? null,
      refusal: choices.refusal,
      dates: choices.dates,
    };
  },
} satisfies QueryResolvers;

export const shopperDayMutations = {
  async changeShipmentDate(_, raw, ctx) {
    const args = parseArgs(changeArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const receiptKey = args.receiptKey ?? null;
    // Every try counts against the IP, a stranger's too; the order's own count is taken once it is known to be the caller's.
    await throughDoor(ctx.limits, [{ limit: 'dateChangeByIp', subject: ctx.clientIp }], () =>
      changeShopperShipmentDay(ctx, caller, {
        orderId: args.orderId,
        receiptKey,
        version: args.version,
        shipmentKey: args.shipment,
        deliveryDate: args.deliveryDate,
      }),
    );
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
    return presentOrderTo(ctx, caller, stored, { receiptKey });
  },
} satisfies MutationResolvers;
