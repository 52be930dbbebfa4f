import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EVENINGS_PER_WEEK,
  type FuelProduct,
  fuelEnergy,
  fuelTable,
  fuelTablesFor,
  formatFuelWeeks,
  STOVE_KW,
  weeklyFuelKWh,
  weeksOfFires,
} from '../../../src/lib/catalogue/fuel-calculator.ts';
import { EVENING_FIRE_WEEKS_PER_M3 } from '../../../src/lib/catalogue/how-long-it-lasts.ts';
import { allProductPagesQuery, type ProductPage } from '../../../src/lib/content/queries.ts';
import { createSeedSource } from '../../../src/lib/content/seed-source.ts';
import facts from '../../../src/lib/seo/catalogue-facts.json';

const logs = (volumeM3: number, extra: Partial<NonNullable<FuelProduct['specifications']>> = {}) => ({
  logLengthCm: 25,
  moistureMaxPercent: 20,
  volumeM3,
  ...extra,
});

describe('the fuel rule', () => {
  it('counts 4.2 kWh per kg of kiln-dried logs, 350 kg to the loosely stacked m³, unless the product states its weight', () => {
    expect(fuelEnergy(logs(1))).toEqual({ fuel: 'logs', kWh: 350 * 4.2 });
    expect(fuelEnergy(logs(1, { weightKg: 400 }))).toEqual({ fuel: 'logs', kWh: 400 * 4.2 });
  });

  it('gives no figure for logs wetter than 20% or whose moisture is not stated', () => {
    expect(fuelEnergy(logs(1, { moistureMaxPercent: 25 }))).toBeUndefined();
    expect(fuelEnergy(logs(1, { moistureMaxPercent: null }))).toBeUndefined();
  });

  it('counts 4.8 kWh per kg of pellets, and nothing for kindling or firelighters', () => {
    expect(fuelEnergy({ pelletGrade: 'ENplus A1', weightKg: 750 })).toEqual({ fuel: 'pellets', kWh: 3600 });
    expect(fuelEnergy({ moistureMaxPercent: 15, volumeM3: 0.01 })).toBeUndefined();
    expect(fuelEnergy({})).toBeUndefined();
    expect(fuelEnergy(null)).toBeUndefined();
  });

  it('burns four hours an evening at half the rated output, through a 75% log stove or a 90% pellet stove', () => {
    expect(weeklyFuelKWh('logs', 5, 4)).toBeCloseTo((5 * 0.5 * 4 * 4) / 0.75, 9);
    expect(weeklyFuelKWh('pellets', 8, 7)).toBeCloseTo((8 * 0.5 * 4 * 7) / 0.9, 9);
  });

  it("agrees roughly with the shop's own guidance: a m³ of logs lasts about 20 weeks of fires most evenings", () => {
    const weeks = weeksOfFires(fuelEnergy(logs(1))!, 5, 6);
    expect(Math.abs(weeks - EVENING_FIRE_WEEKS_PER_M3)).toBeLessThanOrEqual(3);
  });

  it('says under a week rather than "about 0 weeks"', () => {
    expect(formatFuelWeeks(0)).toBe('under a week');
    expect(formatFuelWeeks(1)).toBe('about 1 week');
    expect(formatFuelWeeks(14)).toBe('about 14 weeks');
  });
});

describe('the cheapest size for a season', () => {
  const size = (skuCode: string, volumeM3: number, pricePence?: number): FuelProduct => ({
    skuCode,
    size: skuCode,
    path: skuCode.toLowerCase(),
    specifications: logs(volumeM3),
    ...(pricePence === undefined ? {} : { pricePence }),
  });

  it('buys whole units: two small crates can cost more than one big one that lasts the season', () => {
    // 5 kW, 4 evenings: 53.3 kWh a week, 1387 kWh a season; 0.9 m³ holds 1323, 1.3 m³ holds 1911.
    const table = fuelTable([size('SMALL', 0.9, 14_900), size('BIG', 1.3, 21_900)])!;
    const row = table.scenarios.find((scenario) => scenario.stoveKw === 5 && scenario.evenings === 4)!;
    expect(row.weeks).toEqual([25, 36]);
    expect(row.cheapest).toMatchObject({ skuCode: 'BIG', count: 1, totalPence: 21_900 });
  });

  it('on equal cost prefers fewer deliveries, and leaves out a size with no price', () => {
    const table = fuelTable([size('HALF', 0.5, 10_000), size('WHOLE', 1, 20_000), size('UNPRICED', 2)])!;
    for (const scenario of table.scenarios) expect(scenario.cheapest?.skuCode).not.toBe('UNPRICED');
    const heavy = table.scenarios.find((scenario) => scenario.stoveKw === 8 && scenario.evenings === 7)!;
    // 8 kW, 7 evenings: 149 kWh a week, 3883 a season: 6 half crates (735 kWh each) or 3 whole ones, £600 either way.
    expect(heavy.cheapest).toMatchObject({ skuCode: 'WHOLE', count: 3, totalPence: 60_000 });
  });

  it('makes no table of sizes that are not one fuel', () => {
    expect(
      fuelTable([size('LOGS', 1, 100), { skuCode: 'P', size: 'P', path: 'p', specifications: { pelletGrade: 'A1', weightKg: 10 } }]),
    ).toBeUndefined();
    expect(fuelTable([{ skuCode: 'K', size: 'K', path: 'k', specifications: { volumeM3: 0.01 } }])).toBeUndefined();
  });
});

describe("the calculator's tables, against the seed products and the store's prices", async () => {
  const products = await createSeedSource(readFileSync('cms/seed/dataset.ndjson', 'utf8')).fetch<ProductPage[]>(allProductPagesQuery);
  const price = (sku: string) => (facts as Record<string, { pricePence: number }>)[sku]?.pricePence;
  const tables = fuelTablesFor(products, price);

  it('has a table for each range of logs and pellets, and none for kindling', () => {
    expect(tables.map(({ range, table }) => [range, table.fuel, table.sizes.length])).toEqual([
      ['Kiln-dried ash', 'logs', 3],
      ['Kiln-dried birch', 'logs', 3],
      ['Ante wood pellets', 'pellets', 2],
      ['Firepower wood pellets', 'pellets', 3],
      ['Bulk pellets', 'pellets', 1],
    ]);
  });

  it("works out each size's weeks from its own stated contents, for every stove and use", () => {
    for (const { table } of tables) {
      expect(table.scenarios.map((s) => [s.stoveKw, s.evenings])).toEqual(STOVE_KW.flatMap((kw) => EVENINGS_PER_WEEK.map((e) => [kw, e])));
      for (const scenario of table.scenarios) {
        table.sizes.forEach((size, index) => {
          const specs = products.find((product) => product.skuCode === size.skuCode)!.specifications!;
          // Worked out here from the product's own fields, not through the module's helpers.
          const heatPerWeek = scenario.stoveKw * 0.5 * 4 * scenario.evenings;
          const kWh = table.fuel === 'logs' ? specs.volumeM3! * 350 * 4.2 : specs.weightKg! * 4.8;
          const perWeek = heatPerWeek / (table.fuel === 'logs' ? 0.75 : 0.9);
          expect(scenario.weeks[index], `${size.skuCode} ${scenario.stoveKw} kW ${scenario.evenings}`).toBe(Math.round(kWh / perWeek));
        });
      }
    }
  });

  it("names the cheapest way to heat a season at the store's prices", () => {
    for (const { table } of tables) {
      for (const scenario of table.scenarios) {
        const seasonal = table.sizes.map((size, index) => {
          const lasts = scenario.weeks[index]!;
          return { sku: size.skuCode, lasts, price: price(size.skuCode)! };
        });
        const chosen = scenario.cheapest!;
        expect(chosen.totalPence).toBe(chosen.count * price(chosen.skuCode)!);
        // No other size is cheaper for the season (each bought as many times as the season needs).
        const needed = weeklyFuelKWh(table.fuel, scenario.stoveKw, scenario.evenings) * 26;
        for (const other of seasonal) {
          const specs = products.find((product) => product.skuCode === other.sku)!.specifications!;
          const count = Math.max(1, Math.ceil(needed / fuelEnergy(specs)!.kWh));
          expect(chosen.totalPence).toBeLessThanOrEqual(count * other.price);
        }
      }
    }
    // The shopper's example: a 5 kW stove lit four evenings a week.
    const ash = tables.find(({ range }) => range === 'Kiln-dried ash')!.table;
    const example = ash.scenarios.find((scenario) => scenario.stoveKw === 5 && scenario.evenings === 4)!;
    expect(example.weeks).toEqual([25, 36, 50]);
    expect(example.cheapest).toMatchObject({ size: 'Full crate', count: 1, totalPence: price('LOG-ASH-FULL') });
  });
});
