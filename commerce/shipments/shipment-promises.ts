import { chargeLine, planPromise, type ShipmentPromise } from '../domain/delivery/shipment-promise.ts';
import { toPounds } from '../domain/money.ts';
import { hasBeenPlaced } from '../domain/order-process.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import type { ShipmentSource } from './order-shipments.ts';

/**
 * Each shipment's promise, beside `priced.shipments`. A placed order's day is the one written
 * down when it was placed (freezeShipments): that is what the shopper was promised, even if a
 * later change to the calendar would plan it differently now. A basket's is the plan's.
 */
export function shipmentPromises(
  stored: Pick<ShipmentSource, 'order' | 'shipmentChoices'>,
  priced: { shipments: readonly ShipmentPlan[]; deliveryWaived: boolean },
): ShipmentPromise[] {
  const placed = hasBeenPlaced(stored.order.status);
  return priced.shipments.map((plan) => {
    const frozen = placed ? stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.delivery_date : null;
    return planPromise(plan, priced.deliveryWaived, frozen ?? plan.estDeliveryDate);
  });
}

/** A promise as the API's ShipmentPromise: each charge also in pounds, and as a printed line. */
export function presentPromise(promise: ShipmentPromise) {
  return {
    ...promise,
    charges: promise.charges.map((charge) => ({ label: charge.label, amount: toPounds(charge.pence), amountText: charge.amount })),
    chargeLines: promise.charges.map(chargeLine),
  };
}
