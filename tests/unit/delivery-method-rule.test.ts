import { describe, expect, it } from 'vitest';
import { parseShippingMethodRule } from '../../commerce/domain/delivery/method-rule-schema.ts';
import type { ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';

const VAN = SEED_SHIPPING_METHODS.find((method) => method.id === 'van-standard') as ShippingMethodRule;
const problemsOf = (value: unknown) => {
  const parsed = parseShippingMethodRule(value, SEED_COURIERS);
  return parsed.ok ? [] : parsed.problems;
};

describe('parseShippingMethodRule', () => {
  it('accepts every seeded method unchanged, field for field', () => {
    for (const method of SEED_SHIPPING_METHODS) expect(parseShippingMethodRule(method, SEED_COURIERS)).toEqual({ ok: true, rule: method });
  });

  it('names each field whose shape is wrong, by its path in the rule', () => {
    expect(
      problemsOf({ ...VAN, pricePence: 19.95, servedZones: ['mainland', 'moon'], timedConfig: [{ ...VAN.timedConfig[0], code: 'A M' }] }),
    ).toEqual([
      { field: 'pricePence', message: 'pricePence: must be whole pence.' },
      {
        field: 'servedZones.1',
        message: 'servedZones.1: must be one of mainland, highlands, islands, northernIreland, islesOfManAndChannel, notServed.',
      },
      { field: 'timedConfig.0.code', message: 'timedConfig.0.code: must be 1 to 10 letters, digits or hyphens.' },
    ]);
  });

  it('refuses a rule with a field missing rather than letting the engine read undefined', () => {
    const { freeOverPence: _dropped, ...withoutThreshold } = VAN;
    expect(problemsOf(withoutThreshold).map((problem) => problem.field)).toEqual(['freeOverPence']);
  });

  it('checks the rules across fields against the shop’s couriers once the shape is right', () => {
    expect(
      problemsOf({
        ...VAN,
        courierId: 'gone',
        servedZones: ['mainland', 'islands'],
        maxWeightGrams: 10,
        minWeightGrams: 20,
        timedConfig: [],
      }),
    ).toEqual([
      { field: 'courierId', message: "Unknown courier 'gone'." },
      { field: 'maxWeightGrams', message: 'maxWeightGrams is below minWeightGrams.' },
      { field: 'transitDaysByZone', message: "No transit days for served zone 'islands'." },
      { field: 'timedConfig', message: 'Timed delivery is enabled with no slots.' },
    ]);
  });

  it('refuses a method that reaches no zone', () => {
    expect(problemsOf({ ...VAN, servedZones: [] })).toEqual([
      { field: 'servedZones', message: 'servedZones: must name at least one zone the method reaches.' },
    ]);
  });
});
