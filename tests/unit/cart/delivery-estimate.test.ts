import { describe, expect, it } from 'vitest';
import type { ProductDates } from '../../../src/lib/commerce/delivery.ts';
import { estimateSaysNothing, estimateView, orderByText } from '../../../src/features/cart/delivery-estimate-text.ts';
import { longDay } from '../../../src/lib/text/london-calendar.ts';
import { shopperPostcode } from '../../../src/features/cart/postcode-precedence.ts';

describe('which postcode the estimate is for', () => {
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
    expect(longDay('2026-11-19')).toBe('Thursday 19 November');
  });
});

describe('the estimate as the product page shows it (React and the page script alike)', () => {
  const now = new Date('2026-11-18T10:00:00Z');
  const dates: ProductDates = {
    errors: [],
    estDeliveryDate: '2026-11-19',
    estDispatchDate: '2026-11-18',
    orderBy: '2026-11-18T12:00:00Z',
    totalShippingAmount: 0,
    deliveryRange: null,
    methodName: null,
    surcharges: [],
  };
  const text = (view: ReturnType<typeof estimateView>) => `${view.orderBy}${view.lead}${view.day}${view.tail}`;

  it('promises a day, with the cut-off, the postcode and the charge', () => {
    const view = estimateView({ state: 'ready', dates: { ...dates, totalShippingAmount: 12.5 } }, 'EH1 1YZ', now);
    expect(text(view)).toBe('Order by 12:00 today for delivery from Thursday 19 November to EH1 1YZ (delivery £12.50).');
    expect([view.orderBy, view.day]).toEqual(['Order by 12:00 today', 'Thursday 19 November']);
    expect(view).toMatchObject({ promise: true, problem: false, change: true });
    expect(text(estimateView({ state: 'ready', dates }, 'EH1 1YZ', now))).toContain('(free delivery).');
  });

  it('says it is checking, could not check, or why there is no delivery', () => {
    expect(estimateView({ state: 'loading' }, 'EH1 1YZ', now)).toMatchObject({ lead: 'Checking delivery to EH1 1YZ…', change: false });
    expect(estimateView({ state: 'failed' }, 'EH1 1YZ', now)).toMatchObject({
      lead: 'We could not check delivery just now.',
      change: true,
    });
    const refused = estimateView({ state: 'ready', dates: { ...dates, errors: ['We do not deliver to islands.'] } }, 'HS1 2AA', now);
    expect(refused).toMatchObject({ lead: 'We do not deliver to islands.', problem: true, promise: false, change: true });
  });

  it("does not call the channel's default postcode the shopper's: a price 'from', and a request for theirs", () => {
    const guessed = { postcodeGuessed: true };
    expect(text(estimateView({ state: 'ready', dates: { ...dates, totalShippingAmount: 19.95 } }, 'LE12 6UZ', now, guessed))).toBe(
      'Order by 12:00 today for delivery from Thursday 19 November. Delivery from £19.95: enter your postcode for your date and price.',
    );
    expect(text(estimateView({ state: 'ready', dates }, 'LE12 6UZ', now, guessed))).toContain('Delivery from £0.00: enter your postcode');
    expect(text(estimateView({ state: 'ready', dates: { ...dates, totalShippingAmount: null } }, 'LE12 6UZ', now, guessed))).toBe(
      'Order by 12:00 today for delivery from Thursday 19 November. Enter your postcode for your date and price.',
    );
    expect(estimateView({ state: 'ready', dates }, 'LE12 6UZ', now, guessed)).toMatchObject({ promise: true, change: true });
    expect(estimateView({ state: 'loading' }, 'LE12 6UZ', now, guessed).lead).toBe('Checking delivery…');
  });

  it('says nothing for a product with no date and no refusal', () => {
    const view = estimateView({ state: 'ready', dates: { ...dates, estDeliveryDate: null } }, 'EH1 1YZ', now);
    expect(estimateSaysNothing(view)).toBe(true);
    expect(estimateSaysNothing(estimateView({ state: 'ready', dates }, 'EH1 1YZ', now))).toBe(false);
  });
});
