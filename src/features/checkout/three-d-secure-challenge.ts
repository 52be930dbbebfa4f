/**
 * The test card gateway's 3-D Secure challenge, as GET /payments/test-card/challenge?payment=…&token=…
 * describes it. The /secure page reads it only to show what is being approved; approving
 * and failing are a plain form post, so they work without JavaScript. Both need the challenge's
 * one-time token, which only the paying browser got (in the address placeOrder sent it to).
 */
export interface Challenge {
  payment: string;
  /** Pounds with two decimals, as a string ("12.34"). */
  amount: string;
  currencyCode: string;
  cardLast4: string;
  merchant: string;
  status: 'awaiting' | 'approved' | 'failed' | 'expired';
}

export const CHALLENGE_URL = '/payments/test-card/challenge';

const STATUSES: readonly Challenge['status'][] = ['awaiting', 'approved', 'failed', 'expired'];

/** The server's JSON, checked field by field; null for anything else (never trust a shape). */
export function parseChallenge(value: unknown): Challenge | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : null);
  const payment = text('payment');
  const amount = text('amount');
  const currencyCode = text('currencyCode');
  const cardLast4 = text('cardLast4');
  const merchant = text('merchant');
  const status = text('status');
  if (!payment || !amount || !currencyCode || cardLast4 === null || !merchant || !status) return null;
  if (!STATUSES.includes(status as Challenge['status'])) return null;
  return { payment, amount, currencyCode, cardLast4, merchant, status: status as Challenge['status'] };
}

/** "12.34" GBP → "£12.34"; an amount that is not a number is shown as sent. */
export function challengeAmount(challenge: Pick<Challenge, 'amount' | 'currencyCode'>): string {
  const amount = Number(challenge.amount);
  if (!Number.isFinite(amount)) return `${challenge.amount} ${challenge.currencyCode}`;
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: challenge.currencyCode }).format(amount);
  } catch {
    return `${challenge.amount} ${challenge.currencyCode}`;
  }
}

/** What the page says when the check can no longer be answered; null while it is awaiting. */
export function challengeClosedText(status: Challenge['status']): string | null {
  switch (status) {
    case 'awaiting':
      return null;
    case 'approved':
      return 'You have already approved this payment. The shop is confirming your order.';
    case 'failed':
      return 'This check has already failed, so the payment was not taken. Go back to the shop to try again.';
    case 'expired':
      return 'This check has expired, so the payment was not taken. Go back to the shop to try again.';
  }
}

/** Payment ids are opaque tokens; anything else in the address is not echoed into the form. */
export function isPaymentId(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

/** A challenge token is 32 random bytes in base64url; anything else is not echoed into the form. */
export function isChallengeToken(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Where the page reads the challenge's details: the token goes with the payment id. */
export function challengeDetailsUrl(paymentId: string, token: string): string {
  return `${CHALLENGE_URL}?${new URLSearchParams({ payment: paymentId, token })}`;
}
