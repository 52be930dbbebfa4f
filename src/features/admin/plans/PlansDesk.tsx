import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminPlanHistoryDocument,
  type AdminPlanHistoryQuery,
  AdminPlansAheadDocument,
  type AdminPlansAheadQuery,
} from '../gql/graphql.ts';

type Ahead = AdminPlansAheadQuery['adminDeliveryPlansAhead'];
type History = NonNullable<AdminPlanHistoryQuery['adminDeliveryPlan']>;

const ROUND_WORDS: Record<string, string> = {
  made: 'basket mailed, not paid yet',
  paid: 'paid',
  skipped: 'skipped',
  missed: 'missed (not paid)',
};

/**
 * Repeat delivery plans, read-only: the stops and tonnes the active plans bring week by week,
 * each plan due in that span, and one plan's rounds. Customers change their own plans.
 */
export default function PlansDesk({ session }: { session: AdminSession }) {
  const [ahead, setAhead] = useState<Ahead | null>(null);
  const [history, setHistory] = useState<History | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      setAhead((await session.execute(AdminPlansAheadDocument, { tenant: session.tenant, weeks: 8 })).adminDeliveryPlansAhead);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }, [session]);
  useEffect(() => {
    void load();
  }, [load]);

  async function open(planId: string) {
    try {
      setHistory((await session.execute(AdminPlanHistoryDocument, { tenant: session.tenant, planId })).adminDeliveryPlan ?? null);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  return (
    <section aria-labelledby="admin-plans-heading">
      <h2 id="admin-plans-heading">Delivery plans</h2>
      {problem && <p role="alert">{problem}</p>}
      {ahead && (
        <>
          <table className="admin-table" data-testid="plan-weeks">
            <caption>The coming weeks</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Stops</th>
                <th scope="col">Tonnes</th>
              </tr>
            </thead>
            <tbody>
              {ahead.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{week.weekStart}</th>
                  <td>{week.stops}</td>
                  <td>{week.tonnes.toFixed(3)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ahead.plans.length === 0 ? (
            <p>No active plan has a delivery in these weeks.</p>
          ) : (
            <table className="admin-table admin-table--stacked" data-testid="plans-due">
              <caption>Plans due</caption>
              <thead>
                <tr>
                  <th scope="col">Next</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Postcode</th>
                  <th scope="col">What</th>
                  <th scope="col">Every</th>
                  <th scope="col">kg</th>
                </tr>
              </thead>
              <tbody>
                {ahead.plans.map((plan) => (
                  <tr key={plan.planId}>
                    <td data-label="Next">{plan.nextDate}</td>
                    <td data-label="Customer">
                      <button type="button" className="link-button" onClick={() => void open(plan.planId)}>
                        {plan.customerName || plan.customerEmail}
                      </button>
                    </td>
                    <td data-label="Postcode">{plan.postCode ?? ''}</td>
                    <td data-label="What">{plan.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</td>
                    <td data-label="Every">
                      {plan.everyWeeks} wk{plan.kind === 'remind' ? ' (reminder)' : ''}
                    </td>
                    <td data-label="kg">{plan.kilograms}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {history && (
        <div data-testid="plan-history">
          <h3>
            {history.customerEmail}: every {history.everyWeeks} weeks, {history.status}
          </h3>
          <p>
            Started {history.createdAt.slice(0, 10)}; next {history.nextDate}.
          </p>
          <ul>
            {history.rounds.map((round) => (
              <li key={round.id}>
                {round.dueDate}: {ROUND_WORDS[round.status] ?? round.status}
                {round.changes.length > 0 ? ` (${round.changes.join(' ')})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
