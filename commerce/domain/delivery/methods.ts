import type { Pence } from '../money.ts';
import type { CalendarRegion } from './calendar-region.ts';
import { isCutoffTime } from './dispatch.ts';
import type { Zone } from './zones.ts';

/** How goods travel: the shop's own vans (log crates), a pallet network (pellets), or parcel post. */
export type ShippingGroup = 'van' | 'pallet' | 'parcel';

export const SHIPPING_GROUPS: readonly ShippingGroup[] = ['van', 'pallet', 'parcel'];

export interface TransitDays {
  /** Working days from dispatch to the earliest delivery. */
  min: number;
  /** The slowest the courier promises; only shown to the shopper. */
  max: number;
}

export interface TimedSlot {
  label: string;
  code: string;
  /** VAT included, at the method's rate; added on top of delivery and never waived. */
  pricePence: Pence;
  description: string;
}

export type TimedDisplayType = 'buttons' | 'dropdown';

export interface ShippingMethodRule {
  id: string;
  /** What staff call it, e.g. 'Pallet – standard'. */
  name: string;
  /** What the shopper sees, e.g. 'Pallet delivery'; also used in messages. */
  displayName: string;
  description: string;
  courierId: string;
  group: ShippingGroup;
  minWeightGrams: number;
  /**
   * The heaviest shipment the method takes in one order, over all its consignments; null = no
   * upper limit. A load heavier than one package is not refused for that: it goes as more packages.
   */
  maxWeightGrams: number | null;
  /** Price of the first package, VAT included. */
  pricePence: Pence;
  /** Price of each further package, VAT included; absent = packages after the first are free. */
  perPackagePence?: Pence;
  /** Weight one package (crate, pallet, parcel) holds; fixes packageCount. */
  packageWeightGrams: number;
  /**
   * Most packages one consignment (one vehicle's drop) carries; more go as further consignments,
   * each priced from the first package again. null or absent = one consignment carries them all.
   */
  maxPackagesPerConsignment?: number | null;
  /** Goods total (VAT included) at or above which the price is waived; null = never free. */
  freeOverPence: Pence | null;
  /** The same for orders through a sales channel other than the shop; null = never free there. */
  salesChannelFreeOverPence: Pence | null;
  /** A flat surcharge on every delivery by this method (e.g. fuel); never waived. */
  surchargePence: Pence;
  surchargeVatBasisPoints: number;
  vatBasisPoints: number;
  /**
   * Surcharges the courier charges for each consignment (each lorry's drop pays the zone's extra
   * miles, each needs its own tail-lift) rather than once for the shipment. Absent or empty:
   * every surcharge is charged once, however many consignments the load needs.
   */
  surchargesPerConsignment?: readonly SurchargeKind[];
  /** Extra for a zone, VAT at `vatBasisPoints`; never waived, because it is the courier's cost. */
  zoneSurchargesPence: Partial<Record<Zone, Pence>>;
  servedZones: readonly Zone[];
  transitDaysByZone: Partial<Record<Zone, TransitDays>>;
  handlingDays: number;
  generateCount: number;
  /** ISO weekdays, 1 = Monday … 5 = Friday. */
  deliveryWeekdays: readonly number[];
  /** Lowest number is offered as the default choice. */
  priority: number;
  /** Display order, ascending. */
  sort: number;
  timedEnabled: boolean;
  timedConfig: readonly TimedSlot[];
  timedDisplayType: TimedDisplayType;
  /** Pattern for `formatIsoDate`, e.g. 'EEEE d MMMM'. */
  deliveryDateDisplayFormat: string;
}

/**
 * bookIn: the courier phones to agree the day. restrictedAccess: a smaller vehicle with a
 * tail-lift for addresses a lorry cannot reach.
 */
export type ServiceType = 'bookIn' | 'restrictedAccess';

/** What a surcharge is for: the method's own, the zone's, or a service the courier adds. */
export type SurchargeKind = 'method' | 'zone' | ServiceType;

export const SURCHARGE_KINDS: readonly SurchargeKind[] = ['method', 'zone', 'bookIn', 'restrictedAccess'];

export interface CourierService {
  type: ServiceType;
  name: string;
  description: string;
  surchargePence: Pence;
  vatBasisPoints: number;
}

export interface Courier {
  id: string;
  name: string;
  /** 'HH:MM' London time by which an order must be placed to count today as a dispatch day. */
  cutoffTime: string;
  /** Whose bank holidays close the dispatching yard. */
  dispatchRegion: CalendarRegion;
  services: readonly CourierService[];
}

export function courierService(courier: Courier, type: ServiceType): CourierService | null {
  return courier.services.find((service) => service.type === type) ?? null;
}

/** The flags the API shows; derived from `services` so there is one source of truth. */
export function courierServiceFlags(courier: Courier): { hasBookInService: boolean; hasRestrictedAccessService: boolean } {
  return {
    hasBookInService: courierService(courier, 'bookIn') !== null,
    hasRestrictedAccessService: courierService(courier, 'restrictedAccess') !== null,
  };
}

function isWholePence(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * What is wrong with a method as stored, for the admin screen and seed checks. Quoting trusts
 * rules that pass this; an empty list means the rule is usable.
 */
export function methodRuleProblems(method: ShippingMethodRule, couriers: readonly Courier[]): string[] {
  const problems: string[] = [];
  const courier = couriers.find((c) => c.id === method.courierId);
  if (!courier) problems.push(`Unknown courier '${method.courierId}'.`);
  else if (!isCutoffTime(courier.cutoffTime)) problems.push(`Courier cut-off '${courier.cutoffTime}' is not HH:MM.`);
  const amounts: [string, number | null | undefined][] = [
    ['pricePence', method.pricePence],
    ['perPackagePence', method.perPackagePence],
    ['freeOverPence', method.freeOverPence],
    ['salesChannelFreeOverPence', method.salesChannelFreeOverPence],
    ['surchargePence', method.surchargePence],
    ...Object.entries(method.zoneSurchargesPence).map(([zone, pence]) => [`zoneSurchargesPence.${zone}`, pence] as [string, number]),
    ...method.timedConfig.map((slot) => [`timed slot ${slot.code}`, slot.pricePence] as [string, number]),
  ];
  for (const [field, value] of amounts) {
    if (value !== null && value !== undefined && !isWholePence(value)) problems.push(`${field} is not whole pence: ${value}.`);
  }
  if (method.maxWeightGrams !== null && method.maxWeightGrams < method.minWeightGrams) {
    problems.push('maxWeightGrams is below minWeightGrams.');
  }
  if (!(method.packageWeightGrams > 0)) problems.push('packageWeightGrams must be above zero.');
  const cap = method.maxPackagesPerConsignment ?? null;
  if (cap !== null && !(Number.isInteger(cap) && cap >= 1)) problems.push('maxPackagesPerConsignment must be a whole number ≥ 1.');
  const perConsignment = method.surchargesPerConsignment ?? [];
  if (new Set(perConsignment).size !== perConsignment.length) problems.push('surchargesPerConsignment names a surcharge twice.');
  if (method.servedZones.includes('notServed')) problems.push("'notServed' cannot be a served zone.");
  for (const zone of method.servedZones) {
    const transit = method.transitDaysByZone[zone];
    if (!transit) problems.push(`No transit days for served zone '${zone}'.`);
    else if (!Number.isInteger(transit.min) || transit.min < 0 || transit.max < transit.min) {
      problems.push(`Transit days for '${zone}' must be whole numbers with min ≤ max.`);
    }
  }
  if (!Number.isInteger(method.handlingDays) || method.handlingDays < 0) problems.push('handlingDays must be ≥ 0.');
  if (!Number.isInteger(method.generateCount) || method.generateCount < 1) problems.push('generateCount must be ≥ 1.');
  if (method.deliveryWeekdays.length === 0 || method.deliveryWeekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 5)) {
    problems.push('deliveryWeekdays must be 1 (Monday) to 5 (Friday).');
  }
  if (method.timedEnabled && method.timedConfig.length === 0) problems.push('Timed delivery is enabled with no slots.');
  const codes = method.timedConfig.map((slot) => slot.code.toUpperCase());
  if (new Set(codes).size !== codes.length) problems.push('Timed slot codes repeat.');
  return problems;
}
