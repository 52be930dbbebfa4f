import { formatPence, type Pence } from '../money.ts';
import type { ShippingGroup, ShippingMethodRule } from './methods.ts';
import { packLoad } from './packages.ts';
import { smallGoodsCarrier } from './shipments.ts';

/** A delivery as a sentence names it: "your pallet delivery", "a van delivery". */
const DELIVERY_NAMES: Readonly<Record<ShippingGroup, string>> = { van: 'van', pallet: 'pallet', parcel: 'parcel' };

/** What one unit of a suggested product is, for its delivery. */
export interface AddOn {
  group: ShippingGroup;
  weightGrams: number;
  pricePence: Pence;
}

/**
 * The least a shipment of this one product alone could cost by the shop's methods of its group
 * that take its weight (free where its price alone reaches a method's free-delivery threshold),
 * before any area surcharge: what "from £X" means. Null when no method takes it.
 */
export function cheapestDeliveryOf(addOn: AddOn, methods: readonly ShippingMethodRule[]): Pence | null {
  const prices = methods
    .filter((method) => method.group === addOn.group)
    .filter((method) => addOn.weightGrams >= method.minWeightGrams)
    .filter((method) => method.maxWeightGrams === null || addOn.weightGrams <= method.maxWeightGrams)
    .map((method) =>
      method.freeOverPence !== null && addOn.pricePence >= method.freeOverPence ? 0 : packLoad(method, addOn.weightGrams).fullPricePence,
    );
  return prices.length === 0 ? null : Math.min(...prices);
}

/**
 * What adding a suggested product does to the basket's deliveries, said before the shopper adds
 * it: small goods ride with a van or a pallet already coming (splitIntoShipments), a product of
 * a delivery already in the basket joins it, and anything else adds a delivery of its own, whose
 * lowest price is named.
 */
export function addOnDeliveryNote(addOn: AddOn, basketGroups: readonly ShippingGroup[], methods: readonly ShippingMethodRule[]): string {
  const present = new Set(basketGroups);
  const travelsIn = addOn.group === 'parcel' ? smallGoodsCarrier([...present, 'parcel']) : addOn.group;
  if (present.has(travelsIn)) {
    return addOn.group === travelsIn
      ? `Joins your ${DELIVERY_NAMES[travelsIn]} delivery.`
      : `Travels with your ${DELIVERY_NAMES[travelsIn]} delivery: no extra delivery charge.`;
  }
  const from = cheapestDeliveryOf(addOn, methods);
  const price = from === null ? '' : from === 0 ? ', free' : `, from ${formatPence(from)}`;
  // A van or pallet arriving takes the parcel goods already in the basket along, so their parcel goes.
  const takesParcel = travelsIn !== 'parcel' && present.has('parcel') && smallGoodsCarrier(present) === 'parcel';
  return `Adds a ${DELIVERY_NAMES[travelsIn]} delivery${price}${takesParcel ? '; your parcel goods travel with it' : ''}.`;
}
