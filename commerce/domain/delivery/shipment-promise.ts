import { formatPence, type Pence } from '../money.ts';
import { formatIsoDate } from './date-format.ts';
import type { ServiceType, ShippingGroup, TimedSlot } from './methods.ts';
import type { SurchargeLine } from './quote.ts';
import { readyNote } from './ready-date.ts';
import type { ShipmentPlan } from './shipment-plan.ts';
import { ZONE_PHRASES, type Zone } from './zones.ts';

/** How each shipment travels, when it has no method to name it yet. */
export const SHIPMENT_TRAVEL_NAMES: Readonly<Record<ShippingGroup, string>> = {
  van: 'By our van',
  pallet: 'On a pallet',
  parcel: 'By parcel',
};

/** What a booked service does for the shopper, beside the courier's own name for it. */
const SERVICE_PURPOSES: Readonly<Record<ServiceType, string>> = {
  bookIn: 'book-in call',
  restrictedAccess: 'restricted access',
};

/** Everything a shipment's promise is made of, already settled by the pricing and the plan. */
export interface ShipmentPromiseFacts {
  group: ShippingGroup;
  /** The method chosen, or null while none is. */
  method: { displayName: string; deliveryDateDisplayFormat: string; zone: Zone; packageCount: number } | null;
  /** ISO date the shipment is promised for: for a placed order, the day fixed when it was placed. */
  deliveryDate: string | null;
  slot: Pick<TimedSlot, 'label' | 'description' | 'pricePence'> | null;
  /** Services booked with the courier, with what each adds (0 when it is free). */
  services: readonly { type: ServiceType; name: string }[];
  /** The method's delivery as charged: 0 when free or waived by a coupon. */
  deliveryPence: Pence;
  /** The method's, the zone's and the services' surcharges, as the quote lists them (consignments absent: once). */
  surcharges: readonly (Pick<SurchargeLine, 'kind' | 'pence'> & { consignments?: number })[];
  /** Why it leaves no sooner (the pre-order it holds), e.g. "Pre-order: ships from 15 January"; null without one. */
  readyNote: string | null;
}

/** One thing the shipment's delivery charges for, in the shopper's words, e.g. "Tail-lift delivery (restricted access)". */
export interface PromiseCharge {
  label: string;
  pence: Pence;
  /** "£15.00", or "Free" for a delivery that costs nothing. */
  amount: string;
}

/** A shipment's promise, worded once: the order page, the mails, the VAT receipt and the desk all print these words. */
export interface ShipmentPromise {
  /** How it travels, the method's own name when it says so: "Delivery by our van", "On a pallet: Express". */
  heading: string;
  /** e.g. "Friday 4 December"; null before a day is fixed. */
  day: string | null;
  /** e.g. "Morning (between 8am and 12 noon)"; null without a timed slot. */
  slot: string | null;
  /** The day and the slot together, e.g. "Friday 4 December, Morning (between 8am and 12 noon)", or "Day to be arranged". */
  arrival: string;
  ready: string | null;
  /** Each booked service, e.g. "Tail-lift delivery (restricted access)". */
  services: string[];
  /** Delivery first, then each surcharge and the slot: they add up to the shipment's delivery charge. */
  charges: PromiseCharge[];
}

/** "Delivery by our van" already says it goes by van: the travel name in front would say it twice. */
export function shipmentHeading(group: ShippingGroup, methodName: string | null): string {
  const travel = SHIPMENT_TRAVEL_NAMES[group];
  if (!methodName) return travel;
  return methodName.toLowerCase().includes(group) ? methodName : `${travel}: ${methodName}`;
}

/** "Tail-lift delivery (restricted access)": the courier's name and what it is for, unless the name says it. */
export function serviceLabel(service: { type: ServiceType; name: string }): string {
  const purpose = SERVICE_PURPOSES[service.type];
  return service.name.toLowerCase().includes(purpose) ? service.name : `${service.name} (${purpose})`;
}

/** "Morning (between 8am and 12 noon)": a slot's name is no promise without its hours. */
export function slotText(slot: Pick<TimedSlot, 'label' | 'description'>): string {
  const hours = slot.description.trim().replace(/\.$/, '');
  if (!hours || hours.toLowerCase() === slot.label.toLowerCase()) return slot.label;
  return `${slot.label} (${hours[0]!.toLowerCase()}${hours.slice(1)})`;
}

function surchargeLabel(kind: SurchargeLine['kind'], facts: ShipmentPromiseFacts, heading: string): string {
  if (kind === 'method') return `${heading} surcharge`;
  if (kind === 'zone') return `Remote area surcharge (${facts.method ? ZONE_PHRASES[facts.method.zone] : 'remote area'})`;
  const service = facts.services.find((s) => s.type === kind);
  return serviceLabel(service ?? { type: kind, name: kind === 'bookIn' ? 'Book-in call' : 'Restricted-access delivery' });
}

/** " × 2 consignments" after a surcharge paid by each of a shipment's consignments; nothing when paid once. */
export function timesConsignments(consignments: number | undefined): string {
  return consignments !== undefined && consignments > 1 ? ` × ${consignments} consignments` : '';
}

const charge = (label: string, pence: Pence): PromiseCharge => ({ label, pence, amount: pence === 0 ? 'Free' : formatPence(pence) });

/**
 * The words of one shipment's promise: when it comes (day in the method's own format, slot with
 * its hours), what it waits for, what the shopper booked and what each part of its delivery
 * charge covers. Pure, so every place that tells a shopper or the desk about a shipment says
 * the same thing.
 */
export function shipmentPromise(facts: ShipmentPromiseFacts): ShipmentPromise {
  const heading = shipmentHeading(facts.group, facts.method?.displayName ?? null);
  const day = facts.method && facts.deliveryDate ? formatIsoDate(facts.deliveryDate, facts.method.deliveryDateDisplayFormat) : null;
  const slot = facts.slot ? slotText(facts.slot) : null;
  const arrival = day ? (slot ? `${day}, ${slot}` : day) : 'Day to be arranged';
  const charges: PromiseCharge[] = [];
  if (facts.method) {
    const pallets = facts.group === 'pallet' && facts.method.packageCount > 1 ? ` (${facts.method.packageCount} pallets)` : '';
    charges.push(charge(`${heading}${pallets}`, facts.deliveryPence));
    for (const surcharge of facts.surcharges) {
      charges.push(
        charge(`${surchargeLabel(surcharge.kind, facts, heading)}${timesConsignments(surcharge.consignments)}`, surcharge.pence),
      );
    }
    if (facts.slot && facts.slot.pricePence > 0) charges.push(charge(`Timed slot: ${slot}`, facts.slot.pricePence));
  }
  return {
    heading,
    day,
    slot,
    arrival,
    ready: facts.readyNote,
    services: facts.services.map(serviceLabel),
    charges,
  };
}

/** One line a mail or a printed sheet can carry: "Tail-lift delivery (restricted access) £15.00". */
export function chargeLine(charge: PromiseCharge): string {
  return `${charge.label} ${charge.amount}`;
}

/**
 * A planned shipment's promise for `deliveryDate` (for a placed order, the day written down when it
 * was placed); its delivery reads free when a coupon waived it, its surcharges and slot never are.
 */
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
