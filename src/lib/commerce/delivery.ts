import type { ShopChannel } from '../channel.ts';
import { execute, type CommerceTransport } from './client.ts';
import {
  GetCourierDocument,
  GetDeliveryCountriesDocument,
  GetProductDatesDocument,
  GetShippingHolidaysWithTenantDocument,
  GetShippingMethodDocument,
  GetShippingMethodsDocument,
  type GetCourierQuery,
  type GetProductDatesQuery,
  type GetShippingHolidaysWithTenantQuery,
  type ShippingMethodFieldsFragment,
} from './gql/graphql.ts';
import { orEmpty, orNull, type FailureListener } from './outcome.ts';

export type ShippingMethod = ShippingMethodFieldsFragment;
export type Courier = NonNullable<GetCourierQuery['getCourier']>;
export type ShippingHoliday = GetShippingHolidaysWithTenantQuery['getShippingHolidaysWithTenant'][number];
export type ProductDates = NonNullable<GetProductDatesQuery['getProductDates']>;

/** The delivery calls of the brief (§7), with its failure contract (§8): holidays answer empty, the rest null. */
export function deliveryCalls(transport: CommerceTransport, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getShippingMethods: (onError?: FailureListener) =>
      orNull(
        'getShippingMethods',
        async () => (await execute(transport, GetShippingMethodsDocument, { tenant })).getShippingMethods,
        onError,
      ),
    getShippingMethod: (id: string, onError?: FailureListener) =>
      orNull(
        'getShippingMethod',
        async () => (await execute(transport, GetShippingMethodDocument, { id, tenant })).getShippingMethod,
        onError,
      ),
    getCourier: (id: string, onError?: FailureListener) =>
      orNull('getCourier', async () => (await execute(transport, GetCourierDocument, { id, tenant })).getCourier, onError),
    /** The brief passes the year as a string; a number is accepted and sent as one. */
    getShippingHolidaysWithTenant: (year: string | number, onError?: FailureListener) =>
      orEmpty(
        'getShippingHolidaysWithTenant',
        async () =>
          (await execute(transport, GetShippingHolidaysWithTenantDocument, { year: String(year), tenantId: tenant }))
            .getShippingHolidaysWithTenant,
        onError,
      ),
    /** The countries checkout may deliver to; empty on failure. */
    getDeliveryCountries: (onError?: FailureListener) =>
      orEmpty(
        'getDeliveryCountries',
        async () => (await execute(transport, GetDeliveryCountriesDocument, { tenant })).getDeliveryCountries,
        onError,
      ),
    /** Null on failure and for an unknown product; a postcode with no delivery answers dates with `errors`. */
    getProductDates: (productId: string, postcode: string, onError?: FailureListener) =>
      orNull(
        'getProductDates',
        async () => (await execute(transport, GetProductDatesDocument, { productId, postcode, tenant, salesChannel })).getProductDates,
        onError,
      ),
  };
}
