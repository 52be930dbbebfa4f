import { useRef, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { orderStatusWords, telHref } from '../orders/order-desk-text.ts';
import {
  AdminFindCustomersDocument,
  AdminGrantCreditDocument,
  AdminRemoveCreditDocument,
  type DeskCustomerFragment,
} from '../gql/graphql.ts';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

/** Customers: find one by email or order number, and grant or remove credit with a reason. */
export default function CustomersDesk({ session }: { session: AdminSession }) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<DeskCustomerFragment[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const replace = (customer: DeskCustomerFragment) =>
    setFound((shown) => shown?.map((one) => (one.id === customer.id ? customer : one)) ?? [customer]);

  return (
    <section aria-labelledby="admin-customers-heading">
      <h2 id="admin-customers-heading">Customers</h2>
      <form
        aria-label="Find a customer"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          setProblem(null);
          void session
            .execute(AdminFindCustomersDocument, { tenant: session.tenant, search })
            .then((reply) => setFound(reply.adminFindCustomers))
            .catch((error: Error) => setProblem(error.message))
            .finally(() => setBusy(false));
        }}
      >
        <Field
          label="Email or order number"
          value={search}
          onValue={setSearch}
          hint="Part of an email address, or an order number such as 1042."
        />
        <FormAlert message={problem} />
        <button type="submit" className="button" disabled={busy}>
          Find
        </button>
      </form>
      {found?.length === 0 && <p>No customer matches that.</p>}
      {found?.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} session={session} onChange={replace} />
      ))}
    </section>
  );
}

function CustomerCard({
  customer,
  session,
  onChange,
}: {
  customer: DeskCustomerFragment;
  session: AdminSession;
  onChange: (customer: DeskCustomerFragment) => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The last change sent keeps its request key until it goes through: sent again (say after an
  // answer lost on the way), the shop applies it once. Any other change gets a new key.
  const lastChange = useRef<{ change: string; key: string } | null>(null);
  const requestKeyFor = (change: string) => {
    if (lastChange.current?.change !== change) lastChange.current = { change, key: crypto.randomUUID() };
    return lastChange.current.key;
  };

  const change = (kind: 'grant' | 'remove') => {
    if (busy) return;
    const pounds = Number(amount.trim().replace(/^£/, ''));
    if (amount.trim() === '' || !Number.isFinite(pounds)) return setProblem('amount: enter an amount in pounds, such as 10.00');
    setBusy(true);
    setProblem(null);
    setDone(null);
    const requestKey = requestKeyFor(JSON.stringify([kind, pounds, reason]));
    const variables = { tenant: session.tenant, customerId: customer.id, amount: pounds, reason, requestKey };
    const call =
      kind === 'grant'
        ? session.execute(AdminGrantCreditDocument, variables).then((reply) => reply.adminGrantCredit)
        : session.execute(AdminRemoveCreditDocument, variables).then((reply) => reply.adminRemoveCredit);
    void call
      .then((updated) => {
        lastChange.current = null;
        onChange(updated);
        setAmount('');
        setReason('');
        setDone(`${kind === 'grant' ? 'Granted' : 'Removed'}. The balance is now ${formatPounds(updated.creditBalance)}.`);
      })
      .catch((error: Error) => setProblem(error.message))
      .finally(() => setBusy(false));
  };

  const headingId = `admin-customer-${customer.id}`;
  return (
    <article className="admin-customer" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {customer.firstName} {customer.lastName} ({customer.email})
      </h3>
      {customer.phone && (
        <p>
          Phone: <a href={telHref(customer.phone)}>{customer.phone}</a>
        </p>
      )}
      <p>
        Credit balance: <strong>{formatPounds(customer.creditBalance)}</strong>
      </p>
      <h4>Orders</h4>
      {customer.orders.length === 0 ? (
        <p>No orders placed yet.</p>
      ) : (
        <ul aria-label={`Orders of ${customer.email}`}>
          {customer.orders.map((order) => (
            <li key={order.id}>
              <a href={`#find=${order.number}`}>Order {order.number}</a>, placed {when(order.placedAt)}
              {order.asGuest ? ' as a guest' : ''}: {orderStatusWords(order.status)}
            </li>
          ))}
        </ul>
      )}
      <h4>Saved addresses</h4>
      {customer.addresses.length === 0 ? (
        <p>None saved.</p>
      ) : (
        <ul aria-label={`Saved addresses of ${customer.email}`}>
          {customer.addresses.map((address) => (
            <li key={address.lines.join('|')}>
              {address.lines.join(', ')}
              {address.phone && (
                <>
                  {' '}
                  (<a href={telHref(address.phone)}>{address.phone}</a>)
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-busy={busy}
        aria-label={`Credit for ${customer.email}`}
        onSubmit={(event) => {
          event.preventDefault();
          change('grant');
        }}
      >
        <Field label="Amount (£)" inputMode="decimal" value={amount} onValue={setAmount} />
        <Field label="Reason (the customer sees it)" value={reason} maxLength={200} onValue={setReason} />
        <FormAlert message={problem} />
        {done && <p role="status">{done}</p>}
        <button type="submit" className="button button--primary" disabled={busy}>
          Grant credit
        </button>{' '}
        <button type="button" className="button" disabled={busy} onClick={() => change('remove')}>
          Remove credit
        </button>
      </form>
      {customer.credits.length > 0 && (
        <table className="admin-table">
          <caption>Credit history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {customer.credits.map((credit) => (
              <tr key={credit.id}>
                <td>{when(credit.date)}</td>
                <td>{formatPounds(credit.amount)}</td>
                <td>{credit.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
