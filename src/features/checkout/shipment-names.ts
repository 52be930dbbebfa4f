const TRAVEL_NAMES: Readonly<Record<string, string>> = { van: 'By our van', pallet: 'By pallet', parcel: 'By parcel' };

/**
 * Shipments are named by how they travel, not by what they hold: the items follow where it
 * matters. The pre-orders of a basket the shopper split say so ("By pallet: the pre-orders").
 */
export function shipmentName(id: string): string {
  // A shipment's id is how it travels, with -later for the pre-orders of a basket the shopper split.
  const name = TRAVEL_NAMES[id.replace(/-later$/, '')] ?? id;
  return id.endsWith('-later') ? `${name}: the pre-orders` : name;
}
