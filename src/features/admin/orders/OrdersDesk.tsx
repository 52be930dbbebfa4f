import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminDayOrdersDocument, AdminVanRunDocument, type AdminOrderFieldsFragment } from '../gql/graphql.ts';
import { dayStops, driversCsv, loadSummary, vanStops, what3wordsText, type DayKind, type Stop } from './day-sheet.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { dayViewFromHash, dayViewHash } from './order-day-link.ts';
import { dayHeading, londonDay, telHref, what3wordsHref } from './order-desk-text.ts';
import { useOnce } from '../use-once.ts';
import { nextMove, stopKey, type BulkMove, type OpenUndo } from './day-bulk.ts';
import { ConfirmMove, planMove, UndoDispatches } from './DayBulk.tsx';
import { vanNames, vanSheets, type VanPlan, type VanSheet } from './van-plan.ts';
import { VanPlanner } from './VanPlanner.tsx';
import './orders-desk.css';

/** Orders: the day's van run and pallet bookings, printable and as the drivers' CSV; each order's detail and actions. */
export default function OrdersDesk({ session }: { session: AdminSession }) {
  // A link may name the day and view (#orders=leaving:2026-12-02); otherwise today's deliveries.
  const [day, setDay] = useState(() => dayViewFromHash(location.hash)?.day ?? londonDay(new Date()));
  const [kind, setKind] = useState<DayKind>(() => dayViewFromHash(location.hash)?.kind ?? 'DELIVERY');
  const [shown, setShown] = useState<{ day: string; kind: DayKind; orders: AdminOrderFieldsFragment[] } | null>(null);
  // The day's vans: which van takes each van stop arriving that day (planned by delivery day).
  const [plan, setPlan] = useState<VanPlan | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Opened with its delivery note (a stop's "Delivery note"), rather than to act on the order.
  const [openWithNote, setOpenWithNote] = useState(false);
  const openOrder = (orderId: string, withNote = false) => {
    setOpenWithNote(withNote);
    setOpenId(orderId);
  };
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
        const [reply, vans] = await Promise.all([
          session.execute(AdminDayOrdersDocument, { tenant: session.tenant, day: forDay, dayKind: forKind }),
          forKind === 'DELIVERY' ? session.execute(AdminVanRunDocument, { tenant: session.tenant, day: forDay }) : null,
        ]);
        setShown({ day: forDay, kind: forKind, orders: reply.adminOrders });
        // The day shown stays in the URL: a reload or a shared link opens it again.
        history.replaceState(null, '', dayViewHash({ day: forDay, kind: forKind }));
        setPlan(vans?.adminVanRun ?? null);
      }),
    [session, runLoad],
  );
  // The desk opens on today's deliveries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening; later days are asked for with the form.
  useEffect(() => load(day, kind), []);
  // A link followed while the tab is open (the Today tab's, say) shows its day.
  useEffect(() => {
    const follow = () => {
      const view = dayViewFromHash(location.hash);
      if (!view) return;
      setDay(view.day);
      setKind(view.kind);
      load(view.day, view.kind);
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [load]);

  const replaceOrder = (order: AdminOrderFieldsFragment) =>
    setShown((current) => current && { ...current, orders: current.orders.map((one) => (one.id === order.id ? order : one)) });

  const stops = shown ? dayStops(shown.orders, shown.day, shown.kind) : [];
  const what = shown?.kind === 'DISPATCH' ? 'leaving' : 'arriving';

  // The bulk moves: stops ticked, the one confirmation of a move, and the dispatches still undoable.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<{ move: BulkMove; stops: Stop[]; plan: Awaited<ReturnType<typeof planMove>> } | null>(null);
  const [undos, setUndos] = useState<OpenUndo[]>([]);
  const [moveNote, setMoveNote] = useState<string | null>(null);
  const [printing, setPrinting] = useState<ReadonlySet<string> | null>(null);
  const planning = useOnce();
  const chosen = stops.filter((stop) => selected.has(stopKey(stop)));
  const toggle = (stop: Stop, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(stopKey(stop));
      else next.delete(stopKey(stop));
      return next;
    });
  const startMove = (move: BulkMove, moving: Stop[]) =>
    planning.run(async () => {
      setMoveNote(null);
      setConfirming({ move, stops: moving, plan: await planMove(session, move, moving) });
    });
  const printStops = (only: ReadonlySet<string> | null) => {
    flushSync(() => setPrinting(only));
    window.print();
    setPrinting(null);
  };
  const sheets = vanSheets(printing ? stops.filter((stop) => printing.has(stopKey(stop))) : stops, plan);
  const csvVans = vanNames(plan);

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
                <button type="button" className="button" onClick={() => printStops(null)} disabled={vanStops(stops).length === 0}>
                  Print the van run
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => downloadCsv(`deliveries-${shown.day}.csv`, driversCsv(stops, csvVans))}
                >
                  Download CSV for drivers
                </button>
              </div>
              <fieldset className="day-bulk no-print">
                <legend className="visually-hidden">Selected stops</legend>
                <label className="day-bulk__all">
                  <input
                    type="checkbox"
                    checked={chosen.length === stops.length}
                    onChange={(event) => setSelected(new Set(event.currentTarget.checked ? stops.map(stopKey) : []))}
                  />{' '}
                  Select all {stops.length} {stops.length === 1 ? 'stop' : 'stops'} of the day
                </label>
                <span aria-live="polite">{chosen.length} selected</span>
                <div className="day-bulk__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={planning.busy || !chosen.some((stop) => nextMove(stop) === 'DISPATCH')}
                    onClick={() =>
                      startMove(
                        'DISPATCH',
                        chosen.filter((stop) => nextMove(stop) === 'DISPATCH'),
                      )
                    }
                  >
                    Dispatch selected
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={planning.busy || !chosen.some((stop) => nextMove(stop) === 'DELIVER')}
                    onClick={() =>
                      startMove(
                        'DELIVER',
                        chosen.filter((stop) => nextMove(stop) === 'DELIVER'),
                      )
                    }
                  >
                    Mark selected delivered
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={vanStops(chosen).length === 0}
                    onClick={() => printStops(new Set(chosen.map(stopKey)))}
                  >
                    Print selected
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={chosen.length === 0}
                    onClick={() => downloadCsv(`deliveries-${shown.day}-selected.csv`, driversCsv(chosen, csvVans))}
                  >
                    Export selected (CSV)
                  </button>
                </div>
                <FormAlert message={planning.problem} />
              </fieldset>
              {confirming && (
                <ConfirmMove
                  key={`${confirming.move}:${confirming.stops.map(stopKey).join()}`}
                  move={confirming.move}
                  stops={confirming.stops}
                  plan={confirming.plan}
                  session={session}
                  onCancel={() => setConfirming(null)}
                  onDone={(result) => {
                    for (const order of result.orders) replaceOrder(order);
                    setUndos((current) => [...current, ...result.undos]);
                    setMoveNote(result.problems.length > 0 ? `Not moved: ${result.problems.join(' ')}` : null);
                    setConfirming(null);
                    setSelected(new Set());
                  }}
                />
              )}
              <FormAlert message={moveNote} />
              <UndoDispatches
                undos={undos}
                session={session}
                onUndone={(undo, order) => {
                  if (order) replaceOrder(order);
                  setUndos((current) => current.filter((one) => one !== undo));
                }}
                onSent={(sent) => setUndos((current) => current.filter((one) => !sent.includes(one)))}
              />
              {plan && vanStops(stops).length > 0 && (
                <VanPlanner session={session} day={shown.day} stops={stops} plan={plan} onPlan={setPlan} />
              )}
              <StopsTable
                stops={stops}
                selected={selected}
                onSelect={toggle}
                onMove={(move, stop) => startMove(move, [stop])}
                planning={planning.busy}
                onOpen={openOrder}
                openers={openers.current}
              />
              <VanRunSheets sheets={sheets} day={dayHeading(shown.day)} />
            </>
          )}
        </div>
      )}
      {openId && (
        <OrderDetail
          key={`${openId}:${openWithNote}`}
          session={session}
          orderId={openId}
          withNote={openWithNote}
          onChange={replaceOrder}
          onClose={closeOrder}
        />
      )}
    </section>
  );
}

function StopsTable({
  stops,
  selected,
  onSelect,
  onMove,
  planning,
  onOpen,
  openers,
}: {
  stops: Stop[];
  selected: ReadonlySet<string>;
  onSelect: (stop: Stop, on: boolean) => void;
  onMove: (move: BulkMove, stop: Stop) => void;
  planning: boolean;
  onOpen: (orderId: string, withNote?: boolean) => void;
  openers: Map<string, HTMLButtonElement>;
}) {
  return (
    <table className="admin-table day-stops no-print">
      <caption className="visually-hidden">The day's stops, vans first, in slot order</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
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
            <td className="day-stops__select">
              <input
                type="checkbox"
                checked={selected.has(stopKey(stop))}
                onChange={(event) => onSelect(stop, event.currentTarget.checked)}
                aria-label={`Select order ${stop.orderNumber} ${stop.travel}`}
              />
            </td>
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
                <StopMove stop={stop} onMove={onMove} planning={planning} />
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
                <button type="button" className="button" onClick={() => onOpen(stop.orderId, true)}>
                  Delivery note <span className="visually-hidden">of order {stop.orderNumber}</span>
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
 * The printed van run: one sheet per van, each starting a new page, with the van's stops only
 * (pallets and parcels travel with their couriers and their own paperwork), a box to tick and a
 * line for the customer's signature at each stop. Shown only on paper; the page numbers come from
 * the print stylesheet, "Sheet n of m" from here, so a driver can tell their sheets are all there.
 */
function VanRunSheets({ sheets, day }: { sheets: VanSheet[]; day: string }) {
  return (
    <>
      {sheets.map((sheet, index) => (
        <VanRunSheet
          key={sheet.van ?? ''}
          stops={sheet.stops}
          heading={`${sheet.van ?? (sheets.length > 1 ? 'Not on a van yet' : 'Van run')}, ${day}`}
          sheet={`Sheet ${index + 1} of ${sheets.length}`}
        />
      ))}
    </>
  );
}

function VanRunSheet({ stops, heading, sheet }: { stops: Stop[]; heading: string; sheet: string }) {
  const load = loadSummary(stops)[0]!;
  return (
    <div className="van-sheet print-only" data-testid="van-sheet">
      <h3>{heading}</h3>
      <p>
        {sheet} · {load.stops} {load.stops === 1 ? 'stop' : 'stops'}, {load.weightKg} kg
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

/** The stop's one next step, through the same confirmation as a bulk move (what is mailed, whether it is early). */
function StopMove({ stop, onMove, planning }: { stop: Stop; onMove: (move: BulkMove, stop: Stop) => void; planning: boolean }) {
  const move = nextMove(stop);
  if (!move) return null;
  return (
    <button type="button" className="button button--primary" disabled={planning} onClick={() => onMove(move, stop)}>
      {move === 'DISPATCH' ? 'Dispatch' : 'Mark delivered'}{' '}
      <span className="visually-hidden">
        order {stop.orderNumber} {stop.travel}
      </span>
    </button>
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
