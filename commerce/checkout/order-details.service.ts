import type { Caller, CommerceContext } from '../context.ts';
import { addressToColumns } from '../customers/index.ts';
import { creditBalancePence, findCustomerByEmail } from '../customers/index.ts';
import { checkCreditRequest } from '../domain/pricing/credit-request.ts';
import { apiError } from '../errors.ts';
import { changeCart } from '../cart/index.ts';
import { deliveryCountryProblem, listDeliveryCountries } from '../delivery/index.ts';
import type { OrderAddressInput } from '../orders/index.ts';
import { replaceOrderAddresses, updateCartFields } from '../orders/index.ts';

interface TypedContact {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
}

/**
 * Sets the cart's contact. Signed in as the customer with this email, the cart becomes theirs
 * (guest no more, so only their token opens it) and the stored record is the truth, the form
 * filling its gaps. A guest's call records only what was typed: typing someone's email links
 * nothing and reveals nothing of theirs, and that customer sees the order only once they claim
 * it with the link in its confirmation (order-claims.service.ts).
 */
export async function attachCustomer(ctx: CommerceContext, caller: Caller, orderId: string, typed: TypedContact): Promise<void> {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    const customer = await findCustomerByEmail(tx, caller, typed.email);
    if (!customer) throw apiError('NOT_FOUND', 'Customer not found');
    if (caller.customerId && caller.customerId !== customer.id) {
      throw apiError('FORBIDDEN', 'You are signed in as someone else; sign out to order for this customer.');
    }
    if (caller.customerId !== customer.id) {
      // Credit asked for is a signed-in customer's: a guest's contact must not inherit the request.
      await updateCartFields(tx, order.id, {
        customer_id: null,
        guest: true,
        customer_email: typed.email,
        customer_first_name: typed.firstName ?? null,
        customer_last_name: typed.lastName ?? null,
        customer_phone: typed.phoneNumber ?? null,
        credit_requested_pence: null,
      });
      return;
    }
    const sameCustomer = order.customer_id === customer.id;
    await updateCartFields(tx, order.id, {
      customer_id: customer.id,
      guest: false,
      customer_email: customer.email,
      customer_first_name: customer.first_name ?? typed.firstName ?? null,
      customer_last_name: customer.last_name ?? typed.lastName ?? null,
      customer_phone: customer.phone_number ?? typed.phoneNumber ?? null,
      ...(sameCustomer ? {} : { credit_requested_pence: null }),
    });
  });
}

interface OrderFieldChanges {
  orderNotes?: string | null;
  languageCode?: string | null;
  gtagClientId?: string | null;
}

export async function updateOrderFields(ctx: CommerceContext, caller: Caller, orderId: string, data: OrderFieldChanges): Promise<void> {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    await updateCartFields(tx, order.id, {
      ...(data.orderNotes !== undefined ? { notes: data.orderNotes || null } : {}),
      ...(data.languageCode ? { language_code: data.languageCode } : {}),
      ...(data.gtagClientId !== undefined ? { gtag_client_id: data.gtagClientId } : {}),
    });
  });
}

/**
 * Only the customer the cart belongs to, signed in, may put their credit against it: the
 * guest API key opens any cart by id, so it must never spend a customer's balance.
 */
export async function requestCredit(ctx: CommerceContext, caller: Caller, orderId: string, amountPence: number): Promise<void> {
  // Asked inside the cart's lock, after the cart is found: a customer's cart is NOT_FOUND for a
  // guest, the same as a cart that does not exist.
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    const customerId = caller.customerId;
    if (!customerId) throw apiError('UNAUTHENTICATED', 'Sign in to use your credit.');
    if (order.customer_id !== customerId) {
      throw apiError(
        'FORBIDDEN',
        order.customer_id
          ? 'This order belongs to another customer, so your credit cannot be used on it.'
          : 'Add your details to this order (addCustomerOrder) before using your credit.',
      );
    }
    const check = checkCreditRequest(amountPence, await creditBalancePence(tx, customerId));
    if (!check.ok) throw apiError('BAD_USER_INPUT', check.message, { field: 'amount' });
    await updateCartFields(tx, order.id, { credit_requested_pence: check.requestedPence });
  });
}

/** Replaces the cart's billing and/or shipping addresses with the ones sent. */
export async function setOrderAddresses(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  addresses: readonly OrderAddressInput[],
): Promise<void> {
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    // A delivery address the shop cannot reach is refused here, beside its country, not found out
    // at the delivery step; billing addresses can be anywhere. Checked once the cart is known to be
    // the caller's, so a stranger's order id still finds nothing.
    if (addresses.some((a) => a.addressType === 'shipping')) {
      const delivered = await listDeliveryCountries(tx, caller.tenantId);
      addresses.forEach((address, index) => {
        const problem = address.addressType === 'shipping' && deliveryCountryProblem(address.countryCode, delivered);
        if (problem) throw apiError('BAD_USER_INPUT', problem, { field: `address.${index}.countryCode` });
      });
    }
    const types = [...new Set(addresses.map((a) => a.addressType))];
    await replaceOrderAddresses(
      tx,
      order.id,
      types,
      addresses.map((address) => ({ address_type: address.addressType, ...addressToColumns(address) })),
    );
  });
}
