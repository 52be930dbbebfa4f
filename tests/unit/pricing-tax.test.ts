import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../dev/demo/catalogue.ts';
import { DOMESTIC_FUEL_PRODUCT_IDS, STANDARD_RATED_PRODUCT_IDS, seedTaxCodes, seedTaxCodesFor } from '../../dev/demo/tax-codes.ts';
import { resolveVatRate, validateTaxCode, type ProductTaxCode, type TaxDestination } from '../../commerce/domain/pricing/tax.ts';

const code = (id: string, rateBasisPoints: number, filters: Partial<ProductTaxCode> = {}): ProductTaxCode => ({
  id,
  skuCode: 'P1',
  taxCode: id.toUpperCase(),
  name: id,
  rateBasisPoints,
  ...filters,
});

const gb = (postCode?: string | null, stateCode?: string | null): TaxDestination => ({ countryCode: 'GB', postCode, stateCode });

describe('resolveVatRate', () => {
  it('uses the default rate while there is no destination yet', () => {
    const result = resolveVatRate([code('any', 0)], null, 2000);
    expect(result).toEqual({ rateBasisPoints: 2000, taxCodeId: null, warnings: [] });
  });

  it('uses the default rate when no code matches', () => {
    const result = resolveVatRate([code('fr', 550, { countryRegex: 'FR' })], gb('SW1A 1AA'), 2000);
    expect(result).toMatchObject({ rateBasisPoints: 2000, taxCodeId: null });
  });

  it('takes the first matching code, in the order given', () => {
    const codes = [code('first', 500, { countryRegex: 'GB' }), code('second', 0, { countryRegex: 'GB' })];
    expect(resolveVatRate(codes, gb(), 2000)).toMatchObject({ rateBasisPoints: 500, taxCodeId: 'first' });
    expect(resolveVatRate([...codes].reverse(), gb(), 2000)).toMatchObject({ rateBasisPoints: 0, taxCodeId: 'second' });
  });

  it('treats a code with no filters as matching everywhere', () => {
    expect(resolveVatRate([code('all', 700)], { countryCode: 'DE' }, 2000)).toMatchObject({ rateBasisPoints: 700 });
  });

  it('needs every positive filter to match', () => {
    const codes = [code('gb-bt', 500, { countryRegex: 'GB', zipRegex: 'BT[0-9].*' })];
    expect(resolveVatRate(codes, gb('BT1 1AA'), 2000).rateBasisPoints).toBe(500);
    expect(resolveVatRate(codes, gb('SW1A 1AA'), 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate(codes, { countryCode: 'IE', postCode: 'BT1 1AA' }, 2000).rateBasisPoints).toBe(2000);
  });

  it('skips a code when any negated filter matches', () => {
    const codes = [code('gb-not-je', 500, { countryRegex: 'GB', zipNotRegex: 'JE[0-9].*' })];
    expect(resolveVatRate(codes, gb('JE2 3AB'), 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate(codes, gb('SW1A 1AA'), 2000).rateBasisPoints).toBe(500);
    const notFrance = [code('not-fr', 0, { countryNotRegex: 'FR' })];
    expect(resolveVatRate(notFrance, { countryCode: 'FR' }, 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate(notFrance, { countryCode: 'DE' }, 2000).rateBasisPoints).toBe(0);
  });

  it('anchors filters to the whole value', () => {
    // Unanchored, 'BT' would find the inward code of SW1A 1BT and 'G' would find GB.
    expect(resolveVatRate([code('bt', 500, { zipRegex: 'BT' })], gb('SW1A 1BT'), 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate([code('g', 500, { countryRegex: 'G' })], gb(), 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate([code('bt', 500, { zipNotRegex: 'BT' })], gb('SW1A 1BT'), 2000).rateBasisPoints).toBe(500);
  });

  it('anchors each alternative, not only the first and last', () => {
    const codes = [code('ci', 0, { countryRegex: 'JE|GG' })];
    expect(resolveVatRate(codes, { countryCode: 'JEX' }, 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate(codes, { countryCode: 'XGG' }, 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate(codes, { countryCode: 'GG' }, 2000).rateBasisPoints).toBe(0);
  });

  it('ignores case in values and patterns, and tidies postcode spacing', () => {
    const codes = [code('ni', 500, { countryRegex: 'gb', zipRegex: 'bt[0-9]+ [0-9][a-z]{2}' })];
    expect(resolveVatRate(codes, { countryCode: ' gb ', postCode: ' bt1   1aa ' }, 2000).rateBasisPoints).toBe(500);
  });

  it('matches state filters, positive and negated', () => {
    const codes = [code('not-ork', 0, { stateRegex: 'SCT', stateNotRegex: 'ORK' })];
    expect(resolveVatRate(codes, gb(null, 'sct'), 2000).rateBasisPoints).toBe(0);
    expect(resolveVatRate(codes, gb(null, 'ENG'), 2000).rateBasisPoints).toBe(2000);
    const orkney = [code('ork', 0, { stateNotRegex: 'ORK' })];
    expect(resolveVatRate(orkney, gb(null, 'ORK'), 2000).rateBasisPoints).toBe(2000);
  });

  it('treats a missing value as empty: a positive filter fails, a negated one does not exclude', () => {
    expect(resolveVatRate([code('bt', 500, { zipRegex: 'BT[0-9].*' })], gb(null), 2000).rateBasisPoints).toBe(2000);
    expect(resolveVatRate([code('not-je', 500, { zipNotRegex: 'JE[0-9].*' })], gb(undefined), 2000).rateBasisPoints).toBe(500);
    expect(resolveVatRate([code('state', 500, { stateRegex: 'SCT' })], gb('EH1 1AA'), 2000).rateBasisPoints).toBe(2000);
  });

  it('treats a blank filter, as admin forms save it, as no filter', () => {
    const codes = [code('blank', 500, { countryRegex: '', zipRegex: '  ', stateNotRegex: '' })];
    expect(resolveVatRate(codes, gb('SW1A 1AA', 'ENG'), 2000).rateBasisPoints).toBe(500);
    expect(validateTaxCode(codes[0]!)).toEqual([]);
  });

  it('skips a code with an invalid regex without crashing, and reports it', () => {
    const codes = [code('broken', 0, { zipRegex: '(JE' }), code('fallback', 500, { countryRegex: 'GB' })];
    const result = resolveVatRate(codes, gb('JE2 3AB'), 2000);
    expect(result.rateBasisPoints).toBe(500);
    expect(result.taxCodeId).toBe('fallback');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'INVALID_REGEX', taxCodeId: 'broken', field: 'zipRegex' })]);
  });

  it('skips the whole code when a negated filter is invalid, rather than widening it', () => {
    const codes = [code('uk', 500, { countryRegex: 'GB', zipNotRegex: '[JE' })];
    const result = resolveVatRate(codes, gb('JE2 3AB'), 2000);
    expect(result).toMatchObject({ rateBasisPoints: 2000, taxCodeId: null });
    expect(result.warnings).toEqual([expect.objectContaining({ field: 'zipNotRegex', taxCodeId: 'uk' })]);
  });

  it('skips a code whose rate is not whole basis points from 0 to 10000', () => {
    for (const rate of [-1, 10_001, 5.5]) {
      const result = resolveVatRate([code('bad-rate', rate), code('good', 500)], gb(), 2000);
      expect(result.taxCodeId).toBe('good');
      expect(result.warnings).toEqual([expect.objectContaining({ code: 'INVALID_RATE', taxCodeId: 'bad-rate' })]);
    }
  });
});

describe('validateTaxCode', () => {
  it('accepts a sound code', () => {
    expect(validateTaxCode(code('ok', 500, { countryRegex: 'GB|XI', zipNotRegex: '(JE|GY)[0-9].*' }))).toEqual([]);
  });

  it('lists every broken filter and a bad rate, with messages that say what to fix', () => {
    const problems = validateTaxCode(code('bad', 20_000, { countryRegex: '[GB', stateNotRegex: '*' }));
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['INVALID_RATE', 'rateBasisPoints'],
      ['INVALID_REGEX', 'countryRegex'],
      ['INVALID_REGEX', 'stateNotRegex'],
    ]);
    expect(problems[0]!.message).toMatch(/0 to 10000.*it is 20000/);
    expect(problems[1]!.message).toMatch(/country filter "\[GB" of tax code BAD is not a valid regular expression.*correct it/);
  });
});

describe('seed tax codes', () => {
  const fuel = seedTaxCodesFor('LOG-ASH-FULL');
  const firelighters = seedTaxCodesFor('ACC-FIRELIGHTER-100');

  it.each([
    ['England', { countryCode: 'GB', postCode: 'LE12 6UZ' }, 500],
    ['Scotland, no postcode yet', { countryCode: 'GB' }, 500],
    ['Northern Ireland as GB', { countryCode: 'GB', postCode: 'BT7 1NN' }, 500],
    ['Northern Ireland as XI', { countryCode: 'XI', postCode: 'BT7 1NN' }, 500],
    ['a BT postcode under another country', { countryCode: 'IE', postCode: 'BT34 1AA' }, 500],
    ['Isle of Man', { countryCode: 'IM', postCode: 'IM1 1AA' }, 500],
    ['Isle of Man as GB', { countryCode: 'GB', postCode: 'im2 4nn' }, 500],
    ['Jersey as GB', { countryCode: 'GB', postCode: 'JE2 3AB' }, 0],
    ['Jersey', { countryCode: 'JE', postCode: 'je2 3ab' }, 0],
    ['Guernsey as GB', { countryCode: 'GB', postCode: 'GY1 1AA' }, 0],
    ['Guernsey, no postcode yet', { countryCode: 'GG' }, 0],
    ['Sark', { countryCode: 'GG', postCode: 'GY10 1SA' }, 0],
    ['France', { countryCode: 'FR', postCode: '75001' }, 2000],
    ['Ireland', { countryCode: 'IE', postCode: 'D02 X285' }, 2000],
  ] as const)('wood fuel to %s: %i basis points', (_where, destination, rate) => {
    expect(resolveVatRate(fuel, destination, 500).rateBasisPoints).toBe(rate);
  });

  it.each([
    ['England', { countryCode: 'GB', postCode: 'SW1A 1AA' }, 2000],
    ['Isle of Man', { countryCode: 'IM', postCode: 'IM1 1AA' }, 2000],
    ['Jersey as GB', { countryCode: 'GB', postCode: 'JE2 3AB' }, 0],
    ['Guernsey', { countryCode: 'GG', postCode: 'GY1 1AA' }, 0],
    ['France', { countryCode: 'FR' }, 2000],
  ] as const)('firelighters to %s: %i basis points', (_where, destination, rate) => {
    expect(resolveVatRate(firelighters, destination, 2000).rateBasisPoints).toBe(rate);
  });

  it('uses the product default before a destination is known', () => {
    expect(resolveVatRate(fuel, null, 500).rateBasisPoints).toBe(500);
  });

  it('are all valid, with unique ids, and resolve without warnings', () => {
    expect(seedTaxCodes.flatMap(validateTaxCode)).toEqual([]);
    expect(new Set(seedTaxCodes.map((c) => c.id)).size).toBe(seedTaxCodes.length);
    expect(resolveVatRate(fuel, { countryCode: 'FR' }, 500).warnings).toEqual([]);
  });

  it('cover exactly the seed catalogue, by its VAT rate', () => {
    const byRate = (rate: number) =>
      SEED_PRODUCTS.filter((p) => p.vat_rate_basis_points === rate)
        .map((p) => p.id)
        .sort();
    expect([...DOMESTIC_FUEL_PRODUCT_IDS].sort()).toEqual(byRate(500));
    expect([...STANDARD_RATED_PRODUCT_IDS].sort()).toEqual(byRate(2000));
    expect(new Set(seedTaxCodes.map((c) => c.skuCode)).size).toBe(SEED_PRODUCTS.length);
  });
});
