import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkSavedAddress, type AddressFormField, type SavedAddressDraft } from './saved-address-form.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { AddressFields, DeliveryDetailsFields } from '../checkout/AddressFields.tsx';
import { PostcodeLookup } from '../checkout/PostcodeLookup.tsx';
import { addressPlaceDraft } from '../checkout/saved-addresses.ts';

/** What saving answered: nothing (saved), or why not, by the field it refused if it named one. */
export type SaveRefusal = { field: AddressFormField | null; message: string } | null;

interface Props {
  initial: SavedAddressDraft;
  /** A new address chooses its type; a saved one keeps it. */
  isNew: boolean;
  legend: string;
  onSave: (draft: SavedAddressDraft) => Promise<SaveRefusal>;
  onCancel: () => void;
}

export function AddressForm({ initial, isNew, legend, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const typeName = useId();
  const defaultId = useId();

  useEffect(() => {
    // Take keyboard and screen-reader users into the form they just opened.
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const typeWord = draft.addressType === 'billing' ? 'billing' : 'delivery';

  return (
    <form
      ref={form}
      className="account-form account-address-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (saving) return;
        const found = checkSavedAddress(draft);
        flushSync(() => {
          setErrors(found);
          setFormError(null);
        });
        if (hasErrors(found)) {
          form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          return;
        }
        setSaving(true);
        const refusal = await onSave(draft);
        // A successful save closes the form; only a refusal comes back here.
        if (!refusal) return;
        flushSync(() => {
          setSaving(false);
          if (refusal.field) setErrors({ [refusal.field]: refusal.message });
          else setFormError(refusal.message);
        });
        // The field's own error is read out with it; a general one is read from the alert.
        form.current?.querySelector<HTMLElement>(refusal.field ? '[aria-invalid="true"]' : '[role="alert"]')?.focus();
      }}
    >
      <fieldset>
        <legend>{legend}</legend>
        {isNew && (
          <fieldset className="account-choices">
            <legend className="field__label">Use it for</legend>
            {(['shipping', 'billing'] as const).map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name={typeName}
                  value={type}
                  checked={draft.addressType === type}
                  onChange={() => setDraft({ ...draft, addressType: type })}
                />
                {type === 'shipping' ? 'Deliveries' : 'Billing (the address your card is registered to)'}
              </label>
            ))}
          </fieldset>
        )}
        <PostcodeLookup
          initial={draft.postCode}
          onChoose={(found) => setDraft((current) => ({ ...current, ...addressPlaceDraft(found) }))}
        />
        <AddressFields address={draft} errors={errors} onChange={setDraft} countriesFor="either" />
        <Field
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          onValue={(phoneNumber) => setDraft({ ...draft, phoneNumber })}
        />
        {draft.addressType === 'shipping' && <DeliveryDetailsFields address={draft} errors={errors} onChange={setDraft} />}
        {!initial.makeDefault && (
          <div className="field field--check">
            <input
              id={defaultId}
              type="checkbox"
              checked={draft.makeDefault}
              onChange={(e) => setDraft({ ...draft, makeDefault: e.currentTarget.checked })}
            />
            <label htmlFor={defaultId}>Make this my default {typeWord} address</label>
          </div>
        )}
      </fieldset>
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
