import { atom, type WritableAtom } from 'nanostores';
import { addressInput } from '../../lib/commerce/order-address.ts';
import { CommerceError } from '../../lib/commerce/client.ts';
import { orderCalls, type CartOrder, type OrderCalls } from '../../lib/commerce/orders.ts';
import type { FailureListener } from '../../lib/commerce/outcome.ts';
import { heldOrderRequestRunner, type HeldOrderRequestState } from '../../lib/commerce/request-runner.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { RETRYING_MESSAGE, retryingFetch, SHOP_RETRYING_EVENT } from '../../lib/commerce/retrying-fetch.ts';
import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import type { AddressDraft } from '../../lib/forms/contact-address-form.ts';
import { consentedGtagClientId } from '../../lib/analytics/consent-state.ts';
import { $orderSlice, sliceKeeps, type OrderSlice } from './order-slice.ts';
import { ensureShopStarted } from './shop-start.ts';
import { showBasketCount } from './basket-count.ts';

export interface CartState extends HeldOrderRequestState {
  slice: WritableAtom<OrderSlice>;
  flyInOpen: WritableAtom<boolean>;
}

/** The two customer calls the checkout's contact step needs. */
export interface ContactCalls {
  getCustomerByEmailSalesChannel(email: string): Promise<{ id: string } | null | 'error'>;
  createCustomer(
    input: { email: string; firstName: string; lastName: string; phoneNumber: string | null },
    onError?: FailureListener,
  ): Promise<{ id: string } | null>;
}

/** The address fields the checkout collects (one definition, shared with its checks). */
export type AddressFields = AddressDraft;

type Line = CartOrder['orderItems'][number];

/** Where cart changes are reported for analytics (GA4 add_to_cart / remove_from_cart). */
export interface CartTracker {
  added(line: Line, quantity: number): void;
  removed(line: Line, quantity: number): void;
}

/**
 * The cart's actions. Every change replaces the held order with the server's reply; a failed
 * request keeps the old order and says why.
 */
export function createCart(
  calls: OrderCalls,
  state: CartState,
  gtagClientId: () => string | null,
  customers?: ContactCalls,
  track?: CartTracker,
) {
  const run = heldOrderRequestRunner(state);

  const heldId = () => state.slice.get().order?.id ?? null;

  return {
    async addToCart(skuCode: string, quantity: number): Promise<boolean> {
      const ok = await run(async (onError) => {
        const held = heldId();
        let gone = false;
        const order = await calls.addToCart(held, skuCode, quantity, gtagClientId(), (error) => {
          gone = held !== null && error.code === 'NOT_FOUND';
          if (!gone) onError(error);
        });
        // The held cart is gone (placed elsewhere or cleaned up): start a fresh one.
        return gone ? calls.addToCart(null, skuCode, quantity, gtagClientId(), onError) : order;
      });
      const order = state.slice.get().order;
      if (ok && order?.id && order.errors.length === 0) {
        state.flyInOpen.set(true);
        const line = order.orderItems.find((item) => item.code === skuCode);
        if (line) track?.added(line, quantity);
      }
      return ok;
    },

    async changeQuantity(orderItemId: string, quantity: number): Promise<boolean> {
      const id = heldId();
      if (!id) return false;
      const before = state.slice.get().order?.orderItems.find((item) => item.id === orderItemId);
      const ok = await run((onError) => calls.editOrderItem(id, orderItemId, quantity, onError));
      const after = state.slice.get().order?.orderItems.find((item) => item.id === orderItemId);
      if (ok && before && after && after.quantity > before.quantity) track?.added(after, after.quantity - before.quantity);
      if (ok && before && after && after.quantity < before.quantity) track?.removed(before, before.quantity - after.quantity);
      return ok;
    },

    async removeLine(orderItemId: string): Promise<boolean> {
      const id = heldId();
      if (!id) return false;
      const before = state.slice.get().order?.orderItems.find((item) => item.id === orderItemId);
      const ok = await run((onError) => calls.removeOrderItem(id, orderItemId, onError));
      if (ok && before) track?.removed(before, before.quantity);
      return ok;
    },

    /**
     * Records who is buying: a guest's contact becomes a customer record (looked up by email
     * first), then the order carries it. For a guest the form wins.
     */
    attachContact(contact: { email: string; firstName: string; lastName: string; phoneNumber: string }): Promise<boolean> {
      const id = heldId();
      if (!id || !customers) return Promise.resolve(false);
      return run(async (onError) => {
        const email = contact.email.trim().toLowerCase();
        const found = await customers.getCustomerByEmailSalesChannel(email);
        if (found === 'error') {
          onError(new CommerceError('We could not check your email address just now. Please try again.', 'NETWORK'));
          return null;
        }
        const phoneNumber = contact.phoneNumber.trim() || null;
        if (!found) {
          const created = await customers.createCustomer(
            { email, firstName: contact.firstName.trim(), lastName: contact.lastName.trim(), phoneNumber },
            onError,
          );
          if (!created) return null;
        }
        return calls.addCustomerOrder(
          id,
          { email, firstName: contact.firstName.trim(), lastName: contact.lastName.trim(), phoneNumber },
          onError,
        );
      });
    },

    /** Sets the delivery address, and the billing address (the same one unless given). */
    setAddresses(shipping: AddressFields, billing: AddressFields | null): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) =>
        calls.addEditOrderAddress(id, [addressInput('shipping', shipping), addressInput('billing', billing ?? shipping)], null, onError),
      );
    },

    chooseDelivery(choice: {
      shipmentId: string;
      methodId: string;
      date: string | null;
      timedCode: string | null;
      services: string[];
    }): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.selectShippingMethodForShipment(id, choice, onError));
    },

    /**
     * A change whose call a lazily loaded part of the basket brings with it (so its code stays out
     * of the pages' start-up script); the reply replaces the held order like any other.
     */
    change(request: (orderId: string, onError: FailureListener) => Promise<CartOrder | null>): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => request(id, onError));
    },

    setNotes(orderNotes: string): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.updateOrder(id, { orderNotes }, onError));
    },

    /** A refused code keeps the order as it was and shows the server's reason. */
    applyCoupon(couponCode: string): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.updateDiscountAmount(id, couponCode, onError));
    },

    /** Makes the shopper their own copy of a shared basket (linkId from createCartLink). */
    copyFromLink(linkId: string): Promise<boolean> {
      return run((onError) => calls.createOrderFromCartLink(linkId, gtagClientId(), onError));
    },

    /** The server's verdict on the whole cart: prices, stock and delivery, with what to fix. */
    validate(): Promise<boolean> {
      const id = heldId();
      if (!id) return Promise.resolve(false);
      return run((onError) => calls.getAndValidateOrder(id, onError));
    },

    /**
     * Replaces the stored copy with the server's. A cart that was placed or no longer exists is
     * dropped; one that could not be fetched (offline, server down) is kept as it was.
     */
    async refresh(): Promise<void> {
      const id = heldId();
      if (!id) return;
      let failed = false;
      const order = await calls.getOrder(id, () => {
        failed = true;
      });
      if (failed) return;
      state.slice.set({ order: order && sliceKeeps(order.status) ? order : null });
    },
  };
}

/**
 * The contact calls loaded when the checkout first uses them: the cart store is on every island
 * page, and the product page never looks up a customer. A failed load (offline) is the
 * network failure the checkout already shows.
 */
export function contactCallsLoadedOnUse(load: () => Promise<ContactCalls>): ContactCalls {
  let loading: Promise<ContactCalls> | undefined;
  const calls = () => {
    loading ??= load();
    const pending = loading;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    return pending;
  };
  const unreachable = () => new CommerceError('We could not reach the shop. Check your connection and try again.', 'NETWORK');
  return {
    getCustomerByEmailSalesChannel: (email) =>
      calls().then(
        (loaded) => loaded.getCustomerByEmailSalesChannel(email),
        () => 'error' as const,
      ),
    createCustomer: (input, onError) =>
      calls().then(
        (loaded) => loaded.createCustomer(input, onError),
        () => {
          onError?.(unreachable());
          return null;
        },
      ),
  };
}

export const $flyInOpen = atom(false);
export const $cartUpdating = atom(false);
export const $cartMessage = atom<string | null>(null);
/** The last refusal with its code and field, for the form that can show it beside the field. */
export const $cartFailure = atom<CommerceError | null>(null);

/** The cart's calls try again while the shop cannot be reached, and the basket says so meanwhile. */
const cartFetch = retryingFetch();
if (typeof window !== 'undefined') addEventListener(SHOP_RETRYING_EVENT, () => $cartMessage.set(RETRYING_MESSAGE));

export const cart = createCart(
  // The held cart may be a signed-in customer's, which answers only to their ID token.
  orderCalls(async () => ({ ...(await shopperTransport()), fetch: cartFetch }), shopChannel),
  { slice: $orderSlice, flyInOpen: $flyInOpen, updating: $cartUpdating, message: $cartMessage, failure: $cartFailure },
  // The GA client id identifies the shopper: sent only with ad storage granted.
  () => (typeof document === 'undefined' ? null : consentedGtagClientId(document.cookie)),
  contactCallsLoadedOnUse(() =>
    import('../../lib/commerce/customers.ts').then(({ customerCalls }) => customerCalls(storefrontTransport, shopChannel)),
  ),
  {
    added: (line, quantity) => ecommerceEvents.addToCart(line, quantity),
    removed: (line, quantity) => ecommerceEvents.removeFromCart(line, quantity),
  },
);

// The header is static HTML: whichever island holds the basket keeps its count in step.
if (typeof document !== 'undefined') $orderSlice.subscribe(({ order }) => showBasketCount(document, order?.itemsCount ?? 0));

/** Start-up for whichever island mounts first: the held order refreshed. */
export const startShop = () => ensureShopStarted($orderSlice, cart.refresh);
