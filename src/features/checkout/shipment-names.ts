/** Shipments are named by how they travel, not by what they hold: the items follow where it matters. */
export const SHIPMENT_NAMES: Readonly<Record<string, string>> = { van: 'By our van', pallet: 'By pallet', parcel: 'By parcel' };
