import type { Pence } from '../money.ts';
import type { Courier, ShippingGroup, ShippingMethodRule } from './methods.ts';
import { ZONES, type Zone, type ZoneRule } from './zones.ts';

/**
 * The delivery page states the very rules checkout quotes with: each method's price, when it is
 * free, where it goes and for how much more, how long it takes and what the vehicle can do. The
 * page is built from this, so its words cannot drift from the checkout's figures.
 */

export interface ZoneCharge {
  zone: Zone;
  /** Extra on every delivery to this zone; never waived. */
  surchargePence: Pence;
  transitDays: { min: number; max: number };
}

export interface MethodCharges {
  id: string;
  displayName: string;
  description: string;
  courierName: string;
  pricePence: Pence;
  /** Each package after the first, or null when further packages cost nothing. */
  perPackagePence: Pence | null;
  /** What one package holds, in kilograms (a crate, a pallet, a parcel). */
  packageKilograms: number;
  freeOverPence: Pence | null;
  /** Added to every delivery by this method; never waived. */
  surchargePence: Pence;
  /** The most one order sends by this method, in kilograms; null: no limit. */
  maxKilograms: number | null;
  /** The most packages one delivery (one vehicle) carries; more come as further deliveries. null: no limit. */
  packagesPerConsignment: number | null;
  /** The surcharges each further delivery pays again, in the shopper's words (e.g. "remote-area surcharge"); empty: each is charged once. */
  perConsignmentSurcharges: string[];
  zones: ZoneCharge[];
  notServed: Zone[];
  timedSlots: { label: string; description: string; pricePence: Pence }[];
  services: { name: string; description: string; surchargePence: Pence }[];
  /** The London time by which an order counts today for dispatch. */
  cutoffTime: string;
}

export interface ZoneAreas {
  zone: Zone;
  /** Postcode areas and districts as couriers print them: 'HS', 'IV1–IV28'. */
  areas: string[];
}

export interface DeliveryChargesTable {
  groups: { group: ShippingGroup; methods: MethodCharges[] }[];
  zoneAreas: ZoneAreas[];
}

const GROUP_ORDER: readonly ShippingGroup[] = ['van', 'pallet', 'parcel'];

function methodCharges(method: ShippingMethodRule, couriers: readonly Courier[]): MethodCharges {
  const courier = couriers.find((c) => c.id === method.courierId);
  if (!courier) throw new Error(`Shipping method ${method.id} names courier ${method.courierId}, which is not recorded.`);
  const served = ZONES.filter((zone) => zone !== 'notServed' && method.servedZones.includes(zone));
  return {
    id: method.id,
    displayName: method.displayName,
    description: method.description,
    courierName: courier.name,
    pricePence: method.pricePence,
    perPackagePence: method.perPackagePence ?? null,
    packageKilograms: method.packageWeightGrams / 1000,
    freeOverPence: method.freeOverPence,
    surchargePence: method.surchargePence,
    maxKilograms: method.maxWeightGrams === null ? null : method.maxWeightGrams / 1000,
    packagesPerConsignment: method.maxPackagesPerConsignment ?? null,
    perConsignmentSurcharges: (method.surchargesPerConsignment ?? []).flatMap((kind) => {
      if (kind === 'zone')
        return method.servedZones.some((zone) => (method.zoneSurchargesPence[zone] ?? 0) > 0) ? ['remote-area surcharge'] : [];
      if (kind === 'method') return method.surchargePence > 0 ? [`${method.displayName} surcharge`] : [];
      const service = courier.services.find((s) => s.type === kind);
      return service && service.surchargePence > 0 ? [service.name.toLowerCase()] : [];
    }),
    zones: served.map((zone) => ({
      zone,
      surchargePence: method.zoneSurchargesPence[zone] ?? 0,
      transitDays: method.transitDaysByZone[zone] ?? { min: 0, max: 0 },
    })),
    notServed: ZONES.filter((zone) => zone !== 'notServed' && !method.servedZones.includes(zone)),
    timedSlots: method.timedEnabled
      ? method.timedConfig.map(({ label, description, pricePence }) => ({ label, description, pricePence }))
      : [],
    services: courier.services.map(({ name, description, surchargePence }) => ({ name, description, surchargePence })),
    cutoffTime: courier.cutoffTime,
  };
}

function ruleText(rule: ZoneRule): string {
  if (rule.fromDistrict === undefined) return rule.area;
  if (rule.toDistrict === undefined || rule.toDistrict === rule.fromDistrict) return `${rule.area}${rule.fromDistrict}`;
  return `${rule.area}${rule.fromDistrict}–${rule.area}${rule.toDistrict}`;
}

/** The table the delivery page prints, methods in their display order within van, pallet, parcel. */
export function deliveryChargesTable(
  methods: readonly ShippingMethodRule[],
  couriers: readonly Courier[],
  zoneRules: readonly ZoneRule[],
): DeliveryChargesTable {
  const sorted = [...methods].sort((a, b) => a.sort - b.sort);
  return {
    groups: GROUP_ORDER.map((group) => ({
      group,
      methods: sorted.filter((method) => method.group === group).map((method) => methodCharges(method, couriers)),
    })).filter((entry) => entry.methods.length > 0),
    zoneAreas: ZONES.filter((zone) => zone !== 'mainland')
      .map((zone) => ({ zone, areas: zoneRules.filter((rule) => rule.zone === zone).map(ruleText) }))
      .filter((entry) => entry.areas.length > 0),
  };
}
