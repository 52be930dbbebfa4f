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
  // The ash crates: 0.9, 1.3 and 1.8 m³ (litres as the amounts).
  const crates = [900, 1300, 1800];

  it('adds delivery to each price and marks the lowest with delivery per m³, which delivery can move', () => {
    // The standard crate pays for the van; the full and max crates go free.
    const cells = sizesWithDelivery(
      [14_900, 21_900, 28_900],
      [
        { kind: 'charge', pence: 1995 },
        { kind: 'charge', pence: 0 },
        { kind: 'charge', pence: 0 },
      ],
      crates,
    );
    // £168.95 for 0.9 m³ is £187.72 a m³; £219.00 for 1.3 is £168.46; £289.00 for 1.8 is £160.56.
    expect(cells).toEqual([
      { delivery: '£19.95', total: '£168.95', cheapest: false },
      { delivery: 'Free', total: '£219.00', cheapest: false },
      { delivery: 'Free', total: '£289.00', cheapest: true },
    ]);
  });

  it('never calls the smallest total cheapest for being the smallest: with dear delivery on the big crate it can win per m³', () => {
    const cells = sizesWithDelivery(
      [14_900, 21_900, 28_900],
      [
        { kind: 'charge', pence: 0 },
        { kind: 'charge', pence: 0 },
        { kind: 'charge', pence: 4000 },
      ],
      crates,
    );
    // £149.00 / 0.9 = £165.56 a m³; £219.00 / 1.3 = £168.46; £329.00 / 1.8 = £182.78.
    expect(cells.map((cell) => cell.cheapest)).toEqual([true, false, false]);
  });

  it('marks nobody when the amounts are unknown: totals of different sizes say nothing of value', () => {
    const cells = sizesWithDelivery(
      [14_900, 21_900],
      [
        { kind: 'charge', pence: 0 },
        { kind: 'charge', pence: 0 },
      ],
      [undefined, undefined],
    );
    expect(cells.map((cell) => cell.cheapest)).toEqual([false, false]);
  });

  it('says why a size cannot come, or that it could not be checked, with no total', () => {
    const cells = sizesWithDelivery(
      [14_900, 21_900, 28_900],
      [{ kind: 'refused', reason: 'Crates cannot reach this postcode.' }, { kind: 'failed' }, { kind: 'charge', pence: 2500 }],
      crates,
    );
    expect(cells).toEqual([
      { delivery: 'Crates cannot reach this postcode.', cheapest: false },
      { delivery: 'Could not check', cheapest: false },
      // The one total known is not "lowest" of anything.
      { delivery: '£25.00', total: '£314.00', cheapest: false },
    ]);
  });

  it('names no lowest when the prices per unit are equal, and gives no total for a size without a price', () => {
    expect(
      sizesWithDelivery(
        [10_000, 20_000, undefined],
        [
          { kind: 'charge', pence: 0 },
          { kind: 'charge', pence: 0 },
          { kind: 'charge', pence: 0 },
        ],
        [1000, 2000, 3000],
      ),
    ).toEqual([
      { delivery: 'Free', total: '£100.00', cheapest: false },
      { delivery: 'Free', total: '£200.00', cheapest: false },
      { delivery: 'Free', cheapest: false },
    ]);
  });
});
