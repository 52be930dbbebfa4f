import { z } from 'zod';
import { requireScope, type Caller, type CommerceContext } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { loadOrder, type StoredOrder } from './orders.store.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { changeCart } from './cart.service.ts';
import { planOrderShipments } from './order-shipments.ts';
import { presentOrder } from './order-view.ts';

const scoped = { orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg };
const selectArgs = z.object({
  ...scoped,
  id: z.enum(['van', 'pallet', 'parcel'], { error: 'id must be a shipment id from the order: van, pallet or parcel' }),
  shippingMethod: z.string().min(1).max(64),
  services: z.array(z.enum(['bookIn', 'restrictedAccess'], { error: 'services are bookIn or restrictedAccess' })).max(2).nullish(),
  selectedEstDeliveryDate: z.iso.date('selectedEstDeliveryDate must be a date such as 2026-12-03').nullish(),
  selectedTimedConfigCode: z.string().max(40).nullish(),
});
const updateCostsArgs = z.object({ ...scoped, shippingMethodId: z.string().min(1).max(64) });

type Choice = { key: 'van' | 'pallet' | 'parcel'; methodId: string; date: string | null; timedCode: string | null; services: ('bookIn' | 'restrictedAccess')[] };

/** Plans the order as if these choices were made; the first shipment error of a chosen shipment refuses them. */
function checkChoices(stored: StoredOrder, now: Date, choices: Choice[]) {
  const trial: StoredOrder = {
    ...stored,
    shipmentChoices: [
      ...stored.shipmentChoices.filter((c) => !choices.some((choice) => choice.key === c.shipment_key)),
      ...choices.map((c) => ({ order_id: stored.order.id, shipment_key: c.key, method_id: c.methodId, delivery_date: c.date, timed_code: c.timedCode, services: c.services })),
    ],
  };
  for (const plan of planOrderShipments(trial, now)) {
    if (!choices.some((c) => c.key === plan.key)) continue;
    const problem = plan.shipmentErrors[0];
    if (problem) throw apiError('BAD_USER_INPUT', problem.message, { reason: problem.code, shipment: plan.key });
  }
}

async function saveChoices(ctx: CommerceContext, caller: Caller, orderId: string, choices: Choice[]) {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    for (const c of choices) {
      const row = { method_id: c.methodId, delivery_date: c.date, timed_code: c.timedCode, services: JSON.stringify(c.services) as never };
      await tx
        .insertInto('order_shipment')
        .values({ order_id: order.id, shipment_key: c.key, ...row })
        .onConflict((oc) => oc.columns(['order_id', 'shipment_key']).doUpdateSet(row))
        .execute();
    }
  });
}

export const shippingChoiceMutations = {
  async selectShippingMethodForShipment(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(selectArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist.');
    const plans = planOrderShipments(stored, ctx.now());
    if (!plans.some((p) => p.key === args.id)) throw apiError('NOT_FOUND', `This order has no ${args.id} shipment.`);
    const choice: Choice = {
      key: args.id,
      methodId: args.shippingMethod,
      date: args.selectedEstDeliveryDate ?? null,
      timedCode: args.selectedTimedConfigCode || null,
      services: args.services ?? [],
    };
    checkChoices(stored, ctx.now(), [choice]);
    await saveChoices(ctx, caller, args.orderId, [choice]);
    return presentOrder((await loadOrder(ctx.db, caller, args.orderId))!, ctx.now());
  },

  async updateShippingCosts(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(updateCostsArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist.');
    const served = planOrderShipments(stored, ctx.now()).filter((plan) => plan.availableShippingMethods.some((m) => m.methodId === args.shippingMethodId));
    if (served.length === 0) throw apiError('BAD_USER_INPUT', 'That delivery method cannot take any part of this order to this address.');
    const choices = served.map((plan): Choice => ({ key: plan.key, methodId: args.shippingMethodId, date: null, timedCode: null, services: [] }));
    checkChoices(stored, ctx.now(), choices);
    await saveChoices(ctx, caller, args.orderId, choices);
    return presentOrder((await loadOrder(ctx.db, caller, args.orderId))!, ctx.now());
  },
};
