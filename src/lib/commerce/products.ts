import type { ShopChannel } from '../channel.ts';
import { execute, type CommerceTransport } from './client.ts';
import {
  GetCartSuggestedProductsDocument,
  GetCountriesDocument,
  GetCurrencyCodesDocument,
  GetPaymentGatewaysForWebsiteDocument,
  GetProductDataDocument,
  GetReviewPlatformsDocument,
  GetReviewsBySkuDocument,
  type GetProductDataQuery,
} from './gql/graphql.ts';
import { orEmpty, orNull, type FailureListener } from './outcome.ts';

export type ProductData = NonNullable<GetProductDataQuery['getProductData']>;

/** The catalogue calls of the brief (§7), with its failure contract (§8). */
export function catalogueCalls(transport: CommerceTransport, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getProductData: (id: string, onError?: FailureListener) =>
      orNull(
        'getProductData',
        async () => (await execute(transport, GetProductDataDocument, { id, tenant, salesChannel })).getProductData,
        onError,
      ),
    getReviewsBySKU: (SKUCode: string, onError?: FailureListener) =>
      orNull(
        'getReviewsBySKU',
        async () => (await execute(transport, GetReviewsBySkuDocument, { SKUCode, tenant })).getReviewsBySKU,
        onError,
      ),
    getCountries: (onError?: FailureListener) =>
      orEmpty('getCountries', async () => (await execute(transport, GetCountriesDocument, { tenant })).getCountries, onError),
    getCurrencyCodes: (onError?: FailureListener) =>
      orNull('getCurrencyCodes', async () => (await execute(transport, GetCurrencyCodesDocument, { tenant })).getCurrencyCodes, onError),
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
    /** Throws 'Failed to get review platforms' (brief §8) instead of answering null. */
    async getReviewPlatforms() {
      try {
        return (await execute(transport, GetReviewPlatformsDocument, { tenant_id: tenant, salesChannel })).getReviewPlatforms;
      } catch {
        throw new Error('Failed to get review platforms');
      }
    },
  };
}
