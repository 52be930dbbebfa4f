import { useEffect, useState } from 'react';
import { formatPounds, nearestPence } from '../../../../commerce/shared/index.ts';
import { browserLocalStorage } from '../../../lib/browser-storage.ts';
import { balancePaymentCalls } from '../../../lib/commerce/balance-payments.ts';
import { CANCELLED_STATUS } from '../../../lib/commerce/order-statuses.ts';
import type { OrderDetails, PaymentGateway } from '../../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../../lib/commerce/settings.ts';
import { shopperTransport } from '../../../lib/identity/shopper-transport.ts';
import { isReceiptOnly, orderView } from '../../orders/order-view.ts';
import { browserReceiptKeyStores, findReceiptKey } from '../../orders/receipt-keys.ts';
import { useReceiptKeyFromLink } from '../../orders/use-receipt-key-from-link.ts';
import { cardFormFor } from '../card-forms.tsx';
import type { InPageConfirm } from '../in-page-confirm.ts';
import { offeredFor } from '../leave-for-provider/provider-terms.ts';
import { ChooseAndPay } from '../PaymentForms.tsx';
import { readBrowserDetails } from '../payment-data.ts';
import { $paying, $paymentMessage } from '../payment-store.ts';
import { balancePaymentInProgress, createBalancePayment } from './balance-payment.ts';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

const balancePayment = createBalancePayment({
  // A signed-in customer's order answers only to their ID token; a guest's to its receipt key.
  calls: balancePaymentCalls(shopperTransport, shopChannel),
  storage: browserLocalStorage,
  browser: () => readBrowserDetails(window),
  receiptKey: (orderId) => findReceiptKey(browserReceiptKeyStores(), orderId, Date.now()),
  navigate: (url) => window.location.assign(url),
  wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
});

type State =
  | { kind: 'loading' }
  | { kind: 'settling' }
  | { kind: 'nothing' }
  | { kind: 'ready'; order: OrderDetails; gateways: PaymentGateway[] }
  | { kind: 'failed'; message: string };

/**
 * The order page's "Pay the balance": for the order's owner (signed in, or the guest's browser
 * holding its key) while an edit of its items has left something to pay, with the checkout's ways
 * to pay for that amount: a card in the provider's own frame or element, a wallet's button where
 * the device can pay with it, a redirect method (PayPal, Klarna). The bank's check and the
 * provider's page return through the provider's return page, which sends the customer back here
 * to settle it.
 */
export default function BalancePayment({ orderId }: { orderId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  // A guest's mail link carries the order's key: kept before the load below, whichever of this
  // island and the order's own reads the address first.
  useReceiptKeyFromLink(orderId);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (balancePaymentInProgress(browserLocalStorage()) === orderId) {
        setState({ kind: 'settling' });
        const outcome = await balancePayment.settleReturn(orderId);
        if (outcome.kind === 'failed') setMessage(outcome.message);
        if (outcome.kind === 'paid' || outcome.kind === 'redirect') return;
      }
      const lookup = await orderView.loadOrder(orderId);
      if (!live) return;
      if (lookup.kind !== 'found') return setState({ kind: 'nothing' });
      const order = lookup.order;
      if (order.balanceDue <= 0 || order.status === CANCELLED_STATUS || isReceiptOnly(order)) return setState({ kind: 'nothing' });
      const list = await catalogue.getPaymentGatewaysForWebsite();
      if (!live) return;
      // The checkout's ways to pay, for the balance's amount: a method with limits (Klarna) only within them.
      const gateways = (list ?? []).filter(
        (gateway) => cardFormFor(gateway) !== null && offeredFor(gateway, nearestPence(order.balanceDue)),
      );
      if (gateways.length === 0)
        return setState({ kind: 'failed', message: 'Paying online is not available just now: please phone us to pay.' });
      setState({ kind: 'ready', order, gateways });
    })();
    return () => {
      live = false;
    };
  }, [orderId]);

  if (state.kind === 'settling') {
    return (
      <p role="status" aria-live="polite" data-testid="balance-settling">
        Confirming your payment with your bank… please keep this page open.
      </p>
    );
  }
  if (state.kind === 'failed') return <p className="form-error">{state.message}</p>;
  if (state.kind !== 'ready')
    return message ? (
      <p className="form-error" role="alert">
        {message}
      </p>
    ) : null;
  const { order, gateways } = state;
  const payWith = async <HandOff,>(gatewayId: string, cardToken: string | null, _paymentType: string, inPage?: InPageConfirm<HandOff>) => {
    if ($paying.get()) return;
    $paying.set(true);
    $paymentMessage.set(null);
    const outcome = await balancePayment.pay(order.id, gatewayId, cardToken, order.balanceDue, inPage);
    // Paid, or off to the bank's check: the page is being left, so Pay stays pressed.
    if (outcome.kind === 'failed') $paymentMessage.set(outcome.message);
    if (outcome.kind === 'failed' || outcome.kind === 'pending') $paying.set(false);
  };
  return (
    <section className="order-balance-pay" aria-labelledby="balance-pay-heading" data-testid="balance-pay">
      <h2 id="balance-pay-heading">Pay the {formatPounds(order.balanceDue)} still to pay</h2>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <ChooseAndPay order={{ ...order, amountDue: order.balanceDue }} gateways={gateways} payWith={payWith} />
    </section>
  );
}
