import { describe, expect, it } from 'vitest';
import { formatUnitPrice, unitPrices } from '../../../src/lib/catalogue/unit-prices.ts';

describe('unit prices', () => {
  it('prices kindling, sold in nets of a few litres, per litre; 100 litres and more per cubic metre', () => {
    // The seed's 10-litre net of kindling at £7.99: 79.9p a litre, rounded half up.
    expect(unitPrices(799, { volumeM3: 0.01 })).toEqual([{ unit: 'litre', pence: 80 }]);
    expect(unitPrices(799, { volumeM3: 0.01 }).map(formatUnitPrice)).toEqual(['£0.80 per litre']);
    expect(unitPrices(9900, { volumeM3: 0.099 })).toEqual([{ unit: 'litre', pence: 100 }]);
    expect(unitPrices(10000, { volumeM3: 0.1 })).toEqual([{ unit: 'm³', pence: 100000 }]);
  });

  it('prices logs per cubic metre, so a shopper sees the full ash crate dearer per m³ than the standard one', () => {
    // The seed's ash crates: £149 for 0.9 m³, £219 for 1.3 m³, £289 for 1.8 m³.
    expect(unitPrices(14900, { volumeM3: 0.9 })).toEqual([{ unit: 'm³', pence: 16556 }]);
    expect(unitPrices(21900, { volumeM3: 1.3 })).toEqual([{ unit: 'm³', pence: 16846 }]);
    expect(unitPrices(28900, { volumeM3: 1.8 })).toEqual([{ unit: 'm³', pence: 16056 }]);
  });

  it('prices pellets per kilo and per bag', () => {
    expect(unitPrices(34900, { weightKg: 750, bagCount: 50 }).map(formatUnitPrice)).toEqual(['£0.47 per kg', '£6.98 per bag']);
    expect(unitPrices(37900, { weightKg: 1000 }).map(formatUnitPrice)).toEqual(['£0.38 per kg']);
  });

  it('rounds half a penny up, and never through floating point', () => {
    // 0.1 + 0.2 style drift: 0.3 m³ is 300 litres exactly, so £10.00 is 3333.33p → 3333p per m³.
    expect(unitPrices(1000, { volumeM3: 0.3 })).toEqual([{ unit: 'm³', pence: 3333 }]);
    // 2.5p per bag rounds up to 3p; 2.4p rounds down.
    expect(unitPrices(5, { bagCount: 2 })).toEqual([{ unit: 'bag', pence: 3 }]);
    expect(unitPrices(12, { bagCount: 5 })).toEqual([{ unit: 'bag', pence: 2 }]);
    // £1 for 1.5 kg: 66.67p per kg → 67p.
    expect(unitPrices(100, { weightKg: 1.5 })).toEqual([{ unit: 'kg', pence: 67 }]);
  });

  it('says nothing it cannot work out: no price, no measures, nonsense measures, a single bag', () => {
    expect(unitPrices(undefined, { volumeM3: 0.9 })).toEqual([]);
    expect(unitPrices(1000, null)).toEqual([]);
    expect(unitPrices(1000, {})).toEqual([]);
    expect(unitPrices(1000, { volumeM3: 0, weightKg: -1, bagCount: 1 })).toEqual([]);
    expect(unitPrices(1000, { volumeM3: 0.0001 })).toEqual([]);
    expect(unitPrices(10.5, { volumeM3: 1 })).toEqual([]);
  });

  it('prints pounds with thousands separated', () => {
    expect(formatUnitPrice({ unit: 'm³', pence: 123456 })).toBe('£1,234.56 per m³');
  });
});
