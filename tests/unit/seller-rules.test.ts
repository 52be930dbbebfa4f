import { describe, expect, it } from 'vitest';
import { parseSellerIdentity, vatNumberChecks } from '../../commerce/domain/seller-rules.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';

describe('vatNumberChecks', () => {
  it('accepts numbers whose check digits pass either HMRC scheme, and branch numbers', () => {
    // 1·8 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 = 112; 112 + 82 = 2 × 97; 112 + 27 + 55 = 2 × 97.
    expect(vatNumberChecks('GB123456782')).toBe(true);
    expect(vatNumberChecks('GB123456727')).toBe(true);
    expect(vatNumberChecks('GB123456782001')).toBe(true);
  });

  it('refuses a typo, a missing prefix, spaces and the wrong length', () => {
    expect(vatNumberChecks('GB123456783')).toBe(false);
    expect(vatNumberChecks('GB123456728')).toBe(false);
    expect(vatNumberChecks('123456782')).toBe(false);
    expect(vatNumberChecks('GB 123 4567 82')).toBe(false);
    expect(vatNumberChecks('GB12345678')).toBe(false);
  });
});

describe('parseSellerIdentity', () => {
  it("accepts the demo shop's seller as seeded", () => {
    expect(parseSellerIdentity(SEED_SELLER)).toEqual(SEED_SELLER);
  });

  it.each([
    ['vatNumber', { vatNumber: 'GB123456783' }, /Seller vatNumber: must be GB and nine digits/],
    ['companyNumber', { companyNumber: '123' }, /Seller companyNumber: must be a Companies House number/],
    ['addressLines', { addressLines: ['Somewhere'] }, /Seller addressLines: needs at least a street and a postcode/],
    ['email', { email: 'hello' }, /Seller email: must be an email address/],
    ['siteUrl', { siteUrl: 'javascript:alert(1)' }, /Seller siteUrl: must be the shop’s origin/],
  ])('names the broken field: %s', (_, change, message) => {
    expect(() => parseSellerIdentity({ ...SEED_SELLER, ...change })).toThrow(message);
  });

  it('allows a seller that is not a company', () => {
    expect(parseSellerIdentity({ ...SEED_SELLER, companyNumber: null }).companyNumber).toBeNull();
  });
});
