import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import {
  GetCartSuggestedProductsDocument,
  GetCountriesDocument,
  GetPaymentGatewaysForWebsiteDocument,
  GetProductDataDocument,
  type GetProductDataQuery,
} from './gql/graphql.ts';
import { orEmpty, orNull, type FailureListener } from './outcome.ts';

export type ProductData = NonNullable<GetProductDataQuery['getProductData']>;

/** The catalogue calls the shop makes; a failed call answers null (or an empty list) and reports to its listener. */
export function catalogueCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getProductData: (id: string, onError?: FailureListener) =>
      orNull(
        'getProductData',
        async () => (await execute(transport, GetProductDataDocument, { id, tenant, salesChannel })).getProductData,
        onError,
      ),
    getCountries: (onError?: FailureListener) =>
      orEmpty('getCountries', async () => (await execute(transport, GetCountriesDocument, { tenant })).getCountries, onError),
    getPaymentGatewaysForWebsite: (onError?: FailureListener) =>
      orNull(
        'getPaymentGatewaysForWebsite',
        async () => (await execute(transport, GetPaymentGatewaysForWebsiteDocument, { tenant_id: tenant })).getPaymentGatewaysForWebsite,
        onError,
      ),
    getCartSuggestedProducts: (orderId: string, onError?: FailureListener) =>
      orNull(
        'getCartSuggestedProducts',
        async () =>
          (await execute(transport, GetCartSuggestedProductsDocument, { orderId, tenant, salesChannel })).getCartSuggestedProducts,
        onError,
      ),
  };
}
