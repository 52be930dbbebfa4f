import { useCallback, useEffect, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminDayOrdersDocument, type AdminOrderFieldsFragment } from '../gql/graphql.ts';
import { dayStops, driversCsv, loadSummary, type DayKind, type Stop } from './day-sheet.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { dayHeading, londonDay } from './order-desk-text.ts';
import { useOnce } from '../use-once.ts';
import { moveShipment } from './shipment-move.ts';
import './orders-desk.css';

/** Orders: the day's van run and pallet bookings, printable and as the drivers' CSV; each order's detail and actions. */
export default function OrdersDesk({ session }: { session: AdminSession }) {
  const [day, setDay] = useState(() => londonDay(new Date()));
  const [kind, setKind] = useState<DayKind>('DELIVERY');
  const [shown, setShown] = useState<{ day: string; kind: DayKind; orders: AdminOrderFieldsFragment[] } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
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
          <h3>
            {stops.length === 0 ? 'Nothing' : `${stops.length} ${stops.length === 1 ? 'shipment' : 'shipments'}`} {what} on{' '}
            {dayHeading(shown.day)}
          </h3>
          {stops.length > 0 && (
            <>
              <p>
                {loadSummary(stops)
                  .map((load) => `${load.travel}: ${load.stops} ${load.stops === 1 ? 'stop' : 'stops'}, ${load.weightKg} kg`)
                  .join(' · ')}
              </p>
              <div className="van-run__tools no-print">
                <button type="button" className="button" onClick={() => window.print()}>
                  Print the van run
                </button>
                <button type="button" className="button" onClick={() => downloadCsv(`deliveries-${shown.day}.csv`, driversCsv(stops))}>
                  Download CSV for drivers
                </button>
              </div>
              <StopsTable stops={stops} session={session} onOpen={setOpenId} onChange={replaceOrder} />
            </>
          )}
        </div>
      )}
      {openId && <OrderDetail key={openId} session={session} orderId={openId} onChange={replaceOrder} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function StopsTable({
  stops,
  session,
  onOpen,
  onChange,
}: {
  stops: Stop[];
  session: AdminSession;
  onOpen: (orderId: string) => void;
  onChange: (order: AdminOrderFieldsFragment) => void;
}) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">The day's stops, vans first, in slot order</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Travels</th>
          <th scope="col">Slot</th>
          <th scope="col">Customer</th>
          <th scope="col">Address</th>
          <th scope="col">Access notes</th>
          <th scope="col">Weight</th>
          <th scope="col">Items</th>
          <th scope="col">Status</th>
          <th scope="col" className="no-print">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) => (
          <tr key={`${stop.orderId}-${stop.shipmentId}`} data-testid={`stop-${stop.orderNumber}-${stop.shipmentId}`}>
            <th scope="row">{stop.orderNumber}</th>
            <td>
              {stop.travel}
              {stop.method && <div>{stop.method}</div>}
            </td>
            <td>{stop.slot || 'Any time'}</td>
            <td>
              {stop.customer}
              {stop.phone && <div>{stop.phone}</div>}
            </td>
            <td>{stop.address}</td>
            <td className="van-run__access">{stop.access}</td>
            <td>{stop.weightKg} kg</td>
            <td>{stop.items}</td>
            <td>{stop.status}</td>
            <td className="no-print">
              <StopActions stop={stop} session={session} onChange={onChange} />{' '}
              <button type="button" className="button" onClick={() => onOpen(stop.orderId)}>
                Open order {stop.orderNumber}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
