import { chargeLine, shipmentPromise, type ShipmentPromise } from '../domain/delivery/shipment-promise.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { readyNote } from '../domain/delivery/ready-date.ts';
import { toPounds } from '../domain/money.ts';
import { hasBeenPlaced } from '../domain/order-process.ts';
import type { PricedOrder } from './order-pricing.ts';
import type { StoredOrder } from './orders.store.ts';

/** One planned shipment's promise, for `deliveryDate`; its delivery reads free when a coupon waived it. */
export function planPromise(plan: ShipmentPlan, deliveryWaived: boolean, deliveryDate: string | null): ShipmentPromise {
  const quote = plan.shippingMethod;
  return shipmentPromise({
    group: plan.group,
    method: quote && {
      displayName: quote.displayName,
      deliveryDateDisplayFormat: quote.deliveryDateDisplayFormat,
      zone: quote.zone,
      packageCount: quote.packageCount,
    },
    deliveryDate,
    slot: plan.timedSlot,
    services: plan.services,
    deliveryPence: deliveryWaived ? 0 : (plan.charge?.shippingPence ?? 0),
    surcharges: quote?.surcharges ?? [],
    readyNote: readyNote(plan),
  });
}

/**
 * Each shipment's promise, beside `priced.shipments`. A placed order's day is the one written
 * down when it was placed (freezeShipments): that is what the shopper was promised, even if a
 * later change to the method's calendar would plan it differently now. A basket's is the plan's.
 */
export function shipmentPromises(stored: Pick<StoredOrder, 'order' | 'shipmentChoices'>, priced: PricedOrder): ShipmentPromise[] {
  const placed = hasBeenPlaced(stored.order.status);
  return priced.shipments.map((plan) => {
    const frozen = placed ? stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.delivery_date : null;
    return planPromise(plan, priced.deliveryWaived, frozen ?? plan.estDeliveryDate);
  });
}

/** A promise as the API's ShipmentPromise: each charge also in pounds. */
export function presentPromise(promise: ShipmentPromise) {
  return {
    ...promise,
    charges: promise.charges.map((charge) => ({ label: charge.label, amount: toPounds(charge.pence), amountText: charge.amount })),
    chargeLines: promise.charges.map(chargeLine),
  };
}
