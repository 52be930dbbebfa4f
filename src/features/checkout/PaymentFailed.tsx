import { useEffect, useState } from 'react';
import { CARD_RETURN_PATH, placedOrderPath } from './payment-return.ts';
import { formatPounds } from '../../../commerce/shared/index.ts';
import { setStep } from './checkout-store.ts';
import { payment, type FailedOrderView } from './payment-store.ts';

/** The latest note the server wrote about the payment, if any (e.g. the bank's reason). */
function latestNote(view: Extract<FailedOrderView, { kind: 'heldAgain' | 'expressAgain' }>): string | null {
  return view.order.history.findLast((entry) => entry.note)?.note ?? null;
}

/**
 * After a payment that did not go through. An order back in the cart is held again as the
 * shopper's basket, so trying again reopens the checkout's payment step with everything kept.
 * The order is the one this browser was paying for: the address names none, as a cart's id in
 * a URL would hand the cart to whoever sees it.
 */
export default function PaymentFailed() {
  const [orderId] = useState(() => payment.heldPayment()?.orderId ?? '');
  const [view, setView] = useState<FailedOrderView | null>(null);

  useEffect(() => {
    if (orderId) void payment.holdFailedOrder(orderId).then(setView);
  }, [orderId]);

  if (!orderId) {
    return (
      <div className="payment-return">
        <p>Nothing was charged. Your basket is where you left it.</p>
        <p className="payment-return__actions">
          <a className="button button--primary" href="/cart">
            Back to basket
          </a>
        </p>
      </div>
    );
  }
  if (view === null) return <p role="status">Checking your order…</p>;
  switch (view.kind) {
    case 'heldAgain': {
      const note = latestNote(view);
      return (
        <div className="payment-return" data-testid="payment-failed">
          <p>
            <strong>Nothing was charged to your card.</strong> Your bank did not approve the payment of {formatPounds(view.order.amountDue)}
            , so the order was not placed.
          </p>
          {note && <p>{note}</p>}
          <p>Your basket, address and delivery choices are kept. You can try again with the same card or another one.</p>
          <p className="payment-return__actions">
            <a
              className="button button--primary"
              href="/checkout"
              onClick={() => {
                // The checkout opens where the shopper left off: at payment.
                setStep('payment');
              }}
            >
              Try again
            </a>
            <a className="button" href="/cart">
              Back to basket
            </a>
          </p>
        </div>
      );
    }
    case 'expressAgain': {
      const note = latestNote(view);
      return (
        <div className="payment-return" data-testid="payment-failed">
          <p>
            <strong>Nothing was charged to your card.</strong> The payment of {formatPounds(view.order.amountDue)} did not go through, so
            the order was not placed.
          </p>
          {note && <p>{note}</p>}
          <p>Your basket is as you left it. You can buy this again from the product page, with the same wallet or another way to pay.</p>
          <p className="payment-return__actions">
            <a className="button button--primary" href={view.productPage}>
              Back to the product
            </a>
            <a className="button" href="/cart">
              Go to your basket
            </a>
          </p>
        </div>
      );
    }
    case 'placed':
      return (
        <div className="payment-return">
          <p>Good news: this order has been paid and placed after all.</p>
          <p>
            <a className="button button--primary" href={placedOrderPath(view.orderId)}>
              See your order
            </a>
          </p>
        </div>
      );
    case 'pending':
      return (
        <div className="payment-return">
          <p>Your bank is still deciding about this payment.</p>
          <p>
            <a className="button button--primary" href={CARD_RETURN_PATH}>
              Check the payment again
            </a>
          </p>
        </div>
      );
    case 'notFound':
      return (
        <div className="payment-return" role="alert">
          <p>
            We could not find this order. Nothing was charged for it. <a href="/cart">Go to your basket</a>.
          </p>
        </div>
      );
    case 'error':
      return (
        <div className="payment-return form-error" role="alert">
          <p>{view.message}</p>
          <p>
            <a className="button" href={window.location.href}>
              Try again
            </a>
          </p>
        </div>
      );
  }
}
