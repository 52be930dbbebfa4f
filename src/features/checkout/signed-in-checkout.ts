import { atom, type WritableAtom } from 'nanostores';
import { CommerceError, type CommerceTransport } from '../../lib/commerce/client.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { FailureListener } from '../../lib/commerce/outcome.ts';
import { heldOrderRequestRunner } from '../../lib/commerce/request-runner.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { loadSignedInTransport } from '../../lib/identity/shopper-transport.ts';
import { hasStoredSession } from '../../lib/identity/stored-session.ts';
import { $cartFailure, $cartMessage, $cartUpdating } from '../cart/cart-store.ts';
import { $orderSlice, type OrderSlice } from '../cart/order-slice.ts';
import { $checkoutDraft, type CheckoutDraft } from './checkout-store.ts';
import type { AddressDraft, ContactDraft } from '../../lib/forms/contact-address-form.ts';
import { addressInput } from '../../lib/commerce/order-address.ts';
import { signedInCalls, type CheckoutCustomer, type SignedInCalls } from './signed-in-calls.ts';
import { accountChanges, contactForSignedIn } from './signed-in-contact.ts';

export type { CheckoutCustomer };

/** Who is checking out. A guest is the starting point, so a guest's page never waits. */
export type CheckoutShopper =
  | { kind: 'guest' }
  /** A stored session was found; the account is being read. */
  | { kind: 'checking' }
  | { kind: 'signedIn'; customer: CheckoutCustomer };

export const $checkoutShopper = atom<CheckoutShopper>({ kind: 'guest' });

export interface SignedInCheckoutDeps {
  /** Cheap and synchronous: whether there may be a session, before loading the identity library. */
  hasStoredSession: () => boolean;
  /** The customer's transport (ID token), or null when nobody is signed in; asked afresh per call, as tokens expire. */
  transport: () => Promise<CommerceTransport | null>;
  connect: (
    transport: CommerceTransport,
  ) => Pick<SignedInCalls, 'getLoggedInCustomerData' | 'updateCustomer' | 'addCustomerOrder' | 'addEditOrderAddress' | 'setOrderCredit'>;
  shopper: WritableAtom<CheckoutShopper>;
  draft: WritableAtom<CheckoutDraft>;
  slice: WritableAtom<OrderSlice>;
  updating: WritableAtom<boolean>;
  message: WritableAtom<string | null>;
  failure?: WritableAtom<CommerceError | null>;
}

const SIGNED_OUT_MESSAGE = 'You are no longer signed in. Sign in again to use your account, or carry on as a guest.';

/**
 * A signed-in customer's checkout: their details filled in from the account, their cart changes
 * sent with their ID token, and their credit. Each change replaces the held order with the
 * server's reply, as the cart's own actions do; a failure keeps the order and says why.
 */
export function createSignedInCheckout(deps: SignedInCheckoutDeps) {
  const heldId = () => deps.slice.get().order?.id ?? null;
  const signedInCustomer = () => {
    const shopper = deps.shopper.get();
    return shopper.kind === 'signedIn' ? shopper.customer : null;
  };

  const runRequest = heldOrderRequestRunner(deps);

  /** Runs one signed-in change; a session that has ended turns the page back into a guest's. */
  function run(
    change: (
      calls: ReturnType<SignedInCheckoutDeps['connect']>,
      customer: CheckoutCustomer,
      orderId: string,
      onError: FailureListener,
    ) => Promise<CartOrder | null>,
  ): Promise<boolean> {
    const customer = signedInCustomer();
    const orderId = heldId();
    if (!customer || !orderId) return Promise.resolve(false);
    return runRequest(async (onError) => {
      const transport = await deps.transport();
      if (!transport) {
        deps.shopper.set({ kind: 'guest' });
        onError(new CommerceError(SIGNED_OUT_MESSAGE, 'UNAUTHENTICATED'));
        return null;
      }
      return change(deps.connect(transport), customer, orderId, onError);
    });
  }

  return {
    /**
     * Decides who is checking out. Without a stored session nothing more happens (the identity
     * library is not even loaded); with one, the account is read and the contact form filled.
     */
    async start(): Promise<void> {
      if (!deps.hasStoredSession()) return;
      deps.shopper.set({ kind: 'checking' });
      const transport = await deps.transport();
      const customer = transport ? await deps.connect(transport).getLoggedInCustomerData() : null;
      if (!customer) {
        deps.shopper.set({ kind: 'guest' });
        return;
      }
      const draft = deps.draft.get();
      deps.draft.set({ ...draft, contact: contactForSignedIn(customer, draft.contact) });
      deps.shopper.set({ kind: 'signedIn', customer });
    },

    /**
     * Puts the customer on the order as its contact. Names or phone changed in the form are
     * saved to the account first: the order takes the stored record over the form.
     */
    attachContact(contact: ContactDraft): Promise<boolean> {
      return run(async (calls, customer, orderId, onError) => {
        const changes = accountChanges(customer, contact);
        if (changes) {
          const updated = await calls.updateCustomer(changes, onError);
          if (!updated) return null;
          deps.shopper.set({ kind: 'signedIn', customer: { ...customer, ...updated } });
        }
        return calls.addCustomerOrder(
          orderId,
          {
            id: customer.id,
            email: customer.email,
            firstName: contact.firstName.trim(),
            lastName: contact.lastName.trim(),
            phoneNumber: contact.phoneNumber.trim() || null,
          },
          onError,
        );
      });
    },

    /** Sets the delivery address, and the billing address (the same one unless given). */
    setAddresses(shipping: AddressDraft, billing: AddressDraft | null): Promise<boolean> {
      return run((calls, customer, orderId, onError) =>
        calls.addEditOrderAddress(
          orderId,
          [addressInput('shipping', shipping), addressInput('billing', billing ?? shipping)],
          customer.id,
          onError,
        ),
      );
    },

    /** Puts amount (pounds) of the customer's credit against the order; 0 stops using it. */
    setCredit(amount: number): Promise<boolean> {
      return run((calls, _customer, orderId, onError) => calls.setOrderCredit(orderId, amount, onError));
    },
  };
}

export const signedInCheckout = createSignedInCheckout({
  hasStoredSession: () => hasStoredSession(),
  // Loaded only for someone who may be signed in: a guest's checkout never downloads Amplify.
  transport: loadSignedInTransport,
  connect: (transport) => signedInCalls(transport, shopChannel),
  shopper: $checkoutShopper,
  draft: $checkoutDraft,
  slice: $orderSlice,
  updating: $cartUpdating,
  message: $cartMessage,
  failure: $cartFailure,
});
