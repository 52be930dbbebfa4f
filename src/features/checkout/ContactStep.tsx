import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { checkContact } from '../../lib/forms/contact-address-form.ts';
import { cart } from '../cart/cart-store.ts';
import { claimRefusal, showBesideField } from '../cart/field-refusal.ts';
import { contactRefusal } from './server-refusal.ts';
import { $checkoutDraft, setStep } from './checkout-store.ts';
import { $checkoutShopper, signedInCheckout } from './signed-in-checkout.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { NameFields } from '../../lib/forms/NameFields.tsx';
import { CheckoutSignIn } from './CheckoutSignIn.tsx';

export function ContactStep() {
  const draft = useStore($checkoutDraft);
  const shopper = useStore($checkoutShopper);
  const [errors, setErrors] = useState<FieldErrors>({});
  const contact = draft.contact;
  const set = (field: keyof typeof contact) => (value: string) => $checkoutDraft.set({ ...draft, contact: { ...contact, [field]: value } });

  // Until the account is read, a form a guest could type into would only be overwritten.
  if (shopper.kind === 'checking') return <p role="status">Loading your details…</p>;
  const signedIn = shopper.kind === 'signedIn';

  return (
    <>
      {/* Offered to every guest alike, whatever email is typed: whether an account exists is never told. */}
      {!signedIn && <CheckoutSignIn email={contact.email} />}
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const problems = checkContact(contact);
          flushSync(() => setErrors(problems));
          if (hasErrors(problems)) {
            // Take the shopper to the first field to fix; its error is read out with it.
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            return;
          }
          if (await (signedIn ? signedInCheckout.attachContact(contact) : cart.attachContact(contact))) {
            // The delivery address starts with the contact's name, which most shoppers keep.
            const shipping = draft.shipping.firstName
              ? draft.shipping
              : { ...draft.shipping, firstName: contact.firstName, lastName: contact.lastName };
            $checkoutDraft.set({ ...$checkoutDraft.get(), shipping });
            setStep('address');
            return;
          }
          // The server's refusal goes beside the field it names, and the shopper is taken there.
          const refused = claimRefusal(contactRefusal);
          if (!refused) return;
          flushSync(() => setErrors({ [refused.field]: refused.message }));
          showBesideField(form, refused.message);
        }}
      >
        {/* A signed-in shopper's email is the account's: shown, not typed, so it has no error to show. */}
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          value={contact.email}
          readOnly={signedIn}
          error={signedIn ? undefined : errors.email}
          onValue={set('email')}
          hint={
            signedIn
              ? 'You are signed in with this email; your order confirmation and delivery updates go to it.'
              : 'For your order confirmation and delivery updates.'
          }
        />
        <NameFields person={contact} errors={errors} set={set} />
        <Field
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          value={contact.phoneNumber}
          error={errors.phoneNumber}
          onValue={set('phoneNumber')}
          hint="The driver calls if they cannot find you."
        />
        {signedIn && <p className="field__hint">Changes to your name or phone number are saved to your account.</p>}
        <button type="submit" className="button button--primary">
          Continue to address
        </button>
      </form>
    </>
  );
}
