import { describe, expect, it } from 'vitest';
import {
  type DraftFacts,
  MAX_SUGGESTIONS,
  type ProductDraft,
  productDraftProblems,
} from '../../../commerce/domain/catalogue/product-draft.ts';

const draft: ProductDraft = {
  sku: 'LOG-OAK-STD',
  name: 'Oak logs – Standard crate',
  fullName: 'Kiln-dried oak logs, standard crate',
  vatClass: 'UK-DOMESTIC-FUEL',
  weightGrams: 300_000,
  deliveryClass: 'van',
  pricePence: 10_500,
  listPricePence: 10_500,
  stockOnHand: 10,
  presaleDate: null,
  presaleLimit: null,
  alternateSku: 'LOG-ASH-STD',
  suggestions: ['KIN-NET-10L'],
  pageUrl: '/firewood/oak/standard-crate',
  imageUrl: '/media/products/oak-logs.svg',
};

const facts: DraftFacts = {
  held: { onHand: 0, presale: 0 },
  currentPresaleDate: null,
  today: '2026-11-27',
  vatClasses: new Set(['UK-DOMESTIC-FUEL', 'STANDARD']),
  sellable: new Set(['LOG-ASH-STD', 'KIN-NET-10L', 'ACC-FIRELIGHTER-100']),
  currentSku: null,
  skuTaken: false,
  sold: false,
};

const problems = (change: Partial<ProductDraft>, factsChange: Partial<DraftFacts> = {}) =>
  productDraftProblems({ ...draft, ...change }, { ...facts, ...factsChange });
const fields = (change: Partial<ProductDraft>, factsChange: Partial<DraftFacts> = {}) => problems(change, factsChange).map((p) => p.field);

describe('a product draft', () => {
  it('is accepted whole', () => {
    expect(problems({})).toEqual([]);
  });

  it.each(['log-oak', 'LOG OAK', 'LOG--OAK', '-LOG', '', 'A'.repeat(65)])('refuses the SKU %j', (sku) => {
    expect(fields({ sku })).toEqual(['sku']);
  });

  it('refuses a SKU another product has', () => {
    expect(problems({}, { skuTaken: true })).toEqual([
      { field: 'sku', message: "LOG-OAK-STD is already another product's SKU (retired ones included): choose another." },
    ]);
  });

  it('lets an unsold product change its SKU, and refuses it with the reason once sold', () => {
    expect(problems({ sku: 'LOG-OAK-STANDARD' }, { currentSku: 'LOG-OAK-STD' })).toEqual([]);
    expect(problems({ sku: 'LOG-OAK-STANDARD' }, { currentSku: 'LOG-OAK-STD', sold: true })).toEqual([
      {
        field: 'sku',
        message:
          'LOG-OAK-STD has been sold, and orders and receipts name it, so its SKU cannot change. Retire it and create a new product instead.',
      },
    ]);
    // Keeping the SKU of a sold product is no change at all.
    expect(problems({}, { currentSku: 'LOG-OAK-STD', sold: true })).toEqual([]);
  });

  it('needs a name and a full name, short, and not starting like a spreadsheet formula', () => {
    expect(fields({ name: '  ', fullName: 'x'.repeat(121) })).toEqual(['name', 'fullName']);
    expect(problems({ name: '=HYPERLINK("x")' })[0]?.message).toBe('Start the name with a letter or digit, not = + - or @.');
  });

  it("takes only the shop's VAT classes, naming them", () => {
    expect(problems({ vatClass: 'ZERO' })).toEqual([
      { field: 'vatClass', message: 'Choose a VAT class the shop has: UK-DOMESTIC-FUEL, STANDARD.' },
    ]);
  });

  it.each([0, -1, 0.5, 5_000_001])('refuses a weight of %s g', (weightGrams) => {
    expect(fields({ weightGrams })).toEqual(['weightKg']);
  });

  it('accepts the heaviest weight allowed', () => {
    expect(problems({ weightGrams: 5_000_000 })).toEqual([]);
  });

  it('refuses a delivery class other than van, pallet or parcel', () => {
    expect(fields({ deliveryClass: 'lorry' as ProductDraft['deliveryClass'] })).toEqual(['deliveryClass']);
  });

  it("applies the price, stock and presale rules of an edit, in the form's order", () => {
    expect(fields({ pricePence: 0, listPricePence: 0, stockOnHand: -1, presaleLimit: 4 })).toEqual([
      'price',
      'stockOnHand',
      'presaleLimit',
    ]);
  });

  it('refuses an alternate that is itself or not on sale', () => {
    expect(fields({ alternateSku: 'LOG-OAK-STD' })).toEqual(['alternateSku']);
    expect(problems({ alternateSku: 'LOG-GONE' })[0]?.message).toBe(
      'There is no product on sale with the SKU LOG-GONE: choose one from the list, or none.',
    );
  });

  it('lists every problem of the suggestions in one message', () => {
    const many = Array.from({ length: MAX_SUGGESTIONS }, () => 'KIN-NET-10L');
    expect(problems({ suggestions: ['LOG-OAK-STD', 'NOPE', ...many] })).toEqual([
      {
        field: 'suggestions',
        message: `Basket suggestions: a product cannot suggest itself; there is no product on sale with the SKU NOPE; KIN-NET-10L is listed twice; KIN-NET-10L is listed twice; KIN-NET-10L is listed twice; KIN-NET-10L is listed twice; KIN-NET-10L is listed twice; list at most ${MAX_SUGGESTIONS}.`,
      },
    ]);
  });

  it.each(['firewood/oak', '/Firewood', '/a b', '//evil.example/x'])('refuses the page path %j', (pageUrl) => {
    expect(fields({ pageUrl })).toEqual(['pageUrl']);
  });

  it.each(['javascript:alert(1)', 'http://example.com/a.png', '//cdn.example/x.png', '/a "b'])('refuses the picture %j', (imageUrl) => {
    expect(fields({ imageUrl })).toEqual(['imageUrl']);
  });

  it('accepts a picture on https', () => {
    expect(problems({ imageUrl: 'https://cdn.sanity.io/images/x/y.png' })).toEqual([]);
  });
});
