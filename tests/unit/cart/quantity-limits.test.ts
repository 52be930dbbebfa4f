import { describe, expect, it } from 'vitest';
import { cappedQuantity, quantityChoices } from '../../../src/features/cart/quantity-limits.ts';

describe('a typed quantity', () => {
  it('is kept when it can be bought', () => {
    expect(cappedQuantity(34, 34)).toEqual({ quantity: 34, note: null });
    expect(cappedQuantity(2.7, 34)).toEqual({ quantity: 2, note: null });
  });

  it('is lowered to what can be bought, saying so', () => {
    expect(cappedQuantity(999, 34)).toEqual({ quantity: 34, note: 'Only 34 available, so the quantity is set to 34.' });
    expect(cappedQuantity(35, 34).note).not.toBeNull();
  });

  it('is at least 1 when blank, zero or not a number', () => {
    expect(cappedQuantity(0, 34)).toEqual({ quantity: 1, note: null });
    expect(cappedQuantity(Number.NaN, 34)).toEqual({ quantity: 1, note: null });
  });
});

describe("the basket's quantity choices", () => {
  it('run 1 to 20 without gaps, or to the line’s quantity when it holds more', () => {
    expect(quantityChoices(3)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(quantityChoices(34)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
  });
});
