import { describe, expect, it } from 'vitest';
import {
  countedStock,
  MAX_PRICE_PENCE,
  type ProductEdit,
  productEditProblems,
  storedStockFor,
} from '../../../commerce/domain/product-edit.ts';

const today = '2026-11-27';
const nothingHeld = { onHand: 0, presale: 0 };
const edit: ProductEdit = { pricePence: 8995, listPricePence: 8995, stockOnHand: 12, presaleDate: null, presaleLimit: null };

const codes = (change: Partial<ProductEdit>, held = nothingHeld, currentPresaleDate: string | null = null) =>
  productEditProblems({ ...edit, ...change }, held, currentPresaleDate, today).map((p) => p.code);

describe('product edit rules', () => {
  it('accepts a plain edit', () => {
    expect(productEditProblems(edit, nothingHeld, null, today)).toEqual([]);
  });

  it.each([0, -1, 12.5])('refuses a price of %s pence', (pricePence) => {
    expect(codes({ pricePence, listPricePence: 9000 })).toEqual(['PRICE_NOT_POSITIVE']);
  });

  it('refuses a price above the ceiling and accepts one at it', () => {
    expect(codes({ pricePence: MAX_PRICE_PENCE + 1, listPricePence: MAX_PRICE_PENCE + 1 })).toEqual([
      'PRICE_TOO_HIGH',
      'LIST_PRICE_TOO_HIGH',
    ]);
    expect(codes({ pricePence: MAX_PRICE_PENCE, listPricePence: MAX_PRICE_PENCE })).toEqual([]);
    // The list price has the same ceiling: past it, a slip of the keyboard and then the stored integer.
    expect(codes({ listPricePence: MAX_PRICE_PENCE + 1 })).toEqual(['LIST_PRICE_TOO_HIGH']);
  });

  it('refuses a list price below the price, with the price in the message, and accepts an equal one', () => {
    const [problem] = productEditProblems({ ...edit, listPricePence: 8994 }, nothingHeld, null, today);
    expect(problem).toMatchObject({ field: 'listPrice', code: 'LIST_PRICE_BELOW_PRICE' });
    expect(problem?.message).toContain('£89.95');
    expect(codes({ listPricePence: 8995 })).toEqual([]);
    expect(codes({ listPricePence: 9995 })).toEqual([]);
  });

  it('refuses stock below what open payments hold, and accepts exactly that much', () => {
    const held = { onHand: 5, presale: 0 };
    const [problem] = productEditProblems({ ...edit, stockOnHand: 4 }, held, null, today);
    expect(problem).toMatchObject({ field: 'stockOnHand', code: 'STOCK_BELOW_HELD' });
    expect(problem?.message).toBe('Payments in progress hold 5 units; enter a stock of at least 5, or wait for those payments to finish.');
    expect(codes({ stockOnHand: 5 }, held)).toEqual([]);
  });

  it.each([-1, 1.5])('refuses a stock of %s', (stockOnHand) => {
    expect(codes({ stockOnHand })).toEqual(['STOCK_NOT_WHOLE']);
  });

  it('refuses a presale limit without a date, and a date without a limit', () => {
    expect(codes({ presaleLimit: 10 })).toEqual(['PRESALE_LIMIT_WITHOUT_DATE']);
    expect(codes({ presaleDate: '2026-12-15' })).toEqual(['PRESALE_DATE_WITHOUT_LIMIT']);
    expect(codes({ presaleDate: '2026-12-15', presaleLimit: 0 })).toEqual([]);
  });

  it('wants a new presale date after today, but lets a kept one stand after it passed', () => {
    expect(codes({ presaleDate: today, presaleLimit: 5 })).toEqual(['PRESALE_DATE_NOT_AFTER_TODAY']);
    expect(codes({ presaleDate: '2026-11-28', presaleLimit: 5 })).toEqual([]);
    expect(codes({ presaleDate: '2026-11-01', presaleLimit: 5 }, nothingHeld, '2026-11-01')).toEqual([]);
    expect(codes({ presaleDate: '2026-02-30', presaleLimit: 5 })).toEqual(['PRESALE_DATE_INVALID']);
  });

  it('refuses a presale limit below the presale units held', () => {
    expect(codes({ presaleDate: '2026-12-15', presaleLimit: 2 }, { onHand: 0, presale: 3 })).toEqual(['PRESALE_LIMIT_BELOW_HELD']);
    expect(codes({ presaleDate: '2026-12-15', presaleLimit: 3 }, { onHand: 0, presale: 3 })).toEqual([]);
  });

  it('lists every problem in the order of the form', () => {
    expect(codes({ pricePence: 0, listPricePence: -1, stockOnHand: -2, presaleLimit: 1 }).length).toBe(4);
    expect(
      productEditProblems({ ...edit, pricePence: 0, listPricePence: -1, stockOnHand: -2, presaleLimit: 1 }, nothingHeld, null, today).map(
        (p) => p.field,
      ),
    ).toEqual(['price', 'listPrice', 'stockOnHand', 'presaleLimit']);
  });
});

describe('stock as stored and as counted', () => {
  it('stores what is free to sell: the count less the held units, and reads it back the same', () => {
    const held = { onHand: 3, presale: 2 };
    const stored = storedStockFor({ ...edit, stockOnHand: 10, presaleDate: '2026-12-15', presaleLimit: 6 }, held);
    expect(stored).toEqual({ onHand: 7, presaleLimit: 4 });
    expect(countedStock(stored, held)).toEqual({ stockOnHand: 10, presaleLimit: 6 });
    expect(storedStockFor(edit, held).presaleLimit).toBeNull();
  });
});
