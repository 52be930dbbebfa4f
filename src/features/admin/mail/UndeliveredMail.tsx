import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminResendMailDocument, AdminUndeliveredMailDocument, type AdminUndeliveredMailQuery } from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';

type Mail = AdminUndeliveredMailQuery['adminUndeliveredMail'][number];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const STATUS: Record<string, string> = { failed: 'Never sent', bounced: 'Bounced' };

/** Mail that could not be delivered, with a resend: the shop's, or (with `orderId`) one order's. */
export function UndeliveredMailList({ session, orderId = null }: { session: AdminSession; orderId?: string | null }) {
  const [mail, setMail] = useState<Mail[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, setProblem, run } = useOnce();
  const load = useCallback(
    () =>
      session
        .execute(AdminUndeliveredMailDocument, { tenant: session.tenant, orderId })
        .then((reply) => setMail(reply.adminUndeliveredMail))
        .catch((error: Error) => setProblem(error.message)),
    [session, orderId, setProblem],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (!mail) return <FormAlert message={problem} />;
  if (orderId && mail.length === 0) return null;
  return (
    <div className="undelivered-mail">
      <h4>{orderId ? 'Mail to the customer that was not delivered' : `${mail.length} undelivered`}</h4>
      {mail.length === 0 && <p>Every message went out.</p>}
      <FormAlert message={problem} />
      {done && <p role="status">{done}</p>}
      <ul aria-label="Undelivered mail">
        {mail.map((one) => (
          <li key={one.id}>
            <strong>{STATUS[one.status] ?? one.status}</strong> {when(one.failedAt)}: {one.subject ?? one.kind}
            {one.orderNumber ? ` (order ${one.orderNumber})` : ''} to {one.recipient ?? 'the shop'}, after {one.attempts}{' '}
            {one.attempts === 1 ? 'attempt' : 'attempts'}. {one.lastError}{' '}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await session.execute(AdminResendMailDocument, { tenant: session.tenant, id: one.id });
                  setDone(`Queued again: ${one.subject ?? one.kind} to ${one.recipient ?? 'the shop'}.`);
                  await load();
                })
              }
            >
              Send again <span className="visually-hidden">{one.subject ?? one.kind}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Undelivered mail tab: what the owner must act on (send again, or call the customer). */
export default function UndeliveredMailDesk({ session }: { session: AdminSession }) {
  return (
    <section aria-labelledby="admin-mail-heading">
      <h2 id="admin-mail-heading">Undelivered mail</h2>
      <p>Mail the provider never took, or took and then bounced. Send it again once the address is right, or call the customer.</p>
      <UndeliveredMailList session={session} />
    </section>
  );
}
