import { describe, expect, it } from 'vitest';
import { deliveryQuote, sizesWithDelivery } from '../../../src/lib/catalogue/size-delivery.ts';

describe('delivery quote from the delivery read', () => {
  it('takes the charge in whole pence, without binary fractions', () => {
    expect(deliveryQuote({ totalShippingAmount: 19.95, errors: [] })).toEqual({ kind: 'charge', pence: 1995 });
    expect(deliveryQuote({ totalShippingAmount: 0.29, errors: [] })).toEqual({ kind: 'charge', pence: 29 });
    expect(deliveryQuote({ totalShippingAmount: 0, errors: [] })).toEqual({ kind: 'charge', pence: 0 });
  });

  it("gives the API's reason when the postcode is not served, and a failure when nothing was answered", () => {
    expect(deliveryQuote({ totalShippingAmount: null, errors: ['We cannot bring crates to HS1 2AA.', 'Another'] })).toEqual({
      kind: 'refused',
      reason: 'We cannot bring crates to HS1 2AA.',
    });
    expect(deliveryQuote(null)).toEqual({ kind: 'failed' });
    expect(deliveryQuote({ totalShippingAmount: null, errors: [] })).toEqual({ kind: 'failed' });
  });
});

describe('sizes with delivery', () => {
  it('adds delivery to each price and marks the lowest total, which delivery can move', () => {
    // The standard crate is under the free-delivery threshold, the full crate over it.
    const cells = sizesWithDelivery(
      [14_900, 15_500, 28_900],
      [
        { kind: 'charge', pence: 1995 },
        { kind: 'charge', pence: 0 },
        { kind: 'charge', pence: 0 },
      ],
    );
    expect(cells).toEqual([
      { delivery: '£19.95', total: '£168.95', cheapest: false },
      { delivery: 'Free', total: '£155.00', cheapest: true },
      { delivery: 'Free', total: '£289.00', cheapest: false },
    ]);
  });

  it('says why a size cannot come, or that it could not be checked, with no total', () => {
    const cells = sizesWithDelivery(
      [14_900, 21_900, 28_900],
      [{ kind: 'refused', reason: 'Crates cannot reach this postcode.' }, { kind: 'failed' }, { kind: 'charge', pence: 2500 }],
    );
    expect(cells).toEqual([
      { delivery: 'Crates cannot reach this postcode.', cheapest: false },
      { delivery: 'Could not check', cheapest: false },
      // The one total known is not "lowest" of anything.
      { delivery: '£25.00', total: '£314.00', cheapest: false },
    ]);
  });

  it('names no lowest when the totals are equal, and gives no total for a size without a price', () => {
    expect(
      sizesWithDelivery(
        [10_000, 9_000, undefined],
        [
          { kind: 'charge', pence: 0 },
          { kind: 'charge', pence: 1000 },
          { kind: 'charge', pence: 0 },
        ],
      ),
    ).toEqual([
      { delivery: 'Free', total: '£100.00', cheapest: false },
      { delivery: '£10.00', total: '£100.00', cheapest: false },
      { delivery: 'Free', cheapest: false },
    ]);
  });
});
