import { describe, expect, it } from 'vitest';
import { formatPounds } from '../../src/lib/commerce/format-pounds.ts';

// The reference: the Intl format the function replaces (en-GB, GBP).
const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('formatPounds, without Intl', () => {
  it('writes every amount from -£100.00 to £2,500.00, penny by penny, as Intl’s en-GB GBP does', () => {
    const mismatches: string[] = [];
    for (let pence = -10_000; pence <= 250_000; pence++) {
      const amount = pence / 100;
      if (formatPounds(amount) !== intl.format(amount)) mismatches.push(`${amount}: ${formatPounds(amount)}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('groups thousands, signs refunds and rounds a stray third decimal as Intl does', () => {
    const amounts = [0, -0, 0.005, 1.005, 2.675, 1234.5, -1234.5, 999_999.99, 1_000_000, 12_345_678.9, 0.1 + 0.2];
    expect(amounts.map(formatPounds)).toEqual(amounts.map((amount) => intl.format(amount)));
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-5)).toBe('-£5.00');
  });
});
