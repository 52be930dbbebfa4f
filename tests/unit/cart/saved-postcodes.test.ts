import { describe, expect, it } from 'vitest';
import { savedDeliveryPostcodes, savedPostcodeLoader } from '../../../src/features/cart/saved-postcodes.ts';
import { shopperPostcode } from '../../../src/features/cart/postcode-precedence.ts';

describe("a signed-in customer's saved postcodes in the estimate's precedence", () => {
  const addresses = [
    { addressType: 'billing', isDefault: true, postCode: 'B1 1AA' },
    { addressType: 'shipping', isDefault: false, postCode: 'LE12 6UZ' },
    { addressType: 'shipping', isDefault: true, postCode: 'PA20 0AA' },
    { addressType: null, isDefault: null, postCode: 'DE1 1AA' },
  ];

  it('are the delivery addresses, the default first, billing ones left out', () => {
    expect(savedDeliveryPostcodes(addresses)).toEqual(['PA20 0AA', 'LE12 6UZ', 'DE1 1AA']);
  });

  it('come after a chosen postcode and the order’s address, before the channel default', () => {
    const saved = savedDeliveryPostcodes(addresses);
    expect(shopperPostcode({ chosen: '', orderShippingPostcodes: [], savedAddressPostcodes: saved, defaultPostcode: 'LE12 6UZ' })).toEqual({
      postcode: 'PA20 0AA',
      source: 'saved',
    });
    expect(
      shopperPostcode({ chosen: '', orderShippingPostcodes: ['HR1 1AA'], savedAddressPostcodes: saved, defaultPostcode: 'LE12 6UZ' })
        .source,
    ).toBe('order');
  });

  it('are never asked for on a guest’s page, and asked once on a signed-in one', async () => {
    let asked = 0;
    const guest = savedPostcodeLoader({ hasStoredSession: () => false, transport: async () => (asked++, null) }, { set: () => undefined });
    await guest();
    expect(asked).toBe(0);

    const signedIn = savedPostcodeLoader(
      { hasStoredSession: () => true, transport: async () => (asked++, null) },
      { set: () => undefined },
    );
    await Promise.all([signedIn(), signedIn()]);
    expect(asked).toBe(1);
  });
});
