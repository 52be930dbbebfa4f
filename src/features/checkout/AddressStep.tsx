import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  addressPlaceDraft,
  initialAddressChoice,
  savedAddressChoices,
  savedAddressLabel,
  savedAddressToDraft,
  type AddressChoice,
  type AddressUse,
  type SavedAddress,
} from './saved-addresses.ts';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkAddress, type AddressDraft } from '../../lib/forms/contact-address-form.ts';
import { cart } from '../cart/cart-store.ts';
import { claimRefusal, showBesideField } from '../cart/field-refusal.ts';
import { addressRefusal } from './server-refusal.ts';
import { $checkoutDraft, setStep } from './checkout-store.ts';
import { $checkoutShopper, signedInCheckout } from './signed-in-checkout.ts';
import { AddressFields, DeliveryDetailsFields } from './AddressFields.tsx';
import { PostcodeLookup } from './PostcodeLookup.tsx';
import { $orderSlice } from '../cart/order-slice.ts';
import { addressReach, type AddressReach } from './address-delivery-check.ts';
import { shipmentName } from './shipment-names.ts';

/**
 * The address is saved but some of the basket cannot go there: said here, focused, with what
 * can go instead, so the shopper changes the address or the basket before the delivery step.
 */
function UndeliverableNotice({ reach, postcode }: { reach: Extract<AddressReach, { ok: false }>; postcode: string }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} className="form-error" role="alert" tabIndex={-1} data-testid="undeliverable-notice">
      <p>
        <strong>We cannot deliver all of your basket to {postcode}.</strong>
      </p>
      <ul>
        {reach.undeliverable.map((shipment) => (
          <li key={shipment.id}>
            {shipmentName(shipment.id)}: {shipment.items}. {shipment.reasons.join(' ')}
          </li>
        ))}
      </ul>
      <p>
        {reach.deliverable
          ? `We can deliver ${reach.deliverable} there. Change the address, or remove the rest from your basket.`
          : 'Nothing in your basket can be delivered there: please use another address.'}{' '}
        <a href="/cart">Go to your basket</a>
      </p>
    </div>
  );
}

/** A signed-in customer's saved addresses of one use, each a choice, and a new address last. */
function SavedAddressChoices({
  use,
  choices,
  choice,
  onChoose,
}: {
  use: AddressUse;
  choices: SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}) {
  const name = useId();
  const kind = use === 'shipping' ? 'delivery' : 'billing';
  return (
    <fieldset>
      <legend>{use === 'shipping' ? 'Deliver to' : 'Billing address'}</legend>
      <p className="field__hint">Use one of your saved {kind} addresses, or enter a new one.</p>
      {choices.map((address) => (
        <label key={address.id} className="choice">
          <input type="radio" name={name} value={address.id} checked={choice === address.id} onChange={() => onChoose(address.id)} />
          <span>
            {savedAddressLabel(address)}
            {address.isDefault && <span className="choice__hint">Your default {kind} address</span>}
          </span>
        </label>
      ))}
      <label className="choice">
        <input type="radio" name={name} value="new" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <span>A new address</span>
      </label>
    </fieldset>
  );
}

export function AddressStep() {
  const draft = useStore($checkoutDraft);
  const shopper = useStore($checkoutShopper);
  const saved = shopper.kind === 'signedIn' ? shopper.customer.addresses : [];
  const shippingChoices = savedAddressChoices(saved, 'shipping');
  const billingChoices = savedAddressChoices(saved, 'billing');
  const shippingChoice = initialAddressChoice(shippingChoices, draft.savedShippingId, draft.shipping);
  const billingChoice = initialAddressChoice(billingChoices, draft.savedBillingId, draft.billing);
  const [errors, setErrors] = useState<{ shipping: FieldErrors; billing: FieldErrors }>({ shipping: {}, billing: {} });
  const [unreached, setUnreached] = useState<{ reach: Extract<AddressReach, { ok: false }>; postcode: string } | null>(null);
  const sameId = useId();
  const update = (patch: Partial<typeof draft>) => $checkoutDraft.set({ ...$checkoutDraft.get(), ...patch });
  // The form holds only what the shopper typed; a saved address chosen instead is sent as it is saved.
  const chosen = (use: AddressUse, choices: SavedAddress[], choice: AddressChoice, typed: AddressDraft) => {
    const address = choices.find((a) => a.id === choice);
    return address ? savedAddressToDraft(address, use) : typed;
  };

  return (
    <div>
      {shippingChoices.length > 0 && (
        <SavedAddressChoices
          use="shipping"
          choices={shippingChoices}
          choice={shippingChoice}
          onChoose={(id) => update({ savedShippingId: id === 'new' ? null : id })}
        />
      )}
      {shippingChoice === 'new' && (
        <PostcodeLookup
          initial={draft.shipping.postCode}
          // The lookup knows where, not who: the name and delivery details typed so far stay.
          onChoose={(found) => update({ shipping: { ...$checkoutDraft.get().shipping, ...addressPlaceDraft(found) } })}
        />
      )}
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const shippingAddress = chosen('shipping', shippingChoices, shippingChoice, draft.shipping);
          const billingAddress = draft.billingSameAsDelivery ? null : chosen('billing', billingChoices, billingChoice, draft.billing);
          setUnreached(null);
          const shipping = checkAddress(shippingAddress);
          const billing = billingAddress ? checkAddress(billingAddress) : {};
          flushSync(() => {
            setErrors({ shipping, billing });
            // A saved address the checks refuse opens in the form, so the shopper can see and fix it.
            if (hasErrors(shipping) && shippingChoice !== 'new') update({ savedShippingId: null, shipping: shippingAddress });
            if (hasErrors(billing) && billingChoice !== 'new') update({ savedBillingId: null, billing: billingAddress! });
          });
          if (hasErrors(shipping) || hasErrors(billing)) {
            // Take the shopper to the first field to fix; its error is read out with it.
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          const set =
            shopper.kind === 'signedIn'
              ? signedInCheckout.setAddresses(shippingAddress, billingAddress)
              : cart.setAddresses(shippingAddress, billingAddress);
          if (await set) {
            // The delivery rules for the basket's lines, checked here rather than a step later.
            const saved = $orderSlice.get().order;
            const reach = addressReach(saved?.shipments ?? []);
            if (reach.ok) setStep('delivery');
            else setUnreached({ reach, postcode: saved?.shippingAddress[0]?.postCode ?? shippingAddress.postCode });
            return;
          }
          // The addresses go shipping first, then billing (the delivery form's again when the same).
          const refused = claimRefusal((failure) =>
            addressRefusal(failure, ['shipping', draft.billingSameAsDelivery ? 'shipping' : 'billing'] as const),
          );
          if (!refused) return;
          flushSync(() => {
            setErrors({ shipping: {}, billing: {}, [refused.form]: { [refused.field]: refused.message } });
            // A saved address the server refuses opens in the form, so the shopper can see and fix it.
            if (refused.form === 'shipping' && shippingChoice !== 'new') update({ savedShippingId: null, shipping: shippingAddress });
            if (refused.form === 'billing' && billingChoice !== 'new') update({ savedBillingId: null, billing: billingAddress! });
          });
          showBesideField(form, refused.message);
        }}
      >
        {shippingChoice === 'new' && (
          <fieldset>
            <legend>Delivery address</legend>
            <AddressFields
              address={draft.shipping}
              errors={errors.shipping}
              onChange={(shipping) => update({ shipping })}
              countriesFor="shipping"
            />
            <DeliveryDetailsFields address={draft.shipping} errors={errors.shipping} onChange={(shipping) => update({ shipping })} />
          </fieldset>
        )}
        <div className="field field--check">
          <input
            id={sameId}
            type="checkbox"
            checked={draft.billingSameAsDelivery}
            onChange={(e) => update({ billingSameAsDelivery: e.currentTarget.checked })}
          />
          <label htmlFor={sameId}>Billing address is the same as the delivery address</label>
        </div>
        {!draft.billingSameAsDelivery && billingChoices.length > 0 && (
          <SavedAddressChoices
            use="billing"
            choices={billingChoices}
            choice={billingChoice}
            onChoose={(id) => update({ savedBillingId: id === 'new' ? null : id })}
          />
        )}
        {!draft.billingSameAsDelivery && billingChoice === 'new' && (
          <fieldset>
            <legend>{billingChoices.length > 0 ? 'New billing address' : 'Billing address'}</legend>
            <AddressFields
              address={draft.billing}
              errors={errors.billing}
              onChange={(billing) => update({ billing })}
              countriesFor="billing"
            />
          </fieldset>
        )}
        {unreached && <UndeliverableNotice reach={unreached.reach} postcode={unreached.postcode} />}
        <button type="submit" className="button button--primary">
          Continue to delivery
        </button>
      </form>
    </div>
  );
}
