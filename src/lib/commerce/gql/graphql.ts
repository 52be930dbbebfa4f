/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CartOrderFragment = { id: string, status: string, currencyCode: string, errors: Array<string>, subTotalAmount: number, subTotalTax: number, shippingAmount: number, discountAmount: number, totalAmount: number, totalTax: number, itemsCount: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }> };

export type GetOrderQueryVariables = Exact<{
  orderId: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetOrderQuery = { getOrder: { id: string, status: string, currencyCode: string, errors: Array<string>, subTotalAmount: number, subTotalTax: number, shippingAmount: number, discountAmount: number, totalAmount: number, totalTax: number, itemsCount: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }> } | null };

export type AddToCartMutationVariables = Exact<{
  orderId?: string | null | undefined;
  skuId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
  gtagClientId?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { id: string, status: string, currencyCode: string, errors: Array<string>, subTotalAmount: number, subTotalTax: number, shippingAmount: number, discountAmount: number, totalAmount: number, totalTax: number, itemsCount: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }> } };

export type EditOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  quantity: number;
  tenant: string;
  salesChannel: string;
}>;


export type EditOrderItemMutation = { editOrderItem: { id: string, status: string, currencyCode: string, errors: Array<string>, subTotalAmount: number, subTotalTax: number, shippingAmount: number, discountAmount: number, totalAmount: number, totalTax: number, itemsCount: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }> } };

export type RemoveOrderItemMutationVariables = Exact<{
  orderId: string;
  orderItemId: string;
  tenant: string;
  salesChannel: string;
}>;


export type RemoveOrderItemMutation = { removeOrderItem: { id: string, status: string, currencyCode: string, errors: Array<string>, subTotalAmount: number, subTotalTax: number, shippingAmount: number, discountAmount: number, totalAmount: number, totalTax: number, itemsCount: number, orderItems: Array<{ id: string, skuId: string, code: string, quantity: number, name: string, unitAmount: number, totalAmount: number, imageUrl: string, productUrl: string }> } };

export type GetProductDataQueryVariables = Exact<{
  id: string;
  tenant: string;
  salesChannel: string;
}>;


export type GetProductDataQuery = { getProductData: { currentPrice: number, listPrice: number, onHand: number, maxQuantity: number, alternateProductId: string | null, alternateProductTitle: string | null, stock: { text: string, type: string, color: string, fontColour: string, presaleDate: string | null, presaleLimit: number | null } } | null };

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
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on Order {
  id
  status
  currencyCode
  errors
  subTotalAmount
  subTotalTax
  shippingAmount
  discountAmount
  totalAmount
  totalTax
  itemsCount
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
}
    `, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
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
    fragment CartOrder on Order {
  id
  status
  currencyCode
  errors
  subTotalAmount
  subTotalTax
  shippingAmount
  discountAmount
  totalAmount
  totalTax
  itemsCount
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
}`) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
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
    fragment CartOrder on Order {
  id
  status
  currencyCode
  errors
  subTotalAmount
  subTotalTax
  shippingAmount
  discountAmount
  totalAmount
  totalTax
  itemsCount
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
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
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
    fragment CartOrder on Order {
  id
  status
  currencyCode
  errors
  subTotalAmount
  subTotalTax
  shippingAmount
  discountAmount
  totalAmount
  totalTax
  itemsCount
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
    fragment CartOrder on Order {
  id
  status
  currencyCode
  errors
  subTotalAmount
  subTotalTax
  shippingAmount
  discountAmount
  totalAmount
  totalTax
  itemsCount
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
}`) as unknown as TypedDocumentString<RemoveOrderItemMutation, RemoveOrderItemMutationVariables>;
export const GetProductDataDocument = new TypedDocumentString(`
    query GetProductData($id: ID!, $tenant: ID!, $salesChannel: ID!) {
  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {
    currentPrice
    listPrice
    onHand
    maxQuantity
    alternateProductId
    alternateProductTitle
    stock {
      text
      type
      color
      fontColour
      presaleDate
      presaleLimit
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductDataQuery, GetProductDataQueryVariables>;