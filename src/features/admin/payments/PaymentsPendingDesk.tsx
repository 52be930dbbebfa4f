import { useEffect, useRef, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminPaymentsPendingDocument, type AdminPaymentsPendingQuery } from '../gql/graphql.ts';
import { OrderDetail } from '../orders/OrderDetail.tsx';
import { telHref } from '../orders/order-desk-text.ts';
import '../orders/orders-desk.css';
import './payments-desk.css';

type Pending = AdminPaymentsPendingQuery['adminPaymentsPending'][number];

/** The heading of each kind of wait, as the list groups them. */
const WAIT_HEADINGS: Record<Pending['wait'], string> = {
  FAILED: 'Payment refused',
  BALANCE_DUE: 'Balance due',
  AWAITING_SHOPPER: 'Waiting for the customer',
  AWAITING_PROVIDER: 'Waiting for the provider',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/**
 * Payments pending: the orders whose money is not settled, what each waits for and who to call.
 * A placed order opens its detail here; one still being paid for has no number or detail yet, so
 * its row shows all the desk knows of it.
 */
export default function PaymentsPendingDesk({ session }: { session: AdminSession }) {
  const [rows, setRows] = useState<Pending[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    session
      .execute(AdminPaymentsPendingDocument, { tenant: session.tenant })
      .then((reply) => setRows(reply.adminPaymentsPending))
      .catch((error: Error) => setProblem(`The payments could not be read: ${error.message}`));
  }, [session]);
  const close = () => {
    const opener = openId ? openers.current.get(openId) : undefined;
    setOpenId(null);
    opener?.focus();
  };

  return (
    <section aria-labelledby="admin-payments-heading">
      <h2 id="admin-payments-heading">Payments pending</h2>
      <FormAlert message={problem} />
      {!rows && !problem && <p>Loading…</p>}
      {rows && rows.length === 0 && <p>Every payment is settled.</p>}
      {rows && rows.length > 0 && (
        <>
          <p>
            {rows.length} {rows.length === 1 ? 'order' : 'orders'} with the payment not settled: refused payments first, then balances due,
            then the longest wait.
          </p>
          <ul className="payments-pending" aria-label="Orders with the payment not settled">
            {rows.map((row) => (
              <li key={row.key} className="payments-pending__row">
                <h3>
                  {row.orderNumber ? `Order ${row.orderNumber}` : 'Not placed yet'}: {WAIT_HEADINGS[row.wait]}, {formatPounds(row.amount)}
                </h3>
                <p>{row.words}</p>
                <p>
                  {row.customerName ?? 'No name given'}
                  {row.email && (
                    <>
                      {', '}
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </>
                  )}
                  {row.phone && (
                    <>
                      {', '}
                      <a href={telHref(row.phone)}>{row.phone}</a>
                    </>
                  )}
                </p>
                <p className="payments-pending__quiet">
                  {row.items || 'No items'} · since {when(row.since)}
                </p>
                {row.orderId && row.orderNumber && (
                  <button
                    type="button"
                    className="button"
                    ref={(button) => {
                      if (button && row.orderId) openers.current.set(row.orderId, button);
                    }}
                    onClick={() => setOpenId(row.orderId)}
                  >
                    Open order {row.orderNumber}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {openId && <OrderDetail key={openId} session={session} orderId={openId} onChange={() => undefined} onClose={close} />}
    </section>
  );
}
