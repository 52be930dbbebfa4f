import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '../admin-session.ts';
import { AdminAuditDocument, type AdminAuditQuery } from '../gql/graphql.ts';

type Entry = AdminAuditQuery['adminAudit']['entries'][number];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** The JSON text an entry recorded, laid out for reading; absent shows as a dash. */
const state = (json: string | null) => (json === null ? '—' : JSON.stringify(JSON.parse(json), null, 1));

/** Every change made at the desk, newest first, a page at a time. */
export default function AuditLog({ session }: { session: AdminSession }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setProblem(null);
      try {
        const page = (await session.execute(AdminAuditDocument, { tenant: session.tenant, first: 50, after })).adminAudit;
        setEntries((shown) => (after ? [...shown, ...page.entries] : page.entries));
        setNext(page.nextCursor);
      } catch (error) {
        setProblem((error as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [session],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <section aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">Audit</h2>
      {problem && <p role="alert">{problem}</p>}
      {!loading && entries.length === 0 && !problem && <p>No changes have been made at the desk yet.</p>}
      {entries.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Subject</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>{entry.staffEmail}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.subjectKind} {entry.subjectId}
                </td>
                <td>
                  <pre>{state(entry.before)}</pre>
                </td>
                <td>
                  <pre>{state(entry.after)}</pre>
                </td>
                <td>{entry.reason ?? ''}</td>
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
