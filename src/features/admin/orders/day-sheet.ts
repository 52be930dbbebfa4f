import type { AdminOrderFieldsFragment } from '../gql/graphql.ts';
import { phoneCell, toCsv } from './drivers-csv.ts';
import { shipmentTravelText, shipmentStatusWords } from './order-desk-text.ts';

/** One stop of the day: a shipment due to arrive (or leave) that day, with what the driver needs. */
export interface Stop {
  orderId: string;
  orderNumber: number;
  shipmentId: string;
  /** The day the sheet is for (YYYY-MM-DD). */
  date: string;
  travel: string;
  method: string;
  slot: string;
  /** The hours the slot promises, as the shop describes them. */
  slotHours: string;
  /** What the customer booked with the delivery (book-in call, tail-lift…), by the courier's names. */
  services: string[];
  status: string;
  customer: string;
  phone: string;
  address: string;
  postCode: string;
  /** The customer's delivery notes, with a restricted-access warning first when it applies. */
  access: string;
  /** The three words as stored, without their slashes; empty when none were given. */
  what3words: string;
  /** What the customer wrote for the order as a whole at checkout. */
  orderNotes: string;
  weightKg: number;
  items: string;
}

export type DayKind = 'DELIVERY' | 'DISPATCH';

// Vans first (the shop's own round), then pallets, then parcels: the order the yard loads them.
const TRAVEL_ORDER = ['van', 'pallet', 'parcel'];

/**
 * The day's stops from the desk's list: every shipment of those orders due on `day` (arriving,
 * or leaving for DISPATCH), vans first, then by slot and postcode (a round goes area by area).
 */
export function dayStops(orders: readonly AdminOrderFieldsFragment[], day: string, kind: DayKind): Stop[] {
  const stops = orders.flatMap((order) =>
    order.shipments
      .filter((shipment) => (kind === 'DELIVERY' ? shipment.deliveryDate : shipment.dispatchDate) === day)
      .map((shipment) => {
        const address = order.deliveryAddress;
        const notes = [address?.restrictedAccess ? 'Restricted access: no large vehicle' : null, address?.deliveryNotes ?? null].filter(
          Boolean,
        );
        return {
          orderId: order.id,
          orderNumber: order.number,
          shipmentId: shipment.id,
          date: day,
          travel: shipmentTravelText(shipment.id.replace(/-later$/, '')),
          method: shipment.method ?? '',
          slot: shipment.slot ?? '',
          slotHours: shipment.slotHours ?? '',
          services: shipment.services,
          status: shipmentStatusWords(shipment.status),
          customer: address?.name || order.customer.name,
          phone: address?.phone ?? order.customer.phone ?? '',
          address: address ? [address.company, ...address.lines].filter(Boolean).join(', ') : '',
          postCode: address?.postCode ?? '',
          access: notes.join('. '),
          what3words: address?.what3words ?? '',
          orderNotes: order.orderNotes ?? '',
          weightKg: shipment.weightKg,
          items: shipment.items,
        };
      }),
  );
  const rank = (id: string) => TRAVEL_ORDER.indexOf(id.replace(/-later$/, '')) + 1 || TRAVEL_ORDER.length + 1;
  return stops.sort(
    (a, b) =>
      rank(a.shipmentId) - rank(b.shipmentId) ||
      slotStart(a.slot) - slotStart(b.slot) ||
      a.postCode.localeCompare(b.postCode) ||
      a.orderNumber - b.orderNumber,
  );
}

// Slots named by the part of the day (the seed's "Morning" and "Afternoon"), where they begin.
const PART_OF_DAY: Record<string, number> = { morning: 8 * 60, afternoon: 12 * 60, evening: 17 * 60 };

/**
 * When a slot begins, in minutes after midnight, read from its label ("Morning", "8am to 12pm",
 * "08:00 to 12:00"); a stop with no slot (or one we cannot read) comes after the timed ones.
 */
export function slotStart(label: string): number {
  const part = PART_OF_DAY[label.trim().split(/\s+/)[0]?.toLowerCase() ?? ''];
  if (part !== undefined) return part;
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/i.exec(label);
  if (!match) return 24 * 60;
  const written = Number(match[1]);
  const meridiem = match[3]?.toLowerCase();
  const hour = meridiem ? (written % 12) + (meridiem === 'pm' ? 12 : 0) : written;
  return hour * 60 + Number(match[2] ?? 0);
}

/** Weight per way of travel, for the van's load and the pallet bookings: "Van 1,240 kg". */
export function loadSummary(stops: readonly Stop[]): { travel: string; stops: number; weightKg: number }[] {
  const byTravel = new Map<string, { travel: string; stops: number; weightKg: number }>();
  for (const stop of stops) {
    const total = byTravel.get(stop.travel) ?? { travel: stop.travel, stops: 0, weightKg: 0 };
    total.stops += 1;
    // Grams summed as whole numbers, so 0.1 + 0.2 kilos never shows as 0.30000000000000004.
    total.weightKg = Math.round(total.weightKg * 1000 + stop.weightKg * 1000) / 1000;
    byTravel.set(stop.travel, total);
  }
  return [...byTravel.values()];
}

/** The van's own stops: the printed van run leaves pallets and parcels to their couriers. */
export function vanStops(stops: readonly Stop[]): Stop[] {
  return stops.filter((stop) => stop.shipmentId.replace(/-later$/, '') === 'van');
}

/** what3words as people write it: "///filled.count.soap". */
export const what3wordsText = (words: string) => (words ? `///${words}` : '');

/**
 * The drivers' CSV of the day's stops, in the sheet's order. `vans` names the van each van stop
 * is on, by order id; a stop on no van (and every pallet and parcel) has an empty Van cell.
 */
export function driversCsv(stops: readonly Stop[], vans: ReadonlyMap<string, string> = new Map()): string {
  return toCsv([
    [
      'Date',
      'Order',
      'Travels',
      'Van',
      'Method',
      'Slot',
      'Slot hours',
      'Customer',
      'Phone',
      'Address',
      'Postcode',
      'what3words',
      'Services',
      'Access notes',
      'Order notes',
      'Weight (kg)',
      'Items',
      'Status',
    ],
    ...stops.map((stop) => [
      stop.date,
      stop.orderNumber,
      stop.travel,
      stop.shipmentId.replace(/-later$/, '') === 'van' ? (vans.get(stop.orderId) ?? '') : '',
      stop.method,
      stop.slot,
      stop.slotHours,
      stop.customer,
      phoneCell(stop.phone),
      stop.address,
      stop.postCode,
      what3wordsText(stop.what3words),
      stop.services.join('; '),
      stop.access,
      stop.orderNotes,
      stop.weightKg,
      stop.items,
      stop.status,
    ]),
  ]);
}
