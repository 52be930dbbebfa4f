import { describe, expect, it } from 'vitest';
import {
  creditAdjustment,
  creditAdjustmentDescription,
  MAX_CREDIT_ADJUSTMENT_PENCE,
} from '../../commerce/domain/pricing/credit-adjustment.ts';

describe('credit granted or removed at the desk', () => {
  it('grants from 1p up to the most in one go, and no more', () => {
    expect(creditAdjustment('grant', 1, 0)).toEqual({ ok: true, entryPence: 1, balanceAfterPence: 1 });
    expect(creditAdjustment('grant', MAX_CREDIT_ADJUSTMENT_PENCE, 250)).toEqual({
      ok: true,
      entryPence: 50_000,
      balanceAfterPence: 50_250,
    });
    expect(creditAdjustment('grant', MAX_CREDIT_ADJUSTMENT_PENCE + 1, 0)).toEqual({
      ok: false,
      message: 'Enter at most £500.00 at a time.',
    });
  });

  it('refuses nothing, less than nothing, and what is not whole pence', () => {
    expect(creditAdjustment('grant', 0, 0)).toEqual({ ok: false, message: 'Enter an amount above £0.00.' });
    expect(creditAdjustment('remove', -100, 500)).toEqual({ ok: false, message: 'Enter an amount above £0.00.' });
    expect(creditAdjustment('grant', 10.5, 0)).toEqual({ ok: false, message: 'Enter the amount in pounds and pence, such as 10.50.' });
  });

  it('removes down to exactly zero, never below', () => {
    expect(creditAdjustment('remove', 300, 300)).toEqual({ ok: true, entryPence: -300, balanceAfterPence: 0 });
    expect(creditAdjustment('remove', 301, 300)).toEqual({
      ok: false,
      message: 'The customer has £3.00 of credit: remove at most that, never below £0.00.',
    });
    // A balance already below zero (clawed back after a refund) has nothing to remove.
    expect(creditAdjustment('remove', 1, -200)).toEqual({
      ok: false,
      message: 'The customer has £0.00 of credit: remove at most that, never below £0.00.',
    });
  });

  it("words the shop's entry in the customer's history", () => {
    expect(creditAdjustmentDescription('grant', 'Late delivery')).toBe('From the shop: Late delivery');
    expect(creditAdjustmentDescription('remove', 'Granted twice')).toBe('Removed by the shop: Granted twice');
  });
});
