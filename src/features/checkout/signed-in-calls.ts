import type { ShopChannel } from '../../lib/channel.ts';
import { execute, type CommerceTransport } from '../../lib/commerce/client.ts';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { SetOrderCreditDocument } from '../../lib/commerce/gql/graphql.ts';
import { orderCalls, type CartOrder } from '../../lib/commerce/orders.ts';
import { orNull, type FailureListener } from '../../lib/commerce/outcome.ts';

/**
 * The calls a signed-in customer's checkout makes with their ID token, so the API knows who
 * is buying: the cart becomes theirs (not a guest's) and their credit can go on it.
 */
export function signedInCalls(transport: CommerceTransport, channel: ShopChannel) {
  const customers = customerCalls(transport, channel);
  const orders = orderCalls(transport, channel);
  return {
    getLoggedInCustomerData: customers.getLoggedInCustomerData,
    updateCustomer: customers.updateCustomer,
    addCustomerOrder: orders.addCustomerOrder,
    addEditOrderAddress: orders.addEditOrderAddress,
    /** Puts amount (pounds) of the customer's credit against the cart; 0 stops using credit. */
    setOrderCredit: (orderId: string, amount: number, onError?: FailureListener): Promise<CartOrder | null> =>
      orNull(
        'setOrderCredit',
        async () => (await execute(transport, SetOrderCreditDocument, { orderId, amount, ...channel })).setOrderCredit,
        onError,
      ),
  };
}

export type SignedInCalls = ReturnType<typeof signedInCalls>;
export type CheckoutCustomer = NonNullable<Awaited<ReturnType<SignedInCalls['getLoggedInCustomerData']>>>;
