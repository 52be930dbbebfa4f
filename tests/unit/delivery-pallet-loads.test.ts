import { describe, expect, it } from 'vitest';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { methodRuleProblems, type ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import { packLoad } from '../../commerce/domain/delivery/packages.ts';
import { planShipment } from '../../commerce/domain/delivery/shipment-plan.ts';
import { planPromise } from '../../commerce/domain/delivery/shipment-promise.ts';
import { surchargeNotes } from '../../commerce/domain/delivery/surcharge-notes.ts';
import type { ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import { onlyShipment, planWithSeedMethods } from '../fixtures/seed-delivery.ts';

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const NOW = new Date('2026-11-10T09:00:00Z'); // a Tuesday morning, before every cut-off

const PALLET = SEED_SHIPPING_METHODS.find((m) => m.id === 'pallet-standard') as ShippingMethodRule;
/** £39 for the first pallet of a consignment, £25 for each further one, 1,000 kg a pallet. */
const PRICING = { packageWeightGrams: 1_000_000, pricePence: 3900, perPackagePence: 2500 } as const;

/** A line under the free-delivery threshold, so the per-pallet price shows. */
const pallets = (count: number, kgEach: number): ShippableLine => ({
  id: `pellets-${kgEach}`,
  group: 'pallet',
  weightGrams: kgEach * 1000,
  quantity: count,
  totalPence: 10_000,
});

describe('packLoad: how many pallets, in how many consignments, at what price', () => {
  it('carries exactly one pallet’s weight as one pallet at the first-pallet price', () => {
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: null }, 1_000_000)).toEqual({
      packageCount: 1,
      consignmentCount: 1,
      fullPricePence: 3900,
    });
  });

  it('makes one gram over a pallet a second pallet at the per-pallet price', () => {
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: null }, 1_000_001)).toEqual({
      packageCount: 2,
      consignmentCount: 1,
      fullPricePence: 3900 + 2500,
    });
  });

  it('sends five tonnes as five pallets in one consignment', () => {
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: 26 }, 5_000_000)).toEqual({
      packageCount: 5,
      consignmentCount: 1,
      fullPricePence: 3900 + 4 * 2500,
    });
  });

  it('fills a consignment to the method’s cap, and starts a second one priced from its first pallet', () => {
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: 26 }, 26_000_000)).toEqual({
      packageCount: 26,
      consignmentCount: 1,
      fullPricePence: 3900 + 25 * 2500,
    });
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: 26 }, 26_000_001)).toEqual({
      packageCount: 27,
      consignmentCount: 2,
      fullPricePence: 2 * 3900 + 25 * 2500,
    });
    expect(packLoad({ ...PRICING, maxPackagesPerConsignment: 2 }, 5_000_000)).toMatchObject({ packageCount: 5, consignmentCount: 3 });
  });

  it('charges the first-package price alone when further packages are free', () => {
    expect(packLoad({ packageWeightGrams: 1_000_000, pricePence: 5900, maxPackagesPerConsignment: 2 }, 3_000_000)).toEqual({
      packageCount: 3,
      consignmentCount: 2,
      fullPricePence: 2 * 5900,
    });
  });

  it('refuses a stored cap that is not a whole number of packages', () => {
    expect(methodRuleProblems({ ...PALLET, maxPackagesPerConsignment: 0 }, SEED_COURIERS)).toContain(
      'maxPackagesPerConsignment must be a whole number ≥ 1.',
    );
    expect(methodRuleProblems(PALLET, SEED_COURIERS)).toEqual([]);
  });
});

describe('heavy pallet loads at checkout (seed methods)', () => {
  const plan = (line: ShippableLine, postcode = 'LE12 6UZ') =>
    planWithSeedMethods({ shipment: onlyShipment([line]), address: { postcode }, holidays: HOLIDAYS, now: NOW });

  it('takes three 770 kg pallets by standard pallet delivery, priced per pallet, and says why next-day cannot', () => {
    const result = plan(pallets(3, 770));
    expect(result).toMatchObject({ isShipmentValid: true, shipmentErrors: [], weightGrams: 2_310_000 });
    expect(result.shippingMethod).toMatchObject({ methodId: 'pallet-standard', packageCount: 3, consignmentCount: 1 });
    expect(result.charge?.totalPence).toBe(3900 + 2 * 2500);
    expect(result.unavailableShippingMethods).toEqual([
      expect.objectContaining({
        methodId: 'pallet-next-day',
        code: 'TOO_HEAVY',
        reason: 'Next-day pallet delivery takes at most 1,000 kg in one order; these items weigh 2,310 kg.',
      }),
    ]);
  });

  it('takes five tonnes as five pallets', () => {
    const result = plan(pallets(5, 1000));
    expect(result.isShipmentValid).toBe(true);
    expect(result.shippingMethod).toMatchObject({ methodId: 'pallet-standard', packageCount: 5 });
    expect(result.charge?.totalPence).toBe(3900 + 4 * 2500);
  });

  it('sends a load beyond one lorry as two consignments of the standard service', () => {
    const result = plan(pallets(27, 1000));
    expect(result.shippingMethod).toMatchObject({ packageCount: 27, consignmentCount: 2 });
    expect(result.charge?.totalPence).toBe(2 * 3900 + 25 * 2500);
  });
});

describe('surcharges per consignment (seed pallet: zone and tail-lift each lorry)', () => {
  const plan = (line: ShippableLine, address: { postcode: string; restrictedAccess?: boolean }, choice = {}) =>
    planWithSeedMethods({ shipment: onlyShipment([line]), address, holidays: HOLIDAYS, now: NOW, choice });

  it('charges the Highlands surcharge and the tail-lift once for each of two consignments, and says so', () => {
    const result = plan(pallets(27, 1000), { postcode: 'IV2 3AA', restrictedAccess: true });
    expect(result.shippingMethod).toMatchObject({ consignmentCount: 2 });
    expect(result.shippingMethod?.surcharges).toEqual([
      expect.objectContaining({ kind: 'zone', pence: 2 * 3500, consignments: 2 }),
      expect.objectContaining({ kind: 'restrictedAccess', pence: 2 * 1500, consignments: 2 }),
    ]);
    expect(result.charge?.totalPence).toBe(2 * 3900 + 25 * 2500 + 2 * 3500 + 2 * 1500);
    expect(planPromise(result, false, result.estDeliveryDate).charges.map((c) => `${c.label} ${c.amount}`)).toEqual([
      'Pallet delivery (27 pallets) £703.00',
      'Remote area surcharge (the Scottish Highlands) × 2 consignments £70.00',
      'Tail-lift delivery (restricted access) × 2 consignments £30.00',
    ]);
    expect(surchargeNotes(result.shippingMethod!).map((note) => note.name)).toEqual([
      'Remote area surcharge × 2 consignments',
      'Tail-lift delivery × 2 consignments',
    ]);
  });

  it('charges them once for a load one lorry carries, and once for a placed order that kept none per consignment', () => {
    const one = plan(pallets(26, 1000), { postcode: 'IV2 3AA', restrictedAccess: true });
    expect(one.shippingMethod?.surcharges.map((line) => [line.pence, line.consignments])).toEqual([
      [3500, 1],
      [1500, 1],
    ]);
    const placedBefore = plan(pallets(27, 1000), { postcode: 'IV2 3AA', restrictedAccess: true }, { surchargesPerConsignment: [] });
    expect(placedBefore.charge?.surchargePence).toBe(3500 + 1500);
    expect(planPromise(placedBefore, false, null).charges.some((c) => c.label.includes('consignments'))).toBe(false);
  });

  it('refuses a rule that names a surcharge twice', () => {
    expect(methodRuleProblems({ ...PALLET, surchargesPerConsignment: ['zone', 'zone'] }, SEED_COURIERS)).toContain(
      'surchargesPerConsignment names a surcharge twice.',
    );
  });
});

describe('a load no method takes', () => {
  const capped = SEED_SHIPPING_METHODS.map((m) => (m.id === 'pallet-standard' ? { ...m, maxWeightGrams: 10_000_000 } : m));
  const plan = (line: ShippableLine, postcode: string) =>
    planShipment({
      shipment: onlyShipment([line]),
      address: { postcode },
      methods: capped,
      couriers: SEED_COURIERS,
      zoneRules: UK_ZONE_RULES,
      holidays: HOLIDAYS,
      now: NOW,
    });

  it('is refused for its weight, with how much to take out, not for the address', () => {
    const result = plan(pallets(11, 1000), 'LE12 6UZ');
    expect(result.isShipmentValid).toBe(false);
    expect(result.shipmentErrors).toEqual([
      {
        code: 'TOO_HEAVY',
        message:
          'At 11,000 kg, these items are more than we deliver in one order (at most 10,000 kg). ' +
          'Take at least 1,000 kg out of the basket and order it separately.',
      },
    ]);
    expect(plan(pallets(10, 1000), 'LE12 6UZ').isShipmentValid).toBe(true);
  });

  it('still blames the address when no method reaches it, whatever the weight', () => {
    const result = plan(pallets(11, 1000), 'HS1 2AB');
    expect(result.shipmentErrors.map((e) => e.code)).toEqual(['NO_METHOD_AVAILABLE']);
  });
});
