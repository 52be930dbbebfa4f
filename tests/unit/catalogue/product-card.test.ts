import { describe, expect, it } from 'vitest';
import { productCardFacts } from '../../../src/lib/catalogue/product-card.ts';

describe('product card facts', () => {
  it("prints the store's price and the unit price for logs", () => {
    expect(productCardFacts({ volumeM3: 0.9, weightKg: null, bagCount: null }, { pricePence: 14900, inStock: true })).toEqual({
      price: '£149.00',
      unitPrices: ['£165.56 per m³'],
      outOfStock: false,
    });
  });

  it('prints per kg and per bag for pellets, and says when they are out of stock', () => {
    expect(productCardFacts({ weightKg: 975, bagCount: 65 }, { pricePence: 43900, inStock: false })).toEqual({
      price: '£439.00',
      unitPrices: ['£0.45 per kg', '£6.75 per bag'],
      outOfStock: true,
    });
  });

  it('prints no price for a SKU the store does not sell, rather than a wrong one', () => {
    expect(productCardFacts({ volumeM3: 0.9 }, {})).toEqual({ unitPrices: [], outOfStock: false });
  });

  it('prints only the price for a product with no measures', () => {
    expect(productCardFacts(null, { pricePence: 699, inStock: true })).toEqual({ price: '£6.99', unitPrices: [], outOfStock: false });
  });
});
