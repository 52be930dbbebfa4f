import { useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminDeleteVanDocument, AdminSaveVanDocument, AdminSetVanStopsDocument, AdminVanRunDocument } from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';
import { loadSummary, vanStops, type Stop } from './day-sheet.ts';
import { vanOfStop, vanOrder, withStop, withStopMoved, type VanPlan } from './van-plan.ts';

const NO_VAN = '';

/**
 * The day's vans: staff add and name the shop's vans, put each van stop on one, and move a stop
 * up or down its van's run. Every change names the day's version, so a change made on a stale
 * view is refused rather than written over; the plan as the server then holds it replaces ours.
 */
export function VanPlanner({
  session,
  day,
  stops,
  plan,
  onPlan,
}: {
  session: AdminSession;
  day: string;
  stops: readonly Stop[];
  plan: VanPlan;
  onPlan: (plan: VanPlan) => void;
}) {
  const change = useOnce();
  const dayVanStops = vanStops(stops);
  const byOrder = new Map(dayVanStops.map((stop) => [stop.orderId, stop]));

  const setStops = (vanId: string, orderIds: string[]) =>
    change.run(async () => {
      try {
        const reply = await session.execute(AdminSetVanStopsDocument, {
          tenant: session.tenant,
          day,
          version: plan.version,
          vanId,
          orderIds,
        });
        onPlan(reply.adminSetVanStops);
      } catch (error) {
        // Refused (someone else changed the day's vans first, say): show the vans as they now
        // are beside the refusal, so the change can be made again on what is really there.
        await reload().catch(() => undefined);
        throw error;
      }
    });
  const reload = async () => onPlan((await session.execute(AdminVanRunDocument, { tenant: session.tenant, day })).adminVanRun);
  const putOnVan = (stop: Stop, vanId: string) => {
    const from = vanOfStop(plan, stop.orderId);
    if (vanId === NO_VAN) {
      if (from)
        setStops(
          from,
          vanOrder(plan, from).filter((id) => id !== stop.orderId),
        );
      return;
    }
    setStops(vanId, withStop(vanOrder(plan, vanId), stop.orderId, dayVanStops));
  };
  const unplaced = dayVanStops.filter((stop) => !vanOfStop(plan, stop.orderId));

  return (
    <section className="van-planner no-print" aria-labelledby="van-planner-heading" aria-busy={change.busy}>
      <h3 id="van-planner-heading">Vans</h3>
      <FormAlert message={change.problem} />
      {plan.vans.length === 0 && <p>The shop has no vans yet: add one to plan the day van by van.</p>}
      {plan.vans.map((van) => {
        const onVan = vanOrder(plan, van.id).flatMap((id) => byOrder.get(id) ?? []);
        const load = loadSummary(onVan)[0];
        return (
          <section key={van.id} className="van-planner__van" aria-labelledby={`van-${van.id}`}>
            <h4 id={`van-${van.id}`}>
              {van.name}{' '}
              <span className="day-stops__quiet">
                {load ? `${load.stops} ${load.stops === 1 ? 'stop' : 'stops'}, ${load.weightKg} kg` : 'no stops'}
              </span>
            </h4>
            {onVan.length > 0 && (
              <ol className="van-planner__stops">
                {onVan.map((stop, index) => (
                  <li key={stop.orderId} data-testid={`van-stop-${stop.orderNumber}`}>
                    <StopLine stop={stop} />
                    <div className="van-planner__actions">
                      <button
                        type="button"
                        className="button"
                        disabled={change.busy || index === 0}
                        onClick={() => setStops(van.id, withStopMoved(vanOrder(plan, van.id), stop.orderId, -1))}
                      >
                        Up{' '}
                        <span className="visually-hidden">
                          (move order {stop.orderNumber} earlier in {van.name})
                        </span>
                      </button>
                      <button
                        type="button"
                        className="button"
                        disabled={change.busy || index === onVan.length - 1}
                        onClick={() => setStops(van.id, withStopMoved(vanOrder(plan, van.id), stop.orderId, 1))}
                      >
                        Down{' '}
                        <span className="visually-hidden">
                          (move order {stop.orderNumber} later in {van.name})
                        </span>
                      </button>
                      <VanChoice stop={stop} plan={plan} busy={change.busy} onChoose={putOnVan} />
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <RenameVan session={session} van={van} onSaved={() => change.run(reload)} />
            <DeleteVan session={session} van={van} onDeleted={() => change.run(reload)} />
          </section>
        );
      })}
      {plan.vans.length > 0 && unplaced.length > 0 && (
        <section className="van-planner__van" aria-labelledby="van-planner-unplaced">
          <h4 id="van-planner-unplaced">Not on a van yet</h4>
          <ul className="van-planner__stops">
            {unplaced.map((stop) => (
              <li key={stop.orderId} data-testid={`van-stop-${stop.orderNumber}`}>
                <StopLine stop={stop} />
                <div className="van-planner__actions">
                  <VanChoice stop={stop} plan={plan} busy={change.busy} onChoose={putOnVan} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AddVan session={session} onAdded={() => change.run(reload)} />
    </section>
  );
}

function StopLine({ stop }: { stop: Stop }) {
  return (
    <span>
      Order {stop.orderNumber} · {stop.slot || 'Any time'} · {stop.postCode} · {stop.customer}
    </span>
  );
}

function VanChoice({
  stop,
  plan,
  busy,
  onChoose,
}: {
  stop: Stop;
  plan: VanPlan;
  busy: boolean;
  onChoose: (stop: Stop, vanId: string) => void;
}) {
  const id = `van-choice-${stop.orderId}`;
  return (
    <span className="van-planner__choice">
      <label htmlFor={id}>Van for order {stop.orderNumber}</label>
      <select
        id={id}
        value={vanOfStop(plan, stop.orderId) ?? NO_VAN}
        disabled={busy}
        onChange={(event) => onChoose(stop, event.currentTarget.value)}
      >
        <option value={NO_VAN}>Not on a van</option>
        {plan.vans.map((van) => (
          <option key={van.id} value={van.id}>
            {van.name}
          </option>
        ))}
      </select>
    </span>
  );
}

function AddVan({ session, onAdded }: { session: AdminSession; onAdded: () => void }) {
  const [name, setName] = useState('');
  const save = useOnce();
  return (
    <form
      className="van-planner__form"
      aria-label="Add a van"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.run(async () => {
          await session.execute(AdminSaveVanDocument, { tenant: session.tenant, name });
          setName('');
          onAdded();
        });
      }}
    >
      <Field label="New van's name" value={name} onValue={setName} error={save.problem ?? undefined} maxLength={40} />
      <button type="submit" className="button" disabled={save.busy}>
        Add van
      </button>
    </form>
  );
}

function RenameVan({ session, van, onSaved }: { session: AdminSession; van: { id: string; name: string }; onSaved: () => void }) {
  const [name, setName] = useState(van.name);
  const save = useOnce();
  return (
    <form
      className="van-planner__form"
      aria-label={`Rename ${van.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.run(async () => {
          await session.execute(AdminSaveVanDocument, { tenant: session.tenant, id: van.id, name });
          onSaved();
        });
      }}
    >
      <Field label={`Name of ${van.name}`} value={name} onValue={setName} error={save.problem ?? undefined} maxLength={40} />
      <button type="submit" className="button" disabled={save.busy || name.trim() === van.name}>
        Rename
      </button>
    </form>
  );
}

/**
 * Deletes a van the shop no longer runs, after a second press; the API refuses while it has
 * stops today or later, naming the days, and the refusal is shown here.
 */
function DeleteVan({ session, van, onDeleted }: { session: AdminSession; van: { id: string; name: string }; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useOnce();
  return (
    <div className="van-planner__form">
      {asking ? (
        <>
          <p>Delete {van.name}? Its stops of past days go with it.</p>
          <button
            type="button"
            className="button"
            disabled={remove.busy}
            onClick={() =>
              remove.run(async () => {
                await session.execute(AdminDeleteVanDocument, { tenant: session.tenant, id: van.id });
                onDeleted();
              })
            }
          >
            Yes, delete {van.name}
          </button>
          <button type="button" className="button" disabled={remove.busy} onClick={() => setAsking(false)}>
            Keep {van.name}
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          Delete {van.name}
        </button>
      )}
      <FormAlert message={remove.problem} />
    </div>
  );
}
