import { useEffect, useState } from 'react';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { ensureAmplifyConfigured, publishedIdentityConfig } from '../../lib/identity/amplify.ts';
import { startHostedUiSignIn, watchHostedUiRedirects } from '../../lib/identity/hosted-ui.ts';
import { startSignIn } from '../../lib/identity/sign-in.ts';
import { safeNextPath, signInStartProblem } from '../../lib/identity/sign-in-text.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { SignInCodeForm } from '../../lib/identity/SignInCodeForm.tsx';

const customers = customerCalls(storefrontTransport, shopChannel);

type Step = { name: 'email' } | { name: 'code'; email: string; codeDigits: number };

/** Sign-in without a password: the email, then the code we mail to it. */
export default function SignInPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [providers, setProviders] = useState<string[]>([]);
  // Back from the hosted UI with a code: Amplify is finishing the sign-in.
  const [finishing, setFinishing] = useState(() => new URLSearchParams(location.search).has('code'));

  useEffect(() => {
    // Listen before configuring: configuring is what makes Amplify complete a redirect.
    const stop = watchHostedUiRedirects({
      signedIn: (next) => location.assign(safeNextPath(next)),
      failed: () => {
        setFinishing(false);
        setProblem('Signing in with your other account did not work. Try again, or sign in with your email address.');
      },
    });
    void ensureAmplifyConfigured().then(() => setProviders(publishedIdentityConfig()?.hostedUi?.providers ?? []));
    return stop;
  }, []);

  if (finishing) return <p role="status">Finishing signing you in…</p>;

  /** Sends a code and moves to the code step; answers the problem when none was sent. */
  async function sendCode(address: string): Promise<string | null> {
    const start = await startSignIn(address, {
      lookupCustomer: (value) => customers.getCustomerByEmailSalesChannel(value),
      channel: shopChannel,
    });
    if (start.kind !== 'codeSent') return signInStartProblem(start);
    setProblem(null);
    setStep({ name: 'code', email: start.email, codeDigits: start.codeDigits });
    return null;
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  if (step.name === 'email') {
    return (
      <form
        className="sign-in"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          if (!/^\S+@\S+\.\S+$/.test(address)) {
            setProblem('Enter your email address, such as name@example.co.uk.');
            return;
          }
          void run(async () => setProblem(await sendCode(address)));
        }}
      >
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          hint="We will email you a 6-digit code to sign in with."
        />
        <FormAlert message={problem} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Sending…' : 'Email me a code'}
        </button>
        {providers.map((provider) => (
          <p key={provider}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(() => startHostedUiSignIn(provider, new URLSearchParams(location.search).get('next') ?? '/account'))}
            >
              Sign in with {provider}
            </button>
          </p>
        ))}
      </form>
    );
  }

  return (
    <SignInCodeForm
      intro={
        <>
          We have sent a {step.codeDigits}-digit code to <strong>{step.email}</strong>. It works for 10 minutes.
        </>
      }
      codeDigits={step.codeDigits}
      resend={() => sendCode(step.email)}
      useAnotherEmail={() => {
        setProblem(null);
        setStep({ name: 'email' });
      }}
      signedIn={() => location.assign(safeNextPath(new URLSearchParams(location.search).get('next')))}
    />
  );
}
