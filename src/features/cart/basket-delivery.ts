import { formatPence } from '../../../commerce/shared/index.ts';

/** What the basket knows of one shipment's delivery before there is an address. */
export interface ShipmentDeliveryFacts {
  /** The shipment's goods, in pence (the free-delivery threshold counts goods per shipment). */
  goodsPence: number;
  /** Goods total at which its default method delivers free; null when it never does. */
  freeOverPence: number | null;
  /** The default method's charge for the shipment's lines to the postcode; null when unknown. */
  chargePence: number | null;
}

/** A threshold is near when the shipment's goods are at least half of it. */
const NEAR_SHARE = 0.5;

/**
 * The delivery charge in words ("free delivery", "delivery from £15.00") and, when a
 * free-delivery threshold is near, how much more makes it free. "From": the quote is for the
 * default method; a faster one, a timed slot or a service chosen at checkout can cost more.
 */
export function shipmentChargeText(facts: ShipmentDeliveryFacts): { charge: string | null; nudge: string | null } {
  const { goodsPence, freeOverPence, chargePence } = facts;
  if (freeOverPence !== null && goodsPence >= freeOverPence) return { charge: 'free delivery', nudge: null };
  const charge = chargePence === null ? null : chargePence === 0 ? 'free delivery' : `delivery from ${formatPence(chargePence)}`;
  const near = freeOverPence !== null && chargePence !== 0 && goodsPence >= freeOverPence * NEAR_SHARE;
  return { charge, nudge: near ? `Add ${formatPence(freeOverPence - goodsPence)} more for free delivery.` : null };
}
