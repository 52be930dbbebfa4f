import { formatPence } from './money.ts';
import type { OrderStatus } from './order-process.ts';

/*
 * Paying the balance due that a desk edit of an order's lines left (line-edit.ts): online by the
 * customer from the order page, or recorded by staff when it was paid by phone or cash on
 * delivery. One balance is paid once: while an online payment of it is in flight, neither a
 * second one nor a record by staff may begin, and staff record exactly what is due.
 */

export type BalanceRefusal = {
  reason: 'NOTHING_DUE' | 'PAYMENT_IN_FLIGHT' | 'AMOUNT_NOT_DUE' | 'CANCELLED';
  message: string;
};

interface BalanceState {
  status: OrderStatus;
  balanceDuePence: number;
  /** An online payment of the balance is with the provider (started, or waiting for the bank's check). */
  onlinePaymentOpen: boolean;
}

function refuseUnpayable(state: BalanceState): BalanceRefusal | null {
  if (state.status === 'cancelled') return { reason: 'CANCELLED', message: 'This order was cancelled: there is nothing to pay on it.' };
  if (state.balanceDuePence <= 0) return { reason: 'NOTHING_DUE', message: 'There is nothing left to pay on this order.' };
  return null;
}

/**
 * Whether the customer may start paying the balance online now. An online payment already in
 * flight is not refused here: the caller joins it (a double press, a second tab), never charges twice.
 */
export function onlineBalanceRefusal(state: BalanceState, expectedPence: number | null): BalanceRefusal | null {
  const refused = refuseUnpayable(state);
  if (refused) return refused;
  if (expectedPence !== null && expectedPence !== state.balanceDuePence) {
    return {
      reason: 'AMOUNT_NOT_DUE',
      message: `The amount still to pay is now ${formatPence(state.balanceDuePence)}, not ${formatPence(expectedPence)}. Check your order and pay again.`,
    };
  }
  return null;
}

/**
 * Whether staff may record the balance as paid by phone or cash: only the whole of it (no part
 * payments), and not while the customer is paying it online (that payment would then be a
 * second one; it settles within minutes either way).
 */
export function recordedBalanceRefusal(state: BalanceState, amountPence: number): BalanceRefusal | null {
  const refused = refuseUnpayable(state);
  if (refused) return refused;
  if (state.onlinePaymentOpen) {
    return {
      reason: 'PAYMENT_IN_FLIGHT',
      message: 'The customer is paying this balance online right now. Wait a few minutes and open the order again before recording it.',
    };
  }
  if (amountPence !== state.balanceDuePence) {
    return {
      reason: 'AMOUNT_NOT_DUE',
      message: `${formatPence(state.balanceDuePence)} is due on this order: record exactly that (part payments are not recorded), or nothing.`,
    };
  }
  return null;
}

/**
 * The balance after a payment of `paidPence` settles. An edit may have added to the balance while
 * an online payment of the earlier amount was in flight: what that edit added stays due.
 */
export function balanceAfterPayment(balanceDuePence: number, paidPence: number): number {
  return Math.max(0, balanceDuePence - paidPence);
}

/** What the balance is for after an edit: its changes, after the earlier ones still unpaid. */
export function balanceDueFor(
  earlier: string | null,
  balanceWasPence: number,
  changes: readonly string[],
  balanceNowPence: number,
): string | null {
  if (balanceNowPence <= 0) return null;
  const now = changes.join('; ');
  return balanceWasPence > 0 && earlier ? `${earlier}; ${now}` : now;
}

export interface BalancePaid {
  amountPence: number;
  way: 'online' | 'phone' | 'cashOnDelivery';
  /** How an online payment was paid, as its provider names itself ("card", "PayPal", "Apple Pay"); null when not known. */
  paidWith?: string | null;
}

/** What the order has been paid beyond its placing payment: its receipt counts this too. */
export function balancesPaidPence(payments: readonly BalancePaid[]): number {
  return payments.reduce((total, payment) => total + payment.amountPence, 0);
}

/**
 * What was paid outside the card provider (by phone, cash on delivery): a cancellation cannot send
 * it back to the card, so staff refund it the way it came, and the desk says so.
 */
export function paidOutsideProviderPence(payments: readonly BalancePaid[]): number {
  return balancesPaidPence(payments.filter((payment) => payment.way !== 'online'));
}

export const BALANCE_WAY_WORDS: Record<BalancePaid['way'], string> = {
  online: 'online',
  phone: 'by phone',
  cashOnDelivery: 'in cash on delivery',
};

/**
 * The customer's words for a balance payment left unfinished at the provider (cancelled on
 * PayPal's or Klarna's page, a wallet's sheet closed, a bank's check walked away from). The
 * provider's own words speak of a basket, which a placed order no longer has: the balance is
 * simply still due.
 */
export function balanceAbandonedWords(paidWith: string | null): string {
  const at = paidWith && paidWith !== 'card' ? ` with ${paidWith}` : '';
  return `The payment${at} was not finished, so nothing was taken. The balance is still to pay: choose how to pay it.`;
}

/** How a balance was paid, after "paid by", for the customer: the provider's name for itself, or the way staff recorded. */
export function balancePaidWith(way: BalancePaid['way'], paidWith: string | null): string {
  if (way === 'online') return paidWith ?? 'card';
  return way === 'phone' ? 'phone' : 'cash on delivery';
}

/**
 * How a balance was paid, after "paid": an online payment by the name its provider gives itself
 * ("by card", "by PayPal", "by Apple Pay"), so the receipt, the order page and the desk say which;
 * one recorded by staff, or an online one from before the way was kept, by its way alone.
 */
export function balancePaidWords(paid: Pick<BalancePaid, 'way' | 'paidWith'>): string {
  if (paid.way === 'online' && paid.paidWith) return `by ${paid.paidWith}`;
  return BALANCE_WAY_WORDS[paid.way];
}
