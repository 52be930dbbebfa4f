import { describe, expect, it } from 'vitest';
import { describeStock, ukLongDate } from '../../commerce/domain/stock.ts';
import { offersStockAlert, stockAlertEmailProblem } from '../../src/features/cart/stock-alert.ts';

describe('when a product that is not in stock can be had', () => {
  it('says a presale date as a shopper reads it', () => {
    expect(ukLongDate('2026-12-01')).toBe('1 December 2026');
    expect(describeStock({ onHand: 0, presaleDate: '2026-12-01', presaleLimit: 4 }, '2026-11-18').text).toBe(
      'Pre-order: ships from 1 December 2026',
    );
  });
  it('offers the alert for out-of-stock products and presale ones with no pre-orders left', () => {
    expect(offersStockAlert('outOfStock', 0)).toBe(true);
    expect(offersStockAlert('presale', 0)).toBe(true);
    expect(offersStockAlert('presale', 1)).toBe(false);
    expect(offersStockAlert('inStock', 5)).toBe(false);
    expect(offersStockAlert('lowStock', 2)).toBe(false);
  });
  it('asks for an address before sending one', () => {
    expect(stockAlertEmailProblem('  ')).toBe('Enter your email address.');
    expect(stockAlertEmailProblem('ann@')).toBe('Enter an email address such as you@example.com.');
    expect(stockAlertEmailProblem(' ann@example.com ')).toBeNull();
  });
});
