import { describe, expect, it } from 'vitest';
import { shipmentCharge } from '../../commerce/domain/delivery/charges.ts';
import { validateChosenDate } from '../../commerce/domain/delivery/chosen-date.ts';
import { calendarRegionOf } from '../../commerce/domain/delivery/calendar-region.ts';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { courierServiceFlags, methodRuleProblems, type Courier, type ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import { parseUkPostcode } from '../../commerce/domain/delivery/postcode.ts';
import { quoteMethod, type EligibleQuote, type MethodQuote, type SalesChannelKind } from '../../commerce/domain/delivery/quote.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import type { ServiceType } from '../../commerce/domain/delivery/methods.ts';
import { selectTimedSlot } from '../../commerce/domain/delivery/timed-slots.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import { zoneOf } from '../../commerce/domain/delivery/zones.ts';

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const NOW = new Date('2026-11-10T09:00:00Z'); // a Tuesday morning, before every cut-off

function seedMethod(id: string): ShippingMethodRule {
  const method = SEED_SHIPPING_METHODS.find((m) => m.id === id);
  if (!method) throw new Error(`no seed method ${id}`);
  return method;
}

function seedCourier(id: string): Courier {
  const courier = SEED_COURIERS.find((c) => c.id === id);
  if (!courier) throw new Error(`no seed courier ${id}`);
  return courier;
}

interface Order {
  postcode?: string;
  goodsPence?: number;
  weightGrams?: number;
  restrictedAccess?: boolean;
  requestedServices?: ServiceType[];
  channel?: SalesChannelKind;
  courier?: Courier;
}

function quote(method: ShippingMethodRule, order: Order = {}): MethodQuote {
  const parsed = parseUkPostcode(order.postcode ?? 'LE12 6UZ');
  if (!parsed.ok) throw new Error(parsed.message);
  return quoteMethod({
    method,
    courier: order.courier ?? seedCourier(method.courierId),
    shipment: {
      weightGrams: order.weightGrams ?? 420_000,
      goodsPence: order.goodsPence ?? 10_000,
      requestedServices: order.requestedServices ?? [],
    },
    destination: {
      zone: zoneOf(parsed, UK_ZONE_RULES),
      region: calendarRegionOf(parsed),
      restrictedAccess: order.restrictedAccess ?? false,
    },
    now: NOW,
    holidays: HOLIDAYS,
    channel: order.channel ?? 'shop',
  });
}

function eligible(result: MethodQuote): EligibleQuote {
  if (!result.eligible) throw new Error(`expected eligible, got: ${result.reason}`);
  return result;
}

const VAN = seedMethod('van-standard');
const PALLET = seedMethod('pallet-standard');
const PALLET_NEXT_DAY = seedMethod('pallet-next-day');
const PARCEL = seedMethod('parcel-standard');

describe('free delivery thresholds', () => {
  it.each([
    ['van at exactly £150', VAN, 15_000, 0, 0],
    ['van one penny under £150', VAN, 14_999, 1995, 333],
    ['pallet at exactly £350', PALLET, 35_000, 0, 0],
    ['pallet one penny under £350', PALLET, 34_999, 3900, 650],
    ['parcel at exactly £40', PARCEL, 4000, 0, 0],
    ['parcel one penny under £40', PARCEL, 3999, 495, 83],
  ])('%s', (_name, method, goodsPence, shippingPence, shippingTaxPence) => {
    const result = eligible(quote(method, { goodsPence, weightGrams: 10_000 }));
    expect(result).toMatchObject({ shippingPence, shippingTaxPence, isFree: shippingPence === 0 });
    expect(result.totalPence).toBe(shippingPence);
  });

  it('is never free on a method without a threshold', () => {
    expect(eligible(quote(PALLET_NEXT_DAY, { goodsPence: 1_000_000 })).shippingPence).toBe(5900);
  });

  it('uses the sales-channel threshold for sales-channel orders', () => {
    const method = { ...VAN, freeOverPence: 15_000, salesChannelFreeOverPence: 10_000 };
    expect(eligible(quote(method, { goodsPence: 12_000, channel: 'salesChannel' })).shippingPence).toBe(0);
    expect(eligible(quote(method, { goodsPence: 12_000, channel: 'shop' })).shippingPence).toBe(1995);
    const neverFreeThere = { ...VAN, salesChannelFreeOverPence: null };
    expect(eligible(quote(neverFreeThere, { goodsPence: 99_999, channel: 'salesChannel' })).shippingPence).toBe(1995);
  });
});

describe('surcharges', () => {
  it('adds the Highlands surcharge and never waives it, even when delivery is free', () => {
    const underThreshold = eligible(quote(VAN, { postcode: 'IV2 3AB', goodsPence: 14_999 }));
    expect(underThreshold).toMatchObject({ shippingPence: 1995, surchargePence: 2500, surchargeTaxPence: 417, totalPence: 4495 });
    const free = eligible(quote(VAN, { postcode: 'IV2 3AB', goodsPence: 15_000 }));
    expect(free).toMatchObject({ isFree: true, shippingPence: 0, surchargePence: 2500, totalPence: 2500, totalTaxPence: 417 });
    expect(free.surcharges).toEqual([{ kind: 'zone', pence: 2500, consignments: 1, taxPence: 417, vatBasisPoints: 2000 }]);
    expect(eligible(quote(VAN, { postcode: 'LE12 6UZ' })).surchargePence).toBe(0);
  });

  it('charges a Northern Ireland pallet surcharge and slower transit', () => {
    const result = eligible(quote(PALLET, { postcode: 'BT1 1AA', weightGrams: 975_000 }));
    expect(result).toMatchObject({ surchargePence: 4500, transitDays: { min: 3, max: 5 }, deliveryRange: 'Delivered in 3–5 working days' });
  });

  it('keeps the method surcharge at its own VAT rate, apart from the zone surcharge', () => {
    const method = { ...PARCEL, surchargePence: 120, surchargeVatBasisPoints: 0 };
    const result = eligible(quote(method, { postcode: 'HS1 2AB', weightGrams: 5000, goodsPence: 5000 }));
    expect(result.surcharges).toEqual([
      { kind: 'method', pence: 120, consignments: 1, taxPence: 0, vatBasisPoints: 0 },
      { kind: 'zone', pence: 900, consignments: 1, taxPence: 150, vatBasisPoints: 2000 },
    ]);
    expect(result).toMatchObject({ shippingPence: 0, surchargePence: 1020, surchargeTaxPence: 150 });
  });
});

describe('eligibility', () => {
  it('refuses an islands postcode for pallet delivery, with a reason', () => {
    expect(quote(PALLET, { postcode: 'HS1 2AB' })).toEqual({
      eligible: false,
      methodId: 'pallet-standard',
      displayName: 'Pallet delivery',
      code: 'ZONE_NOT_SERVED',
      reason: 'Pallet delivery does not reach island addresses.',
    });
    expect(quote(PALLET, { postcode: 'ZE1 0AA' })).toMatchObject({ eligible: false, code: 'ZONE_NOT_SERVED' });
    expect(eligible(quote(PARCEL, { postcode: 'HS1 2AB', weightGrams: 5000 })).surchargePence).toBe(900);
  });

  it('keeps next-day pallets to the mainland', () => {
    expect(quote(PALLET_NEXT_DAY, { postcode: 'IV2 3AB' })).toMatchObject({
      eligible: false,
      reason: 'Next-day pallet delivery does not reach the Scottish Highlands.',
    });
  });

  it('refuses more weight than a method carries, and fewer than its minimum', () => {
    expect(quote(PALLET_NEXT_DAY, { weightGrams: 1_000_001 })).toMatchObject({
      eligible: false,
      code: 'TOO_HEAVY',
      reason: 'Next-day pallet delivery takes at most 1,000 kg in one order; these items weigh 1,000 kg.',
      maxWeightGrams: 1_000_000,
    });
    expect(quote(PALLET_NEXT_DAY, { weightGrams: 1_000_000 }).eligible).toBe(true);
    expect(quote(PARCEL, { weightGrams: 30_500 })).toMatchObject({
      reason: 'Parcel delivery takes at most 30 kg in one order; these items weigh 30.5 kg.',
    });
    expect(quote({ ...PALLET, minWeightGrams: 250_000 }, { weightGrams: 249_999 })).toMatchObject({
      eligible: false,
      code: 'TOO_LIGHT',
      reason: 'This delivery is for orders of 250 kg or more.',
    });
  });

  it('counts packages by weight and charges for each one after the first', () => {
    const twoPallets = eligible(quote(PALLET, { weightGrams: 1_200_000, goodsPence: 30_000 }));
    expect(twoPallets).toMatchObject({ packageCount: 2, shippingPence: 3900 + 2500 });
    expect(eligible(quote(PALLET, { weightGrams: 1_000_000 })).packageCount).toBe(1);
    expect(eligible(quote(PARCEL, { weightGrams: 0 })).packageCount).toBe(1);
  });
});

describe('courier services', () => {
  it('forces restricted access where the address needs it, and charges its surcharge even on free delivery', () => {
    const result = eligible(quote(PALLET, { restrictedAccess: true, goodsPence: 40_000, weightGrams: 900_000 }));
    expect(result.restrictedAccessForced).toBe(true);
    expect(result.services).toEqual([
      { type: 'restrictedAccess', name: 'Tail-lift delivery', force: true, surchargePence: 1500, vatBasisPoints: 2000 },
    ]);
    expect(result).toMatchObject({ shippingPence: 0, surchargePence: 1500, surchargeTaxPence: 250, totalPence: 1500 });
  });

  it('makes a method ineligible when its courier has no restricted-access service', () => {
    const courier: Courier = { ...seedCourier('pallet-express'), services: [] };
    expect(quote(PALLET, { restrictedAccess: true, courier })).toMatchObject({
      eligible: false,
      code: 'RESTRICTED_ACCESS_UNAVAILABLE',
      reason: 'Pallet delivery cannot reach addresses with restricted access; choose another delivery method.',
    });
    expect(courierServiceFlags(courier)).toEqual({ hasBookInService: false, hasRestrictedAccessService: false });
  });

  it('applies a requested book-in when offered, and reports it when not', () => {
    const van = eligible(quote(VAN, { requestedServices: ['bookIn'] }));
    expect(van.services).toMatchObject([{ type: 'bookIn', force: false }]);
    expect(van.unavailableServices).toEqual([]);
    const pallet = eligible(quote(PALLET, { requestedServices: ['bookIn'] }));
    expect(pallet.services).toEqual([]);
    expect(pallet.unavailableServices).toEqual(['bookIn']);
    expect(courierServiceFlags(seedCourier('hearth-van'))).toEqual({ hasBookInService: true, hasRestrictedAccessService: true });
  });
});

describe('timed slots', () => {
  it('finds a slot by code, forgiving case and spaces', () => {
    expect(selectTimedSlot(VAN, ' pm ')).toMatchObject({ ok: true, slot: { code: 'PM', pricePence: 1000 } });
  });

  it('explains an unknown slot and a method without slots', () => {
    expect(selectTimedSlot(VAN, 'EVE')).toEqual({
      ok: false,
      code: 'TIMED_SLOT_UNKNOWN',
      message: 'Choose a delivery time: Morning or Afternoon.',
    });
    expect(selectTimedSlot(PALLET, 'AM')).toEqual({
      ok: false,
      code: 'TIMED_NOT_OFFERED',
      message: 'Pallet delivery has no timed delivery slots.',
    });
    expect(selectTimedSlot({ ...VAN, timedEnabled: false }, 'AM')).toMatchObject({ ok: false, code: 'TIMED_NOT_OFFERED' });
  });

  it('adds the slot price on top, even when delivery is free', () => {
    const free = eligible(quote(VAN, { goodsPence: 20_000 }));
    const slot = selectTimedSlot(VAN, 'AM');
    if (!slot.ok) throw new Error(slot.message);
    expect(shipmentCharge(free, slot.slot)).toEqual({
      shippingPence: 0,
      shippingTaxPence: 0,
      surchargePence: 0,
      surchargeTaxPence: 0,
      timedPence: 1000,
      timedTaxPence: 167,
      totalPence: 1000,
      totalTaxPence: 167,
    });
    const paid = eligible(quote(VAN, { postcode: 'IV2 3AB', goodsPence: 100 }));
    expect(shipmentCharge(paid, null)).toMatchObject({ totalPence: 1995 + 2500, totalTaxPence: 333 + 417, timedPence: 0 });
  });
});

describe('validateChosenDate', () => {
  // Tuesday 10 Nov 2026, 09:00: van dispatches today, first delivery Wednesday 11th, 10 dates.
  const van = eligible(quote(VAN));

  it('accepts an offered date', () => {
    expect(van.estDeliveryDates[0]).toBe('2026-11-11');
    expect(validateChosenDate(van, '2026-11-16')).toEqual({ ok: true, date: '2026-11-16' });
  });

  it.each([
    ['11/11/2026', 'DATE_MALFORMED', 'Choose a delivery date from the calendar.'],
    ['2026-11-10', 'DATE_TOO_EARLY', 'The earliest we can deliver is Wednesday 11 November.'],
    ['2026-11-14', 'DATE_NOT_OFFERED', "We don't deliver on Saturday 14 November; choose one of the dates offered."],
    ['2026-12-24', 'DATE_TOO_LATE', 'Choose a date up to Tuesday 24 November; later dates open nearer the time.'],
  ])('refuses %s', (date, code, message) => {
    expect(validateChosenDate(van, date)).toEqual({ ok: false, code, message });
  });
});

describe('method rules as data', () => {
  it('the seed methods have no problems', () => {
    for (const method of SEED_SHIPPING_METHODS) expect(methodRuleProblems(method, SEED_COURIERS)).toEqual([]);
  });

  it('lists what is wrong with a broken rule', () => {
    const broken: ShippingMethodRule = {
      ...PALLET,
      courierId: 'nobody',
      pricePence: 39.5,
      servedZones: ['mainland', 'islands'],
      deliveryWeekdays: [6],
      timedEnabled: true,
    };
    expect(methodRuleProblems(broken, SEED_COURIERS)).toEqual([
      "Unknown courier 'nobody'.",
      'pricePence is not whole pence: 39.5.',
      "No transit days for served zone 'islands'.",
      'deliveryWeekdays must be 1 (Monday) to 5 (Friday).',
      'Timed delivery is enabled with no slots.',
    ]);
  });

  it('refuses to quote a method with another courier', () => {
    expect(() => quote(PALLET, { courier: seedCourier('hearth-van') })).toThrow(RangeError);
  });
});
