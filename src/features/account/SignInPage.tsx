import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { ensureAmplifyConfigured, publishedIdentityConfig } from '../../lib/identity/amplify.ts';
import { rememberThisDevice } from '../../lib/identity/devices.ts';
import { startHostedUiSignIn, watchHostedUiRedirects } from '../../lib/identity/hosted-ui.ts';
import { answerSignInChallenge, startSignIn } from '../../lib/identity/sign-in.ts';
import { challengeProblem, safeNextPath, signInStartProblem } from '../../lib/identity/sign-in-text.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

const customers = customerCalls(storefrontTransport, shopChannel);

type Step = { name: 'email' } | { name: 'code'; email: string; codeDigits: number };

/** Sign-in without a password: the email, then the code we mail to it. */
export default function SignInPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
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

  async function sendCode(address: string) {
    const start = await startSignIn(address, {
      lookupCustomer: (value) => customers.getCustomerByEmailSalesChannel(value),
      channel: shopChannel,
    });
    if (start.kind !== 'codeSent') {
      setProblem(signInStartProblem(start));
      return;
    }
    flushSync(() => {
      setProblem(null);
      setCode('');
      setStep({ name: 'code', email: start.email, codeDigits: start.codeDigits });
    });
    heading.current?.focus();
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
          void run(() => sendCode(address));
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
    <form
      className="sign-in"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const answer = await answerSignInChallenge(code);
          if (answer.kind !== 'signedIn') {
            setProblem(challengeProblem(answer));
            if (answer.kind === 'failed') setCode('');
            return;
          }
          if (remember) await rememberThisDevice().catch((error: unknown) => console.error('Could not remember this device.', error));
          location.assign(safeNextPath(new URLSearchParams(location.search).get('next')));
        });
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Check your email
      </h2>
      <p>
        We have sent a {step.codeDigits}-digit code to <strong>{step.email}</strong>. It works for 10 minutes.
      </p>
      <Field
        label="Sign-in code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={step.codeDigits}
        value={code}
        onValue={setCode}
      />
      <label className="field">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} /> Remember this device
      </label>
      <FormAlert message={problem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <p>
        <button type="button" className="link-button" disabled={busy} onClick={() => void run(() => sendCode(step.email))}>
          Send a new code
        </button>{' '}
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setStep({ name: 'email' });
          }}
        >
          Use another email address
        </button>
      </p>
    </form>
  );
}
