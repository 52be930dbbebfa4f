/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminDayKind =
  | 'DELIVERY'
  | 'DISPATCH';

export type AdminAuditQueryVariables = Exact<{
  tenant: string;
  subjectKind?: string | null | undefined;
  subjectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { nextCursor: string | null, entries: Array<{ id: string, at: string, staffEmail: string, action: string, subjectKind: string, subjectId: string, before: string | null, after: string | null, reason: string | null }> } };

export type DeskCustomerFragment = { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> };

export type AdminFindCustomersQueryVariables = Exact<{
  tenant: string;
  search: string;
}>;


export type AdminFindCustomersQuery = { adminFindCustomers: Array<{ id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> }> };

export type AdminCustomerQueryVariables = Exact<{
  tenant: string;
  customerId: string;
}>;


export type AdminCustomerQuery = { adminCustomer: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } | null };

export type AdminGrantCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
}>;


export type AdminGrantCreditMutation = { adminGrantCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

export type AdminRemoveCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
}>;


export type AdminRemoveCreditMutation = { adminRemoveCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, credits: Array<{ id: string, date: string, amount: number, description: string }> } };

export type AdminOrderFieldsFragment = { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> };

export type AdminRefundFieldsFragment = { id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string };

export type AdminOrderDetailFieldsFragment = { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> };

export type AdminDayOrdersQueryVariables = Exact<{
  tenant: string;
  day?: string | null | undefined;
  dayKind?: AdminDayKind | null | undefined;
  statuses?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
}>;


export type AdminDayOrdersQuery = { adminOrders: Array<{ id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> }> };

export type AdminOrderDetailQueryVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminOrderDetailQuery = { adminOrder: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> } | null };

export type AdminDispatchShipmentMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminDispatchShipmentMutation = { adminDispatchShipment: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> } };

export type AdminDeliverShipmentMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminDeliverShipmentMutation = { adminDeliverShipment: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> } };

export type AdminCancelOrderMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  reason: string;
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { order: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> }, refund: { id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string } | null } };

export type AdminRefundOrderMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  amount: number;
  reason: string;
  requestKey: string;
}>;


export type AdminRefundOrderMutation = { adminRefundOrder: { refund: { id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }, order: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> } } };

export type AdminAddOrderNoteMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  note: string;
}>;


export type AdminAddOrderNoteMutation = { adminAddOrderNote: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, staffEmail: string, createdAt: string }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null }> } };

export type AdminMeQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminMeQuery = { adminMe: { email: string, tenant: string } };

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
export const DeskCustomerFragmentDoc = new TypedDocumentString(`
    fragment DeskCustomer on AdminCustomer {
  id
  email
  firstName
  lastName
  salesChannel
  creditBalance
  credits {
    id
    date
    amount
    description
  }
}
    `, {"fragmentName":"DeskCustomer"}) as unknown as TypedDocumentString<DeskCustomerFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFields on AdminOrder {
  id
  number
  placedAt
  status
  paymentStatus
  customer {
    name
    email
    phone
    hasAccount
  }
  total
  paidByCard
  creditUsed
  refunded
  refundable
  couponCode
  orderNotes
  deliveryAddress {
    name
    company
    lines
    postCode
    phone
    deliveryNotes
    restrictedAccess
    what3words
  }
  shipments {
    id
    status
    method
    courier
    deliveryDate
    dispatchDate
    slot
    services
    weightKg
    items
    dispatchedAt
    deliveredAt
  }
}
    `, {"fragmentName":"AdminOrderFields"}) as unknown as TypedDocumentString<AdminOrderFieldsFragment, unknown>;
export const AdminRefundFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminRefundFields on AdminRefund {
  id
  amount
  reason
  status
  failureMessage
  staffEmail
  createdAt
}
    `, {"fragmentName":"AdminRefundFields"}) as unknown as TypedDocumentString<AdminRefundFieldsFragment, unknown>;
export const AdminOrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderDetailFields on AdminOrder {
  ...AdminOrderFields
  lines {
    sku
    name
    quantity
    unitPrice
    total
  }
  history {
    at
    event
    note
  }
  refunds {
    ...AdminRefundFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  number
  placedAt
  status
  paymentStatus
  customer {
    name
    email
    phone
    hasAccount
  }
  total
  paidByCard
  creditUsed
  refunded
  refundable
  couponCode
  orderNotes
  deliveryAddress {
    name
    company
    lines
    postCode
    phone
    deliveryNotes
    restrictedAccess
    what3words
  }
  shipments {
    id
    status
    method
    courier
    deliveryDate
    dispatchDate
    slot
    services
    weightKg
    items
    dispatchedAt
    deliveredAt
  }
}
fragment AdminRefundFields on AdminRefund {
  id
  amount
  reason
  status
  failureMessage
  staffEmail
  createdAt
}`, {"fragmentName":"AdminOrderDetailFields"}) as unknown as TypedDocumentString<AdminOrderDetailFieldsFragment, unknown>;
export const AdminAuditDocument = {"__meta__":{"hash":"a294bae9254ef52d8772b512c088169398015b4c78810cdcdfb551a3e5501372"}} as unknown as TypedDocumentString<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminFindCustomersDocument = {"__meta__":{"hash":"303b858eb1d96ffbeaba76c56d6d67d80d8455f0b53267227d44c8e2f105f093"}} as unknown as TypedDocumentString<AdminFindCustomersQuery, AdminFindCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"hash":"7ae2c5defaef480a0f2ccbf310e30b542ba16b248e782e0c911f148a580512f3"}} as unknown as TypedDocumentString<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminGrantCreditDocument = {"__meta__":{"hash":"2d343c3867466b053aa60d53018549067954888da5934ee775013eab01a30617"}} as unknown as TypedDocumentString<AdminGrantCreditMutation, AdminGrantCreditMutationVariables>;
export const AdminRemoveCreditDocument = {"__meta__":{"hash":"d4ca4deb8ef0ecb71e68df56c1bf3d589b16dc6ab9f970226f6c4f7208a0b9a0"}} as unknown as TypedDocumentString<AdminRemoveCreditMutation, AdminRemoveCreditMutationVariables>;
export const AdminDayOrdersDocument = {"__meta__":{"hash":"716adfa214829a58bdc737d9db63df135d54b2befda47e56c73fcc3ce62ca0b4"}} as unknown as TypedDocumentString<AdminDayOrdersQuery, AdminDayOrdersQueryVariables>;
export const AdminOrderDetailDocument = {"__meta__":{"hash":"7bacc4d3b8517df6130c2ee0f7af367f0b1c322803ed1bb0e5590df4827d9c3e"}} as unknown as TypedDocumentString<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminDispatchShipmentDocument = {"__meta__":{"hash":"31604961f597d3903bacf2cab4dee6a8aae56425336f23075ab307c32a1a2b9b"}} as unknown as TypedDocumentString<AdminDispatchShipmentMutation, AdminDispatchShipmentMutationVariables>;
export const AdminDeliverShipmentDocument = {"__meta__":{"hash":"7e06e4884a24ae4482ea8e6da08bbade478bcf1f446af1073be1cc5a4656fc92"}} as unknown as TypedDocumentString<AdminDeliverShipmentMutation, AdminDeliverShipmentMutationVariables>;
export const AdminCancelOrderDocument = {"__meta__":{"hash":"73589ad7a50dc104a2a90c888185011838eadfc5d7106c43da42652ba5ddc37d"}} as unknown as TypedDocumentString<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminRefundOrderDocument = {"__meta__":{"hash":"733f86205fc1f7bf7410af627866c2a3c2a4703bdc1498461c6c0289967f2b45"}} as unknown as TypedDocumentString<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminAddOrderNoteDocument = {"__meta__":{"hash":"d48fa5c1fc9f879e192a77f170b7e982028d1fc8daf42b6128190819ceac3174"}} as unknown as TypedDocumentString<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>;
export const AdminMeDocument = {"__meta__":{"hash":"cc9bc95a78e22c77038f4738e78228da3622e81947c95f4ff88f3f1d026dd7fc"}} as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;