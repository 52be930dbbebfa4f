import { useEffect, useRef, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminAddOrderNoteDocument,
  AdminCancelOrderDocument,
  AdminOrderDetailDocument,
  AdminRefundOrderDocument,
  AdminSellerDocument,
  type AdminOrderDetailFieldsFragment,
  type AdminSellerFieldsFragment,
  type AdminOrderFieldsFragment,
} from '../gql/graphql.ts';
import {
  historyEventWords,
  orderStatusWords,
  paymentStatusWords,
  refundStatusWords,
  shipmentStatusWords,
  telHref,
  what3wordsHref,
} from './order-desk-text.ts';
import { what3wordsText } from './day-sheet.ts';
import { paymentChoiceWords, paymentsToOffer, readRefundAmount, refundRouteWords } from './refund-input.ts';
import { useOnce } from '../use-once.ts';
import { DeliveryNote } from './DeliveryNote.tsx';
import { LineEdits } from './LineEdits.tsx';
import { BalancePaid } from './BalancePaid.tsx';
import { DetailUndos, MoveFromDetail } from './DetailMoves.tsx';
import type { OpenUndo } from './day-bulk.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** One order at the desk: what was bought and promised, its history and refunds, and the moves staff make. */
export function OrderDetail({
  session,
  orderId,
  onChange,
  onClose,
  withNote = false,
}: {
  session: AdminSession;
  orderId: string;
  onChange: (order: AdminOrderFieldsFragment) => void;
  onClose: () => void;
  /** Opened from a stop's "Delivery note": the note opens with the order. */
  withNote?: boolean;
}) {
  const [order, setOrder] = useState<AdminOrderDetailFieldsFragment | null>(null);
  // The delivery note: the seller's details are read when it is first opened.
  const [note, setNote] = useState<{ seller: AdminSellerFieldsFragment | null } | null>(null);
  const openNote = () =>
    session
      .execute(AdminSellerDocument, { tenant: session.tenant })
      .then((reply) => setNote({ seller: reply.adminSeller ?? null }))
      .catch((error: Error) => setProblem(error.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the order opens.
  useEffect(() => {
    if (withNote) void openNote();
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = order !== null;
  // Opened from a row far up the list (on a phone, a long scroll away): bring the order into view
  // and put the focus on its heading, so a screen reader and the eye both land on it.
  useEffect(() => {
    if (!loaded) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded]);
  const read = () =>
    session.execute(AdminOrderDetailDocument, { tenant: session.tenant, id: orderId }).then((reply) => reply.adminOrder ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read only as the order opens.
  useEffect(() => {
    read()
      .then((found) => (found ? setOrder(found) : setProblem('That order is not in this shop.')))
      .catch((error: Error) => setProblem(error.message));
  }, [session, orderId]);
  const changed = (updated: AdminOrderDetailFieldsFragment) => {
    setOrder(updated);
    onChange(updated);
  };
  // A move made through the day list's confirmation answers the list's fields: read the detail again.
  const reread = () =>
    void read()
      .then((found) => found && changed(found))
      .catch((error: Error) => setProblem(error.message));
  // Dispatches and "delivered" marks still undoable before their mail leaves (the day list's undo).
  const [undos, setUndos] = useState<OpenUndo[]>([]);

  if (!order) return <FormAlert message={problem} />;
  const headingId = `admin-order-${order.id}`;
  const address = order.deliveryAddress;
  return (
    <article className={`order-detail${note ? ' order-detail--note' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Order {order.number}: {orderStatusWords(order.status)}
      </h3>
      <button type="button" className="button" onClick={onClose}>
        Back to the day's stops <span className="visually-hidden">(close order {order.number})</span>
      </button>{' '}
      <button type="button" className="button" onClick={() => void openNote()} disabled={note !== null}>
        Delivery note <span className="visually-hidden">of order {order.number}</span>
      </button>
      {note && <DeliveryNote order={order} seller={note.seller} onClose={() => setNote(null)} />}
      <dl>
        <dt>Placed</dt>
        <dd>{when(order.placedAt)}</dd>
        <dt>Customer</dt>
        <dd>
          {order.customer.name} ({order.customer.email}
          {order.customer.phone ? ', ' : ''}
          {order.customer.phone && <a href={telHref(order.customer.phone)}>{order.customer.phone}</a>})
          {order.customer.hasAccount ? '' : ', guest'}
        </dd>
        <dt>Payment</dt>
        <dd>
          {paymentStatusWords(order.paymentStatus)}: total {formatPounds(order.total)}, {order.paidWith ?? 'card'}{' '}
          {formatPounds(order.paidByCard)}, credit {formatPounds(order.creditUsed)}, refunded {formatPounds(order.refunded)}
          {order.couponCode ? `, coupon ${order.couponCode}` : ''}
        </dd>
        {address && (
          <>
            <dt>Deliver to</dt>
            <dd>
              {[address.name, address.company, ...address.lines].filter(Boolean).join(', ')}
              {address.restrictedAccess && <strong> Restricted access: no large vehicle.</strong>}
              {address.phone && (
                <div>
                  Phone at the address: <a href={telHref(address.phone)}>{address.phone}</a>
                </div>
              )}
              {address.what3words && (
                <div>
                  what3words: <a href={what3wordsHref(address.what3words)}>{what3wordsText(address.what3words)}</a>
                </div>
              )}
              {address.deliveryNotes && <div>Access notes: {address.deliveryNotes}</div>}
            </dd>
          </>
        )}
        {order.orderNotes && (
          <>
            <dt>Customer's note</dt>
            <dd>{order.orderNotes}</dd>
          </>
        )}
      </dl>
      <h4>Shipments</h4>
      <ul>
        {order.shipments.map((shipment) => (
          <li key={shipment.id}>
            {/* The promise in the customer's own words (their order page, mails and receipt say the same). */}
            <span data-testid="desk-shipment-promise">
              {shipment.heading}: {shipment.items}, {shipment.weightKg} kg. Arrives {shipment.arrival}; leaves{' '}
              {shipment.dispatchDate ?? 'when arranged'}.{shipment.ready && ` ${shipment.ready}.`}
              {shipment.bookedServices.length > 0 && ` Booked: ${shipment.bookedServices.join(', ')}.`}
              {shipment.chargeLines.length > 0 && ` Charged: ${shipment.chargeLines.join('; ')}.`}
            </span>{' '}
            <strong>{shipmentStatusWords(shipment.status)}</strong>{' '}
            {shipment.status !== 'delivered' && order.status !== 'cancelled' && (
              <MoveFromDetail
                // A new form once the shipment moves: the tracking number typed for a dispatch goes with it.
                key={shipment.status}
                session={session}
                move={shipment.status === 'awaitingDispatch' ? 'DISPATCH' : 'DELIVER'}
                orderId={order.id}
                shipmentId={shipment.id}
                onMoved={(moved) => {
                  setUndos((current) => [...current, ...moved]);
                  reread();
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <DetailUndos session={session} undos={undos} onUndos={setUndos} onUndone={reread} />
      <h4>What was ordered</h4>
      <ul>
        {order.lines.map((line) => (
          <li key={line.sku}>
            {line.quantity} × {line.name} ({line.sku}) at {formatPounds(line.unitPrice)}: {formatPounds(line.total)}
          </li>
        ))}
      </ul>
      {order.balanceDue > 0 && (
        <p data-testid="desk-balance-due">
          <strong>Balance due: {formatPounds(order.balanceDue)}</strong>, asked of the customer after the items changed.
        </p>
      )}
      <BalancePaid session={session} order={order} onChange={changed} />
      {order.status === 'placed' && <LineEdits session={session} order={order} onChange={changed} />}
      {paymentsToOffer(order.refundablePayments).length > 0 && <RefundForm session={session} order={order} onChange={changed} />}
      {order.status === 'placed' && <CancelForm session={session} order={order} onChange={changed} />}
      <NoteForm session={session} order={order} onChange={changed} />
      {order.refunds.length > 0 && (
        <>
          <h4>Refunds</h4>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {when(refund.createdAt)}: {formatPounds(refund.amount)} by {refund.staffEmail}, {refund.reason}.{' '}
                {refundStatusWords(refund.status)}
                {refund.failureMessage ? `: ${refund.failureMessage}` : ''}
                {refund.refundOf === 'DELIVERY' &&
                  ` Delivery, VAT ${refund.vatByRate.map((part) => `${formatPounds(part.vatAmount)} at ${part.rate}%`).join(', ')}.`}
                {refund.status === 'pending' && <AskAgain session={session} order={order} refund={refund} onChange={changed} />}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>History</h4>
      <ol aria-label={`History of order ${order.number}`}>
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.event}-${entry.note ?? ''}`}>
            {when(entry.at)}: {historyEventWords(entry.event)}
            {entry.note ? `: ${entry.note}` : ''}
          </li>
        ))}
      </ol>
    </article>
  );
}

type Change = (order: AdminOrderDetailFieldsFragment) => void;

/**
 * Refunds part of an order through one of its payments: the placing payment, or a balance paid
 * online after an edit (each gives back at most what it took less its own refunds). Staff choose
 * the payment when there is more than one that can still give money back.
 */
function RefundForm({ session, order, onChange }: { session: AdminSession; order: AdminOrderDetailFieldsFragment; onChange: Change }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [of, setOf] = useState<'ORDER' | 'DELIVERY'>('ORDER');
  const offered = paymentsToOffer(order.refundablePayments);
  const [paymentId, setPaymentId] = useState(() => offered[0]?.id ?? '');
  // The one chosen, while it can still give money back; else the first that can.
  const payment = offered.find((one) => one.id === paymentId) ?? offered[0]!;
  const [done, setDone] = useState<string | null>(null);
  // One key per refund the staff member means: kept across a retry after an error (so a refund
  // that went through is not made twice), renewed once one is recorded.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const { busy, problem, setProblem, run } = useOnce();
  // Delivery is refunded from the placing payment only.
  const ofDelivery = of === 'DELIVERY' && payment.purpose === 'ORDER';
  return (
    <form
      aria-label={`Refund order ${order.number}`}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readRefundAmount(amount, payment.refundable, payment.purpose === 'BALANCE' ? `the ${payment.name}` : undefined);
        if (!read.ok) return setProblem(read.message);
        run(async () => {
          setDone(null);
          const reply = (
            await session.execute(AdminRefundOrderDocument, {
              tenant: session.tenant,
              orderId: order.id,
              amount: read.pounds,
              reason,
              requestKey,
              of: ofDelivery ? 'DELIVERY' : 'ORDER',
              payment: payment.id,
            })
          ).adminRefundOrder;
          onChange(reply.order);
          if (reply.refund.status === 'failed')
            setProblem(`The refund failed: ${reply.refund.failureMessage ?? 'the provider refused it.'}`);
          else setDone(`${formatPounds(reply.refund.amount)}: ${refundStatusWords(reply.refund.status)}.`);
          setRequestKey(crypto.randomUUID());
          setAmount('');
          setReason('');
        });
      }}
    >
      <h4>Refund</h4>
      {offered.length > 1 && (
        <fieldset>
          <legend>Which payment it goes back through</legend>
          {offered.map((one) => (
            <label key={one.id}>
              <input
                type="radio"
                name={`refund-payment-${order.id}`}
                value={one.id}
                checked={one.id === payment.id}
                onChange={() => {
                  setPaymentId(one.id);
                  setRequestKey(crypto.randomUUID());
                }}
              />{' '}
              {paymentChoiceWords(one)}
            </label>
          ))}
        </fieldset>
      )}
      {payment.purpose === 'ORDER' && (
        <fieldset>
          <legend>What it refunds</legend>
          {(
            [
              ['ORDER', 'Part of the order'],
              // The API gives the delivery's VAT back at the rates it was charged at.
              ['DELIVERY', 'Delivery (its VAT goes back at the rates charged)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`refund-of-${order.id}`}
                value={value}
                checked={of === value}
                onChange={() => {
                  setOf(value);
                  setRequestKey(crypto.randomUUID());
                }}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <Field
        label="Amount to refund (£)"
        inputMode="decimal"
        value={amount}
        onValue={(value) => {
          setAmount(value);
          setRequestKey(crypto.randomUUID());
        }}
        hint={`Up to ${formatPounds(payment.refundable)} of the ${payment.name} goes back ${refundRouteWords(payment)}.`}
      />
      <Field label="Reason" value={reason} maxLength={128} onValue={setReason} />
      <FormAlert message={problem} />
      {done && <p role="status">Refunded {done}</p>}
      <button type="submit" className="button button--primary" disabled={busy}>
        Refund
      </button>
    </form>
  );
}

/**
 * A refund still waiting for the provider's answer (it was lost, or the request died) is asked
 * for again under its own key: the provider makes it once, however often it is asked.
 */
function AskAgain({
  session,
  order,
  refund,
  onChange,
}: {
  session: AdminSession;
  order: AdminOrderDetailFieldsFragment;
  refund: AdminOrderDetailFieldsFragment['refunds'][number];
  onChange: Change;
}) {
  const { busy, problem, setProblem, run } = useOnce();
  return (
    <>
      {' '}
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          run(async () => {
            const reply = (
              await session.execute(AdminRefundOrderDocument, {
                tenant: session.tenant,
                orderId: order.id,
                amount: refund.amount,
                reason: refund.reason,
                requestKey: refund.requestKey,
              })
            ).adminRefundOrder;
            onChange(reply.order);
            if (reply.refund.status === 'pending') setProblem('The provider has still not answered: ask again in a few minutes.');
          })
        }
      >
        Ask the provider again about the {formatPounds(refund.amount)} refund
      </button>
      <FormAlert message={problem} />
    </>
  );
}

function CancelForm({ session, order, onChange }: { session: AdminSession; order: AdminOrderDetailFieldsFragment; onChange: Change }) {
  const [reason, setReason] = useState('');
  const { busy, problem, setProblem, run } = useOnce();
  return (
    <form
      aria-label={`Cancel order ${order.number}`}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(async () => {
          const reply = (await session.execute(AdminCancelOrderDocument, { tenant: session.tenant, orderId: order.id, reason }))
            .adminCancelOrder;
          onChange(reply.order);
          if (reply.refund?.status === 'failed') setProblem(`Cancelled, but the refund failed: ${reply.refund.failureMessage ?? ''}`);
        });
      }}
    >
      <h4>Cancel</h4>
      <p>Stock and credit go back, the coupon may be used again, and what the card paid is refunded.</p>
      {order.balancePaidOutsideCard > 0 && (
        <p data-testid="cancel-balance-by-phone">
          <strong>{formatPounds(order.balancePaidOutsideCard)}</strong> of the balance was paid by phone or in cash: the card refund cannot
          send it back. Refund it to the customer by phone; the order's history will say so.
        </p>
      )}
      <Field label="Why it is cancelled" value={reason} maxLength={500} onValue={setReason} />
      <FormAlert message={problem} />
      <button type="submit" className="button" disabled={busy}>
        Cancel order {order.number}
      </button>
    </form>
  );
}

function NoteForm({ session, order, onChange }: { session: AdminSession; order: AdminOrderDetailFieldsFragment; onChange: Change }) {
  const [note, setNote] = useState('');
  const { busy, problem, run } = useOnce();
  return (
    <form
      aria-label={`Note on order ${order.number}`}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(async () => {
          onChange(
            (await session.execute(AdminAddOrderNoteDocument, { tenant: session.tenant, orderId: order.id, note })).adminAddOrderNote,
          );
          setNote('');
        });
      }}
    >
      <Field label="Staff note (the customer never sees it)" value={note} maxLength={2000} onValue={setNote} />
      <FormAlert message={problem} />
      <button type="submit" className="button" disabled={busy}>
        Add note
      </button>
    </form>
  );
}
