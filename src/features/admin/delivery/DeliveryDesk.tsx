import { useCallback, useEffect, useId, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import { useRefusableForm } from '../../../lib/forms/use-refusable-form.ts';
import type { AdminSession } from '../admin-session.ts';
import { useOnce } from '../use-once.ts';
import { DeliveryMethods } from './DeliveryMethods.tsx';
import { MoveBookings } from './MoveBookings.tsx';
import { CommerceError } from '../../../lib/commerce/client.ts';
import {
  AdminAddClosedDayDocument,
  type AdminCalendarRegion,
  type AdminClosedDayInput,
  AdminClosedDayBookingsDocument,
  type AdminDayBookingFieldsFragment,
  type AdminClosedDayFieldsFragment,
  type AdminClosedDayKind,
  AdminDeliveryDeskDocument,
  type AdminDeliveryCutoffFieldsFragment,
  AdminRemoveClosedDayDocument,
  AdminSetDeliveryCutoffDocument,
} from '../gql/graphql.ts';

type ClosedDay = AdminClosedDayFieldsFragment;
type Cutoff = AdminDeliveryCutoffFieldsFragment;

const REGION_WORDS: Record<AdminCalendarRegion, string> = {
  england: 'England and Wales',
  scotland: 'Scotland',
  northernIreland: 'Northern Ireland',
};

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const whoIsClosed = (day: ClosedDay) =>
  day.kind === 'closure' ? 'The whole shop' : day.regions.map((region) => REGION_WORDS[region]).join(', ');

const byDate = (a: ClosedDay, b: ClosedDay) => a.date.localeCompare(b.date) || a.regions.join().localeCompare(b.regions.join());

/** Delivery: bank holidays and closure days from today on, each method's cut-off, and the methods themselves. */
export default function DeliveryDesk({ session }: { session: AdminSession }) {
  const [days, setDays] = useState<ClosedDay[] | null>(null);
  const [cutoffs, setCutoffs] = useState<Cutoff[]>([]);
  const [news, setNews] = useState('');
  const { problem, setProblem, run: runOnce } = useOnce();

  const load = useCallback(() => {
    setProblem(null);
    void session
      .execute(AdminDeliveryDeskDocument, { tenant: session.tenant })
      .then((reply) => {
        setDays(reply.adminClosedDays);
        setCutoffs(reply.adminDeliveryCutoffs);
      })
      .catch((error: Error) => setProblem(error.message));
  }, [session, setProblem]);
  useEffect(load, [load]);

  const remove = (day: ClosedDay) =>
    runOnce(async () => {
      const region = day.kind === 'bankHoliday' ? day.regions[0] : null;
      await session.execute(AdminRemoveClosedDayDocument, { tenant: session.tenant, date: day.date, kind: day.kind, region });
      setDays((shown) => shown?.filter((one) => one !== day) ?? null);
      setNews(`${longDate(day.date)} is open again (${day.name}, ${whoIsClosed(day)}).`);
    });

  return (
    <section aria-labelledby="admin-delivery-heading">
      <h2 id="admin-delivery-heading">Delivery</h2>
      <FormAlert message={problem} />
      <p role="status">{news}</p>
      <h3>Closed days</h3>
      <p>Nothing is dispatched or delivered on a closed day; checkout stops offering it within a minute.</p>
      <ClosedDayForm
        session={session}
        onAdded={(day) => {
          setDays((shown) => [...(shown ?? []), day].sort(byDate));
          setNews(`${longDate(day.date)} is closed: ${day.name}.`);
        }}
      />
      {days === null && !problem && <p>Loading the closed days…</p>}
      {days && (
        <table className="admin-table admin-table--stacked">
          <caption>Closed days from today</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Name</th>
              <th scope="col">Closed for</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={`${day.date}/${day.kind}/${day.regions.join()}`}>
                <th scope="row">{longDate(day.date)}</th>
                <td>{day.name}</td>
                <td>{whoIsClosed(day)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Open again: ${longDate(day.date)} (${day.name}, ${whoIsClosed(day)})`}
                    onClick={() => remove(day)}
                  >
                    Open again
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Cut-off times</h3>
      <p>An order placed before its method's cut-off (London time) on a working day counts that day towards dispatch.</p>
      {cutoffs.map((cutoff) => (
        <CutoffForm
          key={`${cutoff.methodId}/${cutoff.cutoffTime}`}
          cutoff={cutoff}
          session={session}
          onSaved={(changed) => {
            setCutoffs((shown) => shown.map((one) => changed.find((row) => row.methodId === one.methodId) ?? one));
            setNews(`The cut-off of ${changed.map((row) => row.methodName).join(' and ')} is now ${changed[0]?.cutoffTime}.`);
          }}
        />
      ))}
      <DeliveryMethods session={session} onNews={setNews} />
    </section>
  );
}

function ClosedDayForm({ session, onAdded }: { session: AdminSession; onAdded: (day: ClosedDay) => void }) {
  const [moving, setMoving] = useState<{ day: AdminClosedDayInput; bookings: AdminDayBookingFieldsFragment[] } | null>(null);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AdminClosedDayKind>('closure');
  const [region, setRegion] = useState<AdminCalendarRegion>('england');
  const { errors, general, saving, form, submit, refuse } = useRefusableForm();
  const kindName = useId();
  const regionId = useId();

  return (
    <>
      <form
        ref={form}
        className="admin-form"
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(async () => {
            const input = { date, name, kind, region: kind === 'bankHoliday' ? region : null };
            setMoving(null);
            try {
              const added = (await session.execute(AdminAddClosedDayDocument, { tenant: session.tenant, input })).adminAddClosedDay;
              setDate('');
              setName('');
              onAdded(added);
            } catch (error) {
              // Bookings on the day: offer to move them all and close it in one go. The panel says
              // why the day was not closed and takes the focus; a refusal shown on the form as well
              // would pull the focus back to the date field, away from what to do next.
              if (error instanceof CommerceError && error.extensions.reason === 'DAY_HAS_BOOKINGS') {
                const bookings = (await session.execute(AdminClosedDayBookingsDocument, { tenant: session.tenant, input }))
                  .adminClosedDayBookings;
                if (bookings.length > 0) {
                  setMoving({ day: input, bookings });
                  return;
                }
              }
              throw error;
            }
          });
        }}
      >
        <fieldset>
          <legend>Close a day</legend>
          <Field label="Date" type="date" value={date} error={errors.date} hint="Today or later." onValue={setDate} />
          <Field label="Name" value={name} error={errors.name} hint='e.g. "Stocktake" or "Boxing Day".' onValue={setName} />
          <fieldset className="account-choices">
            <legend className="field__label">What kind of day</legend>
            <label className="choice">
              <input type="radio" name={kindName} value="closure" checked={kind === 'closure'} onChange={() => setKind('closure')} />
              The shop is closed (no dispatch or delivery anywhere)
            </label>
            <label className="choice">
              <input
                type="radio"
                name={kindName}
                value="bankHoliday"
                checked={kind === 'bankHoliday'}
                onChange={() => setKind('bankHoliday')}
              />
              A bank holiday in one nation
            </label>
          </fieldset>
          {kind === 'bankHoliday' && (
            <div className={`field${errors.region ? ' field--error' : ''}`}>
              <label htmlFor={regionId}>Nation</label>
              <select
                id={regionId}
                value={region}
                aria-invalid={errors.region ? true : undefined}
                aria-describedby={errors.region ? `${regionId}-error` : undefined}
                onChange={(event) => setRegion(event.currentTarget.value as AdminCalendarRegion)}
              >
                {(Object.keys(REGION_WORDS) as AdminCalendarRegion[]).map((one) => (
                  <option key={one} value={one}>
                    {REGION_WORDS[one]}
                  </option>
                ))}
              </select>
              {errors.region && (
                <span id={`${regionId}-error`} className="field__error">
                  {errors.region}
                </span>
              )}
            </div>
          )}
        </fieldset>
        {general && (
          <p className="form-error" role="alert" tabIndex={-1}>
            {general}
          </p>
        )}
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
          {saving ? 'Closing…' : 'Close this day'}
        </button>
      </form>
      {moving && (
        <MoveBookings
          session={session}
          day={moving.day}
          bookings={moving.bookings}
          onCancel={() => setMoving(null)}
          onClosed={(closed) => {
            setMoving(null);
            setDate('');
            setName('');
            refuse({}, null);
            onAdded(closed);
          }}
        />
      )}
    </>
  );
}

function CutoffForm({ cutoff, session, onSaved }: { cutoff: Cutoff; session: AdminSession; onSaved: (changed: Cutoff[]) => void }) {
  const [time, setTime] = useState(cutoff.cutoffTime);
  const { errors, general, saving, form, submit } = useRefusableForm();

  return (
    <form
      ref={form}
      className="admin-form admin-form--inline"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => {
          const variables = { tenant: session.tenant, methodId: cutoff.methodId, cutoffTime: time };
          onSaved((await session.execute(AdminSetDeliveryCutoffDocument, variables)).adminSetDeliveryCutoff);
        });
      }}
    >
      <Field
        label={`Cut-off for ${cutoff.methodName}`}
        type="time"
        value={time}
        error={errors.cutoffTime}
        hint={`${cutoff.courierName}'s collection: every method of this courier shares it.${cutoff.enabled ? '' : ' This method is off.'}`}
        onValue={setTime}
      />
      {general && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {general}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : `Save cut-off for ${cutoff.methodName}`}
      </button>
    </form>
  );
}
