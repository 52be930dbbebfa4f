import { describe, expect, it } from 'vitest';
import { storedBasketCount } from '../../../src/features/cart/basket-count.ts';

describe("the header's basket count, from the stored basket", () => {
  it('is the stored order’s item count', () => {
    expect(storedBasketCount(JSON.stringify({ order: { id: 'a', itemsCount: 3, orderItems: [] } }))).toBe(3);
  });

  it('is 0 with no basket, an empty one, or anything unreadable', () => {
    expect(storedBasketCount(null)).toBe(0);
    expect(storedBasketCount(JSON.stringify({ order: null }))).toBe(0);
    expect(storedBasketCount(JSON.stringify({ order: { itemsCount: 0 } }))).toBe(0);
    expect(storedBasketCount('{not json')).toBe(0);
    expect(storedBasketCount(JSON.stringify({ order: { itemsCount: '4' } }))).toBe(0);
  });
});
