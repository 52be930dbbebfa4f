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

export type GetMyReviewsQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type GetMyReviewsQuery = { getLoggedInCustomerData: { id: string, reviews: Array<{ id: string, title: string, body: string, ratingValue: number, datePublished: string, product: string, productId: string, url: string | null }> } };

export type GetProductDataQueryVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetProductDataQuery = { getProductData: { currentPrice: number, listPrice: number, onHand: number, maxQuantity: number, alternateProductId: string | null, alternateProductTitle: string | null, alternateProductUrl: string | null, stock: { text: string, type: string, color: string, fontColour: string, presaleDate: string | null, presaleLimit: number | null }, reviewSummary: { rating: number, count: number, reviewsUrl: string } | null } | null };

export type GetProductQueryVariables = Exact<{
  id: string;
  tenant: string;
}>;


export type GetProductQuery = { getProduct: { id: string, SKUName: string, SKUCode: string, shortName: string, currentPrice: number, listPrice: number, imageUrl: string } | null };

export type GetProductTaxCodesQueryVariables = Exact<{
  id: string;
  tenant: string;
}>;


export type GetProductTaxCodesQuery = { getProductTaxCodesData: Array<{ id: string, taxCode: string, name: string, taxRate: number }> };

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

export type SetOrderCreditMutationVariables = Exact<{
  orderId: string;
  amount: number;
  tenant: string;
  salesChannel: string;
}>;


export type SetOrderCreditMutation = { setOrderCredit: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

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


export type GetLoggedInCustomerDataQuery = { getLoggedInCustomerData: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, creditAmountTotal: number, referralCode: string | null, addresses: Array<{ addressType: string | null, isDefault: boolean | null, id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

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


export type GetProductDatesQuery = { getProductDates: { estDeliveryDate: string | null, estDispatchDate: string | null, totalShippingAmount: number | null, deliveryRange: string | null, methodName: string | null, orderBy: string | null, errors: Array<string> } | null };

export type OrderAddressFragment = { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean };

export type CartOrderFragment = { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> };

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


export type SelectShippingMethodForShipmentMutation = { selectShippingMethodForShipment: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateShippingCostsMutationVariables = Exact<{
  orderId: string;
  shippingMethodId: string;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateShippingCostsMutation = { updateShippingCosts: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type GetOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type GetAndValidateOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetAndValidateOrderQuery = { getAndValidateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type GetOrderByNumberQueryVariables = Exact<{
  orderNumber: number;
  tenant: string;
  salesChannel: string;
  email?: string | null | undefined;
}>;


export type GetOrderByNumberQuery = { getOrderByNumber: { orderDate: string | null, paymentStatus: string, id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type GetOrderByNumberShortQueryVariables = Exact<{
  orderNumber: number;
  tenant: string;
  salesChannel: string;
  email?: string | null | undefined;
}>;


export type GetOrderByNumberShortQuery = { getOrderByNumber: { id: string, number: number | null, status: string, orderDate: string | null, totalAmount: number } | null };

export type AddToCartMutationVariables = Exact<{
  orderId?: string | null | undefined;
  skuId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateOrderFromCartLinkMutationVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type CreateOrderFromCartLinkMutation = { createOrderFromCartLink: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type ReOrderMutationVariables = Exact<{
  input: Array<AddToCartInput> | AddToCartInput;
}>;


export type ReOrderMutation = { reOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type EditOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
}>;


export type EditOrderItemMutation = { editOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type RemoveOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type RemoveOrderItemMutation = { removeOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddCustomerOrderMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type AddCustomerOrderMutation = { addCustomerOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  data: OrderUpdateInput;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddEditOrderAddressMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
  customerId?: string | null | undefined;
}>;


export type AddEditOrderAddressMutation = { addEditOrderAddress: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateDiscountAmountMutationVariables = Exact<{
  orderId: string;
  couponCode?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateDiscountAmountMutation = { updateDiscountAmount: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateCartLinkMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type CreateCartLinkMutation = { createCartLink: { id: string, path: string } };

export type PaymentStateFragment = { invNumber: string | null, orderDate: string | null, paymentStatus: string, clientData: { type: string, action: string, data: string } | null };

export type OrderProgressFragment = { isShipped: boolean, history: Array<{ date: string, status: string, note: string | null }>, shipments: Array<{ id: string, status: string, estDispatchDate: string | null }> };

export type PlaceOrderMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type PlaceOrderMutation = { placeOrder: { receiptKey: string | null, id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type CheckOrderCanBePlacedMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckOrderCanBePlacedMutation = { checkOrderCanBePlaced: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

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


export type GetOrderDetailsQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, isShipped: boolean, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, shippingAmount: number, status: string, estDispatchDate: string | null, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, deliveryRange: string, timedEnabled: boolean, timedConfig: Array<{ code: string, label: string, price: number, description: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null, history: Array<{ date: string, status: string, note: string | null }> } | null };

export type TrackOrderByNumberQueryVariables = Exact<{
  orderNumber: number;
  tenant: string;
  salesChannel: string;
  email?: string | null | undefined;
}>;


export type TrackOrderByNumberQuery = { getOrderByNumber: { id: string, number: number | null, status: string, paymentStatus: string, orderDate: string | null, isShipped: boolean, shipments: Array<{ id: string, status: string, estDispatchDate: string | null, estDeliveryDate: string | null, shippingMethod: { displayName: string, deliveryRange: string } | null, orderItems: Array<{ id: string, name: string, quantity: number }> }> } | null };

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
    shippingAmount
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
      estDeliveryDates
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
  }
}
    `, {"fragmentName":"OrderProgress"}) as unknown as TypedDocumentString<OrderProgressFragment, unknown>;
export const GetMyReviewsDocument = new TypedDocumentString(`
    query GetMyReviews($tenant: ID!, $salesChannel: ID!) {
  getLoggedInCustomerData(tenant: $tenant, salesChannel: $salesChannel) {
    id
    reviews {
      id
      title
      body
      ratingValue
      datePublished
      product
      productId
      url
    }
  }
}
    `) as unknown as TypedDocumentString<GetMyReviewsQuery, GetMyReviewsQueryVariables>;
export const GetProductDataDocument = new TypedDocumentString(`
    query GetProductData($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {
    currentPrice
    listPrice
    onHand
    maxQuantity
    alternateProductId
    alternateProductTitle
    alternateProductUrl
    stock {
      text
      type
      color
      fontColour
      presaleDate
      presaleLimit
    }
    reviewSummary {
      rating
      count
      reviewsUrl
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductDataQuery, GetProductDataQueryVariables>;
export const GetProductDocument = new TypedDocumentString(`
    query GetProduct($id: ID!, $tenant: ID!) {
  getProduct(id: $id, tenant: $tenant) {
    id
    SKUName
    SKUCode
    shortName
    currentPrice
    listPrice
    imageUrl
  }
}
    `) as unknown as TypedDocumentString<GetProductQuery, GetProductQueryVariables>;
export const GetProductTaxCodesDocument = new TypedDocumentString(`
    query GetProductTaxCodes($id: ID!, $tenant: ID!) {
  getProductTaxCodesData(id: $id, tenant: $tenant) {
    id
    taxCode
    name
    taxRate
  }
}
    `) as unknown as TypedDocumentString<GetProductTaxCodesQuery, GetProductTaxCodesQueryVariables>;
export const GetReviewsBySkuDocument = new TypedDocumentString(`
    query GetReviewsBySku($SKUCode: ID!, $tenant: ID!) {
  getReviewsBySKU(SKUCode: $SKUCode, tenant: $tenant) {
    id
    title
    author
    body
    ratingValue
    datePublished
  }
}
    `) as unknown as TypedDocumentString<GetReviewsBySkuQuery, GetReviewsBySkuQueryVariables>;
export const GetReviewPlatformsDocument = new TypedDocumentString(`
    query GetReviewPlatforms($tenant_id: ID!, $salesChannel: ID!) {
  getReviewPlatforms(tenant_id: $tenant_id, salesChannel: $salesChannel) {
    id
    name
    type
    config
  }
}
    `) as unknown as TypedDocumentString<GetReviewPlatformsQuery, GetReviewPlatformsQueryVariables>;
export const GetCountriesDocument = new TypedDocumentString(`
    query GetCountries($tenant: ID!) {
  getCountries(tenant: $tenant) {
    alpha2
    name
    enabled
    cb
    sb
  }
}
    `) as unknown as TypedDocumentString<GetCountriesQuery, GetCountriesQueryVariables>;
export const GetCurrencyCodesDocument = new TypedDocumentString(`
    query GetCurrencyCodes($tenant: ID!) {
  getCurrencyCodes(tenant: $tenant) {
    id
    name
    currencyCode
    formatString
    roundTo
    isBase
  }
}
    `) as unknown as TypedDocumentString<GetCurrencyCodesQuery, GetCurrencyCodesQueryVariables>;
export const GetCartSuggestedProductsDocument = new TypedDocumentString(`
    query GetCartSuggestedProducts($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getCartSuggestedProducts(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    product
    addedProduct
    SKUName
    SKUCode
    imageUrl
    currentPrice
  }
}
    `) as unknown as TypedDocumentString<GetCartSuggestedProductsQuery, GetCartSuggestedProductsQueryVariables>;
export const GetPaymentGatewaysForWebsiteDocument = new TypedDocumentString(`
    query GetPaymentGatewaysForWebsite($tenant_id: ID!) {
  getPaymentGatewaysForWebsite(tenant_id: $tenant_id) {
    id
    name
    type
    config {
      property
      value
    }
    acceptedCards {
      id
      name
      code
      cardRegex
      icon
    }
  }
}
    `) as unknown as TypedDocumentString<GetPaymentGatewaysForWebsiteQuery, GetPaymentGatewaysForWebsiteQueryVariables>;
export const SetOrderCreditDocument = new TypedDocumentString(`
    mutation SetOrderCredit($orderId: ID!, $amount: Float!, $tenant: ID!, $salesChannel: ID!) {
  setOrderCredit(
    orderId: $orderId
    amount: $amount
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<SetOrderCreditMutation, SetOrderCreditMutationVariables>;
export const GetAddressesByPostCodeDocument = new TypedDocumentString(`
    query GetAddressesByPostCode($postCode: String!, $tenant: ID!, $salesChannel: ID!) {
  getAddressesByPostCode(
    postCode: $postCode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...OrderAddress
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
}`) as unknown as TypedDocumentString<GetAddressesByPostCodeQuery, GetAddressesByPostCodeQueryVariables>;
export const GetMyAddressesDocument = new TypedDocumentString(`
    query GetMyAddresses($tenant: ID!, $salesChannel: ID!) {
  getMyAddresses(tenant: $tenant, salesChannel: $salesChannel) {
    ...SavedAddress
  }
}
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
}`) as unknown as TypedDocumentString<GetMyAddressesQuery, GetMyAddressesQueryVariables>;
export const CreateAddressDocument = new TypedDocumentString(`
    mutation CreateAddress($input: AddressInput!, $tenant: ID, $salesChannel: ID) {
  createAddress(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...SavedAddress
  }
}
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
}`) as unknown as TypedDocumentString<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = new TypedDocumentString(`
    mutation UpdateAddress($input: AddressInput!, $tenant: ID!, $salesChannel: ID!) {
  updateAddress(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...SavedAddress
  }
}
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
}`) as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation DeleteAddress($id: ID!, $addressType: String, $customerId: ID, $warehouseId: ID, $tenant: ID!, $salesChannel: ID!) {
  deleteAddress(
    id: $id
    addressType: $addressType
    customerId: $customerId
    warehouseId: $warehouseId
    tenant: $tenant
    salesChannel: $salesChannel
  )
}
    `) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  createCustomer(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    id
    email
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const GetCustomerByEmailSalesChannelDocument = new TypedDocumentString(`
    query GetCustomerByEmailSalesChannel($email: String!, $tenant: ID!, $salesChannel: ID!) {
  getCustomerByEmailSalesChannel(
    email: $email
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    salesChannel
  }
}
    `) as unknown as TypedDocumentString<GetCustomerByEmailSalesChannelQuery, GetCustomerByEmailSalesChannelQueryVariables>;
export const GetLoggedInCustomerDataDocument = new TypedDocumentString(`
    query GetLoggedInCustomerData($tenant: ID!, $salesChannel: ID!) {
  getLoggedInCustomerData(tenant: $tenant, salesChannel: $salesChannel) {
    id
    firstName
    lastName
    email
    phoneNumber
    creditAmountTotal
    referralCode
    addresses {
      ...SavedAddress
    }
    credits {
      id
      date
      amount
      description
    }
  }
}
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
}`) as unknown as TypedDocumentString<GetLoggedInCustomerDataQuery, GetLoggedInCustomerDataQueryVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerInput!, $tenant: ID, $salesChannel: ID!) {
  updateCustomer(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    id
    firstName
    lastName
    email
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const EditCustomerReferralCodeDocument = new TypedDocumentString(`
    mutation EditCustomerReferralCode($id: ID!, $salesChannel: ID!, $newCode: String!) {
  editCustomerReferralCode(
    id: $id
    salesChannel: $salesChannel
    newCode: $newCode
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<EditCustomerReferralCodeMutation, EditCustomerReferralCodeMutationVariables>;
export const GetCustomerOrdersDocument = new TypedDocumentString(`
    query GetCustomerOrders($tenant: ID!, $salesChannel: ID!, $status: String, $limit: Int, $nextToken: String) {
  getCustomerOrders(
    tenant: $tenant
    salesChannel: $salesChannel
    status: $status
    limit: $limit
    nextToken: $nextToken
  ) {
    data {
      id
      number
      status
      orderDate
      totalAmount
      itemsCount
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables>;
export const GetShippingMethodsDocument = new TypedDocumentString(`
    query GetShippingMethods($tenant: ID!) {
  getShippingMethods(tenant: $tenant) {
    ...ShippingMethodFields
  }
}
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
}`) as unknown as TypedDocumentString<GetShippingMethodsQuery, GetShippingMethodsQueryVariables>;
export const GetShippingMethodDocument = new TypedDocumentString(`
    query GetShippingMethod($id: ID!, $tenant: ID!) {
  getShippingMethod(id: $id, tenant: $tenant) {
    ...ShippingMethodFields
  }
}
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
}`) as unknown as TypedDocumentString<GetShippingMethodQuery, GetShippingMethodQueryVariables>;
export const GetCourierDocument = new TypedDocumentString(`
    query GetCourier($id: ID!, $tenant: ID!) {
  getCourier(id: $id, tenant: $tenant) {
    id
    name
    type
    config {
      propertyId
      property
      value
    }
    cutoffTime
    imageUrl
    unitOfMeasure
    hasBookInService
    hasRestrictedAccessService
    serviceConfig {
      id
      type
      name
      surchargeCode
      surcharge
      websiteEnabled
      customerServiceEnabled
      note
    }
  }
}
    `) as unknown as TypedDocumentString<GetCourierQuery, GetCourierQueryVariables>;
export const GetShippingHolidaysWithTenantDocument = new TypedDocumentString(`
    query GetShippingHolidaysWithTenant($year: String!, $tenantId: ID!) {
  getShippingHolidaysWithTenant(year: $year, tenantId: $tenantId) {
    id
    date
    name
    region
  }
}
    `) as unknown as TypedDocumentString<GetShippingHolidaysWithTenantQuery, GetShippingHolidaysWithTenantQueryVariables>;
export const GetProductDatesDocument = new TypedDocumentString(`
    query GetProductDates($productId: ID!, $postcode: String!, $tenant: ID!, $salesChannel: ID!) {
  getProductDates(
    productId: $productId
    postcode: $postcode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    estDeliveryDate
    estDispatchDate
    totalShippingAmount
    deliveryRange
    methodName
    orderBy
    errors
  }
}
    `) as unknown as TypedDocumentString<GetProductDatesQuery, GetProductDatesQueryVariables>;
export const SelectShippingMethodForShipmentDocument = new TypedDocumentString(`
    mutation SelectShippingMethodForShipment($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $id: ID!, $shippingMethod: ID!, $services: [String!], $selectedEstDeliveryDate: String, $selectedTimedConfigCode: String) {
  selectShippingMethodForShipment(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    id: $id
    shippingMethod: $shippingMethod
    services: $services
    selectedEstDeliveryDate: $selectedEstDeliveryDate
    selectedTimedConfigCode: $selectedTimedConfigCode
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<SelectShippingMethodForShipmentMutation, SelectShippingMethodForShipmentMutationVariables>;
export const UpdateShippingCostsDocument = new TypedDocumentString(`
    mutation UpdateShippingCosts($orderId: ID!, $shippingMethodId: ID!, $tenant: ID!, $salesChannel: ID!) {
  updateShippingCosts(
    orderId: $orderId
    shippingMethodId: $shippingMethodId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<UpdateShippingCostsMutation, UpdateShippingCostsMutationVariables>;
export const GetOrderDocument = new TypedDocumentString(`
    query GetOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    excludeChildItems: true
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const GetAndValidateOrderDocument = new TypedDocumentString(`
    query GetAndValidateOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getAndValidateOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    excludeChildItems: true
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<GetAndValidateOrderQuery, GetAndValidateOrderQueryVariables>;
export const GetOrderByNumberDocument = new TypedDocumentString(`
    query GetOrderByNumber($orderNumber: Int!, $tenant: ID!, $salesChannel: ID!, $email: String) {
  getOrderByNumber(
    orderNumber: $orderNumber
    tenant: $tenant
    salesChannel: $salesChannel
    email: $email
  ) {
    ...CartOrder
    orderDate
    paymentStatus
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<GetOrderByNumberQuery, GetOrderByNumberQueryVariables>;
export const GetOrderByNumberShortDocument = new TypedDocumentString(`
    query GetOrderByNumberShort($orderNumber: Int!, $tenant: ID!, $salesChannel: ID!, $email: String) {
  getOrderByNumber(
    orderNumber: $orderNumber
    tenant: $tenant
    salesChannel: $salesChannel
    email: $email
  ) {
    id
    number
    status
    orderDate
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<GetOrderByNumberShortQuery, GetOrderByNumberShortQueryVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation AddToCart($orderId: ID, $skuId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {
  addToCart(
    orderId: $orderId
    skuId: $skuId
    quantity: $quantity
    tenant: $tenant
    salesChannel: $salesChannel
    gtagClientId: $gtagClientId
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const CreateOrderFromCartLinkDocument = new TypedDocumentString(`
    mutation CreateOrderFromCartLink($id: ID!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {
  createOrderFromCartLink(
    id: $id
    tenant: $tenant
    salesChannel: $salesChannel
    gtagClientId: $gtagClientId
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<CreateOrderFromCartLinkMutation, CreateOrderFromCartLinkMutationVariables>;
export const ReOrderDocument = new TypedDocumentString(`
    mutation ReOrder($input: [AddToCartInput!]!) {
  reOrder(input: $input) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<ReOrderMutation, ReOrderMutationVariables>;
export const EditOrderItemDocument = new TypedDocumentString(`
    mutation EditOrderItem($orderId: ID!, $orderItemId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!) {
  editOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    quantity: $quantity
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<EditOrderItemMutation, EditOrderItemMutationVariables>;
export const RemoveOrderItemDocument = new TypedDocumentString(`
    mutation RemoveOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {
  removeOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<RemoveOrderItemMutation, RemoveOrderItemMutationVariables>;
export const AddCustomerOrderDocument = new TypedDocumentString(`
    mutation AddCustomerOrder($orderId: ID!, $customer: OrderCustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  addCustomerOrder(
    orderId: $orderId
    customer: $customer
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<AddCustomerOrderMutation, AddCustomerOrderMutationVariables>;
export const UpdateOrderDocument = new TypedDocumentString(`
    mutation UpdateOrder($id: ID!, $data: OrderUpdateInput!, $tenant: ID!, $salesChannel: ID!) {
  updateOrder(id: $id, data: $data, tenant: $tenant, salesChannel: $salesChannel) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const AddEditOrderAddressDocument = new TypedDocumentString(`
    mutation AddEditOrderAddress($orderId: ID!, $address: [OrderAddressInput!]!, $tenant: ID!, $salesChannel: ID!, $customerId: ID) {
  addEditOrderAddress(
    orderId: $orderId
    address: $address
    tenant: $tenant
    salesChannel: $salesChannel
    customerId: $customerId
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<AddEditOrderAddressMutation, AddEditOrderAddressMutationVariables>;
export const UpdateDiscountAmountDocument = new TypedDocumentString(`
    mutation UpdateDiscountAmount($orderId: ID!, $couponCode: String, $tenant: ID!, $salesChannel: ID!) {
  updateDiscountAmount(
    orderId: $orderId
    couponCode: $couponCode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
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
}
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
    shippingAmount
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
      estDeliveryDates
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
}`) as unknown as TypedDocumentString<UpdateDiscountAmountMutation, UpdateDiscountAmountMutationVariables>;
export const CreateCartLinkDocument = new TypedDocumentString(`
    mutation CreateCartLink($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  createCartLink(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    id
    path
  }
}
    `) as unknown as TypedDocumentString<CreateCartLinkMutation, CreateCartLinkMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($orderId: ID!, $paymentGatewayId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  placeOrder(
    orderId: $orderId
    paymentGatewayId: $paymentGatewayId
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    receiptKey
    ...CartOrder
    ...PaymentState
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
}
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
    shippingAmount
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
      estDeliveryDates
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
fragment PaymentState on Order {
  invNumber
  orderDate
  paymentStatus
  clientData {
    type
    action
    data
  }
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CheckOrderCanBePlacedDocument = new TypedDocumentString(`
    mutation CheckOrderCanBePlaced($orderId: ID!, $paymentGatewayId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  checkOrderCanBePlaced(
    orderId: $orderId
    paymentGatewayId: $paymentGatewayId
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartOrder
    ...PaymentState
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
}
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
    shippingAmount
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
      estDeliveryDates
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
fragment PaymentState on Order {
  invNumber
  orderDate
  paymentStatus
  clientData {
    type
    action
    data
  }
}`) as unknown as TypedDocumentString<CheckOrderCanBePlacedMutation, CheckOrderCanBePlacedMutationVariables>;
export const AirwallexCheckPaymentIntentDocument = new TypedDocumentString(`
    mutation AirwallexCheckPaymentIntent($orderId: ID!, $tenantId: ID!, $salesChannelId: ID!) {
  airwallexCheckPaymentIntent(
    orderId: $orderId
    tenantId: $tenantId
    salesChannelId: $salesChannelId
  )
}
    `) as unknown as TypedDocumentString<AirwallexCheckPaymentIntentMutation, AirwallexCheckPaymentIntentMutationVariables>;
export const GetOrderDetailsDocument = new TypedDocumentString(`
    query GetOrderDetails($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $receiptKey: String) {
  getOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    excludeChildItems: true
    receiptKey: $receiptKey
  ) {
    ...CartOrder
    ...PaymentState
    ...OrderProgress
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
}
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
    shippingAmount
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
      estDeliveryDates
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
fragment OrderProgress on Order {
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
  }
}`) as unknown as TypedDocumentString<GetOrderDetailsQuery, GetOrderDetailsQueryVariables>;
export const TrackOrderByNumberDocument = new TypedDocumentString(`
    query TrackOrderByNumber($orderNumber: Int!, $tenant: ID!, $salesChannel: ID!, $email: String) {
  getOrderByNumber(
    orderNumber: $orderNumber
    tenant: $tenant
    salesChannel: $salesChannel
    email: $email
  ) {
    id
    number
    status
    paymentStatus
    orderDate
    isShipped
    shipments {
      id
      status
      estDispatchDate
      estDeliveryDate
      shippingMethod {
        displayName
        deliveryRange
      }
      orderItems {
        id
        name
        quantity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TrackOrderByNumberQuery, TrackOrderByNumberQueryVariables>;