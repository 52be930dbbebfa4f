import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import {
  CreateAddressDocument,
  CreateCustomerDocument,
  DeleteAddressDocument,
  EditCustomerReferralCodeDocument,
  GetAddressesByPostCodeDocument,
  GetCustomerByEmailSalesChannelDocument,
  GetCustomerOrdersDocument,
  GetLoggedInCustomerDataDocument,
  GetMyAddressesDocument,
  SignOutEverywhereDocument,
  UpdateAddressDocument,
  UpdateCustomerDocument,
  type AddressInput,
  type CustomerInput,
  type GetCustomerByEmailSalesChannelQuery,
} from './gql/graphql.ts';
import { orEmpty, orNull, type FailureListener } from './outcome.ts';

/** An email look-up's answer: the customer id the sign-in username is made of, nothing about the person. */
export type CustomerMatch = NonNullable<GetCustomerByEmailSalesChannelQuery['getCustomerByEmailSalesChannel']>;

/**
 * The customer and address calls the shop makes. Own-data calls need a transport that
 * carries the customer's ID token (and an empty API key); the rest work for guests.
 */
export function customerCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getAddressesByPostCode: (postCode: string, onError?: FailureListener) =>
      orEmpty(
        'getAddressesByPostCode',
        async () =>
          (await execute(transport, GetAddressesByPostCodeDocument, { postCode: postCode.trim(), tenant, salesChannel }))
            .getAddressesByPostCode,
        onError,
      ),
    /** Signed in: every ID token issued to the customer until now is refused by the API, on every device. */
    signOutEverywhere: (onError?: FailureListener) =>
      orNull('signOutEverywhere', async () => (await execute(transport, SignOutEverywhereDocument, {})).signOutEverywhere, onError),
    getMyAddresses: (onError?: FailureListener) =>
      orNull(
        'getMyAddresses',
        async () => (await execute(transport, GetMyAddressesDocument, { tenant, salesChannel })).getMyAddresses,
        onError,
      ),
    createAddress: (input: AddressInput, onError?: FailureListener) =>
      orNull(
        'createAddress',
        async () => (await execute(transport, CreateAddressDocument, { input, tenant, salesChannel })).createAddress,
        onError,
      ),
    updateAddress: (input: AddressInput, onError?: FailureListener) =>
      orNull(
        'updateAddress',
        async () => (await execute(transport, UpdateAddressDocument, { input, tenant, salesChannel })).updateAddress,
        onError,
      ),
    deleteAddress: (id: string, addressType: string | null, customerId: string | null, onError?: FailureListener) =>
      orNull(
        'deleteAddress',
        async () =>
          (await execute(transport, DeleteAddressDocument, { id, addressType, customerId, warehouseId: null, tenant, salesChannel }))
            .deleteAddress,
        onError,
      ),
    createCustomer: (input: CustomerInput, onError?: FailureListener) =>
      orNull(
        'createCustomer',
        async () => (await execute(transport, CreateCustomerDocument, { input, tenant, salesChannel })).createCustomer,
        onError,
      ),
    /** Lower-cases the email first; answers the word 'error' when the lookup fails. */
    async getCustomerByEmailSalesChannel(email: string): Promise<CustomerMatch | null | 'error'> {
      let failed = false;
      const match = await orNull(
        'getCustomerByEmailSalesChannel',
        async () =>
          (await execute(transport, GetCustomerByEmailSalesChannelDocument, { email: email.trim().toLowerCase(), tenant, salesChannel }))
            .getCustomerByEmailSalesChannel,
        () => {
          failed = true;
        },
      );
      return failed ? 'error' : match;
    },
    getLoggedInCustomerData: (onError?: FailureListener) =>
      orNull(
        'getLoggedInCustomerData',
        async () => (await execute(transport, GetLoggedInCustomerDataDocument, { tenant, salesChannel })).getLoggedInCustomerData,
        onError,
      ),
    updateCustomer: (input: CustomerInput, onError?: FailureListener) =>
      orNull(
        'updateCustomer',
        async () => (await execute(transport, UpdateCustomerDocument, { input, tenant, salesChannel })).updateCustomer,
        onError,
      ),
    /** Answers null on success and the server's message when it refuses the code. */
    async editCustomerReferralCode(id: string, newCode: string, onError?: FailureListener): Promise<string | null> {
      const result = await orNull(
        'editCustomerReferralCode',
        async () => (await execute(transport, EditCustomerReferralCodeDocument, { id, salesChannel, newCode })).editCustomerReferralCode,
        onError,
      );
      if (!result) return 'We could not change your referral code. Please try again.';
      return result.success ? null : result.message;
    },
    getCustomerOrders: (page: { status?: string; limit?: number; nextToken?: string | null }, onError?: FailureListener) =>
      orNull(
        'getCustomerOrders',
        async () => (await execute(transport, GetCustomerOrdersDocument, { ...page, tenant, salesChannel })).getCustomerOrders,
        onError,
      ),
  };
}
