import { describe, expect, it } from 'vitest';
import { deliveryDay, orderByText } from '../../../src/features/cart/delivery-estimate-text.ts';
import { shopperPostcode } from '../../../src/features/cart/postcode-precedence.ts';

describe('which postcode the estimate is for (brief §4)', () => {
  const all = { chosen: 'EH1 1YZ', orderShippingPostcodes: ['IV2 3BN'], savedAddressPostcodes: ['BT1 5GS'], defaultPostcode: 'LE12 6UZ' };

  it('prefers the chosen postcode, then the order, then saved addresses, then the default', () => {
    expect(shopperPostcode(all)).toEqual({ postcode: 'EH1 1YZ', source: 'chosen' });
    expect(shopperPostcode({ ...all, chosen: '  ' })).toEqual({ postcode: 'IV2 3BN', source: 'order' });
    expect(shopperPostcode({ ...all, chosen: null, orderShippingPostcodes: [] })).toEqual({ postcode: 'BT1 5GS', source: 'saved' });
    expect(shopperPostcode({ ...all, chosen: undefined, orderShippingPostcodes: [''], savedAddressPostcodes: [] })).toEqual({
      postcode: 'LE12 6UZ',
      source: 'default',
    });
  });
});

describe('estimate wording', () => {
  const now = new Date('2026-11-18T10:00:00Z'); // Wednesday, 10:00 in London

  it('names the cut-off in London time, today, tomorrow or by day', () => {
    expect(orderByText('2026-11-18T12:00:00Z', now)).toBe('Order by 12:00 today');
    expect(orderByText('2026-11-19T12:00:00Z', now)).toBe('Order by 12:00 tomorrow');
    expect(orderByText('2026-11-23T12:00:00Z', now)).toBe('Order by 12:00 on Monday 23 November');
  });

  it('uses summer time when it applies', () => {
    expect(orderByText('2026-06-10T11:00:00Z', new Date('2026-06-10T08:00:00Z'))).toBe('Order by 12:00 today');
  });

  it('writes a delivery date as the shop does', () => {
    expect(deliveryDay('2026-11-19')).toBe('Thursday 19 November');
  });
});
