import { vatIncluded, type Pence } from '../money.ts';
import type { CalendarRegion } from './calendar-region.ts';
import { deliveryRange, offerDeliveryDates } from './delivery-dates.ts';
import { packLoad } from './packages.ts';
import { estimateDispatch } from './dispatch.ts';
import type { HolidaysByRegion } from './holidays.ts';
import type {
  Courier,
  CourierService,
  ServiceType,
  ShippingGroup,
  ShippingMethodRule,
  SurchargeKind,
  TimedDisplayType,
  TimedSlot,
  TransitDays,
} from './methods.ts';
import { resolveServices, type AppliedService } from './services.ts';
import { ZONE_PHRASES, type Zone } from './zones.ts';

export interface ShipmentLoad {
  weightGrams: number;
  /** Goods in the shipment, VAT included: what free-delivery thresholds are measured against. */
  goodsPence: Pence;
  requestedServices?: readonly ServiceType[];
  /** ISO date before which it cannot leave (it holds a pre-order); null or absent when it can leave now. */
  notBefore?: string | null;
}

export interface Destination {
  zone: Zone;
  region: CalendarRegion;
  restrictedAccess?: boolean;
}

/** 'shop' is our own site; 'salesChannel' any other channel, with its own free-delivery threshold. */
export type SalesChannelKind = 'shop' | 'salesChannel';

export interface QuoteInput {
  method: ShippingMethodRule;
  courier: Courier;
  shipment: ShipmentLoad;
  destination: Destination;
  now: Date;
  holidays: HolidaysByRegion;
  channel?: SalesChannelKind;
}

export interface SurchargeLine {
  kind: SurchargeKind;
  /** For all its consignments: `consignments` times the rule's amount. */
  pence: Pence;
  /** How many times it is charged: the shipment's consignments when the method charges it per consignment, else 1. */
  consignments: number;
  taxPence: Pence;
  /** A surcharge may carry another rate than the method's: the VAT receipt totals by rate. */
  vatBasisPoints: number;
}

export interface EligibleQuote {
  eligible: true;
  methodId: string;
  name: string;
  displayName: string;
  description: string;
  group: ShippingGroup;
  courierId: string;
  courierName: string;
  priority: number;
  sort: number;
  zone: Zone;
  packageCount: number;
  /** Separate deliveries the packages need: above one only when the method caps a consignment. */
  consignmentCount: number;
  /** The threshold that applied; null when this method is never free in this channel. */
  freeOverPence: Pence | null;
  isFree: boolean;
  /** The method's own price (0 when free), VAT included, and the VAT in it. */
  shippingPence: Pence;
  shippingTaxPence: Pence;
  /** Method, zone and service surcharges together; never waived. */
  surchargePence: Pence;
  surchargeTaxPence: Pence;
  surcharges: SurchargeLine[];
  /** The surcharges this method charges per consignment, as quoted (a placed order writes them down). */
  surchargesPerConsignment: SurchargeKind[];
  /** Before any timed slot: see `shipmentCharge`. */
  totalPence: Pence;
  totalTaxPence: Pence;
  vatBasisPoints: number;
  services: AppliedService[];
  /** Services the shopper may add with this courier. */
  availableServices: CourierService[];
  restrictedAccessForced: boolean;
  /** Requested services this courier does not offer. */
  unavailableServices: ServiceType[];
  estDispatchDate: string;
  earliestDeliveryDate: string;
  estDeliveryDates: string[];
  transitDays: TransitDays;
  deliveryRange: string;
  timedEnabled: boolean;
  timedSlots: readonly TimedSlot[];
  timedDisplayType: TimedDisplayType;
  deliveryDateDisplayFormat: string;
}

export type IneligibleCode = 'ZONE_NOT_SERVED' | 'TOO_HEAVY' | 'TOO_LIGHT' | 'RESTRICTED_ACCESS_UNAVAILABLE';

export interface IneligibleQuote {
  eligible: false;
  methodId: string;
  displayName: string;
  code: IneligibleCode;
  /** A sentence the shopper understands. */
  reason: string;
  /** For TOO_HEAVY: the most the method takes, so the shipment can say how much to take off. */
  maxWeightGrams?: number;
}

export type MethodQuote = EligibleQuote | IneligibleQuote;

const KILOGRAMS = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** '1,000 kg', '30 kg', '0.5 kg'. */
export function formatKilograms(grams: number): string {
  return `${KILOGRAMS.format(grams / 1000)} kg`;
}

export function freeDeliveryThreshold(method: ShippingMethodRule, channel: SalesChannelKind): Pence | null {
  return channel === 'salesChannel' ? method.salesChannelFreeOverPence : method.freeOverPence;
}

/** Closed days at either end of the journey. */
function unionOf(a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> {
  return a === b ? a : new Set([...a, ...b]);
}

/**
 * Whether a method can carry a shipment to a destination, and if so what it costs and when it
 * can arrive. Dispatch follows the yard's calendar; transit and delivery skip the closed days
 * of both the yard's and the destination's calendar, because a date is only a promise if
 * both ends are working.
 */
export function quoteMethod(input: QuoteInput): MethodQuote {
  const { method, courier, shipment, destination } = input;
  if (method.courierId !== courier.id) {
    throw new RangeError(`Method ${method.id} goes by ${method.courierId}, not ${courier.id}.`);
  }
  if (!Number.isFinite(shipment.weightGrams) || shipment.weightGrams < 0) {
    throw new RangeError(`Not a shipment weight: ${shipment.weightGrams}`);
  }
  const refuse = (code: IneligibleCode, reason: string): IneligibleQuote => ({
    eligible: false,
    methodId: method.id,
    displayName: method.displayName,
    code,
    reason,
  });

  const transitDays = method.transitDaysByZone[destination.zone];
  if (destination.zone === 'notServed') return refuse('ZONE_NOT_SERVED', 'We cannot deliver to this postcode.');
  if (!method.servedZones.includes(destination.zone) || !transitDays) {
    return refuse('ZONE_NOT_SERVED', `${method.displayName} does not reach ${ZONE_PHRASES[destination.zone]}.`);
  }
  if (method.maxWeightGrams !== null && shipment.weightGrams > method.maxWeightGrams) {
    return {
      ...refuse(
        'TOO_HEAVY',
        `${method.displayName} takes at most ${formatKilograms(method.maxWeightGrams)} in one order; these items weigh ${formatKilograms(shipment.weightGrams)}.`,
      ),
      maxWeightGrams: method.maxWeightGrams,
    };
  }
  if (shipment.weightGrams < method.minWeightGrams) {
    return refuse('TOO_LIGHT', `This delivery is for orders of ${formatKilograms(method.minWeightGrams)} or more.`);
  }
  const serviceResolution = resolveServices(
    courier,
    { restrictedAccess: destination.restrictedAccess ?? false, requested: shipment.requestedServices ?? [] },
    method.displayName,
  );
  if (!serviceResolution.ok) return refuse(serviceResolution.code, serviceResolution.reason);

  const { packageCount, consignmentCount, fullPricePence: fullPrice } = packLoad(method, shipment.weightGrams);
  const freeOverPence = freeDeliveryThreshold(method, input.channel ?? 'shop');
  const isFree = freeOverPence !== null && shipment.goodsPence >= freeOverPence;
  const shippingPence = isFree ? 0 : fullPrice;
  const shippingTaxPence = vatIncluded(shippingPence, method.vatBasisPoints);

  const surcharges: SurchargeLine[] = [];
  const perConsignment = new Set(method.surchargesPerConsignment ?? []);
  const addSurcharge = (kind: SurchargeLine['kind'], unitPence: Pence, vatBasisPoints: number): void => {
    if (unitPence <= 0) return;
    // Each consignment is a delivery of its own: where the rule says so, each pays the surcharge.
    const consignments = perConsignment.has(kind) ? consignmentCount : 1;
    const pence = unitPence * consignments;
    surcharges.push({ kind, pence, consignments, taxPence: vatIncluded(pence, vatBasisPoints), vatBasisPoints });
  };
  addSurcharge('method', method.surchargePence, method.surchargeVatBasisPoints);
  addSurcharge('zone', method.zoneSurchargesPence[destination.zone] ?? 0, method.vatBasisPoints);
  for (const service of serviceResolution.services) {
    addSurcharge(service.type, service.surchargePence, service.vatBasisPoints);
  }
  const surchargePence = surcharges.reduce((sum, line) => sum + line.pence, 0);
  const surchargeTaxPence = surcharges.reduce((sum, line) => sum + line.taxPence, 0);

  const dispatchHolidays = input.holidays[courier.dispatchRegion];
  const estDispatchDate = estimateDispatch({
    now: input.now,
    cutoffTime: courier.cutoffTime,
    handlingDays: method.handlingDays,
    holidays: dispatchHolidays,
    notBefore: shipment.notBefore ?? null,
  });
  const offered = offerDeliveryDates({
    dispatchDate: estDispatchDate,
    transitDays: transitDays.min,
    generateCount: method.generateCount,
    holidays: unionOf(dispatchHolidays, input.holidays[destination.region]),
    deliveryWeekdays: method.deliveryWeekdays,
  });

  return {
    eligible: true,
    methodId: method.id,
    name: method.name,
    displayName: method.displayName,
    description: method.description,
    group: method.group,
    courierId: courier.id,
    courierName: courier.name,
    priority: method.priority,
    sort: method.sort,
    zone: destination.zone,
    packageCount,
    consignmentCount,
    freeOverPence,
    isFree,
    shippingPence,
    shippingTaxPence,
    surchargePence,
    surchargeTaxPence,
    surcharges,
    surchargesPerConsignment: [...perConsignment],
    totalPence: shippingPence + surchargePence,
    totalTaxPence: shippingTaxPence + surchargeTaxPence,
    vatBasisPoints: method.vatBasisPoints,
    services: serviceResolution.services,
    availableServices: courier.services.filter((s) => !serviceResolution.services.some((a) => a.type === s.type)),
    restrictedAccessForced: serviceResolution.restrictedAccessForced,
    unavailableServices: serviceResolution.unavailable,
    estDispatchDate,
    earliestDeliveryDate: offered.earliest,
    estDeliveryDates: offered.dates,
    transitDays: { ...transitDays },
    deliveryRange: deliveryRange(transitDays.min, transitDays.max),
    timedEnabled: method.timedEnabled,
    timedSlots: method.timedEnabled ? method.timedConfig : [],
    timedDisplayType: method.timedDisplayType,
    deliveryDateDisplayFormat: method.deliveryDateDisplayFormat,
  };
}
