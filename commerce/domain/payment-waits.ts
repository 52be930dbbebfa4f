/**
 * Which orders' money is not settled, and what each waits for: the desk's "Payments pending" list
 * reads it. A payment is settled once the provider took what the order asks (or the shopper
 * walked away from a cart long enough ago that nobody will chase it).
 */
import type { OrderStatus } from './order-process.ts';
import type { PaymentStatus } from './payment-status.ts';

/**
 * - awaitingProvider: the card was sent and the provider's answer is not in (the payment sweep
 *   asks again within minutes; one that stays needs a look at the provider's dashboard);
 * - awaitingShopper: the provider sent the shopper to their bank's 3-D Secure check or its own
 *   page, and they have not come back;
 * - failed: the provider refused the payment and the shopper has not paid since (the basket waits);
 * - balanceDue: a placed order whose lines changed at the desk and cost more than was paid.
 */
export type PaymentWait = 'awaitingProvider' | 'awaitingShopper' | 'failed' | 'balanceDue';

/** How long a refused payment stays on the list: after a week the shopper has gone elsewhere. */
export const FAILED_PAYMENT_SHOWN_DAYS = 7;

/** The newest payment attempt of an order as the payments feature reports it. */
export type AttemptState = 'started' | 'requiresAction' | 'succeeded' | 'failed';

export interface PaymentFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The order's newest attempt's state; null when it has none. */
  attempt: AttemptState | null;
  balanceDuePence: number;
}

/** What the order's payment waits for, or null when it is settled. An open attempt comes first: it is what happens next. */
export function paymentWait(facts: PaymentFacts): PaymentWait | null {
  if (facts.attempt === 'requiresAction') return 'awaitingShopper';
  if (facts.attempt === 'started') return 'awaitingProvider';
  if (facts.orderStatus === 'cancelled') return null;
  if (facts.attempt === 'failed' && facts.paymentStatus === 'failed' && facts.orderStatus === 'shoppingCart') return 'failed';
  if (facts.orderStatus !== 'shoppingCart' && facts.orderStatus !== 'paymentPending' && facts.balanceDuePence > 0) return 'balanceDue';
  return null;
}

/** What staff read beside each kind: what it waits for and what they can do. */
export const PAYMENT_WAIT_WORDS: Record<PaymentWait, string> = {
  awaitingProvider:
    'Waiting for the payment provider’s answer. The payment check asks again within minutes; one left for an hour needs a look at the provider.',
  awaitingShopper:
    'Waiting for the customer: their bank’s check (3-D Secure) or the provider’s page, and they have not come back to the shop yet.',
  failed: 'The payment was refused and the customer has not paid since: their basket is waiting for them.',
  balanceDue: 'A balance is due: the items changed after the order was paid and cost more. Take it by phone.',
};

/** The list's order: what is most likely to need a call first (refused, then balances), then the oldest first. */
const WAIT_ORDER: readonly PaymentWait[] = ['failed', 'balanceDue', 'awaitingShopper', 'awaitingProvider'];

export function byWaitThenAge<Row extends { wait: PaymentWait; since: Date }>(a: Row, b: Row): number {
  return WAIT_ORDER.indexOf(a.wait) - WAIT_ORDER.indexOf(b.wait) || a.since.getTime() - b.since.getTime();
}
