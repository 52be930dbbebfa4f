/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddToCartInput = {
  gtagClientId?: string | null | undefined;
  orderId?: string | null | undefined;
  quantity: number;
  salesChannel: string;
  skuId: string;
  tenant: string;
};

/**
 * An address to save. For createAddress: firstName, lastName, line1, city, postCode and
 * countryCode are required. For updateAddress: id is required and every other field is optional.
 */
export type AddressInput = {
  /** shipping (the default) or billing. Fixed once saved. */
  addressType?: string | null | undefined;
  business?: boolean | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  /** ISO 3166 alpha-2, e.g. GB. */
  countryCode?: string | null | undefined;
  /** Your own customer id, if the client sends it; any other is refused. */
  customerId?: string | null | undefined;
  deliveryNotes?: string | null | undefined;
  firstName?: string | null | undefined;
  /** The address to change (updateAddress only). */
  id?: string | null | undefined;
  /** True makes this the default address of its type. */
  isDefault?: boolean | null | undefined;
  lastName?: string | null | undefined;
  lat?: number | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  long?: number | null | undefined;
  /** A leading 0 is read as a UK number (+44). */
  phoneNumber?: string | null | undefined;
  postCode?: string | null | undefined;
  restrictedAccess?: boolean | null | undefined;
  state?: string | null | undefined;
  stateCode?: string | null | undefined;
  what3Words?: string | null | undefined;
};

/**
 * createCustomer: firstName, lastName and email are required. updateCustomer: every field is
 * optional; email may be sent only unchanged; id, if sent, must be your own.
 */
export type CustomerInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | null | undefined;
  lastName?: string | null | undefined;
  /** A leading 0 is read as a UK number (+44); null clears it on updateCustomer. */
  phoneNumber?: string | null | undefined;
};

export type OrderAddressInput = {
  /** billing or shipping. */
  addressType: string;
  business?: boolean | null | undefined;
  city: string;
  company?: string | null | undefined;
  countryCode: string;
  deliveryNotes?: string | null | undefined;
  firstName: string;
  lastName: string;
  lat?: number | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  long?: number | null | undefined;
  phoneNumber?: string | null | undefined;
  postCode: string;
  restrictedAccess?: boolean | null | undefined;
  state?: string | null | undefined;
  stateCode?: string | null | undefined;
  what3Words?: string | null | undefined;
};

export type OrderCustomerInput = {
  email: string;
  firstName?: string | null | undefined;
  id?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type OrderUpdateInput = {
  gtagClientId?: string | null | undefined;
  languageCode?: string | null | undefined;
  orderNotes?: string | null | undefined;
};

export type ReviewInput = {
  /** 10 to 2000 characters, plain text. */
  body: string;
  productId: string;
  /** 1 to 5 stars. */
  rating: number;
  /** 1 to 100 characters. */
  title: string;
};

export type ReviewStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type GetMyReviewsQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type GetMyReviewsQuery = { getLoggedInCustomerData: { id: string, reviews: Array<{ id: string, title: string, body: string, ratingValue: number, datePublished: string, product: string, productId: string, url: string | null, status: ReviewStatus }> } };

export type WriteReviewMutationVariables = Exact<{
  tenant: string;
  salesChannel: string;
  input: ReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { id: string, title: string, body: string, ratingValue: number, datePublished: string, product: string, productId: string, url: string | null, status: ReviewStatus } };

export type GetProductDataQueryVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetProductDataQuery = { getProductData: { currentPrice: number, listPrice: number, onHand: number, maxQuantity: number, alternateProductId: string | null, alternateProductTitle: string | null, alternateProductUrl: string | null, stock: { text: string, type: string, color: string, fontColour: string, presaleDate: string | null, presaleLimit: number | null }, reviewSummary: { rating: number, count: number, reviewsUrl: string } | null } | null };

export type GetReviewsBySkuQueryVariables = Exact<{
  SKUCode: string;
  tenant: string;
}>;


export type GetReviewsBySkuQuery = { getReviewsBySKU: Array<{ id: string, title: string, author: string, body: string, ratingValue: number, datePublished: string }> };

export type GetReviewPlatformsQueryVariables = Exact<{
  tenant_id: string;
  salesChannel: string;
}>;


export type GetReviewPlatformsQuery = { getReviewPlatforms: Array<{ id: string, name: string, type: string, config: string }> };

export type GetCountriesQueryVariables = Exact<{
  tenant: string;
}>;


export type GetCountriesQuery = { getCountries: Array<{ alpha2: string, name: string, enabled: boolean, cb: boolean, sb: boolean }> };

export type GetCurrencyCodesQueryVariables = Exact<{
  tenant: string;
}>;


export type GetCurrencyCodesQuery = { getCurrencyCodes: Array<{ id: string, name: string, currencyCode: string, formatString: string, roundTo: number, isBase: boolean }> };

export type GetCartSuggestedProductsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetCartSuggestedProductsQuery = { getCartSuggestedProducts: Array<{ product: string, addedProduct: string, SKUName: string, SKUCode: string, imageUrl: string, currentPrice: number }> };

export type GetPaymentGatewaysForWebsiteQueryVariables = Exact<{
  tenant_id: string;
}>;


export type GetPaymentGatewaysForWebsiteQuery = { getPaymentGatewaysForWebsite: Array<{ id: string, name: string, type: string, config: Array<{ property: string, value: string }>, acceptedCards: Array<{ id: string, name: string, code: string, cardRegex: string, icon: string }> }> };

export type RequestStockAlertMutationVariables = Exact<{
  tenant: string;
  salesChannel: string;
  productId: string;
  email: string;
}>;


export type RequestStockAlertMutation = { requestStockAlert: { message: string } };

export type SetOrderCreditMutationVariables = Exact<{
  orderId: string;
  amount: number;
  tenant: string;
  salesChannel: string;
}>;


export type SetOrderCreditMutation = { setOrderCredit: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type SavedAddressFragment = { addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean };

export type GetAddressesByPostCodeQueryVariables = Exact<{
  postCode: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetAddressesByPostCodeQuery = { getAddressesByPostCode: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }> };

export type GetMyAddressesQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type GetMyAddressesQuery = { getMyAddresses: Array<{ addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }> };

export type CreateAddressMutationVariables = Exact<{
  input: AddressInput;
  tenant?: string | null | undefined;
  salesChannel?: string | null | undefined;
}>;


export type CreateAddressMutation = { createAddress: { addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } };

export type UpdateAddressMutationVariables = Exact<{
  input: AddressInput;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateAddressMutation = { updateAddress: { addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } };

export type DeleteAddressMutationVariables = Exact<{
  id: string;
  addressType?: string | null | undefined;
  customerId?: string | null | undefined;
  warehouseId?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type DeleteAddressMutation = { deleteAddress: boolean };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string, email: string, firstName: string, lastName: string } };

export type GetCustomerByEmailSalesChannelQueryVariables = Exact<{
  email: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetCustomerByEmailSalesChannelQuery = { getCustomerByEmailSalesChannel: { id: string, salesChannel: string } | null };

export type GetLoggedInCustomerDataQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type GetLoggedInCustomerDataQuery = { getLoggedInCustomerData: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, creditAmountTotal: number, referralCode: string | null, referralOffer: { description: string } | null, addresses: Array<{ addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerInput;
  tenant?: string | null | undefined;
  salesChannel: string;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null } };

export type EditCustomerReferralCodeMutationVariables = Exact<{
  id: string;
  salesChannel: string;
  newCode: string;
}>;


export type EditCustomerReferralCodeMutation = { editCustomerReferralCode: { success: boolean, message: string } };

export type GetCustomerOrdersQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
  status?: string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GetCustomerOrdersQuery = { getCustomerOrders: { nextToken: string | null, data: Array<{ id: string, number: number | null, status: string, orderDate: string | null, totalAmount: number, itemsCount: number }> } };

export type ShippingMethodFieldsFragment = { id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> };

export type GetShippingMethodsQueryVariables = Exact<{
  tenant: string;
}>;


export type GetShippingMethodsQuery = { getShippingMethods: Array<{ id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> }> };

export type GetShippingMethodQueryVariables = Exact<{
  id: string;
  tenant: string;
}>;


export type GetShippingMethodQuery = { getShippingMethod: { id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> } | null };

export type GetCourierQueryVariables = Exact<{
  id: string;
  tenant: string;
}>;


export type GetCourierQuery = { getCourier: { id: string, name: string, type: string | null, cutoffTime: string, imageUrl: string, unitOfMeasure: string, hasBookInService: boolean, hasRestrictedAccessService: boolean, config: Array<{ propertyId: string, property: string, value: string }>, serviceConfig: Array<{ id: string, type: string, name: string, surchargeCode: string | null, surcharge: number, websiteEnabled: boolean, customerServiceEnabled: boolean, note: string }> } | null };

export type GetShippingHolidaysWithTenantQueryVariables = Exact<{
  year: string;
  tenantId: string;
}>;


export type GetShippingHolidaysWithTenantQuery = { getShippingHolidaysWithTenant: Array<{ id: string, date: string, name: string, region: string }> };

export type GetProductDatesQueryVariables = Exact<{
  productId: string;
  postcode: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetProductDatesQuery = { getProductDates: { estDeliveryDate: string | null, estDispatchDate: string | null, totalShippingAmount: number | null, deliveryRange: string | null, methodName: string | null, orderBy: string | null, errors: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }> } | null };

export type GetDeliveryCountriesQueryVariables = Exact<{
  tenant: string;
}>;


export type GetDeliveryCountriesQuery = { getDeliveryCountries: Array<{ alpha2: string, name: string }> };

export type OrderAddressFragment = { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean };

export type CartOrderFragment = { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> };

export type SelectShippingMethodForShipmentMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  id: string;
  shippingMethod: string;
  services?: Array<string> | string | null | undefined;
  selectedEstDeliveryDate?: string | null | undefined;
  selectedTimedConfigCode?: string | null | undefined;
}>;


export type SelectShippingMethodForShipmentMutation = { selectShippingMethodForShipment: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateShippingCostsMutationVariables = Exact<{
  orderId: string;
  shippingMethodId: string;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateShippingCostsMutation = { updateShippingCosts: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type GetOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type GetAndValidateOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetAndValidateOrderQuery = { getAndValidateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type AddToCartMutationVariables = Exact<{
  orderId?: string | null | undefined;
  skuId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateOrderFromCartLinkMutationVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type CreateOrderFromCartLinkMutation = { createOrderFromCartLink: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type ReOrderMutationVariables = Exact<{
  input: Array<AddToCartInput> | AddToCartInput;
}>;


export type ReOrderMutation = { reOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type EditOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
}>;


export type EditOrderItemMutation = { editOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type RemoveOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type RemoveOrderItemMutation = { removeOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddCustomerOrderMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type AddCustomerOrderMutation = { addCustomerOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  data: OrderUpdateInput;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddEditOrderAddressMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
  customerId?: string | null | undefined;
}>;


export type AddEditOrderAddressMutation = { addEditOrderAddress: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateDiscountAmountMutationVariables = Exact<{
  orderId: string;
  couponCode?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateDiscountAmountMutation = { updateDiscountAmount: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateCartLinkMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type CreateCartLinkMutation = { createCartLink: { id: string, path: string } };

export type PaymentStateFragment = { invNumber: string | null, orderDate: string | null, paymentStatus: string, clientData: { type: string, action: string, data: string } | null };

export type OrderProgressFragment = { vatReceiptAvailable: boolean, isShipped: boolean, history: Array<{ date: string, status: string, note: string | null }>, shipments: Array<{ id: string, status: string, estDispatchDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null }> };

export type PlaceOrderMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { receiptKey: string | null, id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type CheckOrderCanBePlacedMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckOrderCanBePlacedMutation = { checkOrderCanBePlaced: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type AirwallexCheckPaymentIntentMutationVariables = Exact<{
  orderId: string;
  tenantId: string;
  salesChannelId: string;
}>;


export type AirwallexCheckPaymentIntentMutation = { airwallexCheckPaymentIntent: boolean };

export type GetOrderDetailsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type GetOrderDetailsQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, vatReceiptAvailable: boolean, isShipped: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingAmount: number, status: string, estDispatchDate: string | null, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null, history: Array<{ date: string, status: string, note: string | null }> } | null };

export type TrackOrderByNumberQueryVariables = Exact<{
  orderNumber: number;
  tenant: string;
  salesChannel: string;
  email?: string | null | undefined;
}>;


export type TrackOrderByNumberQuery = { getOrderByNumber: { number: number | null, status: string, paymentStatus: string, orderDate: string | null, isShipped: boolean, shipments: Array<{ id: string, status: string, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, shippingMethod: { displayName: string, deliveryRange: string, selectedTimedConfig: { label: string } | null } | null, orderItems: Array<{ id: string, name: string, quantity: number }> }> } | null };

export type GetVatReceiptQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type GetVatReceiptQuery = { getVatReceipt: { invoiceNumber: string, taxPoint: string, seller: { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string }, order: { id: string, number: number | null, subTotalAmount: number, shippingAmount: number, discountAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, couponsUsed: Array<{ couponCode: string }>, billingAddress: { business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, state: string | null, countryCode: string } | null, orderItems: Array<{ id: string, code: string, name: string, quantity: number, unitAmount: number, totalAmount: number, totalTaxAmount: number, vatRate: number }> }, deliveryCharges: Array<{ description: string, amount: number, vatRate: number, vatAmount: number }>, vatByRate: Array<{ rate: number, netAmount: number, vatAmount: number, grossAmount: number }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OrderAddressFragmentDoc = new TypedDocumentString(`
    fragment OrderAddress on Address {
  id
  business
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  stateCode
  countryCode
  state
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}
    `, {"fragmentName":"OrderAddress"}) as unknown as TypedDocumentString<OrderAddressFragment, unknown>;
export const SavedAddressFragmentDoc = new TypedDocumentString(`
    fragment SavedAddress on Address {
  ...OrderAddress
  addressType
  isDefault
}
    fragment OrderAddress on Address {
  id
  business
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  stateCode
  countryCode
  state
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`, {"fragmentName":"SavedAddress"}) as unknown as TypedDocumentString<SavedAddressFragment, unknown>;
export const ShippingMethodFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShippingMethodFields on ShippingMethod {
  id
  type
  name
  displayName
  courier {
    id
    name
    type
  }
  config {
    propertyId
    property
    value
  }
  freeOver
  salesChannelFreeOver
  imageUrl
  minWeight
  maxWeight
  sort
  days {
    zone
    min
    max
  }
  deliveryRange
}
    `, {"fragmentName":"ShippingMethodFields"}) as unknown as TypedDocumentString<ShippingMethodFieldsFragment, unknown>;
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on Order {
  id
  number
  status
  currencyCode
  guest
  errors
  orderNotes
  subTotalAmount
  subTotalTax
  shippingAmount
  shippingTaxAmount
  discountAmount
  discountTaxAmount
  creditUsed
  totalAmount
  totalTax
  amountDue
  totalWeight
  itemsCount
  couponsUsed {
    couponCode
  }
  discountsApplied {
    id
    name
    amountApplied
  }
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...OrderAddress
  }
  shippingAddress {
    ...OrderAddress
  }
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    imageUrl
    productUrl
  }
  shipmentsInvalid
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    shippingAmount
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      id
      name
      quantity
    }
    services {
      type
      name
      force
    }
    shippingMethod {
      id
      displayName
      selectedTimedConfig {
        code
        label
        price
      }
    }
    availableShippingMethods {
      id
      displayName
      description
      shippingCost
      isFree
      shippingAmount
      surcharges {
        type
        name
        reason
        amount
      }
      deliveryDateOptions {
        date
        text
      }
      deliveryRange
      timedEnabled
      timedConfig {
        code
        label
        price
        description
      }
      services {
        type
        name
        price
      }
    }
  }
}
    fragment OrderAddress on Address {
  id
  business
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  stateCode
  countryCode
  state
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
export const PaymentStateFragmentDoc = new TypedDocumentString(`
    fragment PaymentState on Order {
  invNumber
  orderDate
  paymentStatus
  clientData {
    type
    action
    data
  }
}
    `, {"fragmentName":"PaymentState"}) as unknown as TypedDocumentString<PaymentStateFragment, unknown>;
export const OrderProgressFragmentDoc = new TypedDocumentString(`
    fragment OrderProgress on Order {
  vatReceiptAvailable
  isShipped
  history {
    date
    status
    note
  }
  shipments {
    id
    status
    estDispatchDate
    dispatchDateText
    deliveryDateText
  }
}
    `, {"fragmentName":"OrderProgress"}) as unknown as TypedDocumentString<OrderProgressFragment, unknown>;
export const GetMyReviewsDocument = {"__meta__":{"hash":"fc06f9fee648fa78029e896799390c53c52f7d14e78a32397d2dd1e5bc6f2850"}} as unknown as TypedDocumentString<GetMyReviewsQuery, GetMyReviewsQueryVariables>;
export const WriteReviewDocument = {"__meta__":{"hash":"e48ada0728869e7f4c0ef74f71803d452cb4299621bf598ed229e6658e4c28a8"}} as unknown as TypedDocumentString<WriteReviewMutation, WriteReviewMutationVariables>;
export const GetProductDataDocument = {"__meta__":{"hash":"be57bda2aad38f23b24c72b645cc716d882fcf9a00ff9bb36b3685bdfff36aab"}} as unknown as TypedDocumentString<GetProductDataQuery, GetProductDataQueryVariables>;
export const GetReviewsBySkuDocument = {"__meta__":{"hash":"fb3c3d851a991a4cf920dead204ba269aad1f451eced0b8e895f08de037deacd"}} as unknown as TypedDocumentString<GetReviewsBySkuQuery, GetReviewsBySkuQueryVariables>;
export const GetReviewPlatformsDocument = {"__meta__":{"hash":"8c64e9b4371a77b7d352f06d32cd57accd46a38b1bd81c2b59eeb5914e2eec88"}} as unknown as TypedDocumentString<GetReviewPlatformsQuery, GetReviewPlatformsQueryVariables>;
export const GetCountriesDocument = {"__meta__":{"hash":"12a60b90b31235042db1dd68ae104d0904834cf3900aaed9a1000654e5109429"}} as unknown as TypedDocumentString<GetCountriesQuery, GetCountriesQueryVariables>;
export const GetCurrencyCodesDocument = {"__meta__":{"hash":"384043e9b426ec11c7c84c6eb20c57de5eaeae5a4c0895026076026d0d34738f"}} as unknown as TypedDocumentString<GetCurrencyCodesQuery, GetCurrencyCodesQueryVariables>;
export const GetCartSuggestedProductsDocument = {"__meta__":{"hash":"148e0f9b7d7807681aa4afaef525fbb4020d00ba24934e84dc1daf1210b1bb06"}} as unknown as TypedDocumentString<GetCartSuggestedProductsQuery, GetCartSuggestedProductsQueryVariables>;
export const GetPaymentGatewaysForWebsiteDocument = {"__meta__":{"hash":"abbec88b71e8cdacd094738e1723f77f1b9e9ab3c94522bd5ebaca374249d8e5"}} as unknown as TypedDocumentString<GetPaymentGatewaysForWebsiteQuery, GetPaymentGatewaysForWebsiteQueryVariables>;
export const RequestStockAlertDocument = {"__meta__":{"hash":"64ab7910f13afd21a74dfefebf55ba80699577bcd627b8cd3777ddfbcbb49a73"}} as unknown as TypedDocumentString<RequestStockAlertMutation, RequestStockAlertMutationVariables>;
export const SetOrderCreditDocument = {"__meta__":{"hash":"ebbc13eb136a12b082884ea28fdf815abbd072d012cdf0a0ae51bc7dd8ef4d58"}} as unknown as TypedDocumentString<SetOrderCreditMutation, SetOrderCreditMutationVariables>;
export const GetAddressesByPostCodeDocument = {"__meta__":{"hash":"22c0b4baa4190e69eb5046701496af85347e777131cc310d8316493ade03e606"}} as unknown as TypedDocumentString<GetAddressesByPostCodeQuery, GetAddressesByPostCodeQueryVariables>;
export const GetMyAddressesDocument = {"__meta__":{"hash":"ff0f2ca97e6c22db282af512e5f5e01b8999552e5993440beb8f381429d45c54"}} as unknown as TypedDocumentString<GetMyAddressesQuery, GetMyAddressesQueryVariables>;
export const CreateAddressDocument = {"__meta__":{"hash":"042b1520f6e0721762da5e2ecca409aa9b5095346caa3b385b0e7b195f854b2b"}} as unknown as TypedDocumentString<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = {"__meta__":{"hash":"da69636755fad78180b07f366f0d89f7f1132e934dfe597e4fb13f274c5e9645"}} as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = {"__meta__":{"hash":"7d90cd8288f7a4240af86093ba88acbce5b8e17dba03faffd8f7aa2eb01bde6a"}} as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const CreateCustomerDocument = {"__meta__":{"hash":"9b636e6da010d05c74a00feb4e76b0b0b72f9437beee3da23bcddb2522c38d89"}} as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const GetCustomerByEmailSalesChannelDocument = {"__meta__":{"hash":"d453431aba0aec2b1950b474a034bc9e7d4d90e3ac82c179c4903d8a8f322667"}} as unknown as TypedDocumentString<GetCustomerByEmailSalesChannelQuery, GetCustomerByEmailSalesChannelQueryVariables>;
export const GetLoggedInCustomerDataDocument = {"__meta__":{"hash":"f227bd8a4bd7f3ae07988db2efcdf177e33429a8231105ac1a46ca7807c71fda"}} as unknown as TypedDocumentString<GetLoggedInCustomerDataQuery, GetLoggedInCustomerDataQueryVariables>;
export const UpdateCustomerDocument = {"__meta__":{"hash":"cc38967982f1abbc42adf00cd1d1e3daf4ef97e7b7a24323b4edac2bfa6ed8a2"}} as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const EditCustomerReferralCodeDocument = {"__meta__":{"hash":"d716fceb94d40f6221b2100fb735d475b69bb250d5d845fece211d62dab7b54c"}} as unknown as TypedDocumentString<EditCustomerReferralCodeMutation, EditCustomerReferralCodeMutationVariables>;
export const GetCustomerOrdersDocument = {"__meta__":{"hash":"4d9d304fbded2c5139c4de18508e5c641025341bf220eed79479f701d9adfefa"}} as unknown as TypedDocumentString<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables>;
export const GetShippingMethodsDocument = {"__meta__":{"hash":"2f200db21c13fe9d38c3cf4418cb7b2d177e5844bd35bd93ef954f78faba2279"}} as unknown as TypedDocumentString<GetShippingMethodsQuery, GetShippingMethodsQueryVariables>;
export const GetShippingMethodDocument = {"__meta__":{"hash":"a7806fe4aa19b48f204f01dd03421408545417dd6364d08e9de86be488b486b9"}} as unknown as TypedDocumentString<GetShippingMethodQuery, GetShippingMethodQueryVariables>;
export const GetCourierDocument = {"__meta__":{"hash":"86bb5e54dd6a75869d74a5eed7f16b2f99e1ab5f8c0bf78086353dd40f514240"}} as unknown as TypedDocumentString<GetCourierQuery, GetCourierQueryVariables>;
export const GetShippingHolidaysWithTenantDocument = {"__meta__":{"hash":"4efa804883d278f86e5dd536b59d6ce0876d0b09c58d15669917e19db7151894"}} as unknown as TypedDocumentString<GetShippingHolidaysWithTenantQuery, GetShippingHolidaysWithTenantQueryVariables>;
export const GetProductDatesDocument = {"__meta__":{"hash":"2e34c0ff86d8af71dc7f163bb3b098304389a4d4f64a4b887218fe016f757927"}} as unknown as TypedDocumentString<GetProductDatesQuery, GetProductDatesQueryVariables>;
export const GetDeliveryCountriesDocument = {"__meta__":{"hash":"e6d64a4d17117ada938afd97e9912e83e062110655c6c7bbe963861490f54950"}} as unknown as TypedDocumentString<GetDeliveryCountriesQuery, GetDeliveryCountriesQueryVariables>;
export const SelectShippingMethodForShipmentDocument = {"__meta__":{"hash":"805aea55e2c6211838e9b2715b0887032a84062dd1addc0de61f7a3f53f97b34"}} as unknown as TypedDocumentString<SelectShippingMethodForShipmentMutation, SelectShippingMethodForShipmentMutationVariables>;
export const UpdateShippingCostsDocument = {"__meta__":{"hash":"966e4cbc9babbda2e860f0b555398e4d05dbafb7b703788f5cb7018884f2fb50"}} as unknown as TypedDocumentString<UpdateShippingCostsMutation, UpdateShippingCostsMutationVariables>;
export const GetOrderDocument = {"__meta__":{"hash":"b739c978a7dc53809844a4dba0109fd297529982b9ba77275495f018651da958"}} as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const GetAndValidateOrderDocument = {"__meta__":{"hash":"3cc4f1d7a9e998e1c3f1bc299ed8a394cd2a0b933046925ffb275c4d2430b3a3"}} as unknown as TypedDocumentString<GetAndValidateOrderQuery, GetAndValidateOrderQueryVariables>;
export const AddToCartDocument = {"__meta__":{"hash":"24b991aa2b1df71327597908aca515c51b3cd407f0272b1a95d7e91a5613af0b"}} as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const CreateOrderFromCartLinkDocument = {"__meta__":{"hash":"909729f1d4150e55e25db0d84556572312688d3dac3589ddc69557d8df68d503"}} as unknown as TypedDocumentString<CreateOrderFromCartLinkMutation, CreateOrderFromCartLinkMutationVariables>;
export const ReOrderDocument = {"__meta__":{"hash":"9de733c7156e256e0329c75534f894603a2bbd817f29950dd04b390e0900a1d5"}} as unknown as TypedDocumentString<ReOrderMutation, ReOrderMutationVariables>;
export const EditOrderItemDocument = {"__meta__":{"hash":"3a006b51f4335f465f939586560ed9f93b8fb536eff053de434624d9384b3f52"}} as unknown as TypedDocumentString<EditOrderItemMutation, EditOrderItemMutationVariables>;
export const RemoveOrderItemDocument = {"__meta__":{"hash":"fcbe08700a50080ddf320325b87712dac0bb72d9bfe21949b4ccbc7ab22cc381"}} as unknown as TypedDocumentString<RemoveOrderItemMutation, RemoveOrderItemMutationVariables>;
export const AddCustomerOrderDocument = {"__meta__":{"hash":"9be684e04a7ede7cc03a7b36f7505dec2eb1d985d67b4f18127f191bdf2e2dfe"}} as unknown as TypedDocumentString<AddCustomerOrderMutation, AddCustomerOrderMutationVariables>;
export const UpdateOrderDocument = {"__meta__":{"hash":"b063ae9140890f0c767fef36e0e1ece09581d253ef21519998b61a998ae1dc42"}} as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const AddEditOrderAddressDocument = {"__meta__":{"hash":"d84a810a94d4b0efcbaa28dc2d5fad18a7e76e4836a35ec44214d74803a332ac"}} as unknown as TypedDocumentString<AddEditOrderAddressMutation, AddEditOrderAddressMutationVariables>;
export const UpdateDiscountAmountDocument = {"__meta__":{"hash":"7b2bcd3674dfb2b0fa9516dc05b1aab4b5d2ac94e54e1b8468553d25ed80e29f"}} as unknown as TypedDocumentString<UpdateDiscountAmountMutation, UpdateDiscountAmountMutationVariables>;
export const CreateCartLinkDocument = {"__meta__":{"hash":"d667262c35c206aa05883233a5f97eacd0b4cb3dbb86e4384830e6d9a16cf02c"}} as unknown as TypedDocumentString<CreateCartLinkMutation, CreateCartLinkMutationVariables>;
export const PlaceOrderDocument = {"__meta__":{"hash":"7d8d03e47fa2ac4b3ac4538aa89180d3c15fe920dd78593f68230d99c9b2d7f1"}} as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CheckOrderCanBePlacedDocument = {"__meta__":{"hash":"586336ec8ca2c07c0edc7a0dadf806b1c199aa0b89d1076a2cee84de97c896b0"}} as unknown as TypedDocumentString<CheckOrderCanBePlacedMutation, CheckOrderCanBePlacedMutationVariables>;
export const AirwallexCheckPaymentIntentDocument = {"__meta__":{"hash":"0dc747f89a38502f3697ceef411ae912a01e4a2e48e30df7fc0ac7fa34294ff5"}} as unknown as TypedDocumentString<AirwallexCheckPaymentIntentMutation, AirwallexCheckPaymentIntentMutationVariables>;
export const GetOrderDetailsDocument = {"__meta__":{"hash":"910ec2d54736ed6712ea6b52bfce1d1919883639d46536c0bed03e9dc40c7190"}} as unknown as TypedDocumentString<GetOrderDetailsQuery, GetOrderDetailsQueryVariables>;
export const TrackOrderByNumberDocument = {"__meta__":{"hash":"eedba568e83c06842e96f1636a6688444e21cfe520ff5d1315445e97b8fd28ea"}} as unknown as TypedDocumentString<TrackOrderByNumberQuery, TrackOrderByNumberQueryVariables>;
export const GetVatReceiptDocument = {"__meta__":{"hash":"70623bb680826a7bdd50de1c44756f29c3c23cdefc230da08ff46926f7410cc4"}} as unknown as TypedDocumentString<GetVatReceiptQuery, GetVatReceiptQueryVariables>;