import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkSavedAddress, type AddressFormField, type SavedAddressDraft } from './saved-address-form.ts';
import { Field } from '../../lib/forms/Field.tsx';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

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
  const [countries, setCountries] = useState<{ alpha2: string; name: string }[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const countryId = useId();
  const typeName = useId();
  const defaultId = useId();
  const restrictedId = useId();

  useEffect(() => {
    void catalogue.getCountries().then((list) => setCountries(list.filter((c) => c.enabled && (c.sb || c.cb))));
    // Take keyboard and screen-reader users into the form they just opened.
    form.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  const set = (field: keyof SavedAddressDraft) => (value: string) => setDraft({ ...draft, [field]: value });
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
        <div className="field-row">
          <Field label="First name" autoComplete="given-name" value={draft.firstName} error={errors.firstName} onValue={set('firstName')} />
          <Field label="Last name" autoComplete="family-name" value={draft.lastName} error={errors.lastName} onValue={set('lastName')} />
        </div>
        <Field
          label="Company (optional)"
          autoComplete="organization"
          value={draft.company}
          error={errors.company}
          onValue={set('company')}
        />
        <Field label="Address line 1" autoComplete="address-line1" value={draft.line1} error={errors.line1} onValue={set('line1')} />
        <Field
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          value={draft.line2}
          error={errors.line2}
          onValue={set('line2')}
        />
        <div className="field-row">
          <Field label="Town or city" autoComplete="address-level2" value={draft.city} error={errors.city} onValue={set('city')} />
          <Field label="Postcode" autoComplete="postal-code" value={draft.postCode} error={errors.postCode} onValue={set('postCode')} />
        </div>
        <div className={`field${errors.countryCode ? ' field--error' : ''}`}>
          <label htmlFor={countryId}>Country</label>
          <select
            id={countryId}
            value={draft.countryCode}
            autoComplete="country"
            aria-invalid={errors.countryCode ? true : undefined}
            onChange={(e) => setDraft({ ...draft, countryCode: e.currentTarget.value })}
          >
            {(countries.length ? countries : [{ alpha2: 'GB', name: 'United Kingdom' }]).map((c) => (
              <option key={c.alpha2} value={c.alpha2}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.countryCode && <span className="field__error">{errors.countryCode}</span>}
        </div>
        <Field
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          onValue={set('phoneNumber')}
        />
        {draft.addressType === 'shipping' && (
          <>
            <Field
              label="Delivery notes (optional)"
              value={draft.deliveryNotes}
              error={errors.deliveryNotes}
              onValue={set('deliveryNotes')}
              hint="Where to leave the crate or pallet, gate codes, parking."
              maxLength={500}
            />
            <Field
              label="what3words (optional)"
              value={draft.what3Words}
              error={errors.what3Words}
              onValue={set('what3Words')}
              hint="Three words for the exact spot, e.g. filled.count.soap"
            />
            <div className="field field--check">
              <input
                id={restrictedId}
                type="checkbox"
                checked={draft.restrictedAccess}
                onChange={(e) => setDraft({ ...draft, restrictedAccess: e.currentTarget.checked })}
              />
              <label htmlFor={restrictedId}>Access is restricted (narrow lane, no room for a large lorry)</label>
            </div>
          </>
        )}
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
