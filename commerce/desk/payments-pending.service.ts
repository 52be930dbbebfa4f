import type { Kysely } from 'kysely';
import { byWaitThenAge, FAILED_PAYMENT_SHOWN_DAYS, paymentWait, type PaymentWait } from '../domain/payment-waits.ts';
import { unsettledAttempts } from '../payments/index.ts';
import type { Database } from '../store/tables.ts';
import { paymentOrderFacts, type PaymentOrderFacts } from './payments-pending.store.ts';

/** Enough for a bad day at the provider; a shop with more unsettled payments sees this many. */
export const MOST_PAYMENTS_LISTED = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One order whose money is not settled, with what it waits for and what is owed. */
export interface PendingPayment {
  order: PaymentOrderFacts;
  wait: PaymentWait;
  /** Since when it has waited: the attempt's last change, or the placing of an order owing a balance. */
  since: Date;
  /** The card payment's amount, or the balance due. */
  amountPence: number;
}

/**
 * The shop's orders whose payment is not settled: waiting for the provider or for the shopper's
 * bank, refused in the last week and not paid since, or placed with a balance due. What each
 * attempt is comes from the payments feature; what the order is, from the desk's own read.
 */
export async function pendingPayments(db: Kysely<Database>, tenantId: string, now: Date): Promise<PendingPayment[]> {
  const attempts = await unsettledAttempts(db, tenantId, {
    failedSince: new Date(now.getTime() - FAILED_PAYMENT_SHOWN_DAYS * DAY_MS),
    limit: MOST_PAYMENTS_LISTED,
  });
  const orders = await paymentOrderFacts(db, tenantId, { ids: attempts.map((attempt) => attempt.orderId), limit: MOST_PAYMENTS_LISTED });
  const attemptOf = new Map(attempts.map((attempt) => [attempt.orderId, attempt]));
  const pending: PendingPayment[] = [];
  for (const order of orders) {
    const attempt = attemptOf.get(order.id);
    const wait = paymentWait({
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
      attempt: attempt?.status ?? null,
      balanceDuePence: order.balanceDuePence,
    });
    if (!wait) continue;
    const owing = wait === 'balanceDue';
    pending.push({
      order,
      wait,
      since: owing || !attempt ? (order.placedAt ?? now) : attempt.since,
      amountPence: owing || !attempt ? order.balanceDuePence : attempt.amountPence,
    });
  }
  return pending.sort(byWaitThenAge).slice(0, MOST_PAYMENTS_LISTED);
}
