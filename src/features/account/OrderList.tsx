import { useEffect, useRef, useState } from 'react';
import { appendOrderPage, hasOlderOrders, nextPageRequest, noOrderPages, type OrderPages } from './order-pages.ts';
import { orderDetailPath } from './account-tabs.ts';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { GetCustomerOrdersQuery } from '../../lib/commerce/gql/graphql.ts';
import { orderDay, orderStatusText } from '../orders/order-text.ts';
import { withAccount } from './account-session.ts';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';

type OrderSummary = GetCustomerOrdersQuery['getCustomerOrders']['data'][number];

/** The customer's orders, newest first, a page at a time; older pages join the end of the list. */
export function OrderList() {
  const [pages, setPages] = useState<OrderPages<OrderSummary>>(noOrderPages);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  /** The first order of the page just added, to take keyboard users on to it. */
  const [firstNewId, setFirstNewId] = useState<string | null>(null);
  const firstNew = useRef<HTMLAnchorElement>(null);

  async function loadPage(current: OrderPages<OrderSummary>) {
    setLoading(true);
    setProblem(null);
    const result = await withAccount((calls, onError) => calls.customers.getCustomerOrders(nextPageRequest(current), onError));
    setLoading(false);
    if (result.kind === 'failed') setProblem(result.message);
    if (result.kind !== 'done') return;
    const next = appendOrderPage(current, result.value);
    setPages(next);
    if (current.loaded) {
      setFirstNewId(next.orders[current.orders.length]?.id ?? null);
      setStatus(`Showing ${next.orders.length} orders${hasOlderOrders(next) ? '' : ': that is all of them'}.`);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the tab opens; later reads follow the shopper's actions.
  useEffect(() => {
    void loadPage(noOrderPages());
  }, []);
  useEffect(() => {
    if (firstNewId) firstNew.current?.focus();
  }, [firstNewId]);

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">Your orders</h2>
      {!pages.loaded && loading && <p role="status">Loading your orders…</p>}
      {pages.loaded && pages.orders.length === 0 && (
        <p>
          You have not placed an order yet. <a href="/">Browse logs and pellets</a>.
        </p>
      )}
      {pages.orders.length > 0 && (
        <table className="order-lines account-orders" data-testid="order-list">
          <caption className="visually-hidden">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed on</th>
              <th scope="col">Status</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {pages.orders.map((order) => (
              <tr key={order.id} data-order={order.id}>
                <th scope="row">
                  <a href={orderDetailPath(order.id)} ref={order.id === firstNewId ? firstNew : undefined}>
                    {order.number !== null ? `Order ${order.number}` : 'Your order'}
                  </a>
                </th>
                <td>{order.orderDate ? orderDay(order.orderDate) : '–'}</td>
                <td>{orderStatusText(order.status)}</td>
                <td>{order.itemsCount}</td>
                <td>{formatPounds(order.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {problem && <RetryAlert message={problem} onRetry={() => void loadPage(pages)} />}
      {hasOlderOrders(pages) && !problem && (
        <button
          type="button"
          className="button account-more"
          aria-disabled={loading || undefined}
          onClick={() => !loading && void loadPage(pages)}
        >
          {loading ? 'Loading older orders…' : 'Older orders'}
        </button>
      )}
      <p role="status" className="account-status">
        {status}
      </p>
    </section>
  );
}
