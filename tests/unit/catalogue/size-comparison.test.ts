import { describe, expect, it } from 'vitest';
import { EVENING_FIRES_BASIS, howLongItLasts, PELLET_HEATING_BASIS } from '../../../src/lib/catalogue/how-long-it-lasts.ts';
import { compareSizes, sizesOf } from '../../../src/lib/catalogue/size-comparison.ts';
import type { ProductPage, ProductSpecifications } from '../../../src/lib/content/queries.ts';
import type { CatalogueFacts } from '../../../src/lib/seo/catalogue-facts.ts';

const product = (
  skuCode: string,
  range: string | null,
  categoryId: string,
  sizeLabel: string | null,
  specifications: ProductSpecifications | null,
): ProductPage => ({
  skuCode,
  title: `${range} ${sizeLabel}`,
  path: `p/${skuCode.toLowerCase()}`,
  shortDescription: null,
  range,
  sizeLabel,
  image: null,
  mainPicture: null,
  gallery: null,
  measures: null,
  categoryId,
  category: { title: 'Category', path: categoryId },
  body: null,
  specifications,
  articles: [],
});

const crate = (volumeM3: number, footprintWidthCm: number, footprintDepthCm: number) => ({
  volumeM3,
  footprintWidthCm,
  footprintDepthCm,
  logLengthCm: 25,
});
const ashStandard = product('LOG-ASH-STD', 'Kiln-dried ash', 'firewood', 'Standard crate', crate(0.9, 100, 80));
const ashFull = product('LOG-ASH-FULL', 'Kiln-dried ash', 'firewood', 'Full crate', crate(1.3, 100, 100));
const ashMax = product('LOG-ASH-MAX', 'Kiln-dried ash', 'firewood', 'Max crate', crate(1.8, 120, 100));
const birchStandard = product('LOG-BIR-STD', 'Kiln-dried birch', 'firewood', 'Standard crate', crate(0.9, 100, 80));
const kindling = product('KIN-NET-10L', 'Kindling', 'kindling', '10 litre net', { volumeM3: 0.01 });
const pellets = (skuCode: string, weightKg: number, bagCount: number) =>
  product(skuCode, 'Firepower', 'pellets', `${weightKg} kg pallet`, { weightKg, bagCount, bagWeightKg: 15, pelletGrade: 'ENplus A1' });
const all = [ashStandard, ashFull, ashMax, birchStandard, kindling];
const prices: Record<string, Pick<CatalogueFacts, 'pricePence' | 'inStock' | 'presale'>> = {
  'LOG-ASH-STD': { pricePence: 14900, inStock: true },
  'LOG-ASH-FULL': { pricePence: 21900, inStock: true },
  'LOG-ASH-MAX': { pricePence: 28900, inStock: false },
  'PEL-FP-375': { pricePence: 18900, inStock: true },
  'PEL-FP-750': { pricePence: 34900, inStock: true },
  'PEL-FP-975': { pricePence: 43900, inStock: false, presale: { date: '2026-12-03', text: 'Pre-order: ships from 3 December 2026' } },
};
const factsOf = (sku: string) => prices[sku] ?? {};

describe('size comparison', () => {
  it('offers the sizes of the same range in the same category, in the given order', () => {
    expect(sizesOf(ashFull, all).map((p) => p.skuCode)).toEqual(['LOG-ASH-STD', 'LOG-ASH-FULL', 'LOG-ASH-MAX']);
    const sameNameElsewhere = product('X-ASH', 'Kiln-dried ash', 'kindling', 'Bag', null);
    expect(sizesOf(ashFull, [...all, sameNameElsewhere]).map((p) => p.skuCode)).not.toContain('X-ASH');
    expect(sizesOf(product('LONE', null, 'firewood', null, null), all).map((p) => p.skuCode)).toEqual(['LONE']);
  });

  it('compares volume, footprint, log length, how long each lasts, price and unit price, and marks the page it is on', () => {
    const comparison = compareSizes(ashFull, all, factsOf)!;
    expect(comparison.lastsBasis).toBe(EVENING_FIRES_BASIS);
    // Litres of each crate, for the price with delivery per m³ the browser works out.
    expect(comparison.unit).toBe('m³');
    expect(comparison.rows.map((row) => row.amount)).toEqual([900, 1300, 1800]);
    expect(comparison.rows).toEqual([
      {
        skuCode: 'LOG-ASH-STD',
        path: '/p/log-ash-std',
        size: 'Standard crate',
        current: false,
        contents: '0.9 m³',
        footprint: '100 × 80 cm',
        logLength: '25 cm',
        lasts: 'about 18 weeks',
        price: '£149.00',
        pricePence: 14900,
        unitPrices: ['£165.56 per m³'],
        bestValue: false,
        amount: 900,
      },
      expect.objectContaining({
        size: 'Full crate',
        current: true,
        lasts: 'about 26 weeks',
        unitPrices: ['£168.46 per m³'],
        bestValue: false,
      }),
      expect.objectContaining({ size: 'Max crate', current: false, lasts: 'about 36 weeks', stockNote: 'Out of stock', bestValue: true }),
    ]);
  });

  it('states pellet contents in bags and weeks of pellet heating', () => {
    const small = pellets('PEL-FP-375', 375, 25);
    const large = pellets('PEL-FP-750', 750, 50);
    const comparison = compareSizes(small, [small, large], factsOf)!;
    expect(comparison.lastsBasis).toBe(PELLET_HEATING_BASIS);
    expect(comparison.rows.map((row) => [row.contents, row.lasts, row.unitPrices, row.bestValue])).toEqual([
      ['375 kg (25 × 15 kg bags)', 'about 13 weeks', ['£0.50 per kg', '£7.56 per bag'], false],
      ['750 kg (50 × 15 kg bags)', 'about 25 weeks', ['£0.47 per kg', '£6.98 per bag'], true],
    ]);
    expect([comparison.unit, ...comparison.rows.map((row) => row.amount)]).toEqual(['kg', 375_000, 750_000]);
  });

  it('says when a pre-sold size ships, beside its price', () => {
    const small = pellets('PEL-FP-750', 750, 50);
    const large = pellets('PEL-FP-975', 975, 65);
    expect(compareSizes(small, [small, large], factsOf)!.rows.map((row) => row.stockNote)).toEqual([
      undefined,
      'Pre-order: ships from 3 December 2026',
    ]);
  });

  it('has no comparison for a product in one size, and names no best value without every price', () => {
    expect(compareSizes(kindling, all, factsOf)).toBeUndefined();
    const unpriced = product('LOG-ASH-NEW', 'Kiln-dried ash', 'firewood', 'Mini crate', crate(0.5, 80, 60));
    const rows = compareSizes(ashStandard, [ashStandard, unpriced], factsOf)!.rows;
    expect(rows.map((row) => [row.price, row.bestValue])).toEqual([
      ['£149.00', false],
      [undefined, false],
    ]);
    expect(rows[1]).not.toHaveProperty('price');
    expect(rows[1]).not.toHaveProperty('pricePence');
  });
});

describe('how long it lasts', () => {
  it('follows the crate-size guide: a full crate is about October to March of fires most evenings', () => {
    expect(howLongItLasts({ volumeM3: 1.3, logLengthCm: 25 })).toEqual({ weeks: 26, basis: EVENING_FIRES_BASIS });
  });

  it('says nothing for kindling or things that are not a main fuel, and at least a week for anything it does estimate', () => {
    expect(howLongItLasts({ volumeM3: 0.01 })).toBeUndefined();
    expect(howLongItLasts({ weightKg: 10 })).toBeUndefined();
    expect(howLongItLasts(null)).toBeUndefined();
    expect(howLongItLasts({ weightKg: 10, pelletGrade: 'ENplus A1' })?.weeks).toBe(1);
  });
});
