import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { copyText, referralShareLink } from './referral.ts';
import type { AccountCustomer } from './AccountPage.tsx';
import { Field } from '../../lib/forms/Field.tsx';
import { withAccount } from './account-session.ts';

type Copy = 'idle' | 'copied' | 'failed';
type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; code: string } | { kind: 'refused'; message: string };

function ShareLink({ code }: { code: string }) {
  const [copied, setCopied] = useState<Copy>('idle');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const link = referralShareLink(window.location.origin, code);
  return (
    <div className="share-basket">
      <label htmlFor={inputId}>Your share link</label>
      <div className="field-inline">
        <input id={inputId} ref={input} readOnly value={link} data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button"
          onClick={async () => {
            const done = await copyText(link, navigator.clipboard, () => {
              input.current?.select();
              return document.execCommand('copy');
            });
            setCopied(done ? 'copied' : 'failed');
          }}
        >
          Copy link
        </button>
      </div>
      <p role="status" className="field__hint">
        {copied === 'copied'
          ? 'Link copied. Paste it into a message to a friend.'
          : copied === 'failed'
            ? 'We could not copy it: select the link in the box and copy it yourself.'
            : 'Send this link to friends: it puts your code in their basket’s discount box.'}
      </p>
    </div>
  );
}

export function ReferralTab({ customer, onCustomer }: { customer: AccountCustomer; onCustomer: (customer: AccountCustomer) => void }) {
  const [newCode, setNewCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const code = customer.referralCode;

  return (
    <section aria-labelledby="referral-heading">
      <h2 id="referral-heading">Refer a friend</h2>
      {/* Only what the shop gives: with no offer, the tab promises nothing and shares no link. */}
      {customer.referralOffer ? (
        <p data-testid="referral-offer">{customer.referralOffer.description}</p>
      ) : (
        <p data-testid="referral-offer">We have no referral offer at the moment: your code gives nothing yet.</p>
      )}
      {code ? (
        <>
          <p className="account-balance">
            Your referral code: <strong data-testid="referral-code">{code}</strong>
          </p>
          {customer.referralOffer && <ShareLink code={code} />}
        </>
      ) : (
        <p>You have no referral code yet. Choose one below.</p>
      )}
      <form
        ref={form}
        className="account-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (outcome.kind === 'saving') return;
          setOutcome({ kind: 'saving' });
          // The API checks the code (letters and digits, 3 to 20, not taken) and says what is wrong.
          const result = await withAccount(async (calls, onError) => ({
            refusal: await calls.customers.editCustomerReferralCode(customer.id, newCode, onError),
          }));
          if (result.kind === 'signedOut') return;
          const refusal = result.kind === 'failed' ? result.message : result.value.refusal;
          if (refusal !== null) {
            // The server's own words (e.g. the code is taken), read out with the field.
            flushSync(() => setOutcome({ kind: 'refused', message: refusal }));
            form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          // The API stores the code its own way (upper case): show it as stored.
          const reloaded = await withAccount((calls, onError) => calls.customers.getLoggedInCustomerData(onError));
          const saved = reloaded.kind === 'done' ? reloaded.value : { ...customer, referralCode: newCode.trim().toUpperCase() };
          onCustomer(saved);
          setNewCode('');
          setOutcome({ kind: 'saved', code: saved.referralCode ?? '' });
        }}
      >
        <Field
          label={code ? 'Choose a new referral code' : 'Choose your referral code'}
          value={newCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="3 to 20 letters and digits, such as your name and a number."
          error={outcome.kind === 'refused' ? outcome.message : undefined}
          onValue={(value) => {
            setNewCode(value);
            if (outcome.kind !== 'saving') setOutcome({ kind: 'idle' });
          }}
        />
        <button type="submit" className="button button--primary" aria-disabled={outcome.kind === 'saving' || undefined}>
          {outcome.kind === 'saving' ? 'Saving…' : 'Save referral code'}
        </button>
        <p role="status" className="account-status">
          {outcome.kind === 'saved' ? `Your referral code is now ${outcome.code}.` : ''}
        </p>
      </form>
    </section>
  );
}
