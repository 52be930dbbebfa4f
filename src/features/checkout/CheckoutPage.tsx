import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';
import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { $cartMessage, $cartUpdating, cart } from '../cart/cart-store.ts';
import { $checkoutStep, CHECKOUT_STEPS, setStep, type CheckoutStep } from './checkout-store.ts';
import { signedInCheckout } from './signed-in-checkout.ts';
import { $orderSlice } from '../cart/order-slice.ts';
import { TotalsRow } from '../cart/TotalsRow.tsx';
import { AddressStep } from './AddressStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { DeliveryStep } from './DeliveryStep.tsx';
import { DeliverySummary } from './DeliverySummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { LazyPaymentInProgress, showsPaymentInProgress } from '../cart/LazyPaymentInProgress.tsx';
import { hasReturnMessage, leftBankCheck } from './payment-memory.ts';
import { browserLocalStorage } from '../../lib/browser-storage.ts';
import { orderCalls } from '../../lib/commerce/orders.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { hasStoredSession } from '../../lib/identity/stored-session.ts';
import type { RoundCartHandoff } from './round-cart.ts';

/**
 * A repeat delivery round's basket named in the address (its mail's "check and pay"), taken as the
 * cart in hand. Few checkouts name one, so its code loads only when the address does (`?cart=`).
 */
async function roundCartFromAddress(): Promise<RoundCartHandoff> {
  if (!new URLSearchParams(location.search).has('cart')) return { kind: 'none' };
  const { handOffRoundCart } = await import('./round-cart.ts');
  return handOffRoundCart({
    search: location.search,
    hasStoredSession,
    getOrder: (orderId) => orderCalls(shopperTransport, shopChannel).getOrder(orderId),
    slice: $orderSlice,
    replaceUrl: (path) => history.replaceState(history.state, '', path),
  });
}

/**
 * A refusal no field could show, at the top of the open step and focused, so the button the
 * shopper pressed visibly answers; a new refusal replaces the old.
 */
function StepAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={alert} className="form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

const TITLES: Record<CheckoutStep, string> = {
  contact: '1. Your details',
  address: '2. Address',
  delivery: '3. Delivery',
  review: '4. Review your order',
  payment: '5. Payment',
};

/** The checkout in clear steps; each saves to the order, so nothing typed is lost. */
export default function CheckoutPage() {
  const step = useStore($checkoutStep);
  const { order } = useStore($orderSlice);
  const updating = useStore($cartUpdating);
  const message = useStore($cartMessage);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const [handoff, setHandoff] = useState<RoundCartHandoff>({ kind: 'none' });
  // Back from the bank's page without finishing its check: the card form again.
  const bankCheckLeft = !!order && showsPaymentInProgress(order) && leftBankCheck(browserLocalStorage(), order.id);
  useEffect(() => {
    if (!bankCheckLeft) return;
    // The payment step opens at once; the store that says why (and takes the next card) loads with
    // its forms (PaymentStep.tsx), so this page does not carry it for shoppers who never pay here.
    setStep('payment');
    void import('./payment-store.ts').then(
      ({ payment }) => payment.offerAnotherCard(),
      () => {
        // Offline: the payment step says its forms could not be loaded, and to reload.
      },
    );
  }, [bankCheckLeft]);

  // Back from a provider's own page without paying: the payment step, saying why.
  const returnMessageWaiting = !!order && hasReturnMessage(browserLocalStorage(), order.id);
  useEffect(() => {
    if (!returnMessageWaiting) return;
    setStep('payment');
    void import('./payment-store.ts').then(
      ({ payment }) => payment.showReturnMessage(),
      () => {
        // Offline: the payment step says its forms could not be loaded, and to reload.
      },
    );
  }, [returnMessageWaiting]);

  useEffect(() => {
    void signedInCheckout.start();
    void roundCartFromAddress()
      .catch(
        (): RoundCartHandoff => ({ kind: 'unavailable', message: 'The basket could not be opened. Check your connection and try again.' }),
      )
      .then((outcome) => {
        setHandoff(outcome);
        return cart.validate();
      })
      .then((ok) => {
        const validated = $orderSlice.get().order;
        if (ok && validated && validated.orderItems.length > 0) ecommerceEvents.beginCheckout(validated);
      });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, which is the point.
  useEffect(() => {
    // Move focus to the step that opened, so keyboard and screen-reader users follow along.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  if (handoff.kind === 'signIn') {
    return (
      <div className="cart-empty">
        <p>Sign in to check and pay for your next delivery.</p>
        <a className="button button--primary" href={handoff.href}>
          Sign in
        </a>
      </div>
    );
  }
  const handoffNotice =
    handoff.kind === 'unavailable' ? (
      <p className="form-error" role="alert">
        {handoff.message}
      </p>
    ) : null;
  if (order && showsPaymentInProgress(order) && !bankCheckLeft) return <LazyPaymentInProgress order={order} />;
  if (!order || order.orderItems.length === 0) {
    return (
      <div className="cart-empty">
        {handoffNotice}
        <p>Your basket is empty, so there is nothing to check out.</p>
        <a className="button button--primary" href="/">
          Browse logs and pellets
        </a>
      </div>
    );
  }

  const current = CHECKOUT_STEPS.indexOf(step);
  const summary: Partial<Record<CheckoutStep, ReactNode>> = {
    contact: order.customer ? `${order.customer.firstName ?? ''} ${order.customer.lastName ?? ''}, ${order.customer.email}` : null,
    address: order.shippingAddress[0]
      ? `${order.shippingAddress[0].line1}, ${order.shippingAddress[0].city} ${order.shippingAddress[0].postCode}`
      : null,
    delivery: order.shipments.every((s) => s.estDeliveryDate) ? <DeliverySummary shipments={order.shipments} /> : null,
  };

  return (
    <div className="checkout" aria-busy={updating}>
      <div className="checkout__steps">
        {handoffNotice}
        {order.errors.length > 0 && (
          <div className="form-error" role="alert">
            {order.errors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </div>
        )}
        {CHECKOUT_STEPS.map((name, index) => (
          <section
            key={name}
            className={`checkout-step${name === step ? ' checkout-step--open' : ''}`}
            aria-labelledby={`step-${name}`}
            data-step={name}
          >
            <h2 id={`step-${name}`} ref={name === step ? heading : undefined} tabIndex={-1}>
              {TITLES[name]}
            </h2>
            {name === step && <StepAlert message={message} />}
            {name === step && name === 'contact' && <ContactStep />}
            {name === step && name === 'address' && <AddressStep />}
            {name === step && name === 'delivery' && <DeliveryStep order={order} updating={updating} />}
            {name === step && name === 'review' && <ReviewStep order={order} updating={updating} />}
            {name === step && name === 'payment' && <PaymentStep order={order} />}
            {index < current && (
              <div className="checkout-step__summary">
                {summary[name] ?? 'Done'}{' '}
                <button type="button" className="link-button" onClick={() => setStep(name)}>
                  Change<span className="visually-hidden"> {TITLES[name]}</span>
                </button>
              </div>
            )}
          </section>
        ))}
      </div>
      <aside className="checkout__summary" aria-label="Order summary">
        <dl className="cart-totals">
          <TotalsRow label={`Items (${order.itemsCount})`} amount={order.subTotalAmount} />
          {order.shippingAddress.length > 0 ? (
            <>
              <TotalsRow label="Delivery" amount={order.shippingAmount} testId="checkout-delivery" />
              {order.shipments.flatMap((shipment) =>
                shipment.surcharges.map((s) => (
                  <div key={`${shipment.id}-${s.type}`} className="cart-totals__note">
                    <dt>Includes {s.name}</dt>
                    <dd>{formatPounds(s.amount)}</dd>
                  </div>
                )),
              )}
            </>
          ) : (
            // Nothing is charged for delivery until there is an address: "£0.00" would read as free.
            <div>
              <dt>Delivery</dt>
              <dd data-testid="checkout-delivery">Calculated after the address</dd>
            </div>
          )}
          {order.discountAmount > 0 && <TotalsRow label="Discount" amount={order.discountAmount} deducted />}
          <TotalsRow label="Total" amount={order.totalAmount} className="cart-totals__total" testId="checkout-total" />
          {order.creditUsed > 0 && <TotalsRow label="Credit used" amount={order.creditUsed} deducted />}
          {order.creditUsed > 0 && (
            <TotalsRow label="To pay" amount={order.amountDue} className="cart-totals__total" testId="checkout-amount-due" />
          )}
          <TotalsRow label="Includes VAT of" amount={order.totalTax} className="cart-totals__note" />
        </dl>
      </aside>
    </div>
  );
}
