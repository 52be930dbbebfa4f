import type { Courier, ShippingGroup, ShippingMethodRule, SurchargeKind, TimedDisplayType } from '../domain/delivery/methods.ts';
import { UK_ZONE_RULES } from '../domain/delivery/uk-zone-rules.ts';
import type { Zone, ZoneRule } from '../domain/delivery/zones.ts';
import { toPounds, type Pence } from '../domain/money.ts';

/** A zone a method reaches, as the desk edits it. */
export interface MethodZoneDraft {
  zone: Exclude<Zone, 'notServed'>;
  surchargePence: Pence;
  transitMin: number;
  transitMax: number;
}

/** A delivery method as the desk sends it, money already in pence and rates in basis points. */
export interface DeliveryMethodDraft {
  id: string;
  name: string;
  displayName: string;
  description: string;
  courierId: string;
  group: ShippingGroup;
  pricePence: Pence;
  perPackagePence: Pence | null;
  packageWeightGrams: number;
  maxPackagesPerConsignment: number | null;
  /** Absent: none for a new method, and a change keeps the method's list (the desk's form does not edit it yet). */
  surchargesPerConsignment?: readonly SurchargeKind[];
  minWeightGrams: number;
  maxWeightGrams: number | null;
  freeOverPence: Pence | null;
  salesChannelFreeOverPence: Pence | null;
  surchargePence: Pence;
  vatBasisPoints: number;
  surchargeVatBasisPoints: number;
  zones: readonly MethodZoneDraft[];
  handlingDays: number;
  deliveryWeekdays: readonly number[];
  generateCount: number;
  priority: number;
  sort: number;
  timedEnabled: boolean;
  timedDisplayType: TimedDisplayType;
  slots: readonly { code: string; label: string; pricePence: Pence; description: string }[];
  deliveryDateDisplayFormat: string;
}

/**
 * The rule the engine reads, from the desk's draft: the served zones, their surcharges and their
 * transit days come from one list, so a zone can never be served without its transit days.
 */
export function ruleFromDraft(draft: DeliveryMethodDraft): ShippingMethodRule {
  return {
    id: draft.id,
    name: draft.name,
    displayName: draft.displayName,
    description: draft.description,
    courierId: draft.courierId,
    group: draft.group,
    minWeightGrams: draft.minWeightGrams,
    maxWeightGrams: draft.maxWeightGrams,
    pricePence: draft.pricePence,
    ...(draft.perPackagePence === null ? {} : { perPackagePence: draft.perPackagePence }),
    packageWeightGrams: draft.packageWeightGrams,
    maxPackagesPerConsignment: draft.maxPackagesPerConsignment,
    ...(draft.surchargesPerConsignment?.length ? { surchargesPerConsignment: [...draft.surchargesPerConsignment] } : {}),
    freeOverPence: draft.freeOverPence,
    salesChannelFreeOverPence: draft.salesChannelFreeOverPence,
    surchargePence: draft.surchargePence,
    surchargeVatBasisPoints: draft.surchargeVatBasisPoints,
    vatBasisPoints: draft.vatBasisPoints,
    zoneSurchargesPence: Object.fromEntries(draft.zones.filter((z) => z.surchargePence > 0).map((z) => [z.zone, z.surchargePence])),
    servedZones: draft.zones.map((z) => z.zone),
    transitDaysByZone: Object.fromEntries(draft.zones.map((z) => [z.zone, { min: z.transitMin, max: z.transitMax }])),
    handlingDays: draft.handlingDays,
    generateCount: draft.generateCount,
    deliveryWeekdays: [...draft.deliveryWeekdays],
    priority: draft.priority,
    sort: draft.sort,
    timedEnabled: draft.timedEnabled,
    timedConfig: draft.slots.map((slot) => ({ ...slot })),
    timedDisplayType: draft.timedDisplayType,
    deliveryDateDisplayFormat: draft.deliveryDateDisplayFormat,
  };
}

const poundsOrNull = (pence: Pence | null | undefined) => (pence === null || pence === undefined ? null : toPounds(pence));

/** A method as the desk shows it: pounds, percent, and its zones as one list. */
export function presentMethodForStaff(rule: ShippingMethodRule, enabled: boolean) {
  return {
    id: rule.id,
    name: rule.name,
    displayName: rule.displayName,
    description: rule.description,
    courierId: rule.courierId,
    group: rule.group,
    retired: !enabled,
    price: toPounds(rule.pricePence),
    perPackagePrice: poundsOrNull(rule.perPackagePence),
    packageWeightGrams: rule.packageWeightGrams,
    maxPackagesPerConsignment: rule.maxPackagesPerConsignment ?? null,
    surchargesPerConsignment: [...(rule.surchargesPerConsignment ?? [])],
    minWeightGrams: rule.minWeightGrams,
    maxWeightGrams: rule.maxWeightGrams,
    freeOver: poundsOrNull(rule.freeOverPence),
    salesChannelFreeOver: poundsOrNull(rule.salesChannelFreeOverPence),
    surcharge: toPounds(rule.surchargePence),
    vatRatePercent: rule.vatBasisPoints / 100,
    surchargeVatRatePercent: rule.surchargeVatBasisPoints / 100,
    zones: rule.servedZones
      .filter((zone): zone is Exclude<Zone, 'notServed'> => zone !== 'notServed')
      .map((zone) => ({
        zone,
        surcharge: toPounds(rule.zoneSurchargesPence[zone] ?? 0),
        transitMin: rule.transitDaysByZone[zone]?.min ?? 0,
        transitMax: rule.transitDaysByZone[zone]?.max ?? 0,
      })),
    handlingDays: rule.handlingDays,
    deliveryWeekdays: [...rule.deliveryWeekdays],
    generateCount: rule.generateCount,
    priority: rule.priority,
    sort: rule.sort,
    timedEnabled: rule.timedEnabled,
    timedDisplayType: rule.timedDisplayType,
    slots: rule.timedConfig.map((slot) => ({
      code: slot.code,
      label: slot.label,
      price: toPounds(slot.pricePence),
      description: slot.description,
    })),
    deliveryDateDisplayFormat: rule.deliveryDateDisplayFormat,
  };
}

export function presentCourierForStaff(courier: Courier) {
  return {
    id: courier.id,
    name: courier.name,
    cutoffTime: courier.cutoffTime,
    services: courier.services.map((s) => ({
      type: s.type,
      name: s.name,
      description: s.description,
      surcharge: toPounds(s.surchargePence),
      vatRatePercent: s.vatBasisPoints / 100,
    })),
  };
}

function ruleText(rule: ZoneRule): string {
  if (rule.fromDistrict === undefined) return rule.area;
  if (rule.fromDistrict === rule.toDistrict) return `${rule.area}${rule.fromDistrict}`;
  return `${rule.area}${rule.fromDistrict}-${rule.area}${rule.toDistrict}`;
}

/** Each served zone's postcode areas as couriers print them; mainland is everything unlisted. */
export function zoneAreasForStaff() {
  const zones = ['highlands', 'islands', 'northernIreland', 'islesOfManAndChannel'] as const;
  return [
    { zone: 'mainland' as const, areas: [] as string[] },
    ...zones.map((zone) => ({ zone, areas: UK_ZONE_RULES.filter((rule) => rule.zone === zone).map(ruleText) })),
  ];
}
