import { describe, expect, it } from 'vitest';
import { productCardFacts, stockNote } from '../../../src/lib/catalogue/product-card.ts';

const presale = { date: '2026-12-03', text: 'Pre-order: ships from 3 December 2026' };

describe('product card facts', () => {
  it("prints the store's price and the unit price for logs, and nothing of stock when it is in stock", () => {
    expect(productCardFacts({ volumeM3: 0.9, weightKg: null, bagCount: null }, { pricePence: 14900, inStock: true })).toEqual({
      price: '£149.00',
      unitPrices: ['£165.56 per m³'],
    });
  });

  it('prints per kg and per bag for pellets, and says when they are out of stock', () => {
    expect(productCardFacts({ weightKg: 975, bagCount: 65 }, { pricePence: 43900, inStock: false, presale: null })).toEqual({
      price: '£439.00',
      unitPrices: ['£0.45 per kg', '£6.75 per bag'],
      stockNote: 'Out of stock',
    });
  });

  it('says when a pre-sold product ships instead of "Out of stock"', () => {
    expect(productCardFacts({ volumeM3: 0.9 }, { pricePence: 14900, inStock: false, presale })).toEqual({
      price: '£149.00',
      unitPrices: ['£165.56 per m³'],
      stockNote: 'Pre-order: ships from 3 December 2026',
    });
  });

  it('prints no price for a SKU the store does not sell, rather than a wrong one', () => {
    expect(productCardFacts({ volumeM3: 0.9 }, {})).toEqual({ unitPrices: [] });
  });

  it('prints the price before the reduction while a product is on offer, and none when the prices are equal', () => {
    expect(productCardFacts(null, { pricePence: 32900, listPricePence: 34900, inStock: true }).wasPrice).toBe('£349.00');
    expect(productCardFacts(null, { pricePence: 32900, listPricePence: 32900, inStock: true })).not.toHaveProperty('wasPrice');
    expect(productCardFacts(null, { pricePence: 32900, listPricePence: 30000, inStock: true })).not.toHaveProperty('wasPrice');
  });

  it("draws the store's review summary as whole stars beside the exact figure, and nothing without reviews", () => {
    const withReviews = (rating: number, count: number) =>
      ({ reviewSummary: { rating, count } }) as unknown as NonNullable<Parameters<typeof productCardFacts>[1]['buyBox']>;
    expect(productCardFacts(null, { pricePence: 100, buyBox: withReviews(4.5, 2) }).rating).toEqual({ stars: 5, average: '4.5', count: 2 });
    expect(productCardFacts(null, { pricePence: 100, buyBox: withReviews(4, 1) }).rating).toEqual({ stars: 4, average: '4.0', count: 1 });
    expect(productCardFacts(null, { pricePence: 100, buyBox: null })).not.toHaveProperty('rating');
  });

  it('prints only the price for a product with no measures', () => {
    expect(productCardFacts(null, { pricePence: 699, inStock: true })).toEqual({ price: '£6.99', unitPrices: [] });
  });
});

describe('stock note', () => {
  it('names the presale date even with stock on hand, out of stock only without a presale, and nothing in stock', () => {
    expect(stockNote({ inStock: true, presale })).toBe('Pre-order: ships from 3 December 2026');
    expect(stockNote({ inStock: false, presale: null })).toBe('Out of stock');
    expect(stockNote({ inStock: true, presale: null })).toBeUndefined();
    expect(stockNote({})).toBeUndefined();
  });
});
