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

export type BalancePaymentStatus =
  /** The bank asks for its check: send the customer to clientData. */
  | 'ACTION_REQUIRED'
  /** The last payment did not go through (failureMessage says why); the balance is still due. */
  | 'FAILED'
  /** No payment of the balance is under way. */
  | 'NONE'
  /** The balance is paid: nothing is left to pay. */
  | 'PAID'
  /** The provider has not decided yet; ask again with checkBalancePayment. */
  | 'PENDING';

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

/** A product and how many of it, for a delivery estimate. */
export type DeliveryLineInput = {
  productId: string;
  quantity: number;
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

/** What the wallet's sheet handed over when the shopper authorised. */
export type SheetDetailsInput = {
  /** One to three lines. */
  addressLines: Array<string>;
  countryCode: string;
  email: string;
  familyName: string;
  givenName: string;
  phone?: string | null | undefined;
  postcode: string;
  town: string;
};

/** The delivery method picked in the sheet for one shipment (from the quote's options). */
export type SheetMethodInput = {
  methodId: string;
  /** The shipment's id, as SheetShipment.id. */
  shipment: string;
};

/** The part of the sheet's address a quote needs (what wallets disclose before the shopper pays). */
export type SheetPlaceInput = {
  /** ISO 3166-1 alpha-2, e.g. GB. */
  countryCode: string;
  postcode: string;
};

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

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type BalancePaymentStateFragment = { status: BalancePaymentStatus, failureMessage: string | null, clientData: { type: string, action: string, data: string } | null, order: { id: string, balanceDue: number, balanceDueFor: string | null, paymentStatus: string } };

export type PayBalanceMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type PayBalanceMutation = { payBalance: { status: BalancePaymentStatus, failureMessage: string | null, clientData: { type: string, action: string, data: string } | null, order: { id: string, balanceDue: number, balanceDueFor: string | null, paymentStatus: string } } };

export type CheckBalancePaymentMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type CheckBalancePaymentMutation = { checkBalancePayment: { status: BalancePaymentStatus, failureMessage: string | null, clientData: { type: string, action: string, data: string } | null, order: { id: string, balanceDue: number, balanceDueFor: string | null, paymentStatus: string } } };

export type GetProductDataQueryVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetProductDataQuery = { getProductData: { currentPrice: number, listPrice: number, onHand: number, maxQuantity: number, alternateProductId: string | null, alternateProductTitle: string | null, alternateProductUrl: string | null, stock: { text: string, type: string, color: string, fontColour: string, presaleDate: string | null, presaleLimit: number | null }, reviewSummary: { rating: number, count: number, reviewsUrl: string } | null } | null };

export type GetCountriesQueryVariables = Exact<{
  tenant: string;
}>;


export type GetCountriesQuery = { getCountries: Array<{ alpha2: string, name: string, enabled: boolean, cb: boolean, sb: boolean }> };

export type GetCartSuggestedProductsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetCartSuggestedProductsQuery = { getCartSuggestedProducts: Array<{ product: string, addedProduct: string, SKUName: string, SKUCode: string, imageUrl: string, currentPrice: number, deliveryText: string | null }> };

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

export type GetCatalogueSkusQueryVariables = Exact<{
  tenant: string;
}>;


export type GetCatalogueSkusQuery = { getProducts: Array<{ SKUCode: string, SKUName: string }> };

export type SetOrderCreditMutationVariables = Exact<{
  orderId: string;
  amount: number;
  tenant: string;
  salesChannel: string;
}>;


export type SetOrderCreditMutation = { setOrderCredit: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

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

export type ShipmentDateChoicesQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  shipment: string;
  receiptKey?: string | null | undefined;
}>;


export type ShipmentDateChoicesQuery = { shipmentDateChoices: { shipment: string, orderVersion: number, deliveryDate: string | null, changeableUntil: string | null, refusal: string | null, dates: Array<{ date: string, text: string }> } };

export type ChangeShipmentDateMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
  version: number;
  shipment: string;
  deliveryDate: string;
}>;


export type ChangeShipmentDateMutation = { changeShipmentDate: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, vatReceiptAvailable: boolean, balanceDue: number, balanceDueFor: string | null, isShipped: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, status: string, estDispatchDate: string | null, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }>, promise: { heading: string, day: string | null, slot: string | null, arrival: string, ready: string | null, services: Array<string>, charges: Array<{ label: string, amount: number, amountText: string }> } }>, clientData: { type: string, action: string, data: string } | null, balancesPaid: Array<{ amount: number, paidWith: string, paidAt: string }>, history: Array<{ date: string, status: string, note: string | null }> } };

export type ShippingMethodFieldsFragment = { id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> };

export type GetShippingMethodsQueryVariables = Exact<{
  tenant: string;
}>;


export type GetShippingMethodsQuery = { getShippingMethods: Array<{ id: string, type: string, name: string, displayName: string, freeOver: number | null, salesChannelFreeOver: number | null, imageUrl: string, minWeight: number, maxWeight: number | null, sort: number, deliveryRange: string | null, courier: { id: string, name: string, type: string | null }, config: Array<{ propertyId: string, property: string, value: string }>, days: Array<{ zone: string, min: number, max: number }> }> };

export type GetProductDatesQueryVariables = Exact<{
  productId: string;
  postcode: string;
  tenant: string;
  salesChannel: string;
  lines?: Array<DeliveryLineInput> | DeliveryLineInput | null | undefined;
}>;


export type GetProductDatesQuery = { getProductDates: { estDeliveryDate: string | null, estDispatchDate: string | null, totalShippingAmount: number | null, deliveryRange: string | null, methodName: string | null, orderBy: string | null, errors: Array<string>, surcharges: Array<{ type: string, name: string, reason: string, amount: number }> } | null };

export type GetDeliveryCountriesQueryVariables = Exact<{
  tenant: string;
}>;


export type GetDeliveryCountriesQuery = { getDeliveryCountries: Array<{ alpha2: string, name: string }> };

export type SheetShipmentQuoteFragment = { id: string, method: string, methodId: string, deliveryDate: string, deliveryDateText: string, charge: number };

export type QuoteExpressDeliveryQueryVariables = Exact<{
  orderId: string;
  address: SheetPlaceInput;
  tenant: string;
  salesChannel: string;
}>;


export type QuoteExpressDeliveryQuery = { quoteExpressDelivery: { refusal: string | null, shippingTotal: number, amountDue: number, shipments: Array<{ id: string, method: string, methodId: string, deliveryDate: string, deliveryDateText: string, charge: number }>, options: Array<{ shippingTotal: number, amountDue: number, shipments: Array<{ id: string, method: string, methodId: string, deliveryDate: string, deliveryDateText: string, charge: number }> }> } };

export type PlaceExpressOrderMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  sheet: SheetDetailsInput;
  shippingMethods?: Array<SheetMethodInput> | SheetMethodInput | null | undefined;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type PlaceExpressOrderMutation = { placeExpressOrder: { receiptKey: string | null, id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type StartExpressCartMutationVariables = Exact<{
  skuId: string;
  quantity: number;
  reuseOrderId?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type StartExpressCartMutation = { startExpressCart: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type OrderAddressFragment = { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean };

export type CartOrderFragment = { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> };

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


export type SelectShippingMethodForShipmentMutation = { selectShippingMethodForShipment: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type GetOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type GetAndValidateOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetAndValidateOrderQuery = { getAndValidateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } | null };

export type AddToCartMutationVariables = Exact<{
  orderId?: string | null | undefined;
  skuId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateOrderFromCartLinkMutationVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type CreateOrderFromCartLinkMutation = { createOrderFromCartLink: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type ReOrderMutationVariables = Exact<{
  input: Array<AddToCartInput> | AddToCartInput;
}>;


export type ReOrderMutation = { reOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type EditOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
}>;


export type EditOrderItemMutation = { editOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type RemoveOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type RemoveOrderItemMutation = { removeOrderItem: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddCustomerOrderMutationVariables = Exact<{
  orderId: string;
  customer: OrderCustomerInput;
  tenant: string;
  salesChannel: string;
}>;


export type AddCustomerOrderMutation = { addCustomerOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  data: OrderUpdateInput;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type AddEditOrderAddressMutationVariables = Exact<{
  orderId: string;
  address: Array<OrderAddressInput> | OrderAddressInput;
  tenant: string;
  salesChannel: string;
  customerId?: string | null | undefined;
}>;


export type AddEditOrderAddressMutation = { addEditOrderAddress: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type UpdateDiscountAmountMutationVariables = Exact<{
  orderId: string;
  couponCode?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type UpdateDiscountAmountMutation = { updateDiscountAmount: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type CreateCartLinkMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type CreateCartLinkMutation = { createCartLink: { id: string, path: string } };

export type ClaimGuestOrderMutationVariables = Exact<{
  claimToken: string;
  tenant: string;
  salesChannel: string;
}>;


export type ClaimGuestOrderMutation = { claimGuestOrder: { id: string, number: number | null } };

export type ChoosePreorderDeliveryMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  choice: PreorderDelivery;
}>;


export type ChoosePreorderDeliveryMutation = { choosePreorderDelivery: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }> } };

export type GetPreorderOptionsQueryVariables = Exact<{
  orderId: string;
  postcode: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetPreorderOptionsQuery = { getPreorderOptions: Array<{ choice: PreorderDelivery, chosen: boolean, title: string, detail: string }> };

export type PaymentStateFragment = { invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, clientData: { type: string, action: string, data: string } | null };

export type OrderProgressFragment = { vatReceiptAvailable: boolean, balanceDue: number, balanceDueFor: string | null, isShipped: boolean, balancesPaid: Array<{ amount: number, paidWith: string, paidAt: string }>, history: Array<{ date: string, status: string, note: string | null }>, shipments: Array<{ id: string, status: string, estDispatchDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, promise: { heading: string, day: string | null, slot: string | null, arrival: string, ready: string | null, services: Array<string>, charges: Array<{ label: string, amount: number, amountText: string }> } }> };

export type PlaceOrderMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { receiptKey: string | null, id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type CheckOrderCanBePlacedMutationVariables = Exact<{
  orderId: string;
  paymentGatewayId: string;
  paymentData: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckOrderCanBePlacedMutation = { checkOrderCanBePlaced: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }> }>, clientData: { type: string, action: string, data: string } | null } };

export type CheckPaymentMutationVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type CheckPaymentMutation = { checkPayment: boolean };

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


export type GetOrderDetailsQuery = { getOrder: { id: string, number: number | null, status: string, currencyCode: string, guest: boolean, errors: Array<string>, orderNotes: string | null, subTotalAmount: number, subTotalTax: number, shippingAmount: number, shippingTaxAmount: number, discountAmount: number, discountTaxAmount: number, creditUsed: number, goodsAmount: number, goodsTax: number, totalAmount: number, totalTax: number, amountDue: number, totalWeight: number, itemsCount: number, shipmentsInvalid: boolean, invNumber: string | null, orderDate: string | null, paymentStatus: string, paidWith: string | null, vatReceiptAvailable: boolean, balanceDue: number, balanceDueFor: string | null, isShipped: boolean, couponsUsed: Array<{ couponCode: string, awaitsEmail: boolean }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }>, customer: { id: string | null, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null } | null, billingAddress: { id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean } | null, shippingAddress: Array<{ id: string, business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, stateCode: string | null, countryCode: string, state: string | null, what3Words: string | null, deliveryNotes: string | null, phoneNumber: string | null, restrictedAccess: boolean, restrictedAccessForced: boolean }>, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }>, shipments: Array<{ id: string, isShipmentValid: boolean, shipmentErrors: Array<string>, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, shippingAmount: number, status: string, estDispatchDate: string | null, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, orderItems: Array<{ id: string, name: string, quantity: number }>, services: Array<{ type: string, name: string, force: boolean }>, shippingMethod: { id: string, displayName: string, selectedTimedConfig: { code: string, label: string, price: number, text: string } | null } | null, availableShippingMethods: Array<{ id: string, displayName: string, description: string, shippingCost: number, isFree: boolean, shippingAmount: number, deliveryRange: string, timedEnabled: boolean, surcharges: Array<{ type: string, name: string, reason: string, amount: number }>, deliveryDateOptions: Array<{ date: string, text: string }>, timedConfig: Array<{ code: string, label: string, price: number, text: string }>, services: Array<{ type: string, name: string, price: number }> }>, promise: { heading: string, day: string | null, slot: string | null, arrival: string, ready: string | null, services: Array<string>, charges: Array<{ label: string, amount: number, amountText: string }> } }>, clientData: { type: string, action: string, data: string } | null, balancesPaid: Array<{ amount: number, paidWith: string, paidAt: string }>, history: Array<{ date: string, status: string, note: string | null }> } | null };

export type TrackOrderByNumberQueryVariables = Exact<{
  orderNumber: number;
  tenant: string;
  salesChannel: string;
  email?: string | null | undefined;
}>;


export type TrackOrderByNumberQuery = { getOrderByNumber: { number: number | null, status: string, paymentStatus: string, orderDate: string | null, isShipped: boolean, shipments: Array<{ id: string, status: string, estDispatchDate: string | null, estDeliveryDate: string | null, dispatchDateText: string | null, deliveryDateText: string | null, readyText: string | null, promise: { heading: string, arrival: string, ready: string | null }, shippingMethod: { displayName: string, deliveryRange: string, selectedTimedConfig: { text: string } | null } | null, orderItems: Array<{ id: string, name: string, quantity: number }> }> } | null };

export type AccountPlanFragment = { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> };

export type GetMyPlansQueryVariables = Exact<{
  tenant: string;
  salesChannel: string;
}>;


export type GetMyPlansQuery = { getMyDeliveryPlans: Array<{ id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> }> };

export type GetPlanSuggestionsQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetPlanSuggestionsQuery = { getDeliveryPlanSuggestions: Array<{ code: string, name: string, orders: number, everyWeeks: number }> };

export type GetPlanFirstDateQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetPlanFirstDateQuery = { getDeliveryPlanFirstDate: string | null };

export type CreatePlanMutationVariables = Exact<{
  input: DeliveryPlanInput;
  tenant: string;
  salesChannel: string;
}>;


export type CreatePlanMutation = { createDeliveryPlan: { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> } };

export type MovePlanMutationVariables = Exact<{
  planId: string;
  move: DeliveryPlanMove;
  date?: string | null | undefined;
  tenant: string;
  salesChannel: string;
}>;


export type MovePlanMutation = { moveDeliveryPlan: { id: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, basketDate: string, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, cartId: string | null, changes: Array<string> }> } };

export type GetVatReceiptQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
  receiptKey?: string | null | undefined;
}>;


export type GetVatReceiptQuery = { getVatReceipt: { invoiceNumber: string, taxPoint: string, seller: { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string }, order: { id: string, number: number | null, subTotalAmount: number, shippingAmount: number, discountAmount: number, creditUsed: number, totalAmount: number, totalTax: number, amountDue: number, paidWith: string | null, couponsUsed: Array<{ couponCode: string }>, billingAddress: { business: boolean, firstName: string | null, lastName: string | null, company: string | null, line1: string, line2: string | null, city: string, postCode: string, state: string | null, countryCode: string } | null, orderItems: Array<{ id: string, code: string, name: string, quantity: number, unitAmount: number, totalAmount: number, totalTaxAmount: number, vatRate: number }> }, deliveryCharges: Array<{ description: string, amount: number, vatRate: number, vatAmount: number }>, vatByRate: Array<{ rate: number, netAmount: number, vatAmount: number, grossAmount: number }> } | null };

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
export const BalancePaymentStateFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment BalancePaymentState on BalancePayment {
  status
  failureMessage
  clientData {
    type
    action
    data
  }
  order {
    id
    balanceDue
    balanceDueFor
    paymentStatus
  }
}
    `, {"fragmentName":"BalancePaymentState"}) as unknown as TypedDocumentString<BalancePaymentStateFragment, unknown>;
export const OrderAddressFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
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
export const SavedAddressFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
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
export const ShippingMethodFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
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
export const SheetShipmentQuoteFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment SheetShipmentQuote on SheetShipment {
  id
  method
  methodId
  deliveryDate
  deliveryDateText
  charge
}
    `, {"fragmentName":"SheetShipmentQuote"}) as unknown as TypedDocumentString<SheetShipmentQuoteFragment, unknown>;
export const CartOrderFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
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
  goodsAmount
  goodsTax
  totalAmount
  totalTax
  amountDue
  totalWeight
  itemsCount
  couponsUsed {
    couponCode
    awaitsEmail
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
    readyText
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
        text
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
        text
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
export const PaymentStateFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment PaymentState on Order {
  invNumber
  orderDate
  paymentStatus
  paidWith
  clientData {
    type
    action
    data
  }
}
    `, {"fragmentName":"PaymentState"}) as unknown as TypedDocumentString<PaymentStateFragment, unknown>;
export const OrderProgressFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment OrderProgress on Order {
  vatReceiptAvailable
  balanceDue
  balanceDueFor
  balancesPaid {
    amount
    paidWith
    paidAt
  }
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
    readyText
    promise {
      heading
      day
      slot
      arrival
      ready
      services
      charges {
        label
        amount
        amountText
      }
    }
  }
}
    `, {"fragmentName":"OrderProgress"}) as unknown as TypedDocumentString<OrderProgressFragment, unknown>;
export const AccountPlanFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AccountPlan on DeliveryPlan {
  id
  kind
  everyWeeks
  status
  nextDate
  basketDate
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
    `, {"fragmentName":"AccountPlan"}) as unknown as TypedDocumentString<AccountPlanFragment, unknown>;
export { GetMyReviewsDocument } from './documents/GetMyReviews.ts';
export { WriteReviewDocument } from './documents/WriteReview.ts';
export { SignOutEverywhereDocument } from './documents/SignOutEverywhere.ts';
export { PayBalanceDocument } from './documents/PayBalance.ts';
export { CheckBalancePaymentDocument } from './documents/CheckBalancePayment.ts';
export { GetProductDataDocument } from './documents/GetProductData.ts';
export { GetCountriesDocument } from './documents/GetCountries.ts';
export { GetCartSuggestedProductsDocument } from './documents/GetCartSuggestedProducts.ts';
export { GetPaymentGatewaysForWebsiteDocument } from './documents/GetPaymentGatewaysForWebsite.ts';
export { RequestStockAlertDocument } from './documents/RequestStockAlert.ts';
export { GetCatalogueSkusDocument } from './documents/GetCatalogueSkus.ts';
export { SetOrderCreditDocument } from './documents/SetOrderCredit.ts';
export { GetAddressesByPostCodeDocument } from './documents/GetAddressesByPostCode.ts';
export { GetMyAddressesDocument } from './documents/GetMyAddresses.ts';
export { CreateAddressDocument } from './documents/CreateAddress.ts';
export { UpdateAddressDocument } from './documents/UpdateAddress.ts';
export { DeleteAddressDocument } from './documents/DeleteAddress.ts';
export { CreateCustomerDocument } from './documents/CreateCustomer.ts';
export { GetCustomerByEmailSalesChannelDocument } from './documents/GetCustomerByEmailSalesChannel.ts';
export { GetLoggedInCustomerDataDocument } from './documents/GetLoggedInCustomerData.ts';
export { UpdateCustomerDocument } from './documents/UpdateCustomer.ts';
export { EditCustomerReferralCodeDocument } from './documents/EditCustomerReferralCode.ts';
export { GetCustomerOrdersDocument } from './documents/GetCustomerOrders.ts';
export { ShipmentDateChoicesDocument } from './documents/ShipmentDateChoices.ts';
export { ChangeShipmentDateDocument } from './documents/ChangeShipmentDate.ts';
export { GetShippingMethodsDocument } from './documents/GetShippingMethods.ts';
export { GetProductDatesDocument } from './documents/GetProductDates.ts';
export { GetDeliveryCountriesDocument } from './documents/GetDeliveryCountries.ts';
export { QuoteExpressDeliveryDocument } from './documents/QuoteExpressDelivery.ts';
export { PlaceExpressOrderDocument } from './documents/PlaceExpressOrder.ts';
export { StartExpressCartDocument } from './documents/StartExpressCart.ts';
export { SelectShippingMethodForShipmentDocument } from './documents/SelectShippingMethodForShipment.ts';
export { GetOrderDocument } from './documents/GetOrder.ts';
export { GetAndValidateOrderDocument } from './documents/GetAndValidateOrder.ts';
export { AddToCartDocument } from './documents/AddToCart.ts';
export { CreateOrderFromCartLinkDocument } from './documents/CreateOrderFromCartLink.ts';
export { ReOrderDocument } from './documents/ReOrder.ts';
export { EditOrderItemDocument } from './documents/EditOrderItem.ts';
export { RemoveOrderItemDocument } from './documents/RemoveOrderItem.ts';
export { AddCustomerOrderDocument } from './documents/AddCustomerOrder.ts';
export { UpdateOrderDocument } from './documents/UpdateOrder.ts';
export { AddEditOrderAddressDocument } from './documents/AddEditOrderAddress.ts';
export { UpdateDiscountAmountDocument } from './documents/UpdateDiscountAmount.ts';
export { CreateCartLinkDocument } from './documents/CreateCartLink.ts';
export { ClaimGuestOrderDocument } from './documents/ClaimGuestOrder.ts';
export { ChoosePreorderDeliveryDocument } from './documents/ChoosePreorderDelivery.ts';
export { GetPreorderOptionsDocument } from './documents/GetPreorderOptions.ts';
export { PlaceOrderDocument } from './documents/PlaceOrder.ts';
export { CheckOrderCanBePlacedDocument } from './documents/CheckOrderCanBePlaced.ts';
export { CheckPaymentDocument } from './documents/CheckPayment.ts';
export { AirwallexCheckPaymentIntentDocument } from './documents/AirwallexCheckPaymentIntent.ts';
export { GetOrderDetailsDocument } from './documents/GetOrderDetails.ts';
export { TrackOrderByNumberDocument } from './documents/TrackOrderByNumber.ts';
export { GetMyPlansDocument } from './documents/GetMyPlans.ts';
export { GetPlanSuggestionsDocument } from './documents/GetPlanSuggestions.ts';
export { GetPlanFirstDateDocument } from './documents/GetPlanFirstDate.ts';
export { CreatePlanDocument } from './documents/CreatePlan.ts';
export { MovePlanDocument } from './documents/MovePlan.ts';
export { GetVatReceiptDocument } from './documents/GetVatReceipt.ts';