import { useEffect, useState } from 'react';
import type { DeliveryPlanMove } from '../../lib/commerce/gql/graphql.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';
import type { AccountCalls, withAccount } from './account-session.ts';
import { planCalls } from './plan-calls.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';

const plans = (calls: AccountCalls) => planCalls(calls.transport, shopChannel);
import { accountTabPath } from './account-tabs.ts';
import type { AccountPlan } from './plan-calls.ts';
import { PLAN_STATUS_TEXT, planDay, ROUND_STATUS_TEXT, rhythmText, roundCheckoutPath, roundToPay, tomorrow } from './plan-text.ts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; plans: AccountPlan[] };

/** The account's own call runner, handed down so this lazily loaded tab does not split it out of the page's script. */
type Run = typeof withAccount;

function PlanCard({ plan, onPlan, run }: { plan: AccountPlan; onPlan: (plan: AccountPlan) => void; run: Run }) {
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [date, setDate] = useState(plan.nextDate);
  const open = roundToPay(plan.rounds);

  async function move(name: DeliveryPlanMove, withDate: string | null = null) {
    if (working) return;
    setWorking(true);
    setMessage(null);
    const result = await run((calls, onError) => plans(calls).movePlan(plan.id, name, withDate, onError));
    setWorking(false);
    if (result.kind === 'done') onPlan(result.value);
    else if (result.kind === 'failed') setMessage(result.message);
  }

  return (
    <li className="account-plan" data-testid="plan-card" aria-busy={working}>
      <h3>{plan.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</h3>
      <p>
        {rhythmText(plan)} · <span data-testid="plan-status">{PLAN_STATUS_TEXT[plan.status]}</span>
      </p>
      {open && (
        <p className="account-plan__due" data-testid="plan-round-due">
          Your basket for {planDay(open.dueDate)} is ready.{' '}
          <a className="button button--primary" href={roundCheckoutPath(open.cartId)}>
            Check and pay
          </a>
        </p>
      )}
      {plan.status === 'active' && (
        <p data-testid="plan-next">
          Next: {planDay(plan.nextDate)} (we email the basket on {planDay(plan.basketDate)}).
        </p>
      )}
      <FormAlert message={message} />
      {plan.status !== 'stopped' && (
        <div className="account-plan__actions">
          {plan.status === 'active' && (
            <button type="button" className="button" onClick={() => void move('skip')}>
              Skip {open ? 'this delivery' : 'the next delivery'}
            </button>
          )}
          <label className="field">
            <span>{plan.status === 'paused' ? 'Resume from' : 'Move the next delivery to'}</span>
            <input type="date" min={tomorrow(new Date())} value={date} onChange={(event) => setDate(event.target.value)} />
          </label>
          <button type="button" className="button" onClick={() => void move(plan.status === 'paused' ? 'resume' : 'changeDate', date)}>
            {plan.status === 'paused' ? 'Resume' : 'Change the date'}
          </button>
          {plan.status === 'active' && (
            <button type="button" className="button" onClick={() => void move('pause')}>
              Pause
            </button>
          )}
          <button type="button" className="button" onClick={() => void move('stop')}>
            Stop the plan
          </button>
        </div>
      )}
      {plan.rounds.length > 0 && (
        <details>
          <summary>Earlier deliveries</summary>
          <ul>
            {plan.rounds.map((round) => (
              <li key={round.id}>
                {planDay(round.dueDate)}: {ROUND_STATUS_TEXT[round.status]}
                {round.changes.length > 0 && (
                  <ul>
                    {round.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The customer's repeat delivery plans: what is due, pay the basket that waits, skip, move, pause or stop. */
export default function PlansTab({ run }: { run: Run }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchPlans = () => {
    setLoad({ state: 'loading' });
    void run((calls, onError) => plans(calls).getMyPlans(onError)).then((result) => {
      if (result.kind === 'done') setLoad({ state: 'ready', plans: result.value });
      else if (result.kind === 'failed') setLoad({ state: 'failed', message: result.message });
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on opening; `run` is the account's one runner.
  useEffect(fetchPlans, []);

  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Delivery plans</h2>
      {load.state === 'loading' && <p role="status">Loading your plans…</p>}
      {load.state === 'failed' && <RetryAlert message={load.message} onRetry={fetchPlans} />}
      {load.state === 'ready' && load.plans.length === 0 && (
        <p>
          You have no delivery plans. Open one of <a href={accountTabPath('orders')}>your orders</a> and choose “Deliver this again”.
        </p>
      )}
      {load.state === 'ready' && load.plans.length > 0 && (
        <ul className="account-plans">
          {load.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              run={run}
              onPlan={(changed) => setLoad({ state: 'ready', plans: load.plans.map((p) => (p.id === changed.id ? changed : p)) })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
