import type { Pence } from '../money.ts';
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

/** One shipment per way of travelling, so the key is the group: stable across cart edits. */
export type ShipmentKey = ShippingGroup;

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

/**
 * Splits an order's lines by how they travel. Parcel-sized lines (kindling, firelighters) ride
 * on the shop's van when the order has one, rather than paying a courier for a second drop.
 * Shipments come in a fixed order (van, pallet, parcel) so the checkout does not reshuffle.
 */
export function splitIntoShipments(lines: readonly ShippableLine[]): Shipment[] {
  const hasVan = lines.some((line) => line.group === 'van');
  const byGroup = new Map<ShippingGroup, Shipment>();
  for (const line of lines) {
    const group: ShippingGroup = line.group === 'parcel' && hasVan ? 'van' : line.group;
    const shipment = byGroup.get(group) ?? {
      key: group,
      group,
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
    byGroup.set(group, shipment);
  }
  const readyDateOf = new Map(lines.map((line) => [line.id, line.readyDate ?? null]));
  return SHIPPING_GROUPS.flatMap((group) => {
    const shipment = byGroup.get(group);
    if (!shipment) return [];
    const latest = shipment.readyDate;
    if (latest) shipment.waitingLineIds = shipment.lineIds.filter((id) => (readyDateOf.get(id) ?? '') < latest);
    return [shipment];
  });
}
