import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OrderHistory, OrderLines, OrderStateFacts, OrderTotals, VatReceiptLink } from '../orders/OrderParts.tsx';
import { hasVatReceipt } from '../orders/order-view.ts';
import { flushSync } from 'react-dom';
import { consentedGtagClientId } from '../../lib/analytics/consent-state.ts';
import { heldBasketUnusable, reorderLines, reorderOutcome } from './reorder.ts';
import { accountTabPath } from './account-tabs.ts';
import { reviewProductPath } from './review-form.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { REVIEWABLE_STATUSES } from '../../lib/commerce/order-statuses.ts';
import { $orderSlice } from '../cart/order-slice.ts';
import { withAccount } from './account-session.ts';
import { AddressLines } from '../../lib/addresses/AddressLines.tsx';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

// Loaded with the order: the account page's script has a budget, and most visits never open an order.
const StartPlanForm = lazy(() => import('./StartPlanForm.tsx'));

type Load = { state: 'loading' } | { state: 'notFound' } | { state: 'failed'; message: string } | { state: 'ready'; order: OrderDetails };
type Reorder =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'partly'; problems: string[]; added: boolean };

type OrderAddress = OrderDetails['shippingAddress'][number];

function AddressBlock({ title, address, testId }: { title: string; address: OrderAddress | undefined; testId: string }) {
  if (!address) return null;
  return (
    <div>
      <h4>{title}</h4>
      <AddressLines address={address} testId={testId} />
    </div>
  );
}

/**
 * Buys the same again: one press adds the order's lines to the shopper's basket (today's prices)
 * and opens it. Lines the shop no longer sells are named, and the shopper chooses what next.
 */
function ReorderButton({ order }: { order: OrderDetails }) {
  const [reorder, setReorder] = useState<Reorder>({ kind: 'idle' });
  const news = useRef<HTMLDivElement>(null);
  const working = reorder.kind === 'working';

  async function buyAgain() {
    if (working) return;
    setReorder({ kind: 'working' });
    const lines = reorderLines(order.orderItems);
    const held = $orderSlice.get().order?.id ?? null;
    const result = await withAccount(async (calls, onError) => {
      const gtagClientId = consentedGtagClientId(document.cookie);
      let unusable = false;
      // Into the basket the shopper holds, so reordering adds to it rather than replacing it.
      const added = await calls.orders.reOrder(lines, held, gtagClientId, (error) => {
        unusable = held !== null && heldBasketUnusable(error.code);
        if (!unusable) onError(error);
      });
      return unusable ? calls.orders.reOrder(lines, null, gtagClientId, onError) : added;
    });
    if (result.kind === 'signedOut') return;
    if (result.kind === 'failed') {
      flushSync(() => setReorder({ kind: 'failed', message: result.message }));
      news.current?.focus();
      return;
    }
    const outcome = reorderOutcome(result.value, order.orderItems);
    // An empty basket is no use to anyone: the one the shopper already holds stays.
    if (outcome.kind !== 'noneAdded') $orderSlice.set({ order: result.value });
    if (outcome.kind === 'allAdded') {
      window.location.assign('/cart');
      return;
    }
    flushSync(() => setReorder({ kind: 'partly', problems: outcome.problems, added: outcome.kind === 'someAdded' }));
    news.current?.focus();
  }

  return (
    <div className="account-reorder">
      <button type="button" className="button button--primary" aria-disabled={working || undefined} onClick={() => void buyAgain()}>
        {working ? 'Adding to your basket…' : 'Reorder'}
      </button>
      <p className="field__hint">Adds the same items to your basket at today’s prices.</p>
      <div ref={news} tabIndex={-1} data-testid="reorder-message">
        {reorder.kind === 'failed' && <FormAlert message={reorder.message} />}
        {reorder.kind === 'partly' && (
          <div className="form-error" role="alert">
            <p>{reorder.added ? 'We added what we could to your basket, but not these:' : 'We could not add any of these to a basket:'}</p>
            <ul>
              {reorder.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            {reorder.added ? (
              <a className="button" href="/cart">
                Go to your basket
              </a>
            ) : (
              <a href="/">Browse logs and pellets</a>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** One link per product on a placed order, to review it from the reviews tab. */
function ReviewLinks({ items }: { items: OrderDetails['orderItems'] }) {
  const products = [...new Map(items.map((item) => [item.code, item.name])).entries()];
  return (
    <div className="account-review-links">
      <h3>Tell other customers what you thought</h3>
      <ul>
        {products.map(([code, name]) => (
          <li key={code}>
            <a href={reviewProductPath(code, name)}>Review {name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Order({ order }: { order: OrderDetails }) {
  return (
    <div className="order-page" data-testid="account-order">
      <div>
        <dl className="order-facts">
          <OrderStateFacts order={order} />
          {order.invNumber && (
            <div>
              <dt>Invoice</dt>
              <dd>{order.invNumber}</dd>
            </div>
          )}
        </dl>
        <ReorderButton order={order} />
        {REVIEWABLE_STATUSES.has(order.status) && (
          <Suspense fallback={null}>
            <StartPlanForm orderId={order.id} run={withAccount} />
          </Suspense>
        )}
        <h3>What you ordered</h3>
        <OrderLines items={order.orderItems} />
        {REVIEWABLE_STATUSES.has(order.status) && <ReviewLinks items={order.orderItems} />}
        <h3>Addresses</h3>
        <div className="account-addresses">
          <AddressBlock title="Delivery" address={order.shippingAddress[0]} testId="order-address" />
          <AddressBlock title="Billing" address={order.billingAddress ?? undefined} testId="order-billing-address" />
        </div>
        <OrderHistory order={order} heading="h3" />
      </div>
      <aside className="order-panel" aria-label="Order totals">
        <OrderTotals order={order} />
        <p>
          <a href={`/order/${order.id}`}>Delivery details and tracking</a>
        </p>
        {hasVatReceipt(order) && <VatReceiptLink orderId={order.id} />}
      </aside>
    </div>
  );
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchOrder = () => {
    setLoad({ state: 'loading' });
    // Wrapped, so that "no such order" (null, no failure) is told apart from a failed call.
    void withAccount(async (calls, onError) => ({ order: await calls.payments.getOrderDetails(orderId, onError) })).then((result) => {
      if (result.kind === 'done') setLoad(result.value.order ? { state: 'ready', order: result.value.order } : { state: 'notFound' });
      else if (result.kind === 'failed')
        setLoad(
          result.error.code === 'NOT_FOUND' || result.error.code === 'BAD_USER_INPUT'
            ? { state: 'notFound' }
            : { state: 'failed', message: result.message },
        );
    });
  };
  useEffect(fetchOrder, [orderId]);

  const title = load.state === 'ready' && load.order.number !== null ? `Order ${load.order.number}` : 'Your order';
  return (
    <section aria-labelledby="order-heading">
      <p>
        <a href={accountTabPath('orders')}>← All your orders</a>
      </p>
      <h2 id="order-heading">{title}</h2>
      {load.state === 'loading' && <p role="status">Loading your order…</p>}
      {load.state === 'notFound' && (
        <p role="alert">
          We could not find this order. It may belong to another account: <a href={accountTabPath('orders')}>see your orders</a>.
        </p>
      )}
      {load.state === 'failed' && <RetryAlert message={load.message} onRetry={fetchOrder} />}
      {load.state === 'ready' && <Order order={load.order} />}
    </section>
  );
}
