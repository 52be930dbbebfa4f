import { describe, expect, it } from 'vitest';
import { checkSellerRecord, parseSellerIdentity, vatNumberChecks } from '../../commerce/domain/seller-rules.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';

describe('vatNumberChecks', () => {
  it('accepts numbers whose check digits pass either HMRC scheme, and branch numbers', () => {
    // 1·8 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 7·2 = 112; 112 + 82 = 2 × 97; 112 + 27 + 55 = 2 × 97.
    expect(vatNumberChecks('GB123456782')).toBe(true);
    expect(vatNumberChecks('GB123456727')).toBe(true);
    expect(vatNumberChecks('GB123456782001')).toBe(true);
  });

  it('accepts the worked examples published for each scheme, and refuses them one digit out', () => {
    // 8·8 + 3·7 + 1·6 + 4·5 + 9·4 + 5·3 + 8·2 = 178; 178 + 16 = 2 × 97 (the modulus 97 scheme).
    expect(vatNumberChecks('GB831495816')).toBe(true);
    expect(vatNumberChecks('GB831495817')).toBe(false);
    // 3·8 + 3·7 + 7·6 + 4·5 + 4·4 + 0 + 0 = 123; 123 + 71 = 2 × 97.
    expect(vatNumberChecks('GB337440071')).toBe(true);
    // Numbers issued from 2010 start again at 100 0000 under "9755": 1·8 + 34 + 55 = 97.
    expect(vatNumberChecks('GB100000034')).toBe(true);
    expect(vatNumberChecks('GB100000035')).toBe(false);
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

describe('checkSellerRecord', () => {
  const record = { ...SEED_SELLER, deliveryVatTreatment: 'follows_goods' };

  it('takes a VAT number and a company number as typed, with spaces and in lower case', () => {
    const checked = checkSellerRecord({ ...record, vatNumber: 'gb 831 4958 16', companyNumber: 'sc 123456' });
    expect(checked).toMatchObject({ ok: true, seller: { vatNumber: 'GB831495816', companyNumber: 'SC123456' } });
  });

  it('names every field to fix, in words staff read, with the address line that is wrong', () => {
    const checked = checkSellerRecord({
      ...record,
      vatNumber: 'GB831495817',
      addressLines: ['1 Kiln Row', ''],
      deliveryVatTreatment: 'zero',
    });
    expect(checked).toEqual({
      ok: false,
      problems: [
        { field: 'addressLines.1', message: 'The address (line 2) must not be empty.' },
        { field: 'vatNumber', message: 'The VAT number must be GB and nine digits (or twelve, for a branch) that pass HMRC’s check.' },
        { field: 'deliveryVatTreatment', message: 'The delivery VAT treatment must be follows_goods or standard_rated.' },
      ],
    });
  });
});
