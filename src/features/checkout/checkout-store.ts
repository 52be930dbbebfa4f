import { persistentAtom } from '@nanostores/persistent';
import { CHECKOUT_DRAFT_KEY, CHECKOUT_STEP_KEY } from './checkout-storage-keys.ts';
import { EMPTY_ADDRESS, EMPTY_CONTACT, type AddressDraft, type ContactDraft } from './contact-address-form.ts';

export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'review', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const json = { encode: JSON.stringify, decode: JSON.parse };

/** The open checkout step (brief §4 setStep); kept so a reload opens the same step. */
export const $checkoutStep = persistentAtom<CheckoutStep>(CHECKOUT_STEP_KEY, 'contact', {
  encode: String,
  decode: (value) => ((CHECKOUT_STEPS as readonly string[]).includes(value) ? (value as CheckoutStep) : 'contact'),
});

export function setStep(step: CheckoutStep): void {
  $checkoutStep.set(step);
}

export interface CheckoutDraft {
  contact: ContactDraft;
  shipping: AddressDraft;
  billing: AddressDraft;
  billingSameAsDelivery: boolean;
  /** The saved address chosen for delivery; null when typing a new one, absent before any choice. */
  savedShippingId?: string | null;
  savedBillingId?: string | null;
}

/** What the shopper has typed, kept as they type, so an error or a reload loses nothing. */
export const $checkoutDraft = persistentAtom<CheckoutDraft>(
  CHECKOUT_DRAFT_KEY,
  { contact: EMPTY_CONTACT, shipping: EMPTY_ADDRESS, billing: EMPTY_ADDRESS, billingSameAsDelivery: true },
  {
    encode: json.encode,
    decode: (value) => {
      try {
        const parsed = json.decode(value) as Partial<CheckoutDraft>;
        return {
          contact: { ...EMPTY_CONTACT, ...parsed.contact },
          shipping: { ...EMPTY_ADDRESS, ...parsed.shipping },
          billing: { ...EMPTY_ADDRESS, ...parsed.billing },
          billingSameAsDelivery: parsed.billingSameAsDelivery ?? true,
          ...(parsed.savedShippingId !== undefined ? { savedShippingId: parsed.savedShippingId } : {}),
          ...(parsed.savedBillingId !== undefined ? { savedBillingId: parsed.savedBillingId } : {}),
        };
      } catch {
        return { contact: EMPTY_CONTACT, shipping: EMPTY_ADDRESS, billing: EMPTY_ADDRESS, billingSameAsDelivery: true };
      }
    },
  },
);
