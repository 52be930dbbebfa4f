import { useEffect, useId, useRef, useState } from 'react';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import {
  type AdminClosedDayFieldsFragment,
  type AdminClosedDayInput,
  AdminCloseDayMovingBookingsDocument,
  type AdminDayBookingFieldsFragment,
  AdminShipmentDaysDocument,
  type AdminShipmentDaysQuery,
} from '../gql/graphql.ts';

type Booking = AdminDayBookingFieldsFragment;
type Days = AdminShipmentDaysQuery['adminShipmentDays'];

const KEEP_SLOT = '';

const shortDate = (iso: string | null | undefined) =>
  iso
    ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    : '—';

/**
 * Closing a day that has bookings: lists the shipments booked on it and moves them all to one
 * open day (and slot, or each keeps its own), then closes the day, in one call that does all or
 * nothing. The days offered are those the first shipment's method offers a booking today; the
 * API checks each shipment against its own method and names any order it refuses.
 */
export function MoveBookings({
  session,
  day,
  bookings,
  onClosed,
  onCancel,
}: {
  session: AdminSession;
  day: AdminClosedDayInput;
  bookings: Booking[];
  onClosed: (closed: AdminClosedDayFieldsFragment, moved: Booking[]) => void;
  onCancel: () => void;
}) {
  const [days, setDays] = useState<Days | null>(null);
  const [target, setTarget] = useState('');
  const [slot, setSlot] = useState(KEEP_SLOT);
  const { general, saving, form, submit } = useRefusableForm();
  const heading = useRef<HTMLHeadingElement>(null);
  const dayId = useId();
  const slotId = useId();
  const first = bookings[0];

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!first) return;
    void session
      .execute(AdminShipmentDaysDocument, { tenant: session.tenant, orderId: first.orderId, shipment: first.shipment })
      .then((reply) => {
        const open = { ...reply.adminShipmentDays, dates: reply.adminShipmentDays.dates.filter((date) => date !== day.date) };
        setDays(open);
        setTarget(open.dates[0] ?? '');
      })
      .catch(() => setDays({ dates: [], slots: [] }));
  }, [session, first, day.date]);

  const orders = new Set(bookings.map((booking) => booking.orderId)).size;
  return (
    <form
      ref={form}
      className="admin-form move-bookings"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => {
          const reply = await session.execute(AdminCloseDayMovingBookingsDocument, {
            tenant: session.tenant,
            input: day,
            moveTo: { deliveryDate: target, slot: slot === KEEP_SLOT ? null : slot },
            seen: [...new Map(bookings.map((booking) => [booking.orderId, booking.version])).entries()].map(([orderId, version]) => ({
              orderId,
              version,
            })),
          });
          onClosed(reply.adminCloseDayMovingBookings.day, reply.adminCloseDayMovingBookings.moved);
        });
      }}
    >
      <h3 tabIndex={-1} ref={heading}>
        Move the {bookings.length} {bookings.length === 1 ? 'shipment' : 'shipments'} booked on {shortDate(day.date)}, then close it
      </h3>
      <ul className="move-bookings__list">
        {bookings.map((booking) => (
          <li key={`${booking.orderId}.${booking.shipment}`}>
            Order {booking.orderNumber}, {booking.shipment}: {booking.addressee ?? 'no name'}, {booking.postcode ?? 'no postcode'}; arrives{' '}
            {shortDate(booking.deliveryDate)}, leaves {shortDate(booking.dispatchDate)}
          </li>
        ))}
      </ul>
      {days === null && <p>Finding the open days…</p>}
      {days && days.dates.length === 0 && <p>No open day is offered for these deliveries: move them one by one from the order.</p>}
      {days && days.dates.length > 0 && (
        <>
          <div className="field">
            <label htmlFor={dayId}>Move them to</label>
            <select id={dayId} value={target} onChange={(event) => setTarget(event.currentTarget.value)}>
              {days.dates.map((date) => (
                <option key={date} value={date}>
                  {shortDate(date)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={slotId}>Slot</label>
            <select id={slotId} value={slot} onChange={(event) => setSlot(event.currentTarget.value)}>
              <option value={KEEP_SLOT}>Keep each delivery’s own slot</option>
              {days.slots.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label} ({option.hours})
                </option>
              ))}
            </select>
          </div>
          <p>
            Each of the {orders} {orders === 1 ? 'customer is' : 'customers are'} mailed the new day. If any order changed since this list
            was read, nothing moves and the day stays open.
          </p>
        </>
      )}
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <div className="move-bookings__actions">
        {days && days.dates.length > 0 && (
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? 'Moving…' : `Move ${bookings.length} and close ${shortDate(day.date)}`}
          </button>
        )}
        <button type="button" className="button" onClick={onCancel}>
          Keep the day open
        </button>
      </div>
    </form>
  );
}
