import { formatIsoDate } from '../domain/delivery/date-format.ts';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import type { Pence } from '../domain/money.ts';
import type { OrderAddressRow } from '../store/tables.ts';
import { priceOrder } from '../orders/index.ts';
import type { StoredOrder } from '../orders/index.ts';

/** One shipment as a wallet's sheet offers it: the method the shop would send it by, on its first date. */
export interface SheetShipment {
  key: ShipmentKey;
  methodId: string;
  methodName: string;
  /** ISO date: the first day this shipment can arrive at the sheet's address. */
  deliveryDate: string;
  deliveryDateText: string;
  /** Its delivery charge as the totals count it (surcharges included, after free delivery). */
  chargePence: Pence;
  /** Every method that could take this shipment to the sheet's address, in display order (the one above among them). */
  offeredMethodIds: string[];
}

/** The method the shopper picked in the sheet for each shipment, by shipment key; one left out goes the shop's preferred way. */
export type SheetMethodChoice = ReadonlyMap<string, string>;

export type SheetQuote =
  | { ok: true; shipments: SheetShipment[]; shippingPence: Pence; amountDuePence: Pence }
  /** `message`: why the shop cannot deliver there, in words the sheet shows under the address. */
  | { ok: false; message: string };

/**
 * What express checkout would charge and when each shipment would arrive if the basket went to
 * this postcode: the basket planned as if the sheet's address were its delivery address, each
 * shipment by the method picked in the sheet (`choice`) or else the one the shop prefers, always
 * on its earliest date. The same function quotes the sheet and fixes the choices the order is
 * placed with, so the shopper pays what the sheet showed. A picked method that cannot take its
 * shipment there is a refusal, never swapped for another. Pure: the order itself is not touched.
 */
export function quoteForSheet(stored: StoredOrder, postcode: string, now: Date, choice: SheetMethodChoice = new Map()): SheetQuote {
  // Planning reads only the delivery address's postcode and access: the rest of the row is the order's business.
  const sheetAddress = { address_type: 'shipping', post_code: postcode, restricted_access: false } as OrderAddressRow;
  const trial: StoredOrder = {
    ...stored,
    addresses: [...stored.addresses.filter((a) => a.address_type !== 'shipping'), sheetAddress],
    // Only the sheet's picks: a date or method chosen in the basket's checkout is not the sheet's.
    shipmentChoices: [...choice].map(([key, methodId]) => ({
      order_id: stored.order.id,
      shipment_key: key as ShipmentKey,
      method_id: methodId,
      delivery_date: null,
      timed_code: null,
      services: [],
      status: 'awaitingDispatch',
      dispatch_date: null,
      dispatched_at: null,
      delivered_at: null,
      tracking_number: null,
      tracking_url: null,
      surcharges_per_consignment: null,
    })),
  };
  const priced = priceOrder(trial, now);
  const shipments: SheetShipment[] = [];
  for (const plan of priced.shipments) {
    const method = plan.shippingMethod;
    const problem = plan.shipmentErrors[0];
    if (problem) return { ok: false, message: problem.message };
    if (!method || !plan.estDeliveryDate || !plan.charge) {
      return { ok: false, message: 'We cannot deliver this basket to that address. Please choose another address.' };
    }
    const shipping = priced.deliveryWaived ? 0 : plan.charge.shippingPence;
    shipments.push({
      key: plan.group,
      methodId: method.methodId,
      methodName: method.displayName,
      deliveryDate: plan.estDeliveryDate,
      deliveryDateText: formatIsoDate(plan.estDeliveryDate, method.deliveryDateDisplayFormat),
      chargePence: shipping + plan.charge.surchargePence + plan.charge.timedPence,
      offeredMethodIds: plan.availableShippingMethods.map((m) => m.methodId),
    });
  }
  // A pick for a shipment this basket does not have would be placed as nothing: refuse it instead.
  const keys = new Set(shipments.map((s) => s.key));
  if ([...choice.keys()].some((key) => !keys.has(key as ShipmentKey))) return { ok: false, message: CHOICE_GONE };
  if (shipments.length === 0) return { ok: false, message: 'Your basket is empty, so there is nothing to deliver.' };
  return { ok: true, shipments, shippingPence: priced.totals.shippingPence, amountDuePence: priced.totals.amountDuePence };
}

/** A pick the sheet sent that no longer fits the basket (it changed meanwhile): the shopper chooses again. */
export const CHOICE_GONE = 'The delivery you picked is no longer offered for this basket. Please choose again.';

/** The most delivery options one sheet lists: each is a whole way to send the basket, and a sheet is a short list. */
export const MAX_SHEET_OPTIONS = 8;

/**
 * Every way the sheet may send the basket to this postcode, as Payment Request's shipping options:
 * the shop's preferred methods first, then each other combination of the methods that can take
 * each shipment (van or pallet, standard or next day), each on its earliest dates with its own
 * charge and amount due, up to MAX_SHEET_OPTIONS. A refusal when not even the first can go.
 */
export function sheetOptions(
  stored: StoredOrder,
  postcode: string,
  now: Date,
): { ok: true; options: Extract<SheetQuote, { ok: true }>[] } | { ok: false; message: string } {
  const preferred = quoteForSheet(stored, postcode, now);
  if (!preferred.ok) return preferred;
  const options = [preferred];
  const seen = new Set([optionKey(preferred.shipments)]);
  for (const combination of combinations(preferred.shipments)) {
    if (options.length >= MAX_SHEET_OPTIONS) break;
    const key = optionKey(combination.map(([shipment, methodId]) => ({ key: shipment, methodId })));
    if (seen.has(key)) continue;
    seen.add(key);
    const quote = quoteForSheet(stored, postcode, now, new Map(combination));
    // A combination one shipment cannot take there (a weight limit, a service) is simply not offered.
    if (quote.ok && optionKey(quote.shipments) === key) options.push(quote);
  }
  return { ok: true, options };
}

const optionKey = (shipments: readonly { key: string; methodId: string }[]) =>
  shipments
    .map((s) => `${s.key}=${s.methodId}`)
    .sort()
    .join('&');

/** Each pick of one offered method per shipment, in display order (the first shipment's methods vary slowest). */
function combinations(shipments: readonly SheetShipment[]): [string, string][][] {
  let all: [string, string][][] = [[]];
  for (const shipment of shipments) {
    all = all.flatMap((picked) => shipment.offeredMethodIds.map((methodId): [string, string][] => [...picked, [shipment.key, methodId]]));
    // Enough to fill the list: the rest would be cut anyway.
    if (all.length > MAX_SHEET_OPTIONS * 4) all = all.slice(0, MAX_SHEET_OPTIONS * 4);
  }
  return all;
}
