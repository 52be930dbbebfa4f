import { useCallback, useEffect, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import type { AdminSession } from '../admin-session.ts';
import { changedFields } from './audit-changes.ts';
import { actionGroups } from './audit-choices.ts';
import { AdminAuditChoicesDocument, AdminAuditDocument, type AdminAuditQuery } from '../gql/graphql.ts';

type Entry = AdminAuditQuery['adminAudit']['entries'][number];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const NO_FILTERS = { staffEmail: '', action: '', from: '', to: '' };

/** Every change made at the desk, newest first, a page at a time. */
export default function AuditLog({ session }: { session: AdminSession }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  // Who and what are picked from the shop's own: its staff and the actions its audit holds.
  const [choices, setChoices] = useState<{ staff: string[]; actions: string[] }>({ staff: [], actions: [] });
  useEffect(() => {
    session
      .execute(AdminAuditChoicesDocument, { tenant: session.tenant })
      .then((reply) => setChoices(reply.adminAuditChoices))
      .catch((error: Error) => setProblem(error.message));
  }, [session]);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setProblem(null);
      try {
        const narrowed = Object.fromEntries(Object.entries(applied).map(([key, value]) => [key, value.trim() || null]));
        const page = (await session.execute(AdminAuditDocument, { tenant: session.tenant, first: 50, after, ...narrowed })).adminAudit;
        setEntries((shown) => (after ? [...shown, ...page.entries] : page.entries));
        setNext(page.nextCursor);
      } catch (error) {
        setProblem((error as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [session, applied],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <section aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">Audit</h2>
      <form
        aria-label="Narrow the audit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(filters);
        }}
      >
        <div className="field">
          <label htmlFor="admin-audit-who">Who</label>
          <select
            id="admin-audit-who"
            value={filters.staffEmail}
            onChange={(event) => setFilters({ ...filters, staffEmail: event.currentTarget.value })}
          >
            <option value="">Anyone</option>
            {choices.staff.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-audit-what">What</label>
          <select
            id="admin-audit-what"
            value={filters.action}
            onChange={(event) => setFilters({ ...filters, action: event.currentTarget.value })}
          >
            <option value="">Any change</option>
            {actionGroups(choices.actions).map((group) => (
              <optgroup key={group.kind} label={group.kind}>
                <option value={group.every}>Every {group.kind} change</option>
                {group.actions.map((action) => (
                  <option key={action} value={action}>
                    {action}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Field label="From (day)" type="date" value={filters.from} onValue={(from) => setFilters({ ...filters, from })} />
        <Field label="To (day, included)" type="date" value={filters.to} onValue={(to) => setFilters({ ...filters, to })} />
        <button type="submit" className="button" disabled={loading}>
          Show
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {!loading && entries.length === 0 && !problem && <p>No changes have been made at the desk yet.</p>}
      {entries.length > 0 && (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Subject</th>
              <th scope="col">What changed</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">{when(entry.at)}</td>
                <td data-label="Who">{entry.staffEmail}</td>
                <td data-label="What">{entry.action}</td>
                <td data-label="Subject">{entry.orderNumber ? `Order ${entry.orderNumber}` : `${entry.subjectKind} ${entry.subjectId}`}</td>
                <td data-label="What changed">
                  <ul className="audit-changes">
                    {changedFields(entry.before, entry.after).map((change) => (
                      <li key={change.field}>
                        {change.field}: {change.before} → {change.after}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Reason">{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next && (
        <button type="button" disabled={loading} onClick={() => void load(next)}>
          Show older changes
        </button>
      )}
    </section>
  );
}
