import { describe, expect, it } from 'vitest';
import { balanceReturnUrl, isBalanceReturn } from '../../../commerce/shared/index.ts';

describe('the return address of a balance payment', () => {
  it('marks a provider return address, with or without a query of its own', () => {
    expect(balanceReturnUrl('https://shop.example/checkout/card-return/?gateway=g1')).toBe(
      'https://shop.example/checkout/card-return/?gateway=g1&for=balance',
    );
    expect(balanceReturnUrl('/checkout/return/')).toBe('/checkout/return/?for=balance');
  });

  it('is told from a checkout return by its own address alone', () => {
    expect(isBalanceReturn(new URL(balanceReturnUrl('https://shop.example/r/?gateway=g1')).search)).toBe(true);
    expect(isBalanceReturn('?gateway=g1')).toBe(false);
    expect(isBalanceReturn('')).toBe(false);
    expect(isBalanceReturn('?for=balancex')).toBe(false);
  });
});
