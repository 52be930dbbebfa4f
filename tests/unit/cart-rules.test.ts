import { describe, expect, it } from 'vitest';
import { checkLineQuantity, MAX_LINE_QUANTITY, maxLineQuantity } from '../../commerce/domain/cart.ts';
import { describeStock, LOW_STOCK_THRESHOLD } from '../../commerce/domain/stock.ts';

const inStock = { onHand: 35, presaleDate: null, presaleLimit: null };
const today = '2026-11-18';

describe('line quantity rules', () => {
  it('accepts a quantity within stock', () => {
    expect(checkLineQuantity(35, inStock, today, 'Ash')).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s as not a positive whole number', (quantity) => {
    expect(checkLineQuantity(quantity, inStock, today, 'Ash')?.code).toBe('QUANTITY_NOT_POSITIVE');
  });

  it('refuses more than one line may hold, before looking at stock', () => {
    const plenty = { ...inStock, onHand: 1000 };
    expect(checkLineQuantity(MAX_LINE_QUANTITY + 1, plenty, today, 'Ash')?.code).toBe('QUANTITY_TOO_LARGE');
    expect(checkLineQuantity(MAX_LINE_QUANTITY, plenty, today, 'Ash')).toBeNull();
  });

  it('says how many are available when the stock is short', () => {
    expect(checkLineQuantity(36, inStock, today, 'Ash')).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      available: 35,
      message: 'Only 35 of Ash are available; lower the quantity to 35 or less.',
    });
    expect(checkLineQuantity(1, { ...inStock, onHand: 0 }, today, 'Ash')?.message).toBe('Ash is out of stock.');
  });

  it('sells a presale product up to its limit until the presale date', () => {
    const presale = { onHand: 0, presaleDate: '2026-12-01', presaleLimit: 3 };
    expect(checkLineQuantity(3, presale, today, 'Ash')).toBeNull();
    expect(checkLineQuantity(4, presale, today, 'Ash')?.code).toBe('NOT_ENOUGH_STOCK');
    expect(checkLineQuantity(1, presale, '2026-12-01', 'Ash')?.code).toBe('NOT_ENOUGH_STOCK');
    expect(maxLineQuantity(presale, today)).toBe(3);
    expect(maxLineQuantity({ ...inStock, onHand: 500 }, today)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('stock wording', () => {
  it('moves from in stock to low stock at the threshold, then out of stock', () => {
    expect(describeStock({ ...inStock, onHand: LOW_STOCK_THRESHOLD + 1 }, today).type).toBe('inStock');
    expect(describeStock({ ...inStock, onHand: LOW_STOCK_THRESHOLD }, today)).toMatchObject({
      type: 'lowStock',
      text: `Only ${LOW_STOCK_THRESHOLD} left`,
    });
    expect(describeStock({ ...inStock, onHand: 0 }, today)).toMatchObject({ type: 'outOfStock', text: 'Out of stock' });
  });

  it('shows a presale only while its date is ahead', () => {
    const presale = { onHand: 0, presaleDate: '2026-12-01', presaleLimit: 3 };
    expect(describeStock(presale, today)).toMatchObject({ type: 'presale', presaleDate: '2026-12-01', presaleLimit: 3 });
    expect(describeStock(presale, '2026-12-01')).toMatchObject({ type: 'outOfStock', presaleDate: null, presaleLimit: null });
  });

  it('says which units of a presale product ship when, counting the shelf only where the count is live', () => {
    const both = { onHand: 12, presaleDate: '2027-01-15', presaleLimit: 20 };
    expect(describeStock({ ...both, onHand: 0 }, today).text).toBe('Pre-order: ships from 15 January 2027');
    expect(describeStock(both, today)).toMatchObject({
      type: 'presale',
      text: '12 in stock now; a larger order ships from 15 January 2027',
    });
    // What the site states when built: no count, so a sale changes no page.
    expect(describeStock(both, today, { countStock: false }).text).toBe('In stock now; a larger order ships from 15 January 2027');
  });
});
