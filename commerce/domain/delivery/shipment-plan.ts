import type { Pence } from '../money.ts';
import { calendarRegionOf, type CalendarRegion } from './calendar-region.ts';
import { dispatchDayFor } from './dispatch.ts';
import { shipmentCharge, type ShipmentCharge } from './charges.ts';
import { validateChosenDate, type ChosenDateCheck } from './chosen-date.ts';
import type { HolidaysByRegion } from './holidays.ts';
import type { Courier, ServiceType, ShippingGroup, ShippingMethodRule, SurchargeKind, TimedSlot } from './methods.ts';
import { parseUkPostcode, type PostcodeProblem } from './postcode.ts';
import { formatKilograms, quoteMethod, type EligibleQuote, type IneligibleQuote, type SalesChannelKind } from './quote.ts';
import type { AppliedService } from './services.ts';
import type { Shipment, ShipmentKey } from './shipments.ts';
import { selectTimedSlot, type TimedSlotChoice } from './timed-slots.ts';
import { zoneOf, type Zone, type ZoneRule } from './zones.ts';

export interface DeliveryAddress {
  /** As the shopper typed it. */
  postcode: string;
  restrictedAccess?: boolean;
}

/** What the shopper has picked so far; anything absent takes its default. */
export interface ShipmentChoice {
  methodId?: string | null;
  deliveryDate?: string | null;
  timedSlotCode?: string | null;
  services?: readonly ServiceType[];
  /**
   * Which surcharges a placed order pays per consignment, as written down when it was placed, so
   * a later change to the method's rule leaves its charges as they were; absent for a basket,
   * which follows the rule as it is now.
   */
  surchargesPerConsignment?: readonly SurchargeKind[];
}

export interface PlanShipmentInput {
  shipment: Shipment;
  address: DeliveryAddress;
  methods: readonly ShippingMethodRule[];
  couriers: readonly Courier[];
  zoneRules: readonly ZoneRule[];
  holidays: HolidaysByRegion;
  now: Date;
  channel?: SalesChannelKind;
  choice?: ShipmentChoice;
}

export type ShipmentErrorCode =
  | PostcodeProblem['code']
  | 'POSTCODE_NOT_SERVED'
  | 'NO_METHOD_AVAILABLE'
  | 'TOO_HEAVY'
  | 'METHOD_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | Extract<ChosenDateCheck, { ok: false }>['code']
  | Extract<TimedSlotChoice, { ok: false }>['code'];

export interface ShipmentError {
  code: ShipmentErrorCode;
  message: string;
}

export interface ShipmentPlan {
  key: ShipmentKey;
  group: ShippingGroup;
  lineIds: string[];
  weightGrams: number;
  goodsPence: Pence;
  /** Normalised, or null when it could not be read. */
  postcode: string | null;
  zone: Zone | null;
  region: CalendarRegion | null;
  /** In display order. */
  availableShippingMethods: EligibleQuote[];
  /** With the reason each one is out, so the checkout can say why. */
  unavailableShippingMethods: IneligibleQuote[];
  shippingMethod: EligibleQuote | null;
  services: AppliedService[];
  timedSlot: TimedSlot | null;
  estDispatchDate: string | null;
  estDeliveryDate: string | null;
  /** The shipment's pre-order date, when it holds one: it leaves no earlier than this. */
  readyDate: string | null;
  /** Lines that could leave now but wait with the shipment for its pre-order. */
  waitingLineIds: string[];
  charge: ShipmentCharge | null;
  isShipmentValid: boolean;
  shipmentErrors: ShipmentError[];
}

const SERVICE_PHRASES: Readonly<Record<ServiceType, string>> = {
  bookIn: 'booked-in delivery',
  restrictedAccess: 'restricted-access delivery',
};

function byDisplayOrder(a: EligibleQuote, b: EligibleQuote): number {
  return a.sort - b.sort || a.methodId.localeCompare(b.methodId);
}

function byPreference(a: EligibleQuote, b: EligibleQuote): number {
  return a.priority - b.priority || byDisplayOrder(a, b);
}

/**
 * Everything the checkout shows for one shipment. Problems come back as shipment errors a shopper
 * can act on, never as exceptions: a bad postcode or a method that no longer fits is a normal
 * state of a cart. A chosen method that stops fitting is reported, not swapped silently for
 * another at a different price.
 */
/**
 * When the shipment leaves: for the earliest delivery date, the first dispatch day (what the
 * checkout promised); for a later date the shopper picked, the day it must leave to arrive then,
 * on the courier's yard calendar and the road's.
 */
function dispatchDayOf(input: PlanShipmentInput, destination: CalendarRegion | null, quote: EligibleQuote, deliveryDate: string): string {
  const courier = input.couriers.find((c) => c.id === quote.courierId);
  if (!courier || deliveryDate === quote.earliestDeliveryDate) return quote.estDispatchDate;
  const yard = input.holidays[courier.dispatchRegion];
  const road = destination ? new Set([...yard, ...input.holidays[destination]]) : yard;
  return dispatchDayFor(deliveryDate, quote.transitDays.min, yard, road);
}

/**
 * When a method that reaches the address refused the load only for its weight, the weight is the
 * reason nothing can go, not the address: say how heavy it is, the most one order can be, and
 * how much to take out and order separately.
 */
function tooHeavyError(weightGrams: number, refused: readonly IneligibleQuote[]): ShipmentError | null {
  const limits = refused.flatMap((q) => (q.code === 'TOO_HEAVY' && q.maxWeightGrams !== undefined ? [q.maxWeightGrams] : []));
  if (limits.length === 0) return null;
  const most = Math.max(...limits);
  return {
    code: 'TOO_HEAVY',
    message:
      `At ${formatKilograms(weightGrams)}, these items are more than we deliver in one order (at most ${formatKilograms(most)}). ` +
      `Take at least ${formatKilograms(weightGrams - most)} out of the basket and order it separately.`,
  };
}

export function planShipment(input: PlanShipmentInput): ShipmentPlan {
  const { shipment, choice = {} } = input;
  const errors: ShipmentError[] = [];
  const plan: ShipmentPlan = {
    key: shipment.key,
    group: shipment.group,
    lineIds: [...shipment.lineIds],
    weightGrams: shipment.weightGrams,
    goodsPence: shipment.goodsPence,
    postcode: null,
    zone: null,
    region: null,
    availableShippingMethods: [],
    unavailableShippingMethods: [],
    shippingMethod: null,
    services: [],
    timedSlot: null,
    estDispatchDate: null,
    estDeliveryDate: null,
    readyDate: shipment.readyDate,
    waitingLineIds: [...shipment.waitingLineIds],
    charge: null,
    isShipmentValid: false,
    shipmentErrors: errors,
  };

  const parsed = parseUkPostcode(input.address.postcode);
  if (!parsed.ok) {
    errors.push({ code: parsed.code, message: parsed.message });
    return plan;
  }
  plan.postcode = parsed.postcode;
  plan.zone = zoneOf(parsed, input.zoneRules);
  plan.region = calendarRegionOf(parsed);
  if (plan.zone === 'notServed') {
    errors.push({
      code: 'POSTCODE_NOT_SERVED',
      message: `We can't deliver to ${parsed.postcode}; please use another delivery address.`,
    });
    return plan;
  }

  const destination = { zone: plan.zone, region: plan.region, restrictedAccess: input.address.restrictedAccess ?? false };
  const quotes = input.methods
    .filter((method) => method.group === shipment.group)
    .map((method) => {
      const courier = input.couriers.find((c) => c.id === method.courierId);
      if (!courier) throw new RangeError(`Method ${method.id} names unknown courier ${method.courierId}.`);
      const frozen = choice.surchargesPerConsignment;
      return quoteMethod({
        method: frozen === undefined ? method : { ...method, surchargesPerConsignment: frozen },
        courier,
        shipment: {
          weightGrams: shipment.weightGrams,
          goodsPence: shipment.goodsPence,
          requestedServices: choice.services ?? [],
          notBefore: shipment.readyDate,
        },
        destination,
        now: input.now,
        holidays: input.holidays,
        channel: input.channel ?? 'shop',
      });
    });
  plan.availableShippingMethods = quotes.filter((q): q is EligibleQuote => q.eligible).sort(byDisplayOrder);
  plan.unavailableShippingMethods = quotes.filter((q): q is IneligibleQuote => !q.eligible);

  if (plan.availableShippingMethods.length === 0) {
    const tooHeavy = tooHeavyError(shipment.weightGrams, plan.unavailableShippingMethods);
    if (tooHeavy) {
      errors.push(tooHeavy);
      return plan;
    }
    const reasons = [...new Set(plan.unavailableShippingMethods.map((q) => q.reason))];
    errors.push({
      code: 'NO_METHOD_AVAILABLE',
      message: [`We have no delivery for these items to ${parsed.postcode}.`, ...reasons].join(' '),
    });
    return plan;
  }

  const chosen = choice.methodId
    ? plan.availableShippingMethods.find((q) => q.methodId === choice.methodId)
    : [...plan.availableShippingMethods].sort(byPreference)[0];
  if (!chosen) {
    const refused = plan.unavailableShippingMethods.find((q) => q.methodId === choice.methodId);
    errors.push({
      code: 'METHOD_UNAVAILABLE',
      message: refused ? `${refused.reason} Choose another delivery method.` : 'Choose a delivery method from the list.',
    });
    return plan;
  }
  plan.shippingMethod = chosen;
  plan.services = chosen.services;
  plan.estDispatchDate = chosen.estDispatchDate;
  for (const type of chosen.unavailableServices) {
    errors.push({
      code: 'SERVICE_UNAVAILABLE',
      message: `${chosen.displayName} does not offer ${SERVICE_PHRASES[type]}; untick it or choose another method.`,
    });
  }

  const rule = input.methods.find((m) => m.id === chosen.methodId) as ShippingMethodRule;
  if (choice.timedSlotCode) {
    const slot = selectTimedSlot(rule, choice.timedSlotCode);
    if (slot.ok) plan.timedSlot = slot.slot;
    else errors.push({ code: slot.code, message: slot.message });
  }

  if (choice.deliveryDate) {
    const date = validateChosenDate(chosen, choice.deliveryDate);
    if (date.ok) plan.estDeliveryDate = date.date;
    else errors.push({ code: date.code, message: date.message });
  } else {
    plan.estDeliveryDate = chosen.earliestDeliveryDate;
  }

  if (plan.estDeliveryDate) plan.estDispatchDate = dispatchDayOf(input, plan.region, chosen, plan.estDeliveryDate);
  plan.charge = shipmentCharge(chosen, plan.timedSlot);
  plan.isShipmentValid = errors.length === 0;
  return plan;
}
