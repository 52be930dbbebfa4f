import type { ShopChannel } from '../channel.ts';
import { execute, type CommerceTransport } from './client.ts';
import {
  GetDeliveryCountriesDocument,
  GetProductDatesDocument,
  GetShippingMethodsDocument,
  type DeliveryLineInput,
  type GetProductDatesQuery,
  type ShippingMethodFieldsFragment,
} from './gql/graphql.ts';
import { orEmpty, orNull, type FailureListener } from './outcome.ts';

export type ShippingMethod = ShippingMethodFieldsFragment;
export type ProductDates = NonNullable<GetProductDatesQuery['getProductDates']>;

/** The delivery calls the shop makes, with their failure contract: lists answer empty, the rest null. */
export function deliveryCalls(transport: CommerceTransport, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getShippingMethods: (onError?: FailureListener) =>
      orNull(
        'getShippingMethods',
        async () => (await execute(transport, GetShippingMethodsDocument, { tenant })).getShippingMethods,
        onError,
      ),
    /** The countries checkout may deliver to; empty on failure. */
    getDeliveryCountries: (onError?: FailureListener) =>
      orEmpty(
        'getDeliveryCountries',
        async () => (await execute(transport, GetDeliveryCountriesDocument, { tenant })).getDeliveryCountries,
        onError,
      ),
    /**
     * Null on failure and for an unknown product; a postcode with no delivery, or a load no method
     * takes, answers dates with `errors`. With `lines`, the quote is for the shipment they make.
     */
    getProductDates: (skuCode: string, postcode: string, onError?: FailureListener, lines: DeliveryLineInput[] | null = null) =>
      orNull(
        'getProductDates',
        async () =>
          (await execute(transport, GetProductDatesDocument, { productId: skuCode, postcode, tenant, salesChannel, lines }))
            .getProductDates,
        onError,
      ),
  };
}
