import { sessionAtom } from '../../lib/session-atom.ts';
import { browserLocalStorage } from '../../lib/browser-storage.ts';
import { CHECKOUT_DRAFT_KEY, CHECKOUT_STEP_KEY, forgetCheckoutKeptByEarlierBuilds } from './checkout-storage-keys.ts';
import { EMPTY_ADDRESS, EMPTY_CONTACT, type AddressDraft, type ContactDraft } from '../../lib/forms/contact-address-form.ts';

export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'review', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const json = { encode: JSON.stringify, decode: JSON.parse };

if (typeof window !== 'undefined') forgetCheckoutKeptByEarlierBuilds(browserLocalStorage());

/** The open checkout step (setStep); kept for the tab's session, like the draft it belongs to, so a reload opens the same step. */
export const $checkoutStep = sessionAtom<CheckoutStep>(CHECKOUT_STEP_KEY, 'contact', {
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

const EMPTY_DRAFT: CheckoutDraft = { contact: EMPTY_CONTACT, shipping: EMPTY_ADDRESS, billing: EMPTY_ADDRESS, billingSameAsDelivery: true };

/**
 * What the shopper has typed, kept as they type, so an error, a reload or the bank's check loses
 * nothing. Kept in the tab's sessionStorage, never localStorage: names, email, phone and addresses
 * must not outlive the visit on a computer the next person uses.
 */
export const $checkoutDraft = sessionAtom<CheckoutDraft>(CHECKOUT_DRAFT_KEY, EMPTY_DRAFT, {
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
      return EMPTY_DRAFT;
    }
  },
});

/** The order is placed: nothing typed for it is needed any more, and the next checkout starts empty at its first step. */
export function forgetCheckoutDraft(): void {
  $checkoutDraft.set(EMPTY_DRAFT);
  $checkoutStep.set('contact');
}
