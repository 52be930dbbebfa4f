import type { Caller, CommerceContext } from '../context.ts';
import type { ServiceType } from '../domain/delivery/methods.ts';
import type { PreorderDelivery, ShipmentKey } from '../domain/delivery/shipments.ts';
import { apiError } from '../errors.ts';
import { changeCart } from '../cart/index.ts';
import { planOrderShipments } from '../shipments/index.ts';
import { loadOrder, savePreorderDelivery, saveShipmentChoice, type StoredOrder } from '../orders/index.ts';
import { preorderOptions } from '../orders/index.ts';

export interface ShipmentChoice {
  key: ShipmentKey;
  methodId: string;
  date: string | null;
  timedCode: string | null;
  services: ServiceType[];
}

/** The shopper's choice of method, date, slot and services for one shipment, checked before it is saved. */
export async function chooseForShipment(ctx: CommerceContext, caller: Caller, orderId: string, choice: ShipmentChoice): Promise<void> {
  const stored = await requireCart(ctx, caller, orderId);
  if (!planOrderShipments(stored, ctx.now()).some((p) => p.key === choice.key))
    throw apiError('NOT_FOUND', `This order has no ${choice.key} shipment.`);
  checkChoices(stored, ctx.now(), [choice]);
  await saveChoices(ctx, caller, orderId, [choice]);
}

/** One method for every shipment it can carry (the API's updateShippingCosts). */
export async function chooseMethodForAll(ctx: CommerceContext, caller: Caller, orderId: string, methodId: string): Promise<void> {
  const stored = await requireCart(ctx, caller, orderId);
  const served = planOrderShipments(stored, ctx.now()).filter((plan) => plan.availableShippingMethods.some((m) => m.methodId === methodId));
  if (served.length === 0) throw apiError('BAD_USER_INPUT', 'That delivery method cannot take any part of this order to this address.');
  const choices = served.map((plan): ShipmentChoice => ({ key: plan.key, methodId, date: null, timedCode: null, services: [] }));
  checkChoices(stored, ctx.now(), choices);
  await saveChoices(ctx, caller, orderId, choices);
}

/**
 * How a cart mixing goods in stock with pre-orders is sent. The shipments follow from it on every
 * read, planned from the stock as it is then, so a choice saved for a basket that no longer mixes
 * changes nothing, and none can promise a shipment before its goods can leave.
 */
export async function choosePreorderDelivery(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  choice: PreorderDelivery,
): Promise<void> {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    await savePreorderDelivery(tx, order.id, choice);
  });
}

/**
 * The ways the cart can be sent (preorderOptions), priced and dated for delivery to a postcode
 * the shopper gave the basket, before checkout has their address: the order's own delivery
 * address stands in for it only in this trial, never saved.
 */
export async function preorderOptionsFor(ctx: CommerceContext, caller: Caller, orderId: string, postcode: string) {
  const stored = await requireCart(ctx, caller, orderId);
  const shipping = stored.addresses.find((a) => a.address_type === 'shipping');
  const others = stored.addresses.filter((a) => a.address_type !== 'shipping');
  const trialAddress = { ...(shipping ?? ({} as StoredOrder['addresses'][number])), address_type: 'shipping', post_code: postcode };
  return preorderOptions({ ...stored, addresses: [...others, trialAddress as StoredOrder['addresses'][number]] }, ctx.now());
}

async function requireCart(ctx: CommerceContext, caller: Caller, orderId: string): Promise<StoredOrder> {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist.');
  return stored;
}

/** Plans the order as if these choices were made; the first shipment error of a chosen shipment refuses them. */
function checkChoices(stored: StoredOrder, now: Date, choices: ShipmentChoice[]): void {
  const trial: StoredOrder = {
    ...stored,
    shipmentChoices: [
      ...stored.shipmentChoices.filter((c) => !choices.some((choice) => choice.key === c.shipment_key)),
      ...choices.map((c) => ({
        order_id: stored.order.id,
        shipment_key: c.key,
        method_id: c.methodId,
        delivery_date: c.date,
        timed_code: c.timedCode,
        services: c.services,
        // A cart's shipments have not left: the desk's columns are not set until it is placed.
        status: 'awaitingDispatch' as const,
        dispatch_date: null,
        dispatched_at: null,
        delivered_at: null,
        tracking_number: null,
        tracking_url: null,
        surcharges_per_consignment: null,
      })),
    ],
  };
  for (const plan of planOrderShipments(trial, now)) {
    if (!choices.some((c) => c.key === plan.key)) continue;
    const problem = plan.shipmentErrors[0];
    if (problem) throw apiError('BAD_USER_INPUT', problem.message, { reason: problem.code, shipment: plan.key });
  }
}

async function saveChoices(ctx: CommerceContext, caller: Caller, orderId: string, choices: ShipmentChoice[]): Promise<void> {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    for (const choice of choices) await saveShipmentChoice(tx, order.id, choice);
  });
}
