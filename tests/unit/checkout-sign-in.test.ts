import { describe, expect, it } from 'vitest';
import { checkoutSignInEmailProblem, checkoutSignInOffer } from '../../src/features/checkout/checkout-sign-in.ts';

const customer = { id: 'c-1', hasAccount: true } as never;

describe('the checkout sign-in offer', () => {
  it('asks for an email before sending anything', () => {
    expect(checkoutSignInEmailProblem('')).toMatch(/Type your email address/);
    expect(checkoutSignInEmailProblem('not-an-email')).toMatch(/Type your email address/);
    expect(checkoutSignInEmailProblem(' ann@example.co.uk ')).toBeNull();
  });

  it('moves to the code step alike for an email with an account and one without', () => {
    const known = checkoutSignInOffer('Ann@Example.co.uk', {
      kind: 'codeSent',
      customer,
      email: 'ann@example.co.uk',
      codeDigits: 6,
      attemptsLeft: 3,
      expiresAt: null,
    });
    const unknown = checkoutSignInOffer(' Ann@Example.co.uk ', { kind: 'noCustomer' });
    expect(known).toEqual({ step: 'code', email: 'ann@example.co.uk', codeDigits: 6 });
    expect(unknown).toEqual(known);
  });

  it('stays on the offer with the wait when codes are limited, and with a way on when sending failed', () => {
    expect(checkoutSignInOffer('a@b.co', { kind: 'rateLimited', retryAfterSeconds: 125 })).toEqual({
      step: 'offer',
      problem: expect.stringContaining('wait 3 minutes'),
    });
    for (const start of [
      { kind: 'apiError', customer: null },
      { kind: 'failed', customer, user: null, message: 'boom' },
    ] as const) {
      const offer = checkoutSignInOffer('a@b.co', start);
      expect(offer).toMatchObject({ step: 'offer', problem: expect.stringContaining('continue as a guest') });
      expect(JSON.stringify(offer)).not.toContain('boom');
    }
  });
});
