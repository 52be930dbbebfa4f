import { useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminRecordBalancePaidDocument, type AdminOrderDetailFieldsFragment } from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';

const WAYS = [
  { value: 'phone', label: 'By phone' },
  { value: 'cashOnDelivery', label: 'Cash on delivery' },
] as const;

const WAY_WORDS: Record<string, string> = { online: 'online by the customer', phone: 'by phone', cashOnDelivery: 'in cash on delivery' };

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/**
 * The balance due on an order after its items changed: what was paid of it, and, while some is
 * due, staff recording that the customer paid it by phone or in cash (the whole of it, at the
 * version on screen; the customer gets a receipt).
 */
export function BalancePaid({
  session,
  order,
  onChange,
}: {
  session: AdminSession;
  order: AdminOrderDetailFieldsFragment;
  onChange: (order: AdminOrderDetailFieldsFragment) => void;
}) {
  const [way, setWay] = useState<(typeof WAYS)[number]['value']>('phone');
  const [note, setNote] = useState('');
  const { busy, problem, run } = useOnce();
  return (
    <>
      {order.balancePayments.length > 0 && (
        <ul data-testid="desk-balance-payments">
          {order.balancePayments.map((paid) => (
            <li key={paid.at}>
              {when(paid.at)}: balance of {formatPounds(paid.amount)} paid{' '}
              {paid.way === 'online' && paid.paidWith ? `online by the customer, by ${paid.paidWith}` : (WAY_WORDS[paid.way] ?? paid.way)}
              {paid.recordedBy ? `, recorded by ${paid.recordedBy}` : ''}.
            </li>
          ))}
        </ul>
      )}
      {order.balanceDue > 0 && order.status !== 'cancelled' && (
        <form
          aria-label={`Record the balance of order ${order.number} as paid`}
          aria-busy={busy}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run(async () => {
              const reply = await session.execute(AdminRecordBalancePaidDocument, {
                tenant: session.tenant,
                orderId: order.id,
                version: order.version,
                amount: order.balanceDue,
                way,
                note: note.trim() || null,
              });
              onChange(reply.adminRecordBalancePaid);
            });
          }}
        >
          <h4>Balance paid another way</h4>
          <p>When the customer paid the {formatPounds(order.balanceDue)} by phone or in cash, record it here: they get a receipt.</p>
          <fieldset>
            <legend>How it was paid</legend>
            {WAYS.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name="balance-way"
                  value={option.value}
                  checked={way === option.value}
                  onChange={() => setWay(option.value)}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          <Field label="Note (optional)" value={note} maxLength={200} onValue={setNote} />
          <FormAlert message={problem} />
          <button type="submit" className="button" disabled={busy}>
            Record {formatPounds(order.balanceDue)} paid
          </button>
        </form>
      )}
    </>
  );
}
