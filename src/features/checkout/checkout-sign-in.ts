import type { SignInStart } from '../../lib/identity/sign-in.ts';
import { rateLimitedProblem } from '../../lib/identity/sign-in-text.ts';

/** Where the checkout's sign-in offer stands: offered (perhaps with a problem), or waiting for the code. */
export type CheckoutSignInOffer = { step: 'offer'; problem: string | null } | { step: 'code'; email: string; codeDigits: number };

const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;
const DEFAULT_CODE_DIGITS = 6;

/** Before anything is sent: the offer mails the email typed above, so there must be one. */
export function checkoutSignInEmailProblem(email: string): string | null {
  return EMAIL_SHAPE.test(email.trim()) ? null : 'Type your email address below first, then we can email you a sign-in code.';
}

/**
 * What the offer shows after asking for a code. An email with no account moves on to the code step
 * exactly as one with an account does (the code simply never comes), so a guest cannot use the
 * checkout to learn who shops here.
 */
export function checkoutSignInOffer(email: string, start: SignInStart): CheckoutSignInOffer {
  switch (start.kind) {
    case 'codeSent':
      return { step: 'code', email: start.email, codeDigits: start.codeDigits };
    case 'noCustomer':
      return { step: 'code', email: email.trim().toLowerCase(), codeDigits: DEFAULT_CODE_DIGITS };
    case 'rateLimited':
      return { step: 'offer', problem: rateLimitedProblem(start.retryAfterSeconds) };
    case 'apiError':
    case 'failed':
      return { step: 'offer', problem: 'We could not send a sign-in code just now. Try again in a moment, or continue as a guest.' };
  }
}

/** One answer for every code that did not sign in, typo or not, account or not: nothing to tell them apart by. */
export const CHECKOUT_CODE_REFUSAL =
  'That code did not sign you in. Check the email and try again, send yourself a new code, or continue as a guest.';
