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

export type DeliveryPlanInput = {
  everyWeeks: number;
  kind: DeliveryPlanKind;
  /** The first delivery, yyyy-mm-dd, after today and within a year. */
  nextDate: string;
  orderId: string;
};

/** deliver: a basket every N weeks to check and pay; remind: the same basket, offered as a reminder. */
export type DeliveryPlanKind =
  | 'deliver'
  | 'remind';

export type DeliveryPlanMove =
  | 'changeDate'
  | 'pause'
  | 'resume'
  | 'skip'
  | 'stop';

/** made: basket made and mailed, waiting to be paid; paid, skipped and missed are final. */
export type DeliveryPlanRoundStatus =
  | 'made'
  | 'missed'
  | 'paid'
  | 'skipped';

export type DeliveryPlanStatus =
  | 'active'
  | 'paused'
  | 'stopped';

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

export type PreorderDelivery =
  | 'SPLIT'
  | 'TOGETHER';

export type AddressAllFieldsFragment = { id: string, addressType: string | null, isDefault: boolean | null, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, lat: number | null, long: number | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean };

export type LookUpPostcodeQueryVariables = Exact<{
  postCode: string;
  tenant: string;
  salesChannel: string;
}>;


export type LookUpPostcodeQuery = { getAddressesByPostCode: Array<{ id: string, addressType: string | null, isDefault: boolean | null, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, lat: number | null, long: number | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }> };

export type ListMyAddressesQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type ListMyAddressesQuery = { getMyAddresses: Array<{ id: string, addressType: string | null, isDefault: boolean | null, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, lat: number | null, long: number | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }> };

export type SaveAddressMutationVariables = Exact<{
  input: AddressInput;
  tenant?: string | null | undefined;
  salesChannel?: string | null | undefined;
}>;


export type SaveAddressMutation = { createAddress: { id: string, addressType: string | null, isDefault: boolean | null, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, lat: number | null, long: number | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } };

export type ChangeAddressMutationVariables = Exact<{
  input: AddressInput;
  tenant: string;
  salesChannel: string;
}>;


export type ChangeAddressMutation = { updateAddress: { id: string, addressType: string | null, isDefault: boolean | null, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, lat: number | null, long: number | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } };

export type CartLinesFragment = { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> };

export type AddToCartLinesMutationVariables = Exact<{
  orderId?: string | null | undefined;
  skuId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type AddToCartLinesMutation = { addToCart: { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> } };

export type GetCartLinesQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetCartLinesQuery = { getOrder: { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> } | null };

export type GetOrderIdQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderIdQuery = { getOrder: { id: string } | null };

export type GetOrderTotalsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderTotalsQuery = { getOrder: { subTotalAmount: number, totalTax: number, itemsCount: number, totalWeight: number } | null };

export type EditLineQuantityMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
}>;


export type EditLineQuantityMutation = { editOrderItem: { itemsCount: number, subTotalAmount: number } };

export type RemoveLineMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type RemoveLineMutation = { removeOrderItem: { orderItems: Array<{ code: string }> } };

export type ApplyCouponMutationVariables = Exact<{
  orderId: string;
  couponCode?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type ApplyCouponMutation = { updateDiscountAmount: { subTotalAmount: number, discountAmount: number, discountTaxAmount: number, totalAmount: number, totalTax: number, errors: Array<string>, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }> } };

export type GetOrderDiscountQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderDiscountQuery = { getOrder: { discountAmount: number, errors: Array<string>, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }> } | null };

export type CustomerRecordFragment = { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, cognitoUser: string | null, salesChannel: string };

export type RegisterCustomerMutationVariables = Exact<{
  input: CustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type RegisterCustomerMutation = { createCustomer: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, cognitoUser: string | null, salesChannel: string } };

export type FindCustomerByEmailQueryVariables = Exact<{
  email: string;
  tenant: string;
  salesChannel: string;
}>;


export type FindCustomerByEmailQuery = { getCustomerByEmailSalesChannel: { id: string, salesChannel: string } | null };

export type MyAccountQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type MyAccountQuery = { getLoggedInCustomerData: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, cognitoUser: string | null, salesChannel: string, creditAmountTotal: number, referralCode: string | null, referralOffer: { friendDiscount: number, friendMinimumSpend: number, referrerCredit: number, description: string } | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ id: string, addressType: string | null, isDefault: boolean | null, firstName: string | null, postCode: string }>, reviews: Array<{ id: string, title: string, author: string, body: string, ratingValue: number, datePublished: string, product: string, productId: string, externalRef: string | null, url: string | null }> } };

export type ChangeCustomerMutationVariables = Exact<{
  input: CustomerInput;
  salesChannel: string;
  tenant?: string | null | undefined;
}>;


export type ChangeCustomerMutation = { updateCustomer: { id: string, firstName: string, lastName: string, email: string, phoneNumber: string | null, cognitoUser: string | null, salesChannel: string } };

export type SetReferralCodeMutationVariables = Exact<{
  id: string;
  salesChannel: string;
  newCode: string;
  tenant?: string | null | undefined;
}>;


export type SetReferralCodeMutation = { editCustomerReferralCode: { success: boolean, message: string } };

export type MyOrdersQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
  status?: string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type MyOrdersQuery = { getCustomerOrders: { nextToken: string | null, data: Array<{ id: string, status: string, totalAmount: number, itemsCount: number, orderItems: Array<{ code: string, quantity: number }> }> } };

export type WhoAmIWithAddressesQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type WhoAmIWithAddressesQuery = { getLoggedInCustomerData: { id: string, email: string, firstName: string }, getMyAddresses: Array<{ line1: string }> };

export type MyAddressLinesQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type MyAddressLinesQuery = { getMyAddresses: Array<{ line1: string }> };

export type MyOrderIdsQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type MyOrderIdsQuery = { getCustomerOrders: { nextToken: string | null, data: Array<{ id: string }> } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type PlanFieldsFragment = { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, sourceOrderId: string | null, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> };

export type StartDeliveryPlanMutationVariables = Exact<{
  input: DeliveryPlanInput;
  tenant: string;
  salesChannel: string;
}>;


export type StartDeliveryPlanMutation = { createDeliveryPlan: { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, sourceOrderId: string | null, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> } };

export type MoveDeliveryPlanMutationVariables = Exact<{
  planId: string;
  move: DeliveryPlanMove;
  date?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type MoveDeliveryPlanMutation = { moveDeliveryPlan: { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, sourceOrderId: string | null, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> } };

export type MyDeliveryPlansQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type MyDeliveryPlansQuery = { getMyDeliveryPlans: Array<{ id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, sourceOrderId: string | null, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> }> };

export type DeliveryPlanSuggestionsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type DeliveryPlanSuggestionsQuery = { getDeliveryPlanSuggestions: Array<{ code: string, name: string, orders: number, everyWeeks: number }> };

export type DeliveryPlanFirstDateQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type DeliveryPlanFirstDateQuery = { getDeliveryPlanFirstDate: string | null };

export type ShippingMethodFieldsFragment = { id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> };

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

export type ProbeGetOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeGetOrderQuery = { r: { id: string } | null };

export type ProbeGetAndValidateOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeGetAndValidateOrderQuery = { r: { id: string } | null };

export type ProbeGetCartSuggestedProductsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeGetCartSuggestedProductsQuery = { r: Array<{ product: string }> };

export type ProbeAddToCartMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeAddToCartMutation = { r: { id: string } };

export type ProbeEditOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeEditOrderItemMutation = { r: { id: string } };

export type ProbeRemoveOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeRemoveOrderItemMutation = { r: { id: string } };

export type ProbeCreateCartLinkMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeCreateCartLinkMutation = { r: { id: string } };

export type ProbeCreateOrderFromCartLinkMutationVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeCreateOrderFromCartLinkMutation = { r: { id: string } };

export type ProbeAddCustomerOrderMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeAddCustomerOrderMutation = { r: { id: string } };

export type ProbeUpdateOrderMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeUpdateOrderMutation = { r: { id: string } };

export type ProbeAddEditOrderAddressMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeAddEditOrderAddressMutation = { r: { id: string } };

export type ProbeUpdateDiscountAmountMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeUpdateDiscountAmountMutation = { r: { id: string } };

export type ClaimGuestOrderMutationVariables = Exact<{
  claimToken: string;
  tenant: string;
  salesChannel: string;
}>;


export type ClaimGuestOrderMutation = { claimGuestOrder: { id: string, guest: boolean, status: string, customer: { email: string } | null, shippingAddress: Array<{ line1: string }> } };

export type CopyCartFromLinkMutationVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type CopyCartFromLinkMutation = { createOrderFromCartLink: { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> } };

export type ReorderLinesMutationVariables = Exact<{
  input: Array<AddToCartInput> | AddToCartInput;
}>;


export type ReorderLinesMutation = { reOrder: { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> } };

export type ValidateCartLinesQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ValidateCartLinesQuery = { getAndValidateOrder: { id: string, status: string, guest: boolean, errors: Array<string>, itemsCount: number, subTotalAmount: number, subTotalTax: number, totalAmount: number, totalTax: number, totalWeight: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, totalTaxAmount: number, imageUrl: string, productUrl: string }> } | null };

export type FindOrderByNumberQueryVariables = Exact<{
  orderNumber: number;
  email?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type FindOrderByNumberQuery = { getOrderByNumber: { number: number | null, status: string } | null };

export type DetailAddressFragment = { firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null };

export type OrderDetailsFragment = { id: string, guest: boolean, orderNotes: string | null, languageCode: string, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null } | null, shippingAddress: Array<{ firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null }> };

export type AttachCustomerDetailsMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type AttachCustomerDetailsMutation = { addCustomerOrder: { id: string, guest: boolean, orderNotes: string | null, languageCode: string, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null } | null, shippingAddress: Array<{ firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null }> } };

export type SetAddressesDetailsMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
}>;


export type SetAddressesDetailsMutation = { addEditOrderAddress: { id: string, guest: boolean, orderNotes: string | null, languageCode: string, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null } | null, shippingAddress: Array<{ firstName: string | null, lastName: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, deliveryNotes: string | null, restrictedAccess: boolean, phoneNumber: string | null }> } };

export type UpdateOrderNotesMutationVariables = Exact<{
  id: string;
  data: OrderUpdateInput;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateOrderNotesMutation = { updateOrder: { orderNotes: string | null, languageCode: string } };

export type GetGoodsTotalsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetGoodsTotalsQuery = { getOrder: { totalAmount: number, totalTax: number } | null };

export type SetOrderAddressesMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
}>;


export type SetOrderAddressesMutation = { addEditOrderAddress: { id: string } };

export type ShopperDateChoicesQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  shipment: string;
  receiptKey?: string | null | undefined;
}>;


export type ShopperDateChoicesQuery = { shipmentDateChoices: { orderVersion: number, deliveryDate: string | null, changeableUntil: string | null, refusal: string | null, dates: Array<{ date: string, text: string }> } };

export type ShopperChangeDateMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
  version: number;
  shipment: string;
  deliveryDate: string;
}>;


export type ShopperChangeDateMutation = { changeShipmentDate: { id: string, shipments: Array<{ id: string, estDeliveryDate: string | null }>, history: Array<{ status: string, note: string | null }> } };

export type PaymentOutcomeFragment = { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, errors: Array<string>, amountDue: number, totalAmount: number, creditUsed: number, history: Array<{ date: string, status: string, note: string | null }>, clientData: { type: string, action: string, data: string } | null, orderItems: Array<{ code: string, quantity: number }> };

export type PayForOrderMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type PayForOrderMutation = { placeOrder: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, errors: Array<string>, amountDue: number, totalAmount: number, creditUsed: number, history: Array<{ date: string, status: string, note: string | null }>, clientData: { type: string, action: string, data: string } | null, orderItems: Array<{ code: string, quantity: number }> } };

export type CheckPaymentMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckPaymentMutation = { checkOrderCanBePlaced: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, errors: Array<string>, amountDue: number, totalAmount: number, creditUsed: number, history: Array<{ date: string, status: string, note: string | null }>, clientData: { type: string, action: string, data: string } | null, orderItems: Array<{ code: string, quantity: number }> } };

export type AttachContactMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type AttachContactMutation = { addCustomerOrder: { id: string } };

export type TrackOrderStatusQueryVariables = Exact<{
  orderNumber: number;
  email?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type TrackOrderStatusQuery = { getOrderByNumber: { number: number | null, status: string } | null };

export type ListGatewayTypesQueryVariables = Exact<{
  tenant_id: string;
}>;


export type ListGatewayTypesQuery = { getPaymentGatewaysForWebsite: Array<{ id: string, type: string }> };

export type ListGatewayConfigQueryVariables = Exact<{
  tenant_id: string;
}>;


export type ListGatewayConfigQuery = { getPaymentGatewaysForWebsite: Array<{ id: string, config: Array<{ property: string, value: string }> }> };

export type ReadSellerQueryVariables = Exact<{
  tenant: string;
}>;


export type ReadSellerQuery = { getSeller: { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string, siteUrl: string, openingHours: Array<string> } | null };

export type ReadVatReceiptQueryVariables = Exact<{
  orderId: string;
  receiptKey?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type ReadVatReceiptQuery = { getVatReceipt: { invoiceNumber: string, taxPoint: string, seller: { legalName: string, vatNumber: string, companyNumber: string | null, addressLines: Array<string> }, order: { id: string, number: number | null, orderDate: string | null, subTotalAmount: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, shipments: Array<{ id: string, shippingAmount: number, shippingTaxAmount: number }>, customer: { email: string } | null, billingAddress: { firstName: string | null, lastName: string | null, line1: string, postCode: string } | null, orderItems: Array<{ code: string, quantity: number, unitAmount: number, totalAmount: number, totalTaxAmount: number, vatRate: number }> }, deliveryCharges: Array<{ description: string, amount: number, vatRate: number, vatAmount: number }>, vatByRate: Array<{ rate: number, netAmount: number, vatAmount: number, grossAmount: number }> } | null };

export type PlaceReceiptOrderMutationVariables = Exact<{
  orderId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type PlaceReceiptOrderMutation = { placeOrder: { id: string, number: number | null, status: string, receiptKey: string | null } };

export type ListCountriesQueryVariables = Exact<{
  tenant: string;
}>;


export type ListCountriesQuery = { getCountries: Array<{ alpha2: string, alpha3: string, name: string, enabled: boolean, cb: boolean, sb: boolean, co: boolean, so: boolean, flagUrl: string }> };

export type ListCurrenciesQueryVariables = Exact<{
  tenant: string;
}>;


export type ListCurrenciesQuery = { getCurrencyCodes: Array<{ id: string, currencyCode: string, formatString: string, roundTo: number, isBase: boolean }> };

export type ReviewsOfProductQueryVariables = Exact<{
  SKUCode: string;
  tenant: string;
}>;


export type ReviewsOfProductQuery = { getReviewsBySKU: Array<{ title: string, ratingValue: number, product: string, productId: string, datePublished: string }> };

export type ReviewSummaryOfProductQueryVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type ReviewSummaryOfProductQuery = { getProductData: { reviewSummary: { min: number, max: number, rating: number, count: number, starCount: Array<number>, reviewsUrl: string } | null } | null };

export type ListReviewPlatformsQueryVariables = Exact<{
  tenant_id: string;
  salesChannel: string;
}>;


export type ListReviewPlatformsQuery = { getReviewPlatforms: Array<{ id: string, enabled: boolean, config: string }> };

export type SuggestionsForCartQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type SuggestionsForCartQuery = { getCartSuggestedProducts: Array<{ product: string, addedProduct: string, SKUCode: string, currentPrice: number }> };

export type ListWebsiteGatewaysQueryVariables = Exact<{
  tenant_id: string;
}>;


export type ListWebsiteGatewaysQuery = { getPaymentGatewaysForWebsite: Array<{ id: string, type: string, enabled: boolean, config: Array<{ property: string, value: string }>, acceptedCards: Array<{ code: string, cardRegex: string }> }> };

export type DisclosedAddressFragment = { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null };

export type DisclosedOrderFragment = { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null };

export type ReadOrderQueryVariables = Exact<{
  orderId: string;
  receiptKey?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type ReadOrderQuery = { getOrder: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null } | null };

export type ReadValidatedOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ReadValidatedOrderQuery = { getAndValidateOrder: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null } | null };

export type TrackOrderQueryVariables = Exact<{
  orderNumber: number;
  email?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type TrackOrderQuery = { getOrderByNumber: { number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, isShipped: boolean, subTotalAmount: number, shippingAmount: number, discountAmount: number, creditUsed: number, totalAmount: number, amountDue: number, totalTax: number, itemsCount: number, shipmentsCount: number, orderItems: Array<{ id: string, code: string, name: string, quantity: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, deliveryAreas: Array<{ postCode: string, countryCode: string }> } | null };

export type PlaceDisclosedOrderMutationVariables = Exact<{
  orderId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type PlaceDisclosedOrderMutation = { placeOrder: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null } };

export type CheckDisclosedOrderMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckDisclosedOrderMutation = { checkOrderCanBePlaced: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null } };

export type SetContactMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type SetContactMutation = { addCustomerOrder: { id: string, receiptKey: string | null, number: number | null, invNumber: string | null, orderDate: string | null, status: string, paymentStatus: string, currencyCode: string, guest: boolean, orderNotes: string | null, gtagClientId: string | null, metadata: string, totalAmount: number, amountDue: number, creditUsed: number, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null } | null, shippingAddress: Array<{ id: string, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, countryCode: string, phoneNumber: string | null, deliveryNotes: string | null, what3Words: string | null }>, orderItems: Array<{ code: string, name: string, quantity: number }>, discountsApplied: Array<{ id: string, amountApplied: number }>, shipments: Array<{ id: string, estDeliveryDate: string | null, estDispatchDate: string | null, shippingMethod: { id: string } | null }>, history: Array<{ status: string, date: string, note: string | null }>, clientData: { type: string, data: string } | null } };

export type MyDisclosedOrdersQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type MyDisclosedOrdersQuery = { getCustomerOrders: { nextToken: string | null, data: Array<{ id: string, guest: boolean, status: string, customer: { email: string, firstName: string | null } | null }>, notes: Array<{ id: string, orderNotes: string | null, gtagClientId: string | null, shippingAddress: Array<{ line1: string, deliveryNotes: string | null }>, billingAddress: { deliveryNotes: string | null } | null }> } };

export type LookUpThreeEmailsQueryVariables = Exact<{
  a: string;
  b: string;
  c: string;
  tenant: string;
  salesChannel: string;
}>;


export type LookUpThreeEmailsQuery = { a: { id: string, salesChannel: string } | null, b: { id: string, salesChannel: string } | null, c: { id: string, salesChannel: string } | null };

export type ProbeSetOrderCreditMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeSetOrderCreditMutation = { r: { id: string } };

export type ProbePlaceOrderMutationVariables = Exact<{
  orderId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbePlaceOrderMutation = { r: { id: string } };

export type ProbeCheckOrderCanBePlacedMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeCheckOrderCanBePlacedMutation = { r: { id: string } };

export type ProbeSelectShippingMethodMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeSelectShippingMethodMutation = { r: { id: string } };

export type ProbeAttachEmailMutationVariables = Exact<{
  orderId: string;
  email: string;
  tenant: string;
  salesChannel: string;
}>;


export type ProbeAttachEmailMutation = { r: { id: string } };

export type OrderShipmentsFragment = { shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> };

export type ValidateOrderShipmentsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type ValidateOrderShipmentsQuery = { getAndValidateOrder: { shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> } | null };

export type GetOrderShipmentsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderShipmentsQuery = { getOrder: { shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> } | null };

export type ChooseShipmentMethodMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  id: string;
  shippingMethod: string;
  selectedEstDeliveryDate?: string | null | undefined;
  selectedTimedConfigCode?: string | null | undefined;
  services?: Array<string> | string | null | undefined;
}>;


export type ChooseShipmentMethodMutation = { selectShippingMethodForShipment: { shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> } };

export type SwitchShippingMethodMutationVariables = Exact<{
  orderId: string;
  shippingMethodId: string;
  tenant: string;
  salesChannel: string;
}>;


export type SwitchShippingMethodMutation = { updateShippingCosts: { shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> } };

export type ApplyDeliveryCouponMutationVariables = Exact<{
  orderId: string;
  couponCode?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type ApplyDeliveryCouponMutation = { updateDiscountAmount: { shippingAmount: number, totalAmount: number } };

export type PreorderChoiceFragment = { preorderDelivery: PreorderDelivery, preorderOptions: Array<{ choice: PreorderDelivery, chosen: boolean, title: string, detail: string, deliveries: number, shippingAmount: number | null, shipments: Array<{ id: string, readyDate: string | null, estDeliveryDate: string | null }> }> };

export type ChoosePreorderDeliveryMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  choice: PreorderDelivery;
}>;


export type ChoosePreorderDeliveryMutation = { choosePreorderDelivery: { preorderDelivery: PreorderDelivery, shippingAmount: number, subTotalAmount: number, totalAmount: number, shipmentsCount: number, shipmentsInvalid: boolean, orderShippingMethod: string | null, preorderOptions: Array<{ choice: PreorderDelivery, chosen: boolean, title: string, detail: string, deliveries: number, shippingAmount: number | null, shipments: Array<{ id: string, readyDate: string | null, estDeliveryDate: string | null }> }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, promise: { chargeLines: Array<string> }, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ code: string }>, services: Array<{ type: string, force: boolean }>, shippingMethod: { id: string, courier: { id: string, hasRestrictedAccessService: boolean }, selectedTimedConfig: { code: string, price: number } | null } | null, availableShippingMethods: Array<{ id: string, shippingAmount: number, shippingMethodSurcharge: number, shippingCost: number, isFree: boolean, estDeliveryDates: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, price: number }> }> }> } };

export type GetPreorderOptionsQueryVariables = Exact<{
  orderId: string;
  postcode: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetPreorderOptionsQuery = { getPreorderOptions: Array<{ choice: PreorderDelivery, detail: string, shippingAmount: number | null }> };

export type SuggestionDeliveryQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type SuggestionDeliveryQuery = { getCartSuggestedProducts: Array<{ SKUCode: string, deliveryText: string | null }> };

export type AskForStockAlertMutationVariables = Exact<{
  tenant: string;
  salesChannel: string;
  productId: string;
  email: string;
}>;


export type AskForStockAlertMutation = { requestStockAlert: { message: string } };

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
export const AddressAllFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressAllFields on Address {
  id
  addressType
  isDefault
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
  lat
  long
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}
    `, {"fragmentName":"AddressAllFields"}) as unknown as TypedDocumentString<AddressAllFieldsFragment, unknown>;
export const CartLinesFragmentDoc = new TypedDocumentString(`
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}
    `, {"fragmentName":"CartLines"}) as unknown as TypedDocumentString<CartLinesFragment, unknown>;
export const CustomerRecordFragmentDoc = new TypedDocumentString(`
    fragment CustomerRecord on Customer {
  id
  firstName
  lastName
  email
  phoneNumber
  cognitoUser
  salesChannel
}
    `, {"fragmentName":"CustomerRecord"}) as unknown as TypedDocumentString<CustomerRecordFragment, unknown>;
export const PlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlanFields on DeliveryPlan {
  id
  kind
  everyWeeks
  status
  nextDate
  basketDate
  sourceOrderId
  lines {
    code
    name
    quantity
  }
  rounds {
    id
    dueDate
    status
    cartId
    changes
  }
}
    `, {"fragmentName":"PlanFields"}) as unknown as TypedDocumentString<PlanFieldsFragment, unknown>;
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
export const DetailAddressFragmentDoc = new TypedDocumentString(`
    fragment DetailAddress on Address {
  firstName
  lastName
  line1
  line2
  city
  postCode
  countryCode
  deliveryNotes
  restrictedAccess
  phoneNumber
}
    `, {"fragmentName":"DetailAddress"}) as unknown as TypedDocumentString<DetailAddressFragment, unknown>;
export const OrderDetailsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetails on Order {
  id
  guest
  orderNotes
  languageCode
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DetailAddress
  }
  shippingAddress {
    ...DetailAddress
  }
}
    fragment DetailAddress on Address {
  firstName
  lastName
  line1
  line2
  city
  postCode
  countryCode
  deliveryNotes
  restrictedAccess
  phoneNumber
}`, {"fragmentName":"OrderDetails"}) as unknown as TypedDocumentString<OrderDetailsFragment, unknown>;
export const PaymentOutcomeFragmentDoc = new TypedDocumentString(`
    fragment PaymentOutcome on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  errors
  amountDue
  totalAmount
  creditUsed
  history {
    date
    status
    note
  }
  clientData {
    type
    action
    data
  }
  orderItems {
    code
    quantity
  }
}
    `, {"fragmentName":"PaymentOutcome"}) as unknown as TypedDocumentString<PaymentOutcomeFragment, unknown>;
export const DisclosedAddressFragmentDoc = new TypedDocumentString(`
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
    `, {"fragmentName":"DisclosedAddress"}) as unknown as TypedDocumentString<DisclosedAddressFragment, unknown>;
export const DisclosedOrderFragmentDoc = new TypedDocumentString(`
    fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}`, {"fragmentName":"DisclosedOrder"}) as unknown as TypedDocumentString<DisclosedOrderFragment, unknown>;
export const OrderShipmentsFragmentDoc = new TypedDocumentString(`
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}
    `, {"fragmentName":"OrderShipments"}) as unknown as TypedDocumentString<OrderShipmentsFragment, unknown>;
export const PreorderChoiceFragmentDoc = new TypedDocumentString(`
    fragment PreorderChoice on Order {
  preorderDelivery
  preorderOptions {
    choice
    chosen
    title
    detail
    deliveries
    shippingAmount
    shipments {
      id
      readyDate
      estDeliveryDate
    }
  }
}
    `, {"fragmentName":"PreorderChoice"}) as unknown as TypedDocumentString<PreorderChoiceFragment, unknown>;
export const LookUpPostcodeDocument = new TypedDocumentString(`
    query LookUpPostcode($postCode: String!, $tenant: ID!, $salesChannel: ID!) {
  getAddressesByPostCode(
    postCode: $postCode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...AddressAllFields
  }
}
    fragment AddressAllFields on Address {
  id
  addressType
  isDefault
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
  lat
  long
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`) as unknown as TypedDocumentString<LookUpPostcodeQuery, LookUpPostcodeQueryVariables>;
export const ListMyAddressesDocument = new TypedDocumentString(`
    query ListMyAddresses($tenant: ID!, $salesChannel: ID!) {
  getMyAddresses(tenant: $tenant, salesChannel: $salesChannel) {
    ...AddressAllFields
  }
}
    fragment AddressAllFields on Address {
  id
  addressType
  isDefault
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
  lat
  long
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`) as unknown as TypedDocumentString<ListMyAddressesQuery, ListMyAddressesQueryVariables>;
export const SaveAddressDocument = new TypedDocumentString(`
    mutation SaveAddress($input: AddressInput!, $tenant: ID, $salesChannel: ID) {
  createAddress(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...AddressAllFields
  }
}
    fragment AddressAllFields on Address {
  id
  addressType
  isDefault
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
  lat
  long
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`) as unknown as TypedDocumentString<SaveAddressMutation, SaveAddressMutationVariables>;
export const ChangeAddressDocument = new TypedDocumentString(`
    mutation ChangeAddress($input: AddressInput!, $tenant: ID!, $salesChannel: ID!) {
  updateAddress(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...AddressAllFields
  }
}
    fragment AddressAllFields on Address {
  id
  addressType
  isDefault
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
  lat
  long
  what3Words
  deliveryNotes
  phoneNumber
  restrictedAccess
  restrictedAccessForced
}`) as unknown as TypedDocumentString<ChangeAddressMutation, ChangeAddressMutationVariables>;
export const AddToCartLinesDocument = new TypedDocumentString(`
    mutation AddToCartLines($orderId: ID, $skuId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {
  addToCart(
    orderId: $orderId
    skuId: $skuId
    quantity: $quantity
    tenant: $tenant
    salesChannel: $salesChannel
    gtagClientId: $gtagClientId
  ) {
    ...CartLines
  }
}
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}`) as unknown as TypedDocumentString<AddToCartLinesMutation, AddToCartLinesMutationVariables>;
export const GetCartLinesDocument = new TypedDocumentString(`
    query GetCartLines($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    ...CartLines
  }
}
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}`) as unknown as TypedDocumentString<GetCartLinesQuery, GetCartLinesQueryVariables>;
export const GetOrderIdDocument = new TypedDocumentString(`
    query GetOrderId($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    id
  }
}
    `) as unknown as TypedDocumentString<GetOrderIdQuery, GetOrderIdQueryVariables>;
export const GetOrderTotalsDocument = new TypedDocumentString(`
    query GetOrderTotals($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    subTotalAmount
    totalTax
    itemsCount
    totalWeight
  }
}
    `) as unknown as TypedDocumentString<GetOrderTotalsQuery, GetOrderTotalsQueryVariables>;
export const EditLineQuantityDocument = new TypedDocumentString(`
    mutation EditLineQuantity($orderId: ID!, $orderItemId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!) {
  editOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    quantity: $quantity
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    itemsCount
    subTotalAmount
  }
}
    `) as unknown as TypedDocumentString<EditLineQuantityMutation, EditLineQuantityMutationVariables>;
export const RemoveLineDocument = new TypedDocumentString(`
    mutation RemoveLine($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {
  removeOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    orderItems {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveLineMutation, RemoveLineMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation ApplyCoupon($orderId: ID!, $couponCode: String, $tenant: ID!, $salesChannel: ID!) {
  updateDiscountAmount(
    orderId: $orderId
    couponCode: $couponCode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    subTotalAmount
    discountAmount
    discountTaxAmount
    totalAmount
    totalTax
    errors
    couponsUsed {
      couponCode
      awaitsEmail
    }
    discountsApplied {
      id
      name
      amountApplied
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const GetOrderDiscountDocument = new TypedDocumentString(`
    query GetOrderDiscount($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    discountAmount
    errors
    couponsUsed {
      couponCode
      awaitsEmail
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrderDiscountQuery, GetOrderDiscountQueryVariables>;
export const RegisterCustomerDocument = new TypedDocumentString(`
    mutation RegisterCustomer($input: CustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  createCustomer(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...CustomerRecord
  }
}
    fragment CustomerRecord on Customer {
  id
  firstName
  lastName
  email
  phoneNumber
  cognitoUser
  salesChannel
}`) as unknown as TypedDocumentString<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const FindCustomerByEmailDocument = new TypedDocumentString(`
    query FindCustomerByEmail($email: String!, $tenant: ID!, $salesChannel: ID!) {
  getCustomerByEmailSalesChannel(
    email: $email
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    salesChannel
  }
}
    `) as unknown as TypedDocumentString<FindCustomerByEmailQuery, FindCustomerByEmailQueryVariables>;
export const MyAccountDocument = new TypedDocumentString(`
    query MyAccount($tenant: ID!, $salesChannel: ID!) {
  getLoggedInCustomerData(tenant: $tenant, salesChannel: $salesChannel) {
    id
    firstName
    lastName
    email
    phoneNumber
    cognitoUser
    salesChannel
    creditAmountTotal
    referralCode
    referralOffer {
      friendDiscount
      friendMinimumSpend
      referrerCredit
      description
    }
    credits {
      id
      date
      amount
      description
    }
    addresses {
      id
      addressType
      isDefault
      firstName
      postCode
    }
    reviews {
      id
      title
      author
      body
      ratingValue
      datePublished
      product
      productId
      externalRef
      url
    }
  }
}
    `) as unknown as TypedDocumentString<MyAccountQuery, MyAccountQueryVariables>;
export const ChangeCustomerDocument = new TypedDocumentString(`
    mutation ChangeCustomer($input: CustomerInput!, $salesChannel: ID!, $tenant: ID) {
  updateCustomer(input: $input, salesChannel: $salesChannel, tenant: $tenant) {
    ...CustomerRecord
  }
}
    fragment CustomerRecord on Customer {
  id
  firstName
  lastName
  email
  phoneNumber
  cognitoUser
  salesChannel
}`) as unknown as TypedDocumentString<ChangeCustomerMutation, ChangeCustomerMutationVariables>;
export const SetReferralCodeDocument = new TypedDocumentString(`
    mutation SetReferralCode($id: ID!, $salesChannel: ID!, $newCode: String!, $tenant: ID) {
  editCustomerReferralCode(
    id: $id
    salesChannel: $salesChannel
    newCode: $newCode
    tenant: $tenant
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SetReferralCodeMutation, SetReferralCodeMutationVariables>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders($tenant: ID!, $salesChannel: ID!, $status: String, $limit: Int, $nextToken: String) {
  getCustomerOrders(
    tenant: $tenant
    salesChannel: $salesChannel
    status: $status
    limit: $limit
    nextToken: $nextToken
  ) {
    data {
      id
      status
      totalAmount
      itemsCount
      orderItems {
        code
        quantity
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const WhoAmIWithAddressesDocument = new TypedDocumentString(`
    query WhoAmIWithAddresses($tenant: ID!, $salesChannel: ID!) {
  getLoggedInCustomerData(tenant: $tenant, salesChannel: $salesChannel) {
    id
    email
    firstName
  }
  getMyAddresses(tenant: $tenant, salesChannel: $salesChannel) {
    line1
  }
}
    `) as unknown as TypedDocumentString<WhoAmIWithAddressesQuery, WhoAmIWithAddressesQueryVariables>;
export const MyAddressLinesDocument = new TypedDocumentString(`
    query MyAddressLines($tenant: ID!, $salesChannel: ID!) {
  getMyAddresses(tenant: $tenant, salesChannel: $salesChannel) {
    line1
  }
}
    `) as unknown as TypedDocumentString<MyAddressLinesQuery, MyAddressLinesQueryVariables>;
export const MyOrderIdsDocument = new TypedDocumentString(`
    query MyOrderIds($tenant: ID!, $salesChannel: ID!, $limit: Int, $nextToken: String) {
  getCustomerOrders(
    tenant: $tenant
    salesChannel: $salesChannel
    limit: $limit
    nextToken: $nextToken
  ) {
    data {
      id
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<MyOrderIdsQuery, MyOrderIdsQueryVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const StartDeliveryPlanDocument = new TypedDocumentString(`
    mutation StartDeliveryPlan($input: DeliveryPlanInput!, $tenant: ID!, $salesChannel: ID!) {
  createDeliveryPlan(input: $input, tenant: $tenant, salesChannel: $salesChannel) {
    ...PlanFields
  }
}
    fragment PlanFields on DeliveryPlan {
  id
  kind
  everyWeeks
  status
  nextDate
  basketDate
  sourceOrderId
  lines {
    code
    name
    quantity
  }
  rounds {
    id
    dueDate
    status
    cartId
    changes
  }
}`) as unknown as TypedDocumentString<StartDeliveryPlanMutation, StartDeliveryPlanMutationVariables>;
export const MoveDeliveryPlanDocument = new TypedDocumentString(`
    mutation MoveDeliveryPlan($planId: ID!, $move: DeliveryPlanMove!, $date: String, $tenant: ID!, $salesChannel: ID!) {
  moveDeliveryPlan(
    planId: $planId
    move: $move
    date: $date
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...PlanFields
  }
}
    fragment PlanFields on DeliveryPlan {
  id
  kind
  everyWeeks
  status
  nextDate
  basketDate
  sourceOrderId
  lines {
    code
    name
    quantity
  }
  rounds {
    id
    dueDate
    status
    cartId
    changes
  }
}`) as unknown as TypedDocumentString<MoveDeliveryPlanMutation, MoveDeliveryPlanMutationVariables>;
export const MyDeliveryPlansDocument = new TypedDocumentString(`
    query MyDeliveryPlans($tenant: ID!, $salesChannel: ID!) {
  getMyDeliveryPlans(tenant: $tenant, salesChannel: $salesChannel) {
    ...PlanFields
  }
}
    fragment PlanFields on DeliveryPlan {
  id
  kind
  everyWeeks
  status
  nextDate
  basketDate
  sourceOrderId
  lines {
    code
    name
    quantity
  }
  rounds {
    id
    dueDate
    status
    cartId
    changes
  }
}`) as unknown as TypedDocumentString<MyDeliveryPlansQuery, MyDeliveryPlansQueryVariables>;
export const DeliveryPlanSuggestionsDocument = new TypedDocumentString(`
    query DeliveryPlanSuggestions($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getDeliveryPlanSuggestions(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    code
    name
    orders
    everyWeeks
  }
}
    `) as unknown as TypedDocumentString<DeliveryPlanSuggestionsQuery, DeliveryPlanSuggestionsQueryVariables>;
export const DeliveryPlanFirstDateDocument = new TypedDocumentString(`
    query DeliveryPlanFirstDate($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getDeliveryPlanFirstDate(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  )
}
    `) as unknown as TypedDocumentString<DeliveryPlanFirstDateQuery, DeliveryPlanFirstDateQueryVariables>;
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
export const ProbeGetOrderDocument = new TypedDocumentString(`
    query ProbeGetOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeGetOrderQuery, ProbeGetOrderQueryVariables>;
export const ProbeGetAndValidateOrderDocument = new TypedDocumentString(`
    query ProbeGetAndValidateOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: getAndValidateOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeGetAndValidateOrderQuery, ProbeGetAndValidateOrderQueryVariables>;
export const ProbeGetCartSuggestedProductsDocument = new TypedDocumentString(`
    query ProbeGetCartSuggestedProducts($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: getCartSuggestedProducts(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    product
  }
}
    `) as unknown as TypedDocumentString<ProbeGetCartSuggestedProductsQuery, ProbeGetCartSuggestedProductsQueryVariables>;
export const ProbeAddToCartDocument = new TypedDocumentString(`
    mutation ProbeAddToCart($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: addToCart(
    orderId: $orderId
    skuId: "KIN-NET-10L"
    quantity: 1
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeAddToCartMutation, ProbeAddToCartMutationVariables>;
export const ProbeEditOrderItemDocument = new TypedDocumentString(`
    mutation ProbeEditOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: editOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    quantity: 2
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeEditOrderItemMutation, ProbeEditOrderItemMutationVariables>;
export const ProbeRemoveOrderItemDocument = new TypedDocumentString(`
    mutation ProbeRemoveOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: removeOrderItem(
    orderId: $orderId
    orderItemId: $orderItemId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeRemoveOrderItemMutation, ProbeRemoveOrderItemMutationVariables>;
export const ProbeCreateCartLinkDocument = new TypedDocumentString(`
    mutation ProbeCreateCartLink($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: createCartLink(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeCreateCartLinkMutation, ProbeCreateCartLinkMutationVariables>;
export const ProbeCreateOrderFromCartLinkDocument = new TypedDocumentString(`
    mutation ProbeCreateOrderFromCartLink($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: createOrderFromCartLink(
    id: $id
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeCreateOrderFromCartLinkMutation, ProbeCreateOrderFromCartLinkMutationVariables>;
export const ProbeAddCustomerOrderDocument = new TypedDocumentString(`
    mutation ProbeAddCustomerOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: addCustomerOrder(
    orderId: $orderId
    customer: {email: "x@example.com"}
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeAddCustomerOrderMutation, ProbeAddCustomerOrderMutationVariables>;
export const ProbeUpdateOrderDocument = new TypedDocumentString(`
    mutation ProbeUpdateOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: updateOrder(
    id: $orderId
    data: {orderNotes: "hello"}
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeUpdateOrderMutation, ProbeUpdateOrderMutationVariables>;
export const ProbeAddEditOrderAddressDocument = new TypedDocumentString(`
    mutation ProbeAddEditOrderAddress($orderId: ID!, $address: [OrderAddressInput!]!, $tenant: ID!, $salesChannel: ID!) {
  r: addEditOrderAddress(
    orderId: $orderId
    address: $address
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeAddEditOrderAddressMutation, ProbeAddEditOrderAddressMutationVariables>;
export const ProbeUpdateDiscountAmountDocument = new TypedDocumentString(`
    mutation ProbeUpdateDiscountAmount($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: updateDiscountAmount(
    orderId: $orderId
    couponCode: "FREEDELIVERY"
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeUpdateDiscountAmountMutation, ProbeUpdateDiscountAmountMutationVariables>;
export const ClaimGuestOrderDocument = new TypedDocumentString(`
    mutation ClaimGuestOrder($claimToken: String!, $tenant: ID!, $salesChannel: ID!) {
  claimGuestOrder(
    claimToken: $claimToken
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    guest
    status
    customer {
      email
    }
    shippingAddress {
      line1
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimGuestOrderMutation, ClaimGuestOrderMutationVariables>;
export const CopyCartFromLinkDocument = new TypedDocumentString(`
    mutation CopyCartFromLink($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  createOrderFromCartLink(id: $id, tenant: $tenant, salesChannel: $salesChannel) {
    ...CartLines
  }
}
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}`) as unknown as TypedDocumentString<CopyCartFromLinkMutation, CopyCartFromLinkMutationVariables>;
export const ReorderLinesDocument = new TypedDocumentString(`
    mutation ReorderLines($input: [AddToCartInput!]!) {
  reOrder(input: $input) {
    ...CartLines
  }
}
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}`) as unknown as TypedDocumentString<ReorderLinesMutation, ReorderLinesMutationVariables>;
export const ValidateCartLinesDocument = new TypedDocumentString(`
    query ValidateCartLines($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getAndValidateOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...CartLines
  }
}
    fragment CartLines on Order {
  id
  status
  guest
  errors
  itemsCount
  subTotalAmount
  subTotalTax
  totalAmount
  totalTax
  totalWeight
  orderItems {
    id
    skuId
    code
    quantity
    name
    unitAmount
    totalAmount
    totalTaxAmount
    imageUrl
    productUrl
  }
}`) as unknown as TypedDocumentString<ValidateCartLinesQuery, ValidateCartLinesQueryVariables>;
export const FindOrderByNumberDocument = new TypedDocumentString(`
    query FindOrderByNumber($orderNumber: Int!, $email: String, $tenant: ID!, $salesChannel: ID!) {
  getOrderByNumber(
    orderNumber: $orderNumber
    tenant: $tenant
    salesChannel: $salesChannel
    email: $email
  ) {
    number
    status
  }
}
    `) as unknown as TypedDocumentString<FindOrderByNumberQuery, FindOrderByNumberQueryVariables>;
export const AttachCustomerDetailsDocument = new TypedDocumentString(`
    mutation AttachCustomerDetails($orderId: ID!, $customer: OrderCustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  addCustomerOrder(
    orderId: $orderId
    customer: $customer
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...OrderDetails
  }
}
    fragment DetailAddress on Address {
  firstName
  lastName
  line1
  line2
  city
  postCode
  countryCode
  deliveryNotes
  restrictedAccess
  phoneNumber
}
fragment OrderDetails on Order {
  id
  guest
  orderNotes
  languageCode
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DetailAddress
  }
  shippingAddress {
    ...DetailAddress
  }
}`) as unknown as TypedDocumentString<AttachCustomerDetailsMutation, AttachCustomerDetailsMutationVariables>;
export const SetAddressesDetailsDocument = new TypedDocumentString(`
    mutation SetAddressesDetails($orderId: ID!, $address: [OrderAddressInput!]!, $tenant: ID!, $salesChannel: ID!) {
  addEditOrderAddress(
    orderId: $orderId
    address: $address
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...OrderDetails
  }
}
    fragment DetailAddress on Address {
  firstName
  lastName
  line1
  line2
  city
  postCode
  countryCode
  deliveryNotes
  restrictedAccess
  phoneNumber
}
fragment OrderDetails on Order {
  id
  guest
  orderNotes
  languageCode
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DetailAddress
  }
  shippingAddress {
    ...DetailAddress
  }
}`) as unknown as TypedDocumentString<SetAddressesDetailsMutation, SetAddressesDetailsMutationVariables>;
export const UpdateOrderNotesDocument = new TypedDocumentString(`
    mutation UpdateOrderNotes($id: ID!, $data: OrderUpdateInput!, $tenant: ID!, $salesChannel: ID!) {
  updateOrder(id: $id, data: $data, tenant: $tenant, salesChannel: $salesChannel) {
    orderNotes
    languageCode
  }
}
    `) as unknown as TypedDocumentString<UpdateOrderNotesMutation, UpdateOrderNotesMutationVariables>;
export const GetGoodsTotalsDocument = new TypedDocumentString(`
    query GetGoodsTotals($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    totalAmount: subTotalAmount
    totalTax: subTotalTax
  }
}
    `) as unknown as TypedDocumentString<GetGoodsTotalsQuery, GetGoodsTotalsQueryVariables>;
export const SetOrderAddressesDocument = new TypedDocumentString(`
    mutation SetOrderAddresses($orderId: ID!, $address: [OrderAddressInput!]!, $tenant: ID!, $salesChannel: ID!) {
  addEditOrderAddress(
    orderId: $orderId
    address: $address
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetOrderAddressesMutation, SetOrderAddressesMutationVariables>;
export const ShopperDateChoicesDocument = new TypedDocumentString(`
    query ShopperDateChoices($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $shipment: String!, $receiptKey: String) {
  shipmentDateChoices(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    shipment: $shipment
    receiptKey: $receiptKey
  ) {
    orderVersion
    deliveryDate
    changeableUntil
    refusal
    dates {
      date
      text
    }
  }
}
    `) as unknown as TypedDocumentString<ShopperDateChoicesQuery, ShopperDateChoicesQueryVariables>;
export const ShopperChangeDateDocument = new TypedDocumentString(`
    mutation ShopperChangeDate($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $receiptKey: String, $version: Int!, $shipment: String!, $deliveryDate: String!) {
  changeShipmentDate(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    receiptKey: $receiptKey
    version: $version
    shipment: $shipment
    deliveryDate: $deliveryDate
  ) {
    id
    shipments {
      id
      estDeliveryDate
    }
    history {
      status
      note
    }
  }
}
    `) as unknown as TypedDocumentString<ShopperChangeDateMutation, ShopperChangeDateMutationVariables>;
export const PayForOrderDocument = new TypedDocumentString(`
    mutation PayForOrder($orderId: ID!, $paymentGatewayId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!, $receiptKey: String) {
  placeOrder(
    orderId: $orderId
    paymentGatewayId: $paymentGatewayId
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
    receiptKey: $receiptKey
  ) {
    ...PaymentOutcome
  }
}
    fragment PaymentOutcome on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  errors
  amountDue
  totalAmount
  creditUsed
  history {
    date
    status
    note
  }
  clientData {
    type
    action
    data
  }
  orderItems {
    code
    quantity
  }
}`) as unknown as TypedDocumentString<PayForOrderMutation, PayForOrderMutationVariables>;
export const CheckPaymentDocument = new TypedDocumentString(`
    mutation CheckPayment($orderId: ID!, $paymentGatewayId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  checkOrderCanBePlaced(
    orderId: $orderId
    paymentGatewayId: $paymentGatewayId
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...PaymentOutcome
  }
}
    fragment PaymentOutcome on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  errors
  amountDue
  totalAmount
  creditUsed
  history {
    date
    status
    note
  }
  clientData {
    type
    action
    data
  }
  orderItems {
    code
    quantity
  }
}`) as unknown as TypedDocumentString<CheckPaymentMutation, CheckPaymentMutationVariables>;
export const AttachContactDocument = new TypedDocumentString(`
    mutation AttachContact($orderId: ID!, $customer: OrderCustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  addCustomerOrder(
    orderId: $orderId
    customer: $customer
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AttachContactMutation, AttachContactMutationVariables>;
export const TrackOrderStatusDocument = new TypedDocumentString(`
    query TrackOrderStatus($orderNumber: Int!, $email: String, $tenant: ID!, $salesChannel: ID!) {
  getOrderByNumber(
    orderNumber: $orderNumber
    email: $email
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    number
    status
  }
}
    `) as unknown as TypedDocumentString<TrackOrderStatusQuery, TrackOrderStatusQueryVariables>;
export const ListGatewayTypesDocument = new TypedDocumentString(`
    query ListGatewayTypes($tenant_id: ID!) {
  getPaymentGatewaysForWebsite(tenant_id: $tenant_id) {
    id
    type
  }
}
    `) as unknown as TypedDocumentString<ListGatewayTypesQuery, ListGatewayTypesQueryVariables>;
export const ListGatewayConfigDocument = new TypedDocumentString(`
    query ListGatewayConfig($tenant_id: ID!) {
  getPaymentGatewaysForWebsite(tenant_id: $tenant_id) {
    id
    config {
      property
      value
    }
  }
}
    `) as unknown as TypedDocumentString<ListGatewayConfigQuery, ListGatewayConfigQueryVariables>;
export const ReadSellerDocument = new TypedDocumentString(`
    query ReadSeller($tenant: ID!) {
  getSeller(tenant: $tenant) {
    legalName
    tradingName
    addressLines
    vatNumber
    companyNumber
    email
    phone
    siteUrl
    openingHours
  }
}
    `) as unknown as TypedDocumentString<ReadSellerQuery, ReadSellerQueryVariables>;
export const ReadVatReceiptDocument = new TypedDocumentString(`
    query ReadVatReceipt($orderId: ID!, $receiptKey: String, $tenant: ID!, $salesChannel: ID!) {
  getVatReceipt(
    orderId: $orderId
    receiptKey: $receiptKey
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    invoiceNumber
    taxPoint
    seller {
      legalName
      vatNumber
      companyNumber
      addressLines
    }
    order {
      id
      number
      orderDate
      subTotalAmount
      shippingAmount
      shippingTaxAmount
      shipments {
        id
        shippingAmount
        shippingTaxAmount
      }
      discountAmount
      discountTaxAmount
      creditUsed
      totalAmount
      totalTax
      amountDue
      customer {
        email
      }
      billingAddress {
        firstName
        lastName
        line1
        postCode
      }
      orderItems {
        code
        quantity
        unitAmount
        totalAmount
        totalTaxAmount
        vatRate
      }
    }
    deliveryCharges {
      description
      amount
      vatRate
      vatAmount
    }
    vatByRate {
      rate
      netAmount
      vatAmount
      grossAmount
    }
  }
}
    `) as unknown as TypedDocumentString<ReadVatReceiptQuery, ReadVatReceiptQueryVariables>;
export const PlaceReceiptOrderDocument = new TypedDocumentString(`
    mutation PlaceReceiptOrder($orderId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  placeOrder(
    orderId: $orderId
    paymentGatewayId: "test-card"
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    number
    status
    receiptKey
  }
}
    `) as unknown as TypedDocumentString<PlaceReceiptOrderMutation, PlaceReceiptOrderMutationVariables>;
export const ListCountriesDocument = new TypedDocumentString(`
    query ListCountries($tenant: ID!) {
  getCountries(tenant: $tenant) {
    alpha2
    alpha3
    name
    enabled
    cb
    sb
    co
    so
    flagUrl
  }
}
    `) as unknown as TypedDocumentString<ListCountriesQuery, ListCountriesQueryVariables>;
export const ListCurrenciesDocument = new TypedDocumentString(`
    query ListCurrencies($tenant: ID!) {
  getCurrencyCodes(tenant: $tenant) {
    id
    currencyCode
    formatString
    roundTo
    isBase
  }
}
    `) as unknown as TypedDocumentString<ListCurrenciesQuery, ListCurrenciesQueryVariables>;
export const ReviewsOfProductDocument = new TypedDocumentString(`
    query ReviewsOfProduct($SKUCode: ID!, $tenant: ID!) {
  getReviewsBySKU(SKUCode: $SKUCode, tenant: $tenant) {
    title
    ratingValue
    product
    productId
    datePublished
  }
}
    `) as unknown as TypedDocumentString<ReviewsOfProductQuery, ReviewsOfProductQueryVariables>;
export const ReviewSummaryOfProductDocument = new TypedDocumentString(`
    query ReviewSummaryOfProduct($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {
    reviewSummary {
      min
      max
      rating
      count
      starCount
      reviewsUrl
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewSummaryOfProductQuery, ReviewSummaryOfProductQueryVariables>;
export const ListReviewPlatformsDocument = new TypedDocumentString(`
    query ListReviewPlatforms($tenant_id: ID!, $salesChannel: ID!) {
  getReviewPlatforms(tenant_id: $tenant_id, salesChannel: $salesChannel) {
    id
    enabled
    config
  }
}
    `) as unknown as TypedDocumentString<ListReviewPlatformsQuery, ListReviewPlatformsQueryVariables>;
export const SuggestionsForCartDocument = new TypedDocumentString(`
    query SuggestionsForCart($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getCartSuggestedProducts(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    product
    addedProduct
    SKUCode
    currentPrice
  }
}
    `) as unknown as TypedDocumentString<SuggestionsForCartQuery, SuggestionsForCartQueryVariables>;
export const ListWebsiteGatewaysDocument = new TypedDocumentString(`
    query ListWebsiteGateways($tenant_id: ID!) {
  getPaymentGatewaysForWebsite(tenant_id: $tenant_id) {
    id
    type
    enabled
    config {
      property
      value
    }
    acceptedCards {
      code
      cardRegex
    }
  }
}
    `) as unknown as TypedDocumentString<ListWebsiteGatewaysQuery, ListWebsiteGatewaysQueryVariables>;
export const ReadOrderDocument = new TypedDocumentString(`
    query ReadOrder($orderId: ID!, $receiptKey: String, $tenant: ID!, $salesChannel: ID!) {
  getOrder(
    orderId: $orderId
    receiptKey: $receiptKey
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...DisclosedOrder
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}`) as unknown as TypedDocumentString<ReadOrderQuery, ReadOrderQueryVariables>;
export const ReadValidatedOrderDocument = new TypedDocumentString(`
    query ReadValidatedOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getAndValidateOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...DisclosedOrder
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}`) as unknown as TypedDocumentString<ReadValidatedOrderQuery, ReadValidatedOrderQueryVariables>;
export const TrackOrderDocument = new TypedDocumentString(`
    query TrackOrder($orderNumber: Int!, $email: String, $tenant: ID!, $salesChannel: ID!) {
  getOrderByNumber(
    orderNumber: $orderNumber
    email: $email
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    number
    invNumber
    orderDate
    status
    paymentStatus
    currencyCode
    isShipped
    subTotalAmount
    shippingAmount
    discountAmount
    creditUsed
    totalAmount
    amountDue
    totalTax
    itemsCount
    orderItems {
      id
      code
      name
      quantity
    }
    shipments {
      id
      estDeliveryDate
      estDispatchDate
      shippingMethod {
        id
      }
    }
    shipmentsCount
    history {
      status
      date
      note
    }
    deliveryAreas {
      postCode
      countryCode
    }
  }
}
    `) as unknown as TypedDocumentString<TrackOrderQuery, TrackOrderQueryVariables>;
export const PlaceDisclosedOrderDocument = new TypedDocumentString(`
    mutation PlaceDisclosedOrder($orderId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  placeOrder(
    orderId: $orderId
    paymentGatewayId: "test-card"
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...DisclosedOrder
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}`) as unknown as TypedDocumentString<PlaceDisclosedOrderMutation, PlaceDisclosedOrderMutationVariables>;
export const CheckDisclosedOrderDocument = new TypedDocumentString(`
    mutation CheckDisclosedOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  checkOrderCanBePlaced(
    orderId: $orderId
    paymentGatewayId: "test-card"
    paymentData: "{}"
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...DisclosedOrder
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}`) as unknown as TypedDocumentString<CheckDisclosedOrderMutation, CheckDisclosedOrderMutationVariables>;
export const SetContactDocument = new TypedDocumentString(`
    mutation SetContact($orderId: ID!, $customer: OrderCustomerInput!, $tenant: ID!, $salesChannel: ID!) {
  addCustomerOrder(
    orderId: $orderId
    customer: $customer
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...DisclosedOrder
  }
}
    fragment DisclosedAddress on Address {
  id
  firstName
  lastName
  company
  line1
  line2
  city
  postCode
  countryCode
  phoneNumber
  deliveryNotes
  what3Words
}
fragment DisclosedOrder on Order {
  id
  receiptKey
  number
  invNumber
  orderDate
  status
  paymentStatus
  currencyCode
  guest
  orderNotes
  gtagClientId
  metadata
  customer {
    id
    email
    firstName
    lastName
    phoneNumber
  }
  billingAddress {
    ...DisclosedAddress
  }
  shippingAddress {
    ...DisclosedAddress
  }
  orderItems {
    code
    name
    quantity
  }
  totalAmount
  amountDue
  creditUsed
  discountsApplied {
    id
    amountApplied
  }
  shipments {
    id
    estDeliveryDate
    estDispatchDate
    shippingMethod {
      id
    }
  }
  history {
    status
    date
    note
  }
  clientData {
    type
    data
  }
}`) as unknown as TypedDocumentString<SetContactMutation, SetContactMutationVariables>;
export const MyDisclosedOrdersDocument = new TypedDocumentString(`
    query MyDisclosedOrders($tenant: ID!, $salesChannel: ID!, $limit: Int, $nextToken: String) {
  getCustomerOrders(
    tenant: $tenant
    salesChannel: $salesChannel
    limit: $limit
    nextToken: $nextToken
  ) {
    data {
      id
      guest
      status
      customer {
        email
        firstName
      }
    }
    notes: data {
      id
      orderNotes
      gtagClientId
      shippingAddress {
        line1
        deliveryNotes
      }
      billingAddress {
        deliveryNotes
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<MyDisclosedOrdersQuery, MyDisclosedOrdersQueryVariables>;
export const LookUpThreeEmailsDocument = new TypedDocumentString(`
    query LookUpThreeEmails($a: String!, $b: String!, $c: String!, $tenant: ID!, $salesChannel: ID!) {
  a: getCustomerByEmailSalesChannel(
    email: $a
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    salesChannel
  }
  b: getCustomerByEmailSalesChannel(
    email: $b
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    salesChannel
  }
  c: getCustomerByEmailSalesChannel(
    email: $c
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
    salesChannel
  }
}
    `) as unknown as TypedDocumentString<LookUpThreeEmailsQuery, LookUpThreeEmailsQueryVariables>;
export const ProbeSetOrderCreditDocument = new TypedDocumentString(`
    mutation ProbeSetOrderCredit($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: setOrderCredit(
    orderId: $orderId
    amount: 5
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeSetOrderCreditMutation, ProbeSetOrderCreditMutationVariables>;
export const ProbePlaceOrderDocument = new TypedDocumentString(`
    mutation ProbePlaceOrder($orderId: ID!, $paymentData: String!, $tenant: ID!, $salesChannel: ID!) {
  r: placeOrder(
    orderId: $orderId
    paymentGatewayId: "test-card"
    paymentData: $paymentData
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbePlaceOrderMutation, ProbePlaceOrderMutationVariables>;
export const ProbeCheckOrderCanBePlacedDocument = new TypedDocumentString(`
    mutation ProbeCheckOrderCanBePlaced($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: checkOrderCanBePlaced(
    orderId: $orderId
    paymentGatewayId: "test-card"
    paymentData: "{}"
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeCheckOrderCanBePlacedMutation, ProbeCheckOrderCanBePlacedMutationVariables>;
export const ProbeSelectShippingMethodDocument = new TypedDocumentString(`
    mutation ProbeSelectShippingMethod($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  r: selectShippingMethodForShipment(
    orderId: $orderId
    id: "parcel"
    shippingMethod: "parcel-standard"
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeSelectShippingMethodMutation, ProbeSelectShippingMethodMutationVariables>;
export const ProbeAttachEmailDocument = new TypedDocumentString(`
    mutation ProbeAttachEmail($orderId: ID!, $email: String!, $tenant: ID!, $salesChannel: ID!) {
  r: addCustomerOrder(
    orderId: $orderId
    customer: {email: $email}
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<ProbeAttachEmailMutation, ProbeAttachEmailMutationVariables>;
export const ValidateOrderShipmentsDocument = new TypedDocumentString(`
    query ValidateOrderShipments($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getAndValidateOrder(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...OrderShipments
  }
}
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}`) as unknown as TypedDocumentString<ValidateOrderShipmentsQuery, ValidateOrderShipmentsQueryVariables>;
export const GetOrderShipmentsDocument = new TypedDocumentString(`
    query GetOrderShipments($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getOrder(orderId: $orderId, tenant: $tenant, salesChannel: $salesChannel) {
    ...OrderShipments
  }
}
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}`) as unknown as TypedDocumentString<GetOrderShipmentsQuery, GetOrderShipmentsQueryVariables>;
export const ChooseShipmentMethodDocument = new TypedDocumentString(`
    mutation ChooseShipmentMethod($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $id: ID!, $shippingMethod: ID!, $selectedEstDeliveryDate: String, $selectedTimedConfigCode: String, $services: [String!]) {
  selectShippingMethodForShipment(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    id: $id
    shippingMethod: $shippingMethod
    selectedEstDeliveryDate: $selectedEstDeliveryDate
    selectedTimedConfigCode: $selectedTimedConfigCode
    services: $services
  ) {
    ...OrderShipments
  }
}
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}`) as unknown as TypedDocumentString<ChooseShipmentMethodMutation, ChooseShipmentMethodMutationVariables>;
export const SwitchShippingMethodDocument = new TypedDocumentString(`
    mutation SwitchShippingMethod($orderId: ID!, $shippingMethodId: ID!, $tenant: ID!, $salesChannel: ID!) {
  updateShippingCosts(
    orderId: $orderId
    shippingMethodId: $shippingMethodId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    ...OrderShipments
  }
}
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}`) as unknown as TypedDocumentString<SwitchShippingMethodMutation, SwitchShippingMethodMutationVariables>;
export const ApplyDeliveryCouponDocument = new TypedDocumentString(`
    mutation ApplyDeliveryCoupon($orderId: ID!, $couponCode: String, $tenant: ID!, $salesChannel: ID!) {
  updateDiscountAmount(
    orderId: $orderId
    couponCode: $couponCode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    shippingAmount
    totalAmount
  }
}
    `) as unknown as TypedDocumentString<ApplyDeliveryCouponMutation, ApplyDeliveryCouponMutationVariables>;
export const ChoosePreorderDeliveryDocument = new TypedDocumentString(`
    mutation ChoosePreorderDelivery($orderId: ID!, $tenant: ID!, $salesChannel: ID!, $choice: PreorderDelivery!) {
  choosePreorderDelivery(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
    choice: $choice
  ) {
    ...PreorderChoice
    ...OrderShipments
  }
}
    fragment OrderShipments on Order {
  shippingAmount
  subTotalAmount
  totalAmount
  shipmentsCount
  shipmentsInvalid
  orderShippingMethod
  shipments {
    id
    isShipmentValid
    shipmentErrors
    estDispatchDate
    estDeliveryDate
    dispatchDateText
    deliveryDateText
    readyText
    shippingAmount
    promise {
      chargeLines
    }
    surcharges {
      type
      name
      reason
      amount
    }
    orderItems {
      code
    }
    services {
      type
      force
    }
    shippingMethod {
      id
      courier {
        id
        hasRestrictedAccessService
      }
      selectedTimedConfig {
        code
        price
      }
    }
    availableShippingMethods {
      id
      shippingAmount
      shippingMethodSurcharge
      shippingCost
      isFree
      surcharges {
        type
        name
        reason
        amount
      }
      estDeliveryDates
      deliveryDateOptions {
        date
        text
      }
      timedConfig {
        code
        price
      }
    }
  }
}
fragment PreorderChoice on Order {
  preorderDelivery
  preorderOptions {
    choice
    chosen
    title
    detail
    deliveries
    shippingAmount
    shipments {
      id
      readyDate
      estDeliveryDate
    }
  }
}`) as unknown as TypedDocumentString<ChoosePreorderDeliveryMutation, ChoosePreorderDeliveryMutationVariables>;
export const GetPreorderOptionsDocument = new TypedDocumentString(`
    query GetPreorderOptions($orderId: ID!, $postcode: String!, $tenant: ID!, $salesChannel: ID!) {
  getPreorderOptions(
    orderId: $orderId
    postcode: $postcode
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    choice
    detail
    shippingAmount
  }
}
    `) as unknown as TypedDocumentString<GetPreorderOptionsQuery, GetPreorderOptionsQueryVariables>;
export const SuggestionDeliveryDocument = new TypedDocumentString(`
    query SuggestionDelivery($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {
  getCartSuggestedProducts(
    orderId: $orderId
    tenant: $tenant
    salesChannel: $salesChannel
  ) {
    SKUCode
    deliveryText
  }
}
    `) as unknown as TypedDocumentString<SuggestionDeliveryQuery, SuggestionDeliveryQueryVariables>;
export const AskForStockAlertDocument = new TypedDocumentString(`
    mutation AskForStockAlert($tenant: ID!, $salesChannel: ID!, $productId: ID!, $email: String!) {
  requestStockAlert(
    tenant: $tenant
    salesChannel: $salesChannel
    productId: $productId
    email: $email
  ) {
    message
  }
}
    `) as unknown as TypedDocumentString<AskForStockAlertMutation, AskForStockAlertMutationVariables>;