import { describe, expect, it } from 'vitest';
import {
  instalmentLimitRefusal,
  instalmentPlanText,
  splitIntoInstalments,
  withinInstalmentLimits,
  type InstalmentTerms,
} from '../../commerce/domain/instalments.ts';
import { KLARNA_PAY_IN_THREE } from '../../commerce/payments/airwallex/klarna-limits.ts';

const PAY_IN_THREE: InstalmentTerms = { count: 3, everyDays: 30, minPence: 3_000, maxPence: 100_000 };

describe('paying in parts', () => {
  it('splits into whole pence adding up to the total, the odd pence on the first payment', () => {
    expect(splitIntoInstalments(32_900, 3)).toEqual([10_968, 10_966, 10_966]);
    expect(splitIntoInstalments(32_901, 3)).toEqual([10_967, 10_967, 10_967]);
    expect(splitIntoInstalments(45_000, 3)).toEqual([15_000, 15_000, 15_000]);
    expect(splitIntoInstalments(1, 3)).toEqual([1, 0, 0]);
    for (const total of [3_000, 3_001, 3_002, 99_999]) expect(splitIntoInstalments(total, 3).reduce((a, b) => a + b)).toBe(total);
  });

  it('refuses a total that is not whole pence, and fewer than one payment', () => {
    expect(() => splitIntoInstalments(100.5, 3)).toThrow(RangeError);
    expect(() => splitIntoInstalments(-1, 3)).toThrow(RangeError);
    expect(() => splitIntoInstalments(100, 0)).toThrow(RangeError);
  });

  it('says what the shopper pays and when', () => {
    expect(instalmentPlanText(45_000, PAY_IN_THREE)).toBe('3 payments of £150.00: today, then every 30 days.');
    expect(instalmentPlanText(32_900, PAY_IN_THREE)).toBe('3 payments: £109.68 today, then £109.66 every 30 days.');
  });

  it('takes totals from its minimum to its maximum, both included', () => {
    expect(withinInstalmentLimits(2_999, PAY_IN_THREE)).toBe(false);
    expect(withinInstalmentLimits(3_000, PAY_IN_THREE)).toBe(true);
    expect(withinInstalmentLimits(100_000, PAY_IN_THREE)).toBe(true);
    expect(withinInstalmentLimits(100_001, PAY_IN_THREE)).toBe(false);
    expect(instalmentLimitRefusal(100_000, PAY_IN_THREE, 'Klarna, pay in 3')).toBeNull();
    expect(instalmentLimitRefusal(100_001, PAY_IN_THREE, 'Klarna, pay in 3')).toBe(
      'Klarna, pay in 3 is for orders from £30.00 to £1,000.00; this order is £1,000.01. Please choose another way to pay.',
    );
  });

  it("Klarna's pay in 3 terms are three payments 30 days apart, from £30 to £1,000", () => {
    expect(KLARNA_PAY_IN_THREE).toEqual(PAY_IN_THREE);
  });
});
