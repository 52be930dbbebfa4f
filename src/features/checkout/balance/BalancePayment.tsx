import { Suspense, useEffect, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
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
import { balanceCardFormFor } from '../card-forms.tsx';
import { GatewayChoice } from '../GatewayChoice.tsx';
import type { InPageConfirm } from '../in-page-confirm.ts';
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
 * holding its key) while an edit of its items has left something to pay. The card goes into the
 * provider's own frame, as at checkout; the bank's check returns through the card return page,
 * which sends the customer back here to settle it.
 */
export default function BalancePayment({ orderId }: { orderId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [gatewayId, setGatewayId] = useState<string | null>(null);
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
      const gateways = (list ?? []).filter((gateway) => balanceCardFormFor(gateway) !== null);
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
  const gateway = gateways.find((g) => g.id === gatewayId) ?? gateways[0]!;
  const CardForm = balanceCardFormFor(gateway)!;
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
      <GatewayChoice gateways={gateways} chosen={gateway} choose={setGatewayId} />
      <Suspense fallback={<p role="status">Loading the card form…</p>}>
        <CardForm key={gateway.id} order={{ ...order, amountDue: order.balanceDue }} gateway={gateway} payWith={payWith} />
      </Suspense>
    </section>
  );
}
