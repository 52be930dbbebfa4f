import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import type {
  AdminDeliveryMethodFieldsFragment,
  AdminDeliveryMethodInput,
  AdminDeliveryZone,
  AdminShippingGroup,
  AdminTimedDisplayType,
} from '../gql/graphql.ts';

export const ZONE_ORDER: readonly AdminDeliveryZone[] = ['mainland', 'highlands', 'islands', 'northernIreland', 'islesOfManAndChannel'];

export const ZONE_WORDS: Record<AdminDeliveryZone, string> = {
  mainland: 'Mainland Great Britain',
  highlands: 'Scottish Highlands',
  islands: 'Islands',
  northernIreland: 'Northern Ireland',
  islesOfManAndChannel: 'Isle of Man and Channel Islands',
};

export const WEEKDAY_WORDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * The charges a method may take again for each vehicle an order needs (a load over one pallet
 * goes as several), rather than once per order, in the words the form shows; the API's names.
 */
export const PER_CONSIGNMENT_WORDS = {
  method: "The method's own surcharge",
  zone: "The zone's surcharge",
  bookIn: 'A book-in call',
  restrictedAccess: 'Restricted access',
} as const;
export type PerConsignmentCharge = keyof typeof PER_CONSIGNMENT_WORDS;

interface ZoneText {
  reached: boolean;
  surcharge: string;
  transitMin: string;
  transitMax: string;
}

interface SlotText {
  code: string;
  label: string;
  price: string;
  description: string;
}

/** What the method form holds: every number as typed, so a half-typed "12." is not lost. */
export interface MethodText {
  id: string;
  name: string;
  displayName: string;
  description: string;
  courierId: string;
  group: AdminShippingGroup;
  price: string;
  perPackagePrice: string;
  packageWeightKg: string;
  maxPackagesPerConsignment: string;
  /** The charges taken for each vehicle rather than once. */
  surchargesPerConsignment: string[];
  minWeightKg: string;
  maxWeightKg: string;
  freeOver: string;
  salesChannelFreeOver: string;
  surcharge: string;
  vatRatePercent: string;
  surchargeVatRatePercent: string;
  zones: Record<AdminDeliveryZone, ZoneText>;
  deliveryWeekdays: number[];
  handlingDays: string;
  generateCount: string;
  priority: string;
  sort: string;
  timedEnabled: boolean;
  timedDisplayType: AdminTimedDisplayType;
  slots: SlotText[];
  deliveryDateDisplayFormat: string;
}

const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const kg = (grams: number | null | undefined) => (grams === null || grams === undefined ? '' : String(grams / 1000));

export function textOfMethod(method: AdminDeliveryMethodFieldsFragment): MethodText {
  const zones = Object.fromEntries(
    ZONE_ORDER.map((zone) => {
      const served = method.zones.find((one) => one.zone === zone);
      return [
        zone,
        {
          reached: Boolean(served),
          surcharge: shown(served?.surcharge ?? 0),
          transitMin: shown(served?.transitMin ?? 1),
          transitMax: shown(served?.transitMax ?? 3),
        },
      ];
    }),
  ) as Record<AdminDeliveryZone, ZoneText>;
  return {
    id: method.id,
    name: method.name,
    displayName: method.displayName,
    description: method.description,
    courierId: method.courierId,
    group: method.group,
    price: shown(method.price),
    perPackagePrice: shown(method.perPackagePrice),
    packageWeightKg: kg(method.packageWeightGrams),
    maxPackagesPerConsignment: shown(method.maxPackagesPerConsignment),
    surchargesPerConsignment: [...method.surchargesPerConsignment],
    minWeightKg: kg(method.minWeightGrams),
    maxWeightKg: kg(method.maxWeightGrams),
    freeOver: shown(method.freeOver),
    salesChannelFreeOver: shown(method.salesChannelFreeOver),
    surcharge: shown(method.surcharge),
    vatRatePercent: shown(method.vatRatePercent),
    surchargeVatRatePercent: shown(method.surchargeVatRatePercent),
    zones,
    deliveryWeekdays: [...method.deliveryWeekdays],
    handlingDays: shown(method.handlingDays),
    generateCount: shown(method.generateCount),
    priority: shown(method.priority),
    sort: shown(method.sort),
    timedEnabled: method.timedEnabled,
    timedDisplayType: method.timedDisplayType,
    slots: method.slots.map((slot) => ({ ...slot, price: shown(slot.price) })),
    deliveryDateDisplayFormat: method.deliveryDateDisplayFormat,
  };
}

/** A new method's starting point: a mainland parcel service, for staff to change. */
export function newMethodText(courierId: string): MethodText {
  return textOfMethod({
    id: '',
    name: '',
    displayName: '',
    description: '',
    courierId,
    group: 'parcel',
    retired: false,
    price: 0,
    perPackagePrice: null,
    packageWeightGrams: 15_000,
    maxPackagesPerConsignment: null,
    surchargesPerConsignment: [],
    minWeightGrams: 0,
    maxWeightGrams: null,
    freeOver: null,
    salesChannelFreeOver: null,
    surcharge: 0,
    vatRatePercent: 20,
    surchargeVatRatePercent: 20,
    zones: [{ zone: 'mainland', surcharge: 0, transitMin: 1, transitMax: 3 }],
    handlingDays: 0,
    deliveryWeekdays: [1, 2, 3, 4, 5],
    generateCount: 5,
    priority: 1,
    sort: 50,
    timedEnabled: false,
    timedDisplayType: 'buttons',
    slots: [],
    deliveryDateDisplayFormat: 'EEEE d MMMM',
  });
}

/**
 * The API's input from what was typed, or the fields that are not numbers. Ranges and the rules
 * across fields are the server's to judge (the engine's own parser), so it alone says what is wrong there.
 */
export function inputOfText(text: MethodText): { ok: true; input: AdminDeliveryMethodInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (field: string, typed: string, optional = false): number | null => {
    const trimmed = typed.trim();
    if (trimmed === '' && optional) return null;
    const value = Number(trimmed);
    if (trimmed === '' || !Number.isFinite(value)) {
      errors[field] = optional ? 'must be a number, or left empty' : 'must be a number';
      return 0;
    }
    return value;
  };
  const grams = (field: string, typed: string, optional = false) => {
    const value = number(field, typed, optional);
    return value === null ? null : Math.round(value * 1000);
  };
  const zones = ZONE_ORDER.filter((zone) => text.zones[zone].reached).map((zone) => ({
    zone,
    surcharge: number('zones', text.zones[zone].surcharge) ?? 0,
    transitMin: number('zones', text.zones[zone].transitMin) ?? 0,
    transitMax: number('zones', text.zones[zone].transitMax) ?? 0,
  }));
  const input: AdminDeliveryMethodInput = {
    id: text.id.trim(),
    name: text.name,
    displayName: text.displayName,
    description: text.description,
    courierId: text.courierId,
    group: text.group,
    price: number('price', text.price) ?? 0,
    perPackagePrice: number('perPackagePrice', text.perPackagePrice, true),
    packageWeightGrams: grams('packageWeightGrams', text.packageWeightKg) ?? 0,
    maxPackagesPerConsignment: number('maxPackagesPerConsignment', text.maxPackagesPerConsignment, true),
    // In the API's order, so a form that only ticked and unticked the same boxes sends what it read.
    surchargesPerConsignment: (Object.keys(PER_CONSIGNMENT_WORDS) as PerConsignmentCharge[]).filter((kind) =>
      text.surchargesPerConsignment.includes(kind),
    ),
    minWeightGrams: grams('minWeightGrams', text.minWeightKg) ?? 0,
    maxWeightGrams: grams('maxWeightGrams', text.maxWeightKg, true),
    freeOver: number('freeOver', text.freeOver, true),
    salesChannelFreeOver: number('salesChannelFreeOver', text.salesChannelFreeOver, true),
    surcharge: number('surcharge', text.surcharge) ?? 0,
    vatRatePercent: number('vatRatePercent', text.vatRatePercent) ?? 0,
    surchargeVatRatePercent: number('surchargeVatRatePercent', text.surchargeVatRatePercent) ?? 0,
    zones,
    handlingDays: number('handlingDays', text.handlingDays) ?? 0,
    deliveryWeekdays: [...text.deliveryWeekdays].sort(),
    generateCount: number('generateCount', text.generateCount) ?? 0,
    priority: number('priority', text.priority) ?? 0,
    sort: number('sort', text.sort) ?? 0,
    timedEnabled: text.timedEnabled,
    timedDisplayType: text.timedDisplayType,
    slots: text.slots.map((slot) => ({ ...slot, price: number('slots', slot.price) ?? 0 })),
    deliveryDateDisplayFormat: text.deliveryDateDisplayFormat,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
