import { lazy, Suspense, useEffect, useState } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/** In place of the payment forms when their code could not be fetched (offline): React would otherwise drop the whole checkout. */
function PaymentFormsUnavailable() {
  return (
    <p className="form-error" role="alert">
      The payment form could not be loaded. Check your connection and reload the page; your basket and details are saved here.
    </p>
  );
}

// The card form, the payment store and the card frame's conversation, in their own chunk:
// a shopper who never reaches this step never loads them, and one who does fetches them while the
// ways to pay are asked for, which the forms wait for anyway.
const loadPaymentForms = () => import('./PaymentForms.tsx');
const unavailable = () => ({ default: PaymentFormsUnavailable });
const ChooseAndPay = lazy(() => loadPaymentForms().then((module) => ({ default: module.ChooseAndPay }), unavailable));
const NothingToPay = lazy(() => loadPaymentForms().then((module) => ({ default: module.NothingToPay }), unavailable));

type Gateways = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: PaymentGateway[] };

function useGateways(): [Gateways, () => void] {
  const [gateways, setGateways] = useState<Gateways>({ state: 'loading' });
  const load = () => {
    setGateways({ state: 'loading' });
    void catalogue.getPaymentGatewaysForWebsite().then((list) => setGateways(list ? { state: 'ready', list } : { state: 'failed' }));
  };
  useEffect(load, []);
  return [gateways, load];
}

/** The last checkout step: choose how to pay (when there is a choice), enter the card, pay. */
export function PaymentStep({ order }: { order: CartOrder }) {
  const [gateways, reload] = useGateways();
  useEffect(() => {
    // Fetched now, beside the ways to pay, not after them; a failure shows once the forms are asked for.
    loadPaymentForms().catch(() => {});
  }, []);
  const nothingDue = order.amountDue === 0;
  return (
    <div data-testid="payment-step">
      <p>{nothingDue ? 'Nothing is left to pay.' : `You are ready to pay ${formatPounds(order.amountDue)}.`}</p>
      {gateways.state === 'loading' && <p role="status">Loading the ways to pay…</p>}
      {gateways.state === 'failed' && <RetryAlert message="We could not load the ways to pay just now." onRetry={reload} />}
      {gateways.state === 'ready' && gateways.list.length === 0 && (
        <p role="status">Card payment is not available at the moment; your basket and details are saved here. Please try again later.</p>
      )}
      {/* Until the forms' code is in, the same words as while the ways to pay load: one wait, not two. */}
      <Suspense fallback={<p role="status">Loading the ways to pay…</p>}>
        {gateways.state === 'ready' && gateways.list.length > 0 && !nothingDue && <ChooseAndPay order={order} gateways={gateways.list} />}
        {gateways.state === 'ready' && gateways.list[0] && nothingDue && <NothingToPay gatewayId={gateways.list[0].id} />}
      </Suspense>
    </div>
  );
}
