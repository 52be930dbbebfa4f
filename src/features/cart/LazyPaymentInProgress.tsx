import { lazy, Suspense } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';

/** Whether a page that shows the basket shows the payment under way instead: the held order is being paid for. */
export function showsPaymentInProgress(order: Pick<CartOrder, 'status'>): boolean {
  return order.status === PAYMENT_PENDING_STATUS;
}

/**
 * What shows while the payment notice's code arrives, and in its place if it cannot (offline):
 * the notice's own first line, so the shopper reads at once that a payment is under way.
 */
function PaymentInProgressHeadline({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <div className="payment-in-progress" role="status" aria-live="polite">
      <p>Payment in progress…</p>
      {unavailable && <p>We could not check on it just now. Check your connection and reload the page; nothing more will be charged.</p>}
    </div>
  );
}

// Its own chunk, with the payment store behind it: the basket, the fly-in and the
// checkout load it only when the held order is mid-payment, which few page views are.
const PaymentInProgressNotice = lazy(() =>
  import('../checkout/PaymentInProgress.tsx').then(
    (module) => ({ default: module.PaymentInProgress }),
    () => ({ default: () => <PaymentInProgressHeadline unavailable /> }),
  ),
);

/** The payment under way (PaymentInProgress.tsx), its code fetched when an order needs it. */
export function LazyPaymentInProgress({ order }: { order: CartOrder }) {
  return (
    <Suspense fallback={<PaymentInProgressHeadline />}>
      <PaymentInProgressNotice order={order} />
    </Suspense>
  );
}
