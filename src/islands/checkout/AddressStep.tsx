import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { checkAddress, hasErrors, type AddressDraft, type FieldErrors } from '../../lib/checkout/validation.ts';
import { cart } from '../../stores/cart.ts';
import { $checkoutDraft, setStep } from '../../stores/checkout.ts';
import { Field } from './Field.tsx';

const customers = customerCalls(storefrontTransport, shopChannel);
const catalogue = catalogueCalls(storefrontTransport, shopChannel);

type Found = Awaited<ReturnType<typeof customers.getAddressesByPostCode>>;

function AddressForm({ address, errors, onChange, withDeliveryDetails }: { address: AddressDraft; errors: FieldErrors; onChange: (a: AddressDraft) => void; withDeliveryDetails: boolean }) {
  const [countries, setCountries] = useState<{ alpha2: string; name: string }[]>([]);
  const countryId = useId();
  const restrictedId = useId();
  useEffect(() => {
    void catalogue.getCountries().then((list) => setCountries(list.filter((c) => c.enabled && (withDeliveryDetails ? c.sb : c.cb))));
  }, [withDeliveryDetails]);
  const set = (field: keyof AddressDraft) => (value: string) => onChange({ ...address, [field]: value });
  return (
    <>
      <div className="field-row">
        <Field label="First name" autoComplete="given-name" value={address.firstName} error={errors.firstName} onValue={set('firstName')} />
        <Field label="Last name" autoComplete="family-name" value={address.lastName} error={errors.lastName} onValue={set('lastName')} />
      </div>
      <Field label="Company (optional)" autoComplete="organization" value={address.company} onValue={set('company')} />
      <Field label="Address line 1" autoComplete="address-line1" value={address.line1} error={errors.line1} onValue={set('line1')} />
      <Field label="Address line 2 (optional)" autoComplete="address-line2" value={address.line2} onValue={set('line2')} />
      <div className="field-row">
        <Field label="Town or city" autoComplete="address-level2" value={address.city} error={errors.city} onValue={set('city')} />
        <Field label="Postcode" autoComplete="postal-code" value={address.postCode} error={errors.postCode} onValue={set('postCode')} />
      </div>
      <div className="field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={address.countryCode} autoComplete="country" onChange={(e) => onChange({ ...address, countryCode: e.currentTarget.value })}>
          {(countries.length ? countries : [{ alpha2: 'GB', name: 'United Kingdom' }]).map((c) => (
            <option key={c.alpha2} value={c.alpha2}>{c.name}</option>
          ))}
        </select>
      </div>
      {withDeliveryDetails && (
        <>
          <Field label="Delivery notes (optional)" value={address.deliveryNotes} onValue={set('deliveryNotes')} hint="Where to leave the crate or pallet, gate codes, parking." maxLength={500} />
          <Field label="what3words (optional)" value={address.what3Words} onValue={set('what3Words')} hint="Three words for the exact spot, e.g. filled.count.soap" />
          <div className="field field--check">
            <input id={restrictedId} type="checkbox" checked={address.restrictedAccess} onChange={(e) => onChange({ ...address, restrictedAccess: e.currentTarget.checked })} />
            <label htmlFor={restrictedId}>Access is restricted (narrow lane, no room for a large lorry)</label>
          </div>
        </>
      )}
    </>
  );
}

export function AddressStep() {
  const draft = useStore($checkoutDraft);
  const [lookup, setLookup] = useState(draft.shipping.postCode);
  const [found, setFound] = useState<Found | null>(null);
  const [errors, setErrors] = useState<{ shipping: FieldErrors; billing: FieldErrors }>({ shipping: {}, billing: {} });
  const lookupId = useId();
  const pickId = useId();
  const sameId = useId();
  const update = (patch: Partial<typeof draft>) => $checkoutDraft.set({ ...$checkoutDraft.get(), ...patch });
  const findAddresses = async () => {
    setFound(await customers.getAddressesByPostCode(lookup));
  };

  return (
    <div>
      <div className="postcode-lookup">
        <label htmlFor={lookupId}>Find your address by postcode</label>
        <div className="field-inline">
          <input
            id={lookupId}
            value={lookup}
            autoComplete="postal-code"
            onChange={(e) => setLookup(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter searches, as it would in a form (this box sits outside the address form).
              if (e.key === 'Enter') {
                e.preventDefault();
                void findAddresses();
              }
            }}
          />
          <button type="button" className="button" onClick={() => void findAddresses()}>
            Find address
          </button>
        </div>
        {/* Always in the page, so screen readers announce what the lookup found. */}
        <p role="status" className={found && found.length === 0 ? undefined : 'visually-hidden'}>
          {found === null ? '' : found.length === 0 ? 'We found no addresses for that postcode. Enter the address below.' : `${found.length} ${found.length === 1 ? 'address' : 'addresses'} found. Choose yours from the list.`}
        </p>
        {found && found.length > 0 && (
          <div className="field">
            <label htmlFor={pickId}>Choose your address ({found.length} found)</label>
            <select
              id={pickId}
              defaultValue=""
              onChange={(e) => {
                const chosen = found.find((a) => a.id === e.currentTarget.value);
                if (!chosen) return;
                update({
                  shipping: {
                    ...draft.shipping,
                    company: chosen.company ?? '',
                    line1: chosen.line1,
                    line2: chosen.line2 ?? '',
                    city: chosen.city,
                    postCode: chosen.postCode,
                    countryCode: chosen.countryCode,
                  },
                });
              }}
            >
              <option value="" disabled>Select…</option>
              {found.map((a) => (
                <option key={a.id} value={a.id}>{[a.company, a.line1, a.line2, a.city].filter(Boolean).join(', ')}</option>
              ))}
            </select>
          </div>
        )}
      </div>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const shipping = checkAddress(draft.shipping);
          const billing = draft.billingSameAsDelivery ? {} : checkAddress(draft.billing);
          flushSync(() => setErrors({ shipping, billing }));
          if (hasErrors(shipping) || hasErrors(billing)) {
            // Take the shopper to the first field to fix; its error is read out with it.
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          if (await cart.setAddresses(draft.shipping, draft.billingSameAsDelivery ? null : draft.billing)) setStep('delivery');
        }}
      >
        <fieldset>
          <legend>Delivery address</legend>
          <AddressForm address={draft.shipping} errors={errors.shipping} onChange={(shipping) => update({ shipping })} withDeliveryDetails />
        </fieldset>
        <div className="field field--check">
          <input id={sameId} type="checkbox" checked={draft.billingSameAsDelivery} onChange={(e) => update({ billingSameAsDelivery: e.currentTarget.checked })} />
          <label htmlFor={sameId}>Billing address is the same as the delivery address</label>
        </div>
        {!draft.billingSameAsDelivery && (
          <fieldset>
            <legend>Billing address</legend>
            <AddressForm address={draft.billing} errors={errors.billing} onChange={(billing) => update({ billing })} withDeliveryDetails={false} />
          </fieldset>
        )}
        <button type="submit" className="button button--primary">Continue to delivery</button>
      </form>
    </div>
  );
}
