import { useCallback, useEffect, useRef, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminDayOrdersDocument, type AdminOrderFieldsFragment } from '../gql/graphql.ts';
import { dayStops, driversCsv, loadSummary, vanStops, what3wordsText, type DayKind, type Stop } from './day-sheet.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { dayHeading, londonDay, telHref, what3wordsHref } from './order-desk-text.ts';
import { useOnce } from '../use-once.ts';
import { moveShipment } from './shipment-move.ts';
import './orders-desk.css';

/** Orders: the day's van run and pallet bookings, printable and as the drivers' CSV; each order's detail and actions. */
export default function OrdersDesk({ session }: { session: AdminSession }) {
  const [day, setDay] = useState(() => londonDay(new Date()));
  const [kind, setKind] = useState<DayKind>('DELIVERY');
  const [shown, setShown] = useState<{ day: string; kind: DayKind; orders: AdminOrderFieldsFragment[] } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // The "Open order" button each order was opened from, so closing the order returns the
  // dispatcher to the row they were at, not the top of a long list.
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const closeOrder = () => {
    const opener = openId ? openers.current.get(openId) : undefined;
    setOpenId(null);
    opener?.focus();
  };
  const { busy: loading, problem, run: runLoad } = useOnce();

  const load = useCallback(
    (forDay: string, forKind: DayKind) =>
      runLoad(async () => {
        const reply = await session.execute(AdminDayOrdersDocument, { tenant: session.tenant, day: forDay, dayKind: forKind });
        setShown({ day: forDay, kind: forKind, orders: reply.adminOrders });
      }),
    [session, runLoad],
  );
  // The desk opens on today's deliveries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening; later days are asked for with the form.
  useEffect(() => load(day, kind), []);

  const replaceOrder = (order: AdminOrderFieldsFragment) =>
    setShown((current) => current && { ...current, orders: current.orders.map((one) => (one.id === order.id ? order : one)) });

  const stops = shown ? dayStops(shown.orders, shown.day, shown.kind) : [];
  const what = shown?.kind === 'DISPATCH' ? 'leaving' : 'arriving';

  return (
    <section aria-labelledby="admin-orders-heading">
      <h2 id="admin-orders-heading" className="no-print">
        Orders
      </h2>
      <form
        className="no-print"
        aria-label="Choose the day"
        aria-busy={loading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          load(day, kind);
        }}
      >
        <Field label="Day" type="date" value={day} onValue={setDay} required />
        <div className="field">
          <label htmlFor="admin-orders-kind">Shipments</label>
          <select id="admin-orders-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as DayKind)}>
            <option value="DELIVERY">arriving that day</option>
            <option value="DISPATCH">leaving that day</option>
          </select>
        </div>
        <FormAlert message={problem} />
        <button type="submit" className="button" disabled={loading}>
          Show
        </button>
      </form>

      {shown && (
        <div className="van-run">
          <h3 className="no-print">
            {stops.length === 0 ? 'Nothing' : `${stops.length} ${stops.length === 1 ? 'shipment' : 'shipments'}`} {what} on{' '}
            {dayHeading(shown.day)}
          </h3>
          {stops.length > 0 && (
            <>
              <p className="no-print">
                {loadSummary(stops)
                  .map((load) => `${load.travel}: ${load.stops} ${load.stops === 1 ? 'stop' : 'stops'}, ${load.weightKg} kg`)
                  .join(' · ')}
              </p>
              <div className="van-run__tools no-print">
                <button type="button" className="button" onClick={() => window.print()} disabled={vanStops(stops).length === 0}>
                  Print the van run
                </button>
                <button type="button" className="button" onClick={() => downloadCsv(`deliveries-${shown.day}.csv`, driversCsv(stops))}>
                  Download CSV for drivers
                </button>
              </div>
              <StopsTable stops={stops} session={session} onOpen={setOpenId} openers={openers.current} onChange={replaceOrder} />
              <VanRunSheet stops={vanStops(stops)} heading={`Van run, ${dayHeading(shown.day)}`} />
            </>
          )}
        </div>
      )}
      {openId && <OrderDetail key={openId} session={session} orderId={openId} onChange={replaceOrder} onClose={closeOrder} />}
    </section>
  );
}

function StopsTable({
  stops,
  session,
  onOpen,
  openers,
  onChange,
}: {
  stops: Stop[];
  session: AdminSession;
  onOpen: (orderId: string) => void;
  openers: Map<string, HTMLButtonElement>;
  onChange: (order: AdminOrderFieldsFragment) => void;
}) {
  return (
    <table className="admin-table day-stops no-print">
      <caption className="visually-hidden">The day's stops, vans first, in slot order</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Slot</th>
          <th scope="col">Customer</th>
          <th scope="col">Address</th>
          <th scope="col">Booked and notes</th>
          <th scope="col">Load</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) => (
          <tr key={`${stop.orderId}-${stop.shipmentId}`} data-testid={`stop-${stop.orderNumber}-${stop.shipmentId}`}>
            <th scope="row">
              {stop.orderNumber} <span className="day-stops__travel">{stop.travel}</span>
              {stop.method && <div className="day-stops__quiet">{stop.method}</div>}
            </th>
            <td data-label="Slot">
              {stop.slot || 'Any time'}
              {stop.slotHours && <div className="day-stops__quiet">{stop.slotHours}</div>}
            </td>
            <td data-label="Customer">
              {stop.customer}
              {stop.phone && (
                <div>
                  <a href={telHref(stop.phone)}>{stop.phone}</a>
                </div>
              )}
            </td>
            <td data-label="Address" className="day-stops__typed">
              {stop.address}
              {stop.what3words && (
                <div>
                  <a href={what3wordsHref(stop.what3words)}>{what3wordsText(stop.what3words)}</a>
                </div>
              )}
            </td>
            <td data-label="Booked and notes" className="day-stops__typed">
              <ChosenByCustomer stop={stop} />
            </td>
            <td data-label="Load">
              {stop.weightKg} kg
              <div className="day-stops__quiet">{stop.items}</div>
            </td>
            <td data-label="Status">{stop.status}</td>
            <td>
              <div className="day-stops__actions">
                <StopActions stop={stop} session={session} onChange={onChange} />
                <button
                  type="button"
                  className="button"
                  ref={(button) => {
                    if (button) openers.set(stop.orderId, button);
                  }}
                  onClick={() => onOpen(stop.orderId)}
                >
                  Open order {stop.orderNumber}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the customer booked and wrote for the crew: services first, then the way in, then their note. */
function ChosenByCustomer({ stop }: { stop: Stop }) {
  const nothing = stop.services.length === 0 && !stop.access && !stop.orderNotes;
  if (nothing) return <span className="day-stops__quiet">Nothing booked</span>;
  return (
    <>
      {stop.services.length > 0 && (
        <ul className="day-stops__services" aria-label="Booked services">
          {stop.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      )}
      {stop.access && <div className="day-stops__access">{stop.access}</div>}
      {stop.orderNotes && <div>Order note: {stop.orderNotes}</div>}
    </>
  );
}

/**
 * The printed van run: the van's stops only (pallets and parcels travel with their couriers and
 * their own paperwork), with a box to tick and a line for the customer's signature at each stop.
 * Shown only on paper; the page numbers come from the print stylesheet.
 */
function VanRunSheet({ stops, heading }: { stops: Stop[]; heading: string }) {
  if (stops.length === 0) return null;
  const load = loadSummary(stops)[0]!;
  return (
    <div className="van-sheet print-only">
      <h3>{heading}</h3>
      <p>
        {load.stops} {load.stops === 1 ? 'stop' : 'stops'}, {load.weightKg} kg
      </p>
      <table className="van-sheet__table">
        <thead>
          <tr>
            <th scope="col">Done</th>
            <th scope="col">Order</th>
            <th scope="col">Slot</th>
            <th scope="col">Customer</th>
            <th scope="col">Address</th>
            <th scope="col">Booked and notes</th>
            <th scope="col">Load</th>
            <th scope="col">Signature</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((stop) => (
            <tr key={`${stop.orderId}-${stop.shipmentId}`}>
              <td className="van-sheet__tick">☐</td>
              <th scope="row">{stop.orderNumber}</th>
              <td>
                {stop.slot || 'Any time'}
                {stop.slotHours && <div>{stop.slotHours}</div>}
              </td>
              <td>
                {stop.customer}
                {stop.phone && <div>{stop.phone}</div>}
              </td>
              <td>
                {stop.address}
                {stop.what3words && <div>{what3wordsText(stop.what3words)}</div>}
              </td>
              <td>
                {stop.services.length > 0 && <div>{stop.services.join(', ')}</div>}
                {stop.access && <div className="day-stops__access">{stop.access}</div>}
                {stop.orderNotes && <div>Order note: {stop.orderNotes}</div>}
              </td>
              <td>
                {stop.weightKg} kg, {stop.items}
              </td>
              <td className="van-sheet__signature" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StopActions({
  stop,
  session,
  onChange,
}: {
  stop: Stop;
  session: AdminSession;
  onChange: (order: AdminOrderFieldsFragment) => void;
}) {
  const { busy, problem, run } = useOnce();
  if (stop.status === 'Delivered') return null;
  const dispatching = stop.status === 'Awaiting dispatch';
  const act = () =>
    run(async () => {
      onChange(await moveShipment(session, stop.orderId, stop.shipmentId, dispatching));
    });
  return (
    <>
      <button type="button" className="button button--primary" disabled={busy} onClick={act}>
        {dispatching ? 'Dispatch' : 'Mark delivered'}{' '}
        <span className="visually-hidden">
          order {stop.orderNumber} {stop.travel}
        </span>
      </button>
      <FormAlert message={problem} />
    </>
  );
}

/** Hands the browser a file it builds itself: the CSV never goes to a server. */
function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
