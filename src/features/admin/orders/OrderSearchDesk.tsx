import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminSearchOrdersDocument, type AdminOrderFoundFragment } from '../gql/graphql.ts';
import { UndeliveredMailList } from '../mail/UndeliveredMail.tsx';
import { useOnce } from '../use-once.ts';
import { DeliveryEdits } from './DeliveryEdits.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { orderStatusWords, telHref } from './order-desk-text.ts';
import { searchFromHash } from './order-search-link.ts';
import './orders-desk.css';

const PAGE = 20;
const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

/** Find an order: by number, email, name, phone or postcode; open it to refund, cancel or change its delivery. */
export default function OrderSearchDesk({ session }: { session: AdminSession }) {
  const [search, setSearch] = useState(() => searchFromHash(location.hash) ?? '');
  const [found, setFound] = useState<{ search: string; orders: AdminOrderFoundFragment[]; next: string | null } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Each part of the open order reads it again when the other changed it (its version moved):
  // a refund in the detail, a delivery change below it.
  const [detailRevision, setDetailRevision] = useState(0);
  const [editsRevision, setEditsRevision] = useState(0);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const { busy, problem, run } = useOnce();

  const find = useCallback(
    (text: string, after: string | null = null) =>
      run(async () => {
        const reply = await session.execute(AdminSearchOrdersDocument, { tenant: session.tenant, search: text, first: PAGE, after });
        const page = reply.adminSearchOrders;
        setFound((shown) => ({
          search: text,
          orders: after && shown ? [...shown.orders, ...page.orders] : page.orders,
          next: page.nextCursor ?? null,
        }));
        if (!after && page.orders.length === 1) setOpenId(page.orders[0]!.id);
      }),
    [session, run],
  );
  // A link from a customer's card (#find=1042) searches at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening and when the link changes.
  useEffect(() => {
    const follow = () => {
      const linked = searchFromHash(location.hash);
      if (linked) {
        setSearch(linked);
        find(linked);
      }
    };
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  const closeOrder = () => {
    const opener = openId ? openers.current.get(openId) : undefined;
    setOpenId(null);
    opener?.focus();
  };

  return (
    <section aria-labelledby="admin-find-heading">
      <h2 id="admin-find-heading">Find an order</h2>
      <form
        aria-label="Find an order"
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setOpenId(null);
          find(search);
        }}
      >
        <Field
          label="Order number, email, name, phone or postcode"
          value={search}
          onValue={setSearch}
          hint="For example 1042, ada@, Lovelace, 07700 900123, LE12 6UZ or LE12."
          autoComplete="off"
        />
        <FormAlert message={problem} />
        <button type="submit" className="button" disabled={busy}>
          Find
        </button>
      </form>

      {found && (
        <div aria-live="polite">
          <p>
            {found.orders.length === 0
              ? `No order matches “${found.search}”.`
              : `${found.orders.length}${found.next ? '+' : ''} ${found.orders.length === 1 ? 'order' : 'orders'} for “${found.search}”, newest first.`}
          </p>
          {found.orders.length > 0 && (
            <table className="admin-table day-stops found-orders">
              <caption className="visually-hidden">Orders found, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Postcode</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {found.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">{order.number}</th>
                    <td data-label="Placed">{when(order.placedAt)}</td>
                    <td data-label="Customer" className="day-stops__typed">
                      {order.customer.name}
                      <div className="day-stops__quiet">{order.customer.email}</div>
                      {order.customer.phone && (
                        <div>
                          <a href={telHref(order.customer.phone)}>{order.customer.phone}</a>
                        </div>
                      )}
                    </td>
                    <td data-label="Postcode">{order.deliveryAddress?.postCode ?? '—'}</td>
                    <td data-label="Status">{orderStatusWords(order.status)}</td>
                    <td data-label="Total">{formatPounds(order.total)}</td>
                    <td>
                      <div className="day-stops__actions">
                        <button
                          type="button"
                          className="button"
                          ref={(button) => {
                            if (button) openers.current.set(order.id, button);
                          }}
                          onClick={() => setOpenId(order.id)}
                        >
                          Open order {order.number}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {found.next && (
            <button type="button" className="button" disabled={busy} onClick={() => find(found.search, found.next)}>
              Show older orders
            </button>
          )}
        </div>
      )}

      {openId && (
        <>
          <OrderDetail
            key={`${openId}-${detailRevision}`}
            session={session}
            orderId={openId}
            onChange={() => setEditsRevision((n) => n + 1)}
            onClose={closeOrder}
          />
          <DeliveryEdits
            key={`edits-${openId}-${editsRevision}`}
            session={session}
            orderId={openId}
            onChange={() => setDetailRevision((n) => n + 1)}
          />
          <UndeliveredMailList key={`mail-${openId}-${editsRevision}-${detailRevision}`} session={session} orderId={openId} />
        </>
      )}
    </section>
  );
}
