import { useEffect, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminChangeAccessNotesDocument,
  AdminChangeDeliveryAddressDocument,
  AdminChangeShipmentDayDocument,
  AdminOrderEditableDocument,
  AdminShipmentDaysDocument,
  type AdminOrderEditableFragment,
  type AdminShipmentDaysQuery,
} from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';
import { dayHeading, shipmentTravelText } from './order-desk-text.ts';

type Editable = AdminOrderEditableFragment;

/**
 * Changing an order's delivery before it leaves: a shipment's day and slot (only those the
 * delivery rules offer), the address (only one its methods reach, at the price paid), the access
 * notes. Each change names the version the desk showed, so one made on a stale view is refused,
 * and each mails the customer what changed.
 */
export function DeliveryEdits({ session, orderId, onChange }: { session: AdminSession; orderId: string; onChange: () => void }) {
  const [order, setOrder] = useState<Editable | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    session
      .execute(AdminOrderEditableDocument, { tenant: session.tenant, id: orderId })
      .then((reply) => setOrder(reply.adminOrder ?? null))
      .catch((error: Error) => setProblem(error.message));
  }, [session, orderId]);
  if (problem) return <FormAlert message={problem} />;
  if (!order) return null;
  const waiting = order.shipments.filter((shipment) => shipment.status === 'awaitingDispatch');
  const nothingLeft = waiting.length === order.shipments.length;
  if (order.status === 'cancelled' || waiting.length === 0) return null;
  const changed = (updated: Editable) => {
    setOrder(updated);
    onChange();
  };
  return (
    <section className="delivery-edits" aria-labelledby={`delivery-edits-${order.id}`}>
      <h4 id={`delivery-edits-${order.id}`}>Change the delivery of order {order.number}</h4>
      <p>Each change is mailed to the customer. Only what has not left can change, and never the price paid.</p>
      {waiting.map((shipment) => (
        <DayForm key={shipment.id} session={session} order={order} shipment={shipment} onChange={changed} />
      ))}
      {nothingLeft && order.deliveryAddress && <AddressForm session={session} order={order} onChange={changed} />}
      {nothingLeft && order.deliveryAddress && <NotesForm session={session} order={order} onChange={changed} />}
    </section>
  );
}

type Days = AdminShipmentDaysQuery['adminShipmentDays'];

function DayForm({
  session,
  order,
  shipment,
  onChange,
}: {
  session: AdminSession;
  order: Editable;
  shipment: Editable['shipments'][number];
  onChange: (order: Editable) => void;
}) {
  const [days, setDays] = useState<Days | null>(null);
  const [date, setDate] = useState(shipment.deliveryDate ?? '');
  const [slot, setSlot] = useState(shipment.slotCode ?? '');
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, setProblem, run } = useOnce();
  useEffect(() => {
    session
      .execute(AdminShipmentDaysDocument, { tenant: session.tenant, orderId: order.id, shipment: shipment.id })
      .then((reply) => setDays(reply.adminShipmentDays))
      .catch((error: Error) => setProblem(error.message));
  }, [session, order.id, shipment.id, setProblem]);
  const travel = shipmentTravelText(shipment.id).toLowerCase();
  const dateId = `edit-day-${order.id}-${shipment.id}`;
  const slotId = `edit-slot-${order.id}-${shipment.id}`;
  const booked = shipment.slot ? `${shipment.slot}, ` : '';
  return (
    <form
      noValidate
      aria-busy={busy}
      aria-label={`Day and slot of the ${travel}`}
      onSubmit={(event) => {
        event.preventDefault();
        run(async () => {
          const reply = await session.execute(AdminChangeShipmentDayDocument, {
            tenant: session.tenant,
            orderId: order.id,
            version: order.version,
            shipment: shipment.id,
            deliveryDate: date,
            slot: slot || null,
          });
          setDone(`The ${travel} now arrives ${dayHeading(date)}. The customer is mailed.`);
          onChange(reply.adminChangeShipmentDay);
        });
      }}
    >
      <p>
        The {travel} is booked for {booked}
        {shipment.deliveryDate ? dayHeading(shipment.deliveryDate) : 'a day to be arranged'}.
      </p>
      <div className="field">
        <label htmlFor={dateId}>New day</label>
        <select id={dateId} value={date} onChange={(event) => setDate(event.currentTarget.value)} disabled={!days}>
          {shipment.deliveryDate && !days?.dates.includes(shipment.deliveryDate) && (
            <option value={shipment.deliveryDate}>{dayHeading(shipment.deliveryDate)} (booked)</option>
          )}
          {days?.dates.map((day) => (
            <option key={day} value={day}>
              {dayHeading(day)}
            </option>
          ))}
        </select>
      </div>
      {days && days.slots.length > 0 && (
        <div className="field">
          <label htmlFor={slotId}>Slot</label>
          <select id={slotId} value={slot} onChange={(event) => setSlot(event.currentTarget.value)}>
            <option value="">Any time</option>
            {days.slots.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label} ({option.hours}){option.price > 0 ? `, ${formatPounds(option.price)}` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <FormAlert message={problem} />
      {done && <p role="status">{done}</p>}
      <button type="submit" className="button" disabled={busy || !days}>
        Change the day of the {travel}
      </button>
    </form>
  );
}

/** The delivery address as the desk shows it, split back into the form's fields as far as it can. */
function AddressForm({ session, order, onChange }: { session: AdminSession; order: Editable; onChange: (order: Editable) => void }) {
  const address = order.deliveryAddress!;
  const [first = '', ...rest] = address.name.split(' ');
  const [fields, setFields] = useState({
    firstName: first,
    lastName: rest.join(' '),
    company: address.company ?? '',
    line1: '',
    line2: '',
    city: '',
    postCode: '',
    phone: address.phone ?? '',
  });
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, run } = useOnce();
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
  });
  return (
    <form
      noValidate
      aria-busy={busy}
      aria-label="Delivery address"
      onSubmit={(event) => {
        event.preventDefault();
        run(async () => {
          const reply = await session.execute(AdminChangeDeliveryAddressDocument, {
            tenant: session.tenant,
            orderId: order.id,
            version: order.version,
            address: {
              ...fields,
              company: fields.company || null,
              line2: fields.line2 || null,
              phone: fields.phone || null,
            },
          });
          setDone('The address is changed. The customer is mailed.');
          onChange(reply.adminChangeDeliveryAddress);
        });
      }}
    >
      <p>Now going to: {address.lines.join(', ')}</p>
      <fieldset>
        <legend>New delivery address</legend>
        <Field label="First name" autoComplete="off" {...field('firstName')} />
        <Field label="Last name" autoComplete="off" {...field('lastName')} />
        <Field label="Company (optional)" autoComplete="off" {...field('company')} />
        <Field label="Address line 1" autoComplete="off" {...field('line1')} />
        <Field label="Address line 2 (optional)" autoComplete="off" {...field('line2')} />
        <Field label="Town" autoComplete="off" {...field('city')} />
        <Field label="Postcode" autoComplete="off" {...field('postCode')} />
        <Field label="Phone at the address (optional)" type="tel" autoComplete="off" {...field('phone')} />
      </fieldset>
      <FormAlert message={problem} />
      {done && <p role="status">{done}</p>}
      <button type="submit" className="button" disabled={busy}>
        Change the address
      </button>
    </form>
  );
}

function NotesForm({ session, order, onChange }: { session: AdminSession; order: Editable; onChange: (order: Editable) => void }) {
  const [notes, setNotes] = useState(order.deliveryAddress?.deliveryNotes ?? '');
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, run } = useOnce();
  const notesId = `edit-notes-${order.id}`;
  return (
    <form
      noValidate
      aria-busy={busy}
      aria-label="Access notes"
      onSubmit={(event) => {
        event.preventDefault();
        run(async () => {
          const reply = await session.execute(AdminChangeAccessNotesDocument, {
            tenant: session.tenant,
            orderId: order.id,
            version: order.version,
            notes: notes.trim() || null,
          });
          setDone('The access notes are changed. The customer is mailed.');
          onChange(reply.adminChangeAccessNotes);
        });
      }}
    >
      <div className="field">
        <label htmlFor={notesId}>Access notes for the drivers</label>
        <textarea id={notesId} rows={3} maxLength={500} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      </div>
      <FormAlert message={problem} />
      {done && <p role="status">{done}</p>}
      <button type="submit" className="button" disabled={busy}>
        Change the access notes
      </button>
    </form>
  );
}
