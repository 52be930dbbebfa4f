import { formatPounds } from '../../lib/commerce/format-pounds.ts';

/** What the basket knows of one shipment's delivery before there is an address. */
export interface ShipmentDeliveryFacts {
  /** The shipment's goods, in pence (the free-delivery threshold counts goods per shipment). */
  goodsPence: number;
  /** Goods total at which its default method delivers free; null when it never does. */
  freeOverPence: number | null;
  /** The default method's charge for one unit to the postcode; null when unknown. */
  oneUnitChargePence: number | null;
}

/** A threshold is near when the shipment's goods are at least half of it. */
const NEAR_SHARE = 0.5;

/**
 * The delivery charge in words ("free delivery", "delivery from £15.00") and, when a
 * free-delivery threshold is near, how much more makes it free. "From": the quote is for one
 * unit; more packages can cost more, which checkout prices exactly.
 */
export function shipmentChargeText(facts: ShipmentDeliveryFacts): { charge: string | null; nudge: string | null } {
  const { goodsPence, freeOverPence, oneUnitChargePence } = facts;
  if (freeOverPence !== null && goodsPence >= freeOverPence) return { charge: 'free delivery', nudge: null };
  const charge =
    oneUnitChargePence === null
      ? null
      : oneUnitChargePence === 0
        ? 'free delivery'
        : `delivery from ${formatPounds(oneUnitChargePence / 100)}`;
  const near = freeOverPence !== null && oneUnitChargePence !== 0 && goodsPence >= freeOverPence * NEAR_SHARE;
  return { charge, nudge: near ? `Add ${formatPounds((freeOverPence - goodsPence) / 100)} more for free delivery.` : null };
}

/** Pounds from the API (two decimals) as whole pence, for comparing without float sums. */
export const toPence = (pounds: number) => Math.round(pounds * 100);

/**
 * Of the dates each product of a shipment could arrive, the ones that stand for the shipment: a
 * product it cannot deliver (or could not check) first, else the latest, since a shipment travels
 * whole and waits for its last item (a pre-order holds back the goods in stock beside it).
 */
export function lastToArrive<Dates extends { errors: readonly string[]; estDeliveryDate?: string | null }>(
  all: readonly (Dates | null)[],
): Dates | null {
  let latest: Dates | null = null;
  for (const dates of all) {
    if (!dates || dates.errors.length > 0 || !dates.estDeliveryDate) return dates;
    if (!latest || (latest.estDeliveryDate ?? '') < dates.estDeliveryDate) latest = dates;
  }
  return latest;
}
