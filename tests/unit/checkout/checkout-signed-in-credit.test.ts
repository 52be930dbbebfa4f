import { describe, expect, it } from 'vitest';
import { checkCreditRequest } from '../../../commerce/domain/pricing/credit-request.ts';
import { fullCreditAmount, parseCreditAmount } from '../../../src/features/checkout/credit-amount.ts';

describe('"Use my credit"', () => {
  it('uses the whole balance when the order is worth more', () => {
    expect(fullCreditAmount(20, 149.99)).toBe(20);
  });

  it('uses only what the order is worth when the balance is larger', () => {
    expect(fullCreditAmount(500, 149.99)).toBe(149.99);
  });

  it('adds up in pence, so float pounds never leave a stray fraction', () => {
    expect(fullCreditAmount(0.1 + 0.2, 10)).toBe(0.3);
  });

  it('never asks for a negative amount', () => {
    expect(fullCreditAmount(-5, 10)).toBe(0);
  });
});

describe('the amount typed into the credit box', () => {
  it('reads pounds and pence, with or without a £ sign and commas', () => {
    expect(parseCreditAmount('12.5', 20)).toEqual({ ok: true, amount: 12.5 });
    expect(parseCreditAmount(' £7.25 ', 20)).toEqual({ ok: true, amount: 7.25 });
    expect(parseCreditAmount('1,000', 2000)).toEqual({ ok: true, amount: 1000 });
    expect(parseCreditAmount('0', 20)).toEqual({ ok: true, amount: 0 });
  });

  it('says how to write an amount it cannot read', () => {
    for (const text of ['', 'abc', '-5', '1.005', '12.']) {
      expect(parseCreditAmount(text, 20)).toEqual({ ok: false, message: 'Enter an amount in pounds and pence, such as 12.50.' });
    }
  });

  it('refuses more than the balance and says how much there is', () => {
    expect(parseCreditAmount('20.01', 20)).toEqual({ ok: false, message: 'You have £20.00 credit; enter an amount up to £20.00.' });
    expect(parseCreditAmount('20', 20)).toEqual({ ok: true, amount: 20 });
  });
});

describe('the server rule for credit asked for on a cart', () => {
  it('keeps the amount asked for, within the balance', () => {
    expect(checkCreditRequest(1250, 2000)).toEqual({ ok: true, requestedPence: 1250 });
    expect(checkCreditRequest(2000, 2000)).toEqual({ ok: true, requestedPence: 2000 });
  });

  it('reads 0 as "stop using credit", even with no balance', () => {
    expect(checkCreditRequest(0, 0)).toEqual({ ok: true, requestedPence: null });
  });

  it('refuses more than the balance rather than quietly using less', () => {
    expect(checkCreditRequest(501, 500)).toEqual({ ok: false, message: 'You have £5.00 credit; enter an amount up to £5.00.' });
    expect(checkCreditRequest(100, 0)).toEqual({ ok: false, message: 'You have no credit to use on this order.' });
    // Credit clawed back below zero offers nothing.
    expect(checkCreditRequest(100, -300)).toEqual({ ok: false, message: 'You have no credit to use on this order.' });
  });

  it('refuses a negative amount and fractions of a penny', () => {
    expect(checkCreditRequest(-1, 500)).toEqual({
      ok: false,
      message: 'The credit to use cannot be negative; send 0 to stop using credit.',
    });
    expect(() => checkCreditRequest(1.5, 500)).toThrow(RangeError);
  });
});
