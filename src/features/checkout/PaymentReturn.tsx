import { useEffect, useState } from 'react';
import type { ReturnVerdict } from './payment-outcome.ts';
import { searchWithoutOrderId } from './payment-return.ts';
import { payment } from './payment-store.ts';
import { browserLocalStorage } from '../../lib/browser-storage.ts';
import { isBalanceReturn } from '../../../commerce/shared/index.ts';
import { balancePaymentInProgress, balanceReturnPath } from './balance/balance-payment.ts';

/**
 * How the page asks where the payment stands: `order` checks the order through the gateway the
 * payment went to (checkOrderCanBePlaced); `payment` asks checkPayment, for a provider whose own
 * page or element sends the shopper here; `provider` asks the same, for a way to pay the shopper
 * left the shop for (a redirect method), and sends a payment not made back to the payment step.
 */
type Check = 'order' | 'payment' | 'provider';

/** Takes an order id out of the address before anything else is sent from this page. */
function dropOrderIdFromAddress(): void {
  const search = searchWithoutOrderId(window.location.search);
  if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
}

/**
 * The page a shopper lands on after the bank's check (3-D Secure) or the provider's page. It
 * asks the shop where the payment stands and moves on to the order page, or to the
 * failed-payment page; while the bank has not decided it says so and offers to ask again. The
 * order is the one this browser started paying for: the address names none.
 */
export default function PaymentReturn({ check }: { check: Check }) {
  // A balance due paid from an order page comes back here too (the provider knows one return page),
  // its address marked as a balance's: the order page this browser paid it from settles it.
  const [balanceOf] = useState(() => (isBalanceReturn(window.location.search) ? balancePaymentInProgress(browserLocalStorage()) : null));
  const [held] = useState(() => {
    dropOrderIdFromAddress();
    return balanceOf ? null : payment.heldPayment();
  });
  const orderId = held?.orderId ?? '';
  const gatewayId = held?.gatewayId ?? '';
  const [verdict, setVerdict] = useState<ReturnVerdict | null>(null);

  useEffect(() => {
    if (balanceOf) window.location.replace(balanceReturnPath(balanceOf));
  }, [balanceOf]);

  useEffect(() => {
    if (!orderId) return;
    const settle =
      check === 'provider'
        ? payment.settleProviderReturn(orderId)
        : check === 'payment'
          ? payment.settlePaymentReturn(orderId)
          : payment.settleCardReturn(orderId, gatewayId);
    void settle.then(setVerdict);
  }, [check, orderId, gatewayId]);

  if (balanceOf) {
    return (
      <p className="payment-return" role="status" aria-live="polite">
        Confirming your payment with your bank… please keep this page open.
      </p>
    );
  }
  if (!orderId) {
    return (
      <div className="payment-return">
        <p>This page opens by itself after a card payment, and there is no payment to confirm here.</p>
        <p>
          <a href="/cart">Go to your basket</a> or <a href="/tracking">track an order</a>.
        </p>
      </div>
    );
  }
  // Placed and failed move on to the next page at once; until then the shopper is told what is happening.
  if (verdict === null || verdict.kind === 'placed' || verdict.kind === 'failed') {
    return (
      <p className="payment-return" role="status" aria-live="polite">
        Confirming your payment with your bank… please keep this page open.
      </p>
    );
  }
  const again = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="payment-return" role="alert">
      {verdict.kind === 'pending' ? (
        <p>Your bank has not confirmed the payment yet. This can take a minute; nothing more will be charged if you check again.</p>
      ) : (
        <p>{verdict.message}</p>
      )}
      <p className="payment-return__actions">
        {(verdict.kind === 'pending' || verdict.retryable) && (
          <a className="button button--primary" href={again}>
            Check again
          </a>
        )}
        {held?.expressFrom ? (
          // A product page's express cart is not the basket: back to the page it was bought from.
          <a className="button" href={held.expressFrom}>
            Back to the product
          </a>
        ) : (
          <a className="button" href="/cart">
            Back to basket
          </a>
        )}
      </p>
    </div>
  );
}
