import { useEffect, useId, useState } from 'react';
import { deliveryCalls } from '../../lib/commerce/delivery.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { Field } from '../../lib/forms/Field.tsx';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { NameFields } from '../../lib/forms/NameFields.tsx';
import type { AddressDraft } from '../../lib/forms/contact-address-form.ts';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);
const delivery = deliveryCalls(storefrontTransport, shopChannel);

/**
 * Where we deliver is the delivery rules' answer (a method reaches it), not only the country
 * table's: Jersey, Guernsey and the Isle of Man stay off the list while no method goes there.
 */
async function countriesFor(use: CountriesFor): Promise<{ alpha2: string; name: string }[]> {
  if (use === 'shipping') return delivery.getDeliveryCountries();
  const list = await catalogue.getCountries();
  return list.filter((c) => c.enabled && (use === 'billing' ? c.cb : c.sb || c.cb));
}

/** The countries to offer: where we deliver, where cards are billed, or either (an address not yet given a use). */
export type CountriesFor = 'shipping' | 'billing' | 'either';

interface Props<Draft extends AddressDraft> {
  address: Draft;
  errors: FieldErrors;
  onChange: (address: Draft) => void;
}

/** Who receives it and where, as the checkout and the address book both ask for an address. */
export function AddressFields<Draft extends AddressDraft>({
  address,
  errors,
  onChange,
  countriesFor: use,
}: Props<Draft> & { countriesFor: CountriesFor }) {
  const [countries, setCountries] = useState<{ alpha2: string; name: string }[]>([]);
  const countryId = useId();
  useEffect(() => {
    void countriesFor(use).then(setCountries);
  }, [use]);
  const set = (field: keyof AddressDraft) => (value: string) => onChange({ ...address, [field]: value });
  return (
    <>
      <NameFields person={address} errors={errors} set={set} />
      <Field
        label="Company (optional)"
        autoComplete="organization"
        value={address.company}
        error={errors.company}
        onValue={set('company')}
      />
      <Field label="Address line 1" autoComplete="address-line1" value={address.line1} error={errors.line1} onValue={set('line1')} />
      <Field
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={address.line2}
        error={errors.line2}
        onValue={set('line2')}
      />
      <div className="field-row">
        <Field label="Town or city" autoComplete="address-level2" value={address.city} error={errors.city} onValue={set('city')} />
        <Field label="Postcode" autoComplete="postal-code" value={address.postCode} error={errors.postCode} onValue={set('postCode')} />
      </div>
      <div className={`field${errors.countryCode ? ' field--error' : ''}`}>
        <label htmlFor={countryId}>Country</label>
        <select
          id={countryId}
          value={address.countryCode}
          autoComplete="country"
          aria-invalid={errors.countryCode ? true : undefined}
          onChange={(e) => onChange({ ...address, countryCode: e.currentTarget.value })}
        >
          {(countries.length ? countries : [{ alpha2: 'GB', name: 'United Kingdom' }]).map((c) => (
            <option key={c.alpha2} value={c.alpha2}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.countryCode && <span className="field__error">{errors.countryCode}</span>}
      </div>
    </>
  );
}

/** What the driver needs to find the spot and reach it; only a delivery address has them. */
export function DeliveryDetailsFields<Draft extends AddressDraft>({ address, errors, onChange }: Props<Draft>) {
  const restrictedId = useId();
  const set = (field: 'deliveryNotes' | 'what3Words') => (value: string) => onChange({ ...address, [field]: value });
  return (
    <>
      <Field
        label="Delivery notes (optional)"
        value={address.deliveryNotes}
        error={errors.deliveryNotes}
        onValue={set('deliveryNotes')}
        hint="Where to leave the crate or pallet, gate codes, parking."
        maxLength={500}
      />
      <Field
        label="what3words (optional)"
        value={address.what3Words}
        error={errors.what3Words}
        onValue={set('what3Words')}
        hint="Three words for the exact spot, e.g. filled.count.soap"
      />
      <div className="field field--check">
        <input
          id={restrictedId}
          type="checkbox"
          checked={address.restrictedAccess}
          onChange={(e) => onChange({ ...address, restrictedAccess: e.currentTarget.checked })}
        />
        <label htmlFor={restrictedId}>Access is restricted (narrow lane, no room for a large lorry)</label>
      </div>
    </>
  );
}
