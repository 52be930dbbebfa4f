import { describe, expect, it } from 'vitest';
import { statedAtBuild, type ProductDataView } from '../../../commerce/catalogue/product-data.ts';
import { buyBoxShapeKey, buyBoxViewKey, stockBadgeCss } from '../../../src/features/cart/buy-box-view.ts';
import { describeStock } from '../../../commerce/domain/stock.ts';

const TODAY = '2026-11-18';

function live(onHand: number, change: Partial<ProductDataView> = {}): ProductDataView {
  const facts = { onHand, presaleDate: null, presaleLimit: null };
  return {
    currentPrice: 219,
    listPrice: 219,
    onHand,
    maxQuantity: Math.min(onHand, 99),
    alternateProductId: null,
    alternateProductTitle: null,
    alternateProductDescription: null,
    alternateProductUrl: null,
    stock: describeStock(facts, TODAY),
    reviewSummary: null,
    ...change,
  };
}

describe('the buy-box a product page is built with', () => {
  it('states the stock, never counts it, so a sale that leaves stock changes no page', () => {
    expect(statedAtBuild(live(35), TODAY)).toEqual(statedAtBuild(live(34), TODAY));
    expect(statedAtBuild(live(8), TODAY).stock.text).toBe('In stock');
    expect(statedAtBuild(live(0), TODAY)).toMatchObject({ maxQuantity: 0, stock: { type: 'outOfStock' } });
  });

  it('keeps a presale as it is', () => {
    const presale = live(0, {
      stock: describeStock({ onHand: 0, presaleDate: '2026-12-01', presaleLimit: 4 }, TODAY),
      maxQuantity: 4,
    });
    expect(statedAtBuild(presale, TODAY)).toMatchObject({ maxQuantity: 4, stock: { type: 'presale', presaleDate: '2026-12-01' } });
  });
});

describe('whether the live buy-box looks different from the page', () => {
  const stated = statedAtBuild(live(35), TODAY);

  it('is the same when only the stock count behind "In stock" differs', () => {
    expect(buyBoxViewKey(live(35))).toBe(buyBoxViewKey(stated));
  });

  it('differs on a new price, a sale, low stock, no stock, or new reviews', () => {
    for (const changed of [
      live(35, { currentPrice: 199 }),
      live(35, { listPrice: 249 }),
      live(8),
      live(0),
      live(35, {
        reviewSummary: {
          id: 'LOG-ASH-FULL',
          rating: 4.5,
          count: 2,
          starCount: [0, 0, 0, 1, 1],
          reviewsUrl: '/x#reviews',
        } as ProductDataView['reviewSummary'],
      }),
    ])
      expect(buyBoxViewKey(changed)).not.toBe(buyBoxViewKey(stated));
  });
});

describe('whether the live buy-box needs React, or only its figures written', () => {
  const stated = statedAtBuild(live(35), TODAY);

  it('needs only figures for a new price or a low stock count', () => {
    for (const changed of [live(35, { currentPrice: 199, listPrice: 199 }), live(8)])
      expect(buyBoxShapeKey(changed)).toBe(buyBoxShapeKey(stated));
  });

  it('needs React when the product sold out, a sale began, or reviews came', () => {
    for (const changed of [
      live(0),
      live(35, { listPrice: 249 }),
      live(35, {
        reviewSummary: {
          id: 'LOG-ASH-FULL',
          rating: 5,
          count: 1,
          starCount: [0, 0, 0, 0, 1],
          reviewsUrl: '/x#reviews',
        } as ProductDataView['reviewSummary'],
      }),
    ])
      expect(buyBoxShapeKey(changed)).not.toBe(buyBoxShapeKey(stated));
  });
});

describe("the stock badge's colours in the built page", () => {
  it('are a stylesheet rule, written only for hex colours', () => {
    expect(stockBadgeCss({ color: '#e4f2e4', fontColour: '#1f5a24' })).toBe(
      '[data-buy-box] .stock-badge{background:#e4f2e4;color:#1f5a24}',
    );
    expect(stockBadgeCss({ color: 'red}body{display:none', fontColour: '#1f5a24' })).toBe('');
  });
});
