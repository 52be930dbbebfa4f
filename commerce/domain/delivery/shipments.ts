import { formatPence, type Pence } from '../money.ts';
import { SHIPPING_GROUPS, type ShippingGroup } from './methods.ts';

export interface ShippableLine {
  id: string;
  group: ShippingGroup;
  /** Per unit, as on the order line. */
  weightGrams: number;
  quantity: number;
  /** The line total, VAT included. */
  totalPence: Pence;
  /** ISO date before which this line cannot leave (a pre-order); null or absent when it can leave now. */
  readyDate?: string | null;
}

/**
 * How a basket that mixes goods on the shelf with pre-orders is sent, as the shopper chose:
 * `together`, each way of travelling makes one delivery that waits for its last pre-order;
 * `split`, the goods that can leave now go now and the pre-orders follow from their date, each
 * part paying its own delivery charge.
 */
export type PreorderDelivery = 'together' | 'split';
export const PREORDER_DELIVERIES: readonly PreorderDelivery[] = ['together', 'split'];

/**
 * One shipment per way of travelling (`pallet`), and when the shopper splits a basket, one more
 * for the pre-orders of that way (`pallet-later`): stable across cart edits, so a chosen method
 * and day stay with their shipment.
 */
export type ShipmentKey = ShippingGroup | `${ShippingGroup}-later`;
export const SHIPMENT_KEYS: readonly ShipmentKey[] = [...SHIPPING_GROUPS, ...SHIPPING_GROUPS.map((g) => `${g}-later` as const)];

/** How a shipment travels, from its key. */
export function groupOfShipment(key: ShipmentKey): ShippingGroup {
  return key.replace(/-later$/, '') as ShippingGroup;
}

export interface Shipment {
  key: ShipmentKey;
  group: ShippingGroup;
  /** In cart order. */
  lineIds: string[];
  weightGrams: number;
  goodsPence: Pence;
  itemsCount: number;
  /** The latest of its lines' ready dates: a shipment travels whole, so it waits for its last pre-order. */
  readyDate: string | null;
  /** Lines that can leave now, yet wait with it for `readyDate`. */
  waitingLineIds: string[];
}

/** The ways of travelling a small line may ride with, the first present taking it. */
export const RIDE_HOSTS: readonly ShippingGroup[] = ['van', 'pallet'];

/**
 * The larger way of travelling a small (parcel-sized) line rides with instead of paying for a
 * parcel of its own: the shop's van when the basket has van goods, else the pallet. Riding never
 * holds goods back and never sends them early: when the basket is split, a line that can leave
 * now rides only with larger goods that leave now, and a pre-order only with larger pre-orders.
 * Null when nothing larger can take it (it goes by parcel). Lines already larger than a parcel
 * ride with nothing.
 */
export function rideFor(
  line: Pick<ShippableLine, 'group' | 'readyDate'>,
  basket: readonly Pick<ShippableLine, 'group' | 'readyDate'>[],
  preorders: PreorderDelivery = 'together',
  hosts: readonly ShippingGroup[] = RIDE_HOSTS,
): ShippingGroup | null {
  if (line.group !== 'parcel') return null;
  const waits = Boolean(line.readyDate);
  const fits = (other: Pick<ShippableLine, 'group' | 'readyDate'>) => preorders === 'together' || Boolean(other.readyDate) === waits;
  return hosts.find((host) => basket.some((other) => other.group === host && fits(other))) ?? null;
}

/** The shipment a line travels in. */
function keyOf(
  line: ShippableLine,
  lines: readonly ShippableLine[],
  preorders: PreorderDelivery,
  hosts: readonly ShippingGroup[],
): ShipmentKey {
  const group = rideFor(line, lines, preorders, hosts) ?? line.group;
  return preorders === 'split' && line.readyDate ? `${group}-later` : group;
}

/**
 * Splits an order's lines by how they travel. Parcel-sized lines (kindling, firelighters) ride
 * with a larger shipment when the order has one (rideFor), rather than paying a courier for a
 * second drop. Split at the shopper's choice, the goods that can leave now and the pre-orders of
 * each way travel apart. Shipments come in a fixed order (van, pallet, parcel, then the later
 * ones) so the checkout does not reshuffle. `hosts` narrows what small lines may ride with: a
 * larger shipment that cannot reach the address must not take them down with it.
 */
export function splitIntoShipments(
  lines: readonly ShippableLine[],
  preorders: PreorderDelivery = 'together',
  hosts: readonly ShippingGroup[] = RIDE_HOSTS,
): Shipment[] {
  const byKey = new Map<ShipmentKey, Shipment>();
  for (const line of lines) {
    const key = keyOf(line, lines, preorders, hosts);
    const shipment = byKey.get(key) ?? {
      key,
      group: groupOfShipment(key),
      lineIds: [],
      weightGrams: 0,
      goodsPence: 0,
      itemsCount: 0,
      readyDate: null,
      waitingLineIds: [],
    };
    shipment.lineIds.push(line.id);
    shipment.weightGrams += line.weightGrams * line.quantity;
    shipment.goodsPence += line.totalPence;
    shipment.itemsCount += line.quantity;
    if (line.readyDate && (!shipment.readyDate || line.readyDate > shipment.readyDate)) shipment.readyDate = line.readyDate;
    byKey.set(key, shipment);
  }
  const readyDateOf = new Map(lines.map((line) => [line.id, line.readyDate ?? null]));
  return SHIPMENT_KEYS.flatMap((key) => {
    const shipment = byKey.get(key);
    if (!shipment) return [];
    const latest = shipment.readyDate;
    if (latest) shipment.waitingLineIds = shipment.lineIds.filter((id) => (readyDateOf.get(id) ?? '') < latest);
    return [shipment];
  });
}

/**
 * Whether the shopper has a choice to make: sent together, some shipment would hold goods that
 * could leave now back for a pre-order. Otherwise splitting changes nothing, and none is offered.
 */
export function offersPreorderChoice(lines: readonly ShippableLine[]): boolean {
  const canLeaveNow = new Set(lines.filter((line) => !line.readyDate).map((line) => line.id));
  return splitIntoShipments(lines, 'together').some((shipment) => shipment.readyDate && shipment.lineIds.some((id) => canLeaveNow.has(id)));
}

/** Shipments as staff, refusals and the desk's mails name them. */
export const SHIPMENT_NAMES: Readonly<Record<ShipmentKey, string>> = {
  van: 'van delivery',
  pallet: 'pallet delivery',
  parcel: 'parcel delivery',
  'van-later': 'van delivery of the pre-orders',
  'pallet-later': 'pallet delivery of the pre-orders',
  'parcel-later': 'parcel delivery of the pre-orders',
};

/** What adding a small product to the basket does to its delivery, said before the shopper adds it. */
export type AddOnDelivery =
  | { kind: 'rides'; with: ShippingGroup }
  | { kind: 'joinsParcel' }
  | { kind: 'ownParcel'; chargePence: Pence | null }
  | { kind: 'ownWay' };

/**
 * Where an added product would travel: with a larger shipment already in the basket (no delivery
 * of its own), in the basket's parcel, or in a parcel of its own at its own charge (`chargePence`
 * when the caller could price one, for the basket's address). A product larger than a parcel
 * makes its own way (`ownWay`), as the checkout prices it.
 */
export function addOnDelivery(
  addOn: Pick<ShippableLine, 'group' | 'readyDate'>,
  basket: readonly ShippableLine[],
  preorders: PreorderDelivery,
  ownParcelPence: Pence | null,
): AddOnDelivery {
  if (addOn.group !== 'parcel') return { kind: 'ownWay' };
  const host = rideFor(addOn, [...basket, { ...addOn, id: '', weightGrams: 0, quantity: 1, totalPence: 0 }], preorders);
  if (host) return { kind: 'rides', with: host };
  const later = preorders === 'split' && Boolean(addOn.readyDate);
  const parcelKey: ShipmentKey = later ? 'parcel-later' : 'parcel';
  if (splitIntoShipments(basket, preorders).some((shipment) => shipment.key === parcelKey)) return { kind: 'joinsParcel' };
  return { kind: 'ownParcel', chargePence: ownParcelPence };
}

const HOST_WORDS: Readonly<Record<ShippingGroup, string>> = { van: 'our van', pallet: 'your pallet', parcel: 'your parcel' };

/** The suggestion's delivery line, e.g. "Travels with your pallet: no extra delivery charge"; null when there is nothing to say. */
export function addOnDeliveryText(delivery: AddOnDelivery): string | null {
  switch (delivery.kind) {
    case 'rides':
      return `Travels with ${HOST_WORDS[delivery.with]}: no extra delivery charge`;
    case 'joinsParcel':
      return 'Goes in your parcel with the rest';
    case 'ownParcel':
      return delivery.chargePence === null
        ? 'Comes in a parcel of its own, with its own delivery charge'
        : `Comes in a parcel of its own: adds ${formatPence(delivery.chargePence)} delivery`;
    case 'ownWay':
      return null;
  }
}
