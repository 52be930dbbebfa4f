import { useEffect, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { ReturnVerdict } from './payment-outcome.ts';
import { payment } from './payment-store.ts';

/**
 * What every page that shows the basket shows while its order is being paid for (a
 * reload mid-payment). It asks the shop until the payment is decided, then opens the order page
 * or the failed-payment page (payment-store.ts); nothing here can charge again. Pages load it
 * through LazyPaymentInProgress.tsx, only when their order is mid-payment.
 */
export function PaymentInProgress({ order }: { order: CartOrder }) {
  const [held] = useState(() => payment.heldPayment());
  const [verdict, setVerdict] = useState<ReturnVerdict | null>(null);
  const [asks, setAsks] = useState(0);
  const bankCheckLeft = payment.leftBankCheck(order.id);
  const gatewayId = held?.orderId === order.id ? held.gatewayId : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks is the shopper's "Check again".
  useEffect(() => {
    if (bankCheckLeft) return;
    // Paid from another browser, or storage was blocked: this page cannot ask through the payment's
    // gateway, but a reload reads the order again (placed drops out of the basket, failed is a cart).
    if (!gatewayId) return setVerdict({ kind: 'pending' });
    setVerdict(null);
    void payment.settleCardReturn(order.id, gatewayId).then(setVerdict);
  }, [order.id, gatewayId, bankCheckLeft, asks]);

  if (bankCheckLeft) {
    return (
      <div className="payment-in-progress" role="status">
        <p>Your bank's check for this order was not finished, so nothing has been taken.</p>
        <a className="button button--primary" href="/checkout/">
          Pay at checkout
        </a>
      </div>
    );
  }
  const waiting = verdict === null || verdict.kind === 'placed' || verdict.kind === 'failed';
  return (
    <div className="payment-in-progress" role="status" aria-live="polite">
      <p>Payment in progress…</p>
      {waiting ? (
        <p>We are confirming your payment with your bank. Please keep this page open.</p>
      ) : (
        <>
          <p>
            {verdict.kind === 'pending'
              ? 'Your bank has not confirmed the payment yet. This can take a minute; nothing more will be charged if you check again.'
              : verdict.message}
          </p>
          <button type="button" className="button" onClick={() => (gatewayId ? setAsks((n) => n + 1) : window.location.reload())}>
            Check again
          </button>
        </>
      )}
    </div>
  );
}
