import type { StoredOrder } from '../orders/index.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';

/** Why a shop with no seller recorded takes no orders, in a shopper's words. */
export const SHOP_NOT_SET_UP = 'This shop is not set up to take orders yet. Please try again later.';

const SHIPMENT_NAMES: Readonly<Record<string, string>> = { van: 'van delivery', pallet: 'pallet delivery', parcel: 'parcel delivery' };

/**
 * What stops an order being paid for now, in a shopper's words: nothing to buy, no one to
 * send the confirmation to, nowhere to deliver or bill, or a shipment that cannot go as
 * chosen. (Prices, stock and the coupon are checked by their own rules.)
 */
export function placementProblems(stored: StoredOrder, shipments: readonly ShipmentPlan[]): string[] {
  const problems: string[] = [];
  if (stored.items.length === 0) problems.push('Your basket is empty.');
  if (!stored.order.customer_email) problems.push('Add your email address, so we can send your order confirmation.');
  if (!stored.addresses.some((a) => a.address_type === 'billing')) problems.push('Add the billing address of your card.');
  if (!stored.addresses.some((a) => a.address_type === 'shipping')) problems.push('Add the address we should deliver to.');
  for (const plan of shipments) {
    if (plan.isShipmentValid) continue;
    const name = SHIPMENT_NAMES[plan.group] ?? 'delivery';
    const reasons = plan.shipmentErrors.map((error) => error.message);
    problems.push(reasons.length ? `For your ${name}: ${reasons.join(' ')}` : `Choose how your ${name} should arrive.`);
  }
  return problems;
}
