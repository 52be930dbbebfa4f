import { useState } from 'react';
import { flushSync } from 'react-dom';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkDetails, detailsInput, draftFromCustomer, type DetailsDraft } from './details-form.ts';
import type { AccountCustomer } from './AccountPage.tsx';
import { Field } from '../../lib/forms/Field.tsx';
import { NameFields } from '../../lib/forms/NameFields.tsx';
import { withAccount } from './account-session.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export function DetailsTab({ customer, onCustomer }: { customer: AccountCustomer; onCustomer: (customer: AccountCustomer) => void }) {
  const [draft, setDraft] = useState<DetailsDraft>(() => draftFromCustomer(customer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const set = (field: keyof DetailsDraft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    if (outcome.kind === 'saved') setOutcome({ kind: 'idle' });
  };

  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading">Your details</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (outcome.kind === 'saving') return;
          const form = event.currentTarget;
          const found = checkDetails(draft);
          flushSync(() => setErrors(found));
          if (hasErrors(found)) {
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          setOutcome({ kind: 'saving' });
          const result = await withAccount((calls, onError) => calls.customers.updateCustomer(detailsInput(draft), onError));
          if (result.kind === 'done') {
            onCustomer({ ...customer, ...result.value });
            setDraft(draftFromCustomer(result.value));
            setOutcome({ kind: 'saved' });
          } else if (result.kind === 'failed') {
            setOutcome({ kind: 'failed', message: result.message });
          }
        }}
      >
        <NameFields person={draft} errors={errors} set={set} />
        <Field
          label="Email"
          type="email"
          value={customer.email}
          readOnly
          hint="This is how you sign in, so it cannot be changed here. To use another email, contact us."
          onValue={() => undefined}
        />
        <Field
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          hint="For the driver on delivery day."
          onValue={set('phoneNumber')}
        />
        {outcome.kind === 'failed' && <FormAlert message={outcome.message} />}
        <button type="submit" className="button button--primary" aria-disabled={outcome.kind === 'saving' || undefined}>
          {outcome.kind === 'saving' ? 'Saving…' : 'Save your details'}
        </button>
        <p role="status" className="account-status">
          {outcome.kind === 'saved' ? 'Your details are saved.' : ''}
        </p>
      </form>
    </section>
  );
}
