/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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


export type ApplyCouponMutation = { updateDiscountAmount: { subTotalAmount: number, discountAmount: number, discountTaxAmount: number, totalAmount: number, totalTax: number, errors: Array<string>, couponsUsed: Array<{ couponCode: string }>, discountsApplied: Array<{ id: string, name: string, amountApplied: number }> } };

export type GetOrderDiscountQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderDiscountQuery = { getOrder: { discountAmount: number, errors: Array<string> } | null };

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
  }
}
    `) as unknown as TypedDocumentString<GetOrderDiscountQuery, GetOrderDiscountQueryVariables>;