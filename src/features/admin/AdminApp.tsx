import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CommerceError } from '../../lib/commerce/client.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { signOut } from '../../lib/identity/session.ts';
import { rateLimitedProblem } from '../../lib/identity/sign-in-text.ts';
import { currentIdToken, startStaffSignIn } from '../../lib/identity/staff-sign-in.ts';
import { SignInCodeForm } from '../../lib/identity/SignInCodeForm.tsx';
import { adminSession, type AdminSession } from './admin-session.ts';
import { ADMIN_TABS, adminTabFrom } from './admin-tabs.ts';
import { AdminMeDocument } from './gql/graphql.ts';

type Desk =
  | { kind: 'checking' }
  | { kind: 'signedOut' }
  | { kind: 'code'; email: string; codeDigits: number }
  /** Signed in, but not as staff of this shop: the server said so. */
  | { kind: 'refused'; email: string }
  | { kind: 'ready'; session: AdminSession }
  | { kind: 'unavailable'; message: string };

// Each tab's code loads the first time it is opened (admin-tabs.ts).
const TAB_COMPONENTS = new Map(ADMIN_TABS.map((tab) => [tab.id, lazy(tab.load)]));

const freshToken = async () => (await currentIdToken())?.idToken ?? null;

/**
 * Who is at the desk, decided by the API: the tab's sign-in (whatever it is) asks adminMe, and
 * only a staff token of this shop gets an answer. The page itself holds nothing but this shell.
 */
async function deskFor(): Promise<Desk> {
  const signedIn = await currentIdToken();
  if (!signedIn) return { kind: 'signedOut' };
  const session = adminSession({ tenant: shopChannel.tenant, staffEmail: signedIn.email, idToken: freshToken });
  try {
    const me = (await session.execute(AdminMeDocument, { tenant: shopChannel.tenant })).adminMe;
    return { kind: 'ready', session: { ...session, staffEmail: me.email } };
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'FORBIDDEN') return { kind: 'refused', email: signedIn.email };
    if (error instanceof CommerceError && error.code === 'UNAUTHENTICATED') return { kind: 'signedOut' };
    return { kind: 'unavailable', message: (error as Error).message };
  }
}

export default function AdminApp() {
  const [desk, setDesk] = useState<Desk>({ kind: 'checking' });
  const check = useCallback(() => {
    setDesk({ kind: 'checking' });
    void deskFor().then(setDesk);
  }, []);
  useEffect(check, [check]);

  const leave = async () => {
    await signOut();
    setDesk({ kind: 'signedOut' });
  };

  switch (desk.kind) {
    case 'checking':
      return <p>Checking your sign-in…</p>;
    case 'signedOut':
      return <StaffSignIn onCodeSent={(email, codeDigits) => setDesk({ kind: 'code', email, codeDigits })} />;
    case 'code':
      return (
        <SignInCodeForm
          intro={`If ${desk.email} is a staff account, we have emailed it a sign-in code.`}
          codeDigits={desk.codeDigits}
          resend={async () => {
            const again = await startStaffSignIn(desk.email);
            if (again.kind === 'codeSent') return null;
            return again.kind === 'rateLimited' ? rateLimitedProblem(again.retryAfterSeconds) : 'We could not send a new code just now.';
          }}
          useAnotherEmail={() => setDesk({ kind: 'signedOut' })}
          signedIn={check}
        />
      );
    case 'refused':
      return (
        <section aria-labelledby="admin-refused-heading">
          <h2 id="admin-refused-heading">This page is for the shop's staff</h2>
          <p>You are signed in as {desk.email || 'a customer'}, which is not a staff account of this shop.</p>
          <p>
            <a href="/account">Go to your account</a> or{' '}
            <button type="button" className="link-button" onClick={() => void leave()}>
              sign out and sign in as staff
            </button>
            .
          </p>
        </section>
      );
    case 'unavailable':
      return (
        <section>
          <FormAlert message={`The desk could not be opened: ${desk.message}`} />
          <button type="button" className="button" onClick={check}>
            Try again
          </button>
        </section>
      );
    case 'ready':
      return <Desk session={desk.session} onSignOut={() => void leave()} />;
  }
}

function StaffSignIn({ onCodeSent }: { onCodeSent: (email: string, codeDigits: number) => void }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="sign-in"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const typed = email.trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) return setProblem('Enter your staff email address, such as name@example.com.');
        setBusy(true);
        setProblem(null);
        void startStaffSignIn(typed)
          .then((started) => {
            if (started.kind === 'codeSent') return onCodeSent(typed.toLowerCase(), started.codeDigits);
            setProblem(
              started.kind === 'rateLimited'
                ? rateLimitedProblem(started.retryAfterSeconds)
                : 'We could not send a sign-in code to that address. Staff accounts are set up by the shop owner.',
            );
          })
          .finally(() => setBusy(false));
      }}
    >
      <h2>Staff sign-in</h2>
      <Field label="Staff email" type="email" autoComplete="username" value={email} onValue={setEmail} />
      <FormAlert message={problem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Sending…' : 'Email me a code'}
      </button>
    </form>
  );
}

function Desk({ session, onSignOut }: { session: AdminSession; onSignOut: () => void }) {
  const [tabId, setTabId] = useState(() => adminTabFrom(location.hash.slice(1)).id);
  useEffect(() => {
    const follow = () => setTabId(adminTabFrom(location.hash.slice(1)).id);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const Tab = TAB_COMPONENTS.get(tabId)!;
  return (
    <div className="admin-desk">
      <p className="admin-desk__who">
        Signed in as {session.staffEmail}.{' '}
        <button type="button" className="link-button" onClick={onSignOut}>
          Sign out
        </button>
      </p>
      <nav aria-label="Desk sections">
        <ul className="admin-tabs">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.id}>
              <a href={`#${tab.id}`} aria-current={tab.id === tabId ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Tab session={session} />
      </Suspense>
    </div>
  );
}
