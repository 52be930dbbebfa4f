import { resolveVatRate } from '../../../commerce/domain/pricing/tax.ts';
import { taxCodesFor } from '../../../commerce/domain/pricing/vat-classes.ts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, readHeader, readRow } from '../../../commerce/catalogue/catalogue-csv.ts';
import { parseCsv } from '../../../commerce/domain/catalogue/csv.ts';
import { codesForProduct, vatClassesOf } from '../../../commerce/domain/catalogue/vat-classes.ts';
import type { ProductTaxCode } from '../../../commerce/domain/pricing/tax.ts';

/** A shop's rules as tax codes: reduced-rate fuel at home, the Channel Islands outside UK VAT, standard elsewhere. */
function seedTaxCodesFor(skuCode: string): ProductTaxCode[] {
  const channelIslands = [
    {
      key: 'ci-postcode',
      taxCode: 'CI-OUTSIDE-UK-VAT',
      name: 'Channel Islands (postcode): outside UK VAT',
      rateBasisPoints: 0,
      zipRegex: '(JE|GY)[0-9].*',
    },
    {
      key: 'ci-country',
      taxCode: 'CI-OUTSIDE-UK-VAT',
      name: 'Channel Islands (country): outside UK VAT',
      rateBasisPoints: 0,
      countryRegex: 'JE|GG',
    },
  ];
  const rules = skuCode.startsWith('ACC-')
    ? [...channelIslands, { key: 'standard', taxCode: 'STANDARD', name: 'Standard rate', rateBasisPoints: 2000 }]
    : [
        {
          key: 'uk',
          taxCode: 'UK-DOMESTIC-FUEL',
          name: 'UK VAT area: domestic fuel, reduced rate',
          rateBasisPoints: 500,
          countryRegex: 'GB|XI|IM',
          zipNotRegex: '(JE|GY)[0-9].*',
        },
        ...channelIslands,
        { key: 'standard', taxCode: 'STANDARD', name: 'Elsewhere: standard rate', rateBasisPoints: 2000 },
      ];
  return rules.map(({ key, ...rule }) => ({ id: `${skuCode}:${key}`, skuCode, ...rule }));
}

describe("the shop's VAT classes", () => {
  const classes = vatClassesOf([
    { sku: 'LOG-ASH-STD', defaultRateBasisPoints: 500, codes: seedTaxCodesFor('LOG-ASH-STD') },
    { sku: 'LOG-BIR-STD', defaultRateBasisPoints: 500, codes: seedTaxCodesFor('LOG-BIR-STD') },
    { sku: 'ACC-FIRELIGHTER-100', defaultRateBasisPoints: 2000, codes: seedTaxCodesFor('ACC-FIRELIGHTER-100') },
  ]);

  it('are named by the code a sale at home takes, the first product of each its template', () => {
    expect([...classes.values()].map(({ id, name, rateBasisPoints, templateSku }) => ({ id, name, rateBasisPoints, templateSku }))).toEqual(
      [
        { id: 'UK-DOMESTIC-FUEL', name: 'UK VAT area: domestic fuel, reduced rate (5%)', rateBasisPoints: 500, templateSku: 'LOG-ASH-STD' },
        { id: 'STANDARD', name: 'Standard rate (20%)', rateBasisPoints: 2000, templateSku: 'ACC-FIRELIGHTER-100' },
      ],
    );
  });

  it("give a new product a copy of the template's codes in the same order, under its own ids", () => {
    const copied = codesForProduct(classes.get('UK-DOMESTIC-FUEL')!, 'LOG-OAK-STD');
    const template = seedTaxCodesFor('LOG-ASH-STD');
    expect(copied.map((code) => code.id)).toEqual(template.map((code) => code.id.replace('LOG-ASH-STD:', 'LOG-OAK-STD:')));
    expect(copied.every((code) => code.skuCode === 'LOG-OAK-STD')).toBe(true);
    expect(copied.map((code) => [code.taxCode, code.rateBasisPoints, code.zipRegex ?? null])).toEqual(
      template.map((code) => [code.taxCode, code.rateBasisPoints, code.zipRegex ?? null]),
    );
  });
});

describe('the VAT classes of a shop with no products yet', () => {
  it('are the standard UK classes, so the first product can be created, each with its full set of codes', () => {
    const classes = vatClassesOf([]);
    expect([...classes.values()].map(({ id, rateBasisPoints }) => ({ id, rateBasisPoints }))).toEqual([
      { id: 'UK-DOMESTIC-FUEL', rateBasisPoints: 500 },
      { id: 'STANDARD', rateBasisPoints: 2000 },
    ]);
    const fuel = codesForProduct(classes.get('UK-DOMESTIC-FUEL')!, 'LOG-OAK-STD');
    expect(fuel).toEqual(taxCodesFor('LOG-OAK-STD', 'domestic-fuel'));
    expect(resolveVatRate(fuel, { countryCode: 'GB', postCode: 'SY8 1AA' }, 2000).rateBasisPoints).toBe(500);
    expect(resolveVatRate(fuel, { countryCode: 'GB', postCode: 'JE2 3AB' }, 2000).rateBasisPoints).toBe(0);
  });
});

describe('a catalogue CSV line', () => {
  const header = CATALOGUE_COLUMNS.join(',');
  const good =
    'LOG-OAK-STD,active,Oak logs,"Kiln-dried oak logs, standard crate",UK-DOMESTIC-FUEL,300.5,van,105.50,110,12,,,LOG-ASH-STD,KIN-NET-10L ACC-FIRELIGHTER-100,/firewood/oak,/media/x.svg';
  const read = (line: string, head = header) => {
    const parsed = parseCsv(`${head}\r\n${line}\r\n`);
    if (!parsed.ok) throw new Error(parsed.message);
    const columns = readHeader(parsed.records[0]!);
    if (!columns.ok) throw new Error(columns.problem.message);
    return readRow(parsed.records[1]!, columns.index);
  };

  it('reads pounds to pence and kilograms to grams without floats, suggestions split on spaces', () => {
    expect(read(good)).toEqual({
      ok: true,
      row: {
        retired: false,
        draft: expect.objectContaining({
          sku: 'LOG-OAK-STD',
          fullName: 'Kiln-dried oak logs, standard crate',
          weightGrams: 300_500,
          pricePence: 10_550,
          listPricePence: 11_000,
          stockOnHand: 12,
          presaleDate: null,
          presaleLimit: null,
          suggestions: ['KIN-NET-10L', 'ACC-FIRELIGHTER-100'],
        }),
      },
    });
  });

  it('takes the columns in any order', () => {
    const reordered = [...CATALOGUE_COLUMNS].reverse();
    const cells = parseCsv(good);
    const line = cells.ok
      ? [...cells.records[0]!.fields]
          .reverse()
          .map((cell) => (cell.includes(',') ? `"${cell}"` : cell))
          .join(',')
      : '';
    expect(read(line, reordered.join(','))).toMatchObject({ ok: true, row: { draft: { pricePence: 10_550 } } });
  });

  it('names each bad cell by its column and the line', () => {
    const bad = good.replace('105.50', '105.505').replace(',van,', ',lorry,');
    expect(read(bad)).toEqual({
      ok: false,
      problems: [
        { line: 2, sku: 'LOG-OAK-STD', column: 'delivery_class', message: 'delivery_class must be van, pallet or parcel' },
        {
          line: 2,
          sku: 'LOG-OAK-STD',
          column: 'price',
          message: 'price must be an amount in pounds with at most 2 decimals, such as 12.50',
        },
      ],
    });
  });

  it('says a line with a stray comma has too many cells', () => {
    expect(read(good.replace('Oak logs', 'Oak, logs'))).toMatchObject({
      ok: false,
      problems: [{ line: 2, message: expect.stringMatching(/^Has 17 cells where the header has 16/) }],
    });
  });

  it('refuses a header that lost or misspelt a column', () => {
    const parsed = parseCsv(header.replace('price,', 'prise,'));
    expect(parsed.ok && readHeader(parsed.records[0]!)).toMatchObject({
      ok: false,
      problem: { line: 1, message: expect.stringContaining('missing price; unknown prise') },
    });
  });
});
