import { describe, expect, it } from 'vitest';
import { creditToApply } from '../../commerce/domain/pricing/credit.ts';

describe('creditToApply', () => {
  it('uses as much as possible when no amount is asked for', () => {
    expect(creditToApply({ balancePence: 2000, payablePence: 3000 })).toEqual({ ok: true, creditPence: 2000 });
    expect(creditToApply({ balancePence: 5000, payablePence: 3000 })).toEqual({ ok: true, creditPence: 3000 });
    expect(creditToApply({ balancePence: 5000, requestedPence: null, payablePence: 3000 })).toEqual({ ok: true, creditPence: 3000 });
  });

  it('uses the amount asked for, capped by the balance and by what is payable', () => {
    expect(creditToApply({ balancePence: 5000, requestedPence: 1500, payablePence: 3000 })).toEqual({ ok: true, creditPence: 1500 });
    expect(creditToApply({ balancePence: 1000, requestedPence: 1500, payablePence: 3000 })).toEqual({ ok: true, creditPence: 1000 });
    expect(creditToApply({ balancePence: 5000, requestedPence: 4000, payablePence: 3000 })).toEqual({ ok: true, creditPence: 3000 });
    expect(creditToApply({ balancePence: 5000, requestedPence: 0, payablePence: 3000 })).toEqual({ ok: true, creditPence: 0 });
  });

  it('never applies a negative amount', () => {
    expect(creditToApply({ balancePence: -500, payablePence: 3000 })).toEqual({ ok: true, creditPence: 0 });
    expect(creditToApply({ balancePence: 500, payablePence: 0 })).toEqual({ ok: true, creditPence: 0 });
    expect(creditToApply({ balancePence: 500, payablePence: -10 })).toEqual({ ok: true, creditPence: 0 });
  });

  it('refuses a negative request and says what range to enter', () => {
    expect(creditToApply({ balancePence: 2000, requestedPence: -100, payablePence: 3000 })).toEqual({
      ok: false,
      code: 'CREDIT_AMOUNT_NEGATIVE',
      message: "The credit to use can't be negative; enter an amount from £0.00 to £20.00.",
    });
  });

  it('refuses a request in fractions of a penny', () => {
    for (const requestedPence of [10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = creditToApply({ balancePence: 2000, requestedPence, payablePence: 1500 });
      expect(result).toEqual({
        ok: false,
        code: 'CREDIT_AMOUNT_NOT_WHOLE_PENCE',
        message: 'Enter the credit to use in pounds and pence, for example £15.00.',
      });
    }
  });
});
