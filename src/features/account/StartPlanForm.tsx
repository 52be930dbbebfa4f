import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DeliveryPlanKind } from '../../lib/commerce/gql/graphql.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import type { AccountCalls, withAccount } from './account-session.ts';
import { planCalls } from './plan-calls.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';

const plans = (calls: AccountCalls) => planCalls(calls.transport, shopChannel);
import { accountTabPath } from './account-tabs.ts';
import { earliestPlanDate, firstPlanDate, planDay } from './plan-text.ts';

const systemClock = () => new Date();

type Suggestion = { code: string; name: string; orders: number; everyWeeks: number };
type State =
  | { kind: 'closed' }
  | { kind: 'open' }
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'made'; nextDate: string };

/**
 * "Deliver this again": a plan from this placed order, every N weeks (or a reminder), from a date
 * the customer picks. The rhythm starts from what their own orders of it suggest, when there are
 * three or more.
 */
/**
 * `run` is the account's call runner, handed down so this lazily loaded form does not split it out
 * of the page's script; `now` is the clock the dates are counted from.
 */
export default function StartPlanForm({ orderId, run, now = systemClock }: { orderId: string; run: typeof withAccount; now?: () => Date }) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [kind, setKind] = useState<DeliveryPlanKind>('deliver');
  const [everyWeeks, setEveryWeeks] = useState(6);
  const [nextDate, setNextDate] = useState(() => firstPlanDate(now(), 6));
  // The first date the shop can deliver this order again, by the checkout's rule (the API's answer).
  const [firstDeliverable, setFirstDeliverable] = useState<string | null>(null);
  const firstDeliverableRef = useRef<string | null>(null);

  useEffect(() => {
    void run((calls, onError) => plans(calls).getSuggestions(orderId, onError)).then((result) => {
      if (result.kind !== 'done' || result.value.length === 0) return;
      setSuggestions(result.value);
      const weeks = result.value[0]!.everyWeeks;
      setEveryWeeks(weeks);
      setNextDate(firstPlanDate(now(), weeks, firstDeliverableRef.current));
    });
    void run((calls, onError) => plans(calls).getFirstDate(orderId, onError)).then((result) => {
      if (result.kind !== 'done' || !result.value) return;
      const first = result.value;
      firstDeliverableRef.current = first;
      setFirstDeliverable(first);
      setNextDate((date) => (date < first ? first : date));
    });
  }, [orderId, run, now]);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (state.kind === 'working') return;
    setState({ kind: 'working' });
    const result = await run((calls, onError) => plans(calls).createPlan({ orderId, kind, everyWeeks, nextDate }, onError));
    if (result.kind === 'signedOut') return;
    flushSync(() =>
      setState(result.kind === 'done' ? { kind: 'made', nextDate: result.value.nextDate } : { kind: 'failed', message: result.message }),
    );
  }

  if (state.kind === 'made') {
    return (
      <p role="status" className="account-plan-start" data-testid="plan-started">
        Your plan is set: the first delivery is on {planDay(state.nextDate)}. We will email your basket a few days before, to check and pay.{' '}
        <a href={accountTabPath('plans')}>See your delivery plans</a>
      </p>
    );
  }
  return (
    <div className="account-plan-start">
      {suggestions.map((s) => (
        <p key={s.code} className="field__hint" data-testid="plan-suggestion">
          You have ordered {s.name} about every {s.everyWeeks === 1 ? 'week' : `${s.everyWeeks} weeks`}.
        </p>
      ))}
      {state.kind === 'closed' ? (
        <button type="button" className="button" onClick={() => setState({ kind: 'open' })}>
          Deliver this again
        </button>
      ) : (
        <form onSubmit={(event) => void start(event)} aria-label="Deliver this again">
          <fieldset>
            <legend>Deliver this again</legend>
            <label>
              <input type="radio" name="plan-kind" checked={kind === 'deliver'} onChange={() => setKind('deliver')} /> Make my basket every
              few weeks for me to check and pay
            </label>
            <label>
              <input type="radio" name="plan-kind" checked={kind === 'remind'} onChange={() => setKind('remind')} /> Just remind me
            </label>
          </fieldset>
          <label className="field">
            <span>Every how many weeks</span>
            <input
              type="number"
              name="every-weeks"
              min={1}
              step={1}
              value={everyWeeks}
              onChange={(event) => setEveryWeeks(Number(event.target.value))}
              required
            />
          </label>
          <label className="field">
            <span>First delivery</span>
            <input
              type="date"
              name="next-date"
              min={earliestPlanDate(now(), firstDeliverable)}
              value={nextDate}
              onChange={(event) => setNextDate(event.target.value)}
              required
            />
          </label>
          <FormAlert message={state.kind === 'failed' ? state.message : null} />
          <button type="submit" className="button button--primary" aria-disabled={state.kind === 'working' || undefined}>
            {state.kind === 'working' ? 'Setting up…' : 'Start the plan'}
          </button>
          <p className="field__hint">
            No card is kept: each time you check the basket and pay as usual. Skip, pause or stop whenever you like.
          </p>
        </form>
      )}
    </div>
  );
}
