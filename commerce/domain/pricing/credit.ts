import { assertPence, formatPence, type Pence } from '../money.ts';

interface CreditRequest {
  balancePence: Pence;
  /** How much the shopper asked to use; null or absent means as much as possible. */
  requestedPence?: number | null;
  /** What is left to pay (the order total) before credit. */
  payablePence: Pence;
}

type CreditToApply =
  | { ok: true; creditPence: Pence }
  | { ok: false; code: 'CREDIT_AMOUNT_NEGATIVE' | 'CREDIT_AMOUNT_NOT_WHOLE_PENCE'; message: string };

/**
 * How much store credit goes against an order: the smallest of the balance, the request and
 * what is payable. Credit is a payment, not a discount, so it never changes the VAT. A
 * balance below zero (credit clawed back after a refund) offers nothing rather than adding
 * to the bill.
 */
export function creditToApply(request: CreditRequest): CreditToApply {
  const balance = Math.max(0, assertPence(request.balancePence));
  const payable = Math.max(0, assertPence(request.payablePence));
  const requested = request.requestedPence;
  if (requested != null) {
    if (!Number.isSafeInteger(requested)) {
      return {
        ok: false,
        code: 'CREDIT_AMOUNT_NOT_WHOLE_PENCE',
        message: `Enter the credit to use in pounds and pence, for example ${formatPence(Math.min(balance, payable))}.`,
      };
    }
    if (requested < 0) {
      return {
        ok: false,
        code: 'CREDIT_AMOUNT_NEGATIVE',
        message: `The credit to use can't be negative; enter an amount from £0.00 to ${formatPence(Math.min(balance, payable))}.`,
      };
    }
  }
  return { ok: true, creditPence: Math.min(balance, payable, requested ?? balance) };
}
