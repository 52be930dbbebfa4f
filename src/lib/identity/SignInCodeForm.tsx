import { type ReactNode, useEffect, useRef, useState } from 'react';
import { rememberThisDevice } from './devices.ts';
import { answerSignInChallenge, type ChallengeAnswer } from './sign-in.ts';
import { challengeProblem } from './sign-in-text.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';

export interface SignInCodeFormProps {
  /** What was sent where, under the heading. */
  intro: ReactNode;
  codeDigits: number;
  /** Sends a fresh code; answers the problem to show, or null when it went. */
  resend: () => Promise<string | null>;
  useAnotherEmail: () => void;
  signedIn: () => void;
  /** Words for a refused code; by default the identity service's own answer, put plainly. */
  refusal?: (answer: Exclude<ChallengeAnswer, { kind: 'signedIn' }>) => string;
}

/**
 * The second step of signing in, wherever it starts (the sign-in page, the checkout): the code from
 * the email. The heading takes focus when it appears, so a screen reader hears where it is.
 */
export function SignInCodeForm({ intro, codeDigits, resend, useAnotherEmail, signedIn, refusal = challengeProblem }: SignInCodeFormProps) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
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
            setProblem(refusal(answer));
            if (answer.kind === 'failed') setCode('');
            return;
          }
          if (remember) await rememberThisDevice().catch((error: unknown) => console.error('Could not remember this device.', error));
          signedIn();
        });
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Check your email
      </h2>
      <p>{intro}</p>
      <Field label="Sign-in code" inputMode="numeric" autoComplete="one-time-code" maxLength={codeDigits} value={code} onValue={setCode} />
      <label className="field">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} /> Remember this device
      </label>
      <FormAlert message={problem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <p>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const resent = await resend();
              setProblem(resent);
              if (resent) return;
              setCode('');
              heading.current?.focus();
            })
          }
        >
          Send a new code
        </button>{' '}
        <button type="button" className="link-button" disabled={busy} onClick={useAnotherEmail}>
          Use another email address
        </button>
      </p>
    </form>
  );
}
