/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CartOrder on Order {\n  id\n  status\n  currencyCode\n  errors\n  subTotalAmount\n  subTotalTax\n  shippingAmount\n  discountAmount\n  totalAmount\n  totalTax\n  itemsCount\n  orderItems {\n    id\n    skuId\n    code\n    quantity\n    name\n    unitAmount\n    totalAmount\n    imageUrl\n    productUrl\n  }\n}\n\nquery GetOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getOrder(\n    orderId: $orderId\n    tenant: $tenant\n    salesChannel: $salesChannel\n    excludeChildItems: true\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation AddToCart($orderId: ID, $skuId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {\n  addToCart(\n    orderId: $orderId\n    skuId: $skuId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n    gtagClientId: $gtagClientId\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation EditOrderItem($orderId: ID!, $orderItemId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!) {\n  editOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation RemoveOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  removeOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}": typeof types.CartOrderFragmentDoc,
    "query GetProductData($id: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {\n    currentPrice\n    listPrice\n    onHand\n    maxQuantity\n    alternateProductId\n    alternateProductTitle\n    stock {\n      text\n      type\n      color\n      fontColour\n      presaleDate\n      presaleLimit\n    }\n  }\n}": typeof types.GetProductDataDocument,
};
const documents: Documents = {
    "fragment CartOrder on Order {\n  id\n  status\n  currencyCode\n  errors\n  subTotalAmount\n  subTotalTax\n  shippingAmount\n  discountAmount\n  totalAmount\n  totalTax\n  itemsCount\n  orderItems {\n    id\n    skuId\n    code\n    quantity\n    name\n    unitAmount\n    totalAmount\n    imageUrl\n    productUrl\n  }\n}\n\nquery GetOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getOrder(\n    orderId: $orderId\n    tenant: $tenant\n    salesChannel: $salesChannel\n    excludeChildItems: true\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation AddToCart($orderId: ID, $skuId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {\n  addToCart(\n    orderId: $orderId\n    skuId: $skuId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n    gtagClientId: $gtagClientId\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation EditOrderItem($orderId: ID!, $orderItemId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!) {\n  editOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation RemoveOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  removeOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}": types.CartOrderFragmentDoc,
    "query GetProductData($id: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {\n    currentPrice\n    listPrice\n    onHand\n    maxQuantity\n    alternateProductId\n    alternateProductTitle\n    stock {\n      text\n      type\n      color\n      fontColour\n      presaleDate\n      presaleLimit\n    }\n  }\n}": types.GetProductDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartOrder on Order {\n  id\n  status\n  currencyCode\n  errors\n  subTotalAmount\n  subTotalTax\n  shippingAmount\n  discountAmount\n  totalAmount\n  totalTax\n  itemsCount\n  orderItems {\n    id\n    skuId\n    code\n    quantity\n    name\n    unitAmount\n    totalAmount\n    imageUrl\n    productUrl\n  }\n}\n\nquery GetOrder($orderId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getOrder(\n    orderId: $orderId\n    tenant: $tenant\n    salesChannel: $salesChannel\n    excludeChildItems: true\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation AddToCart($orderId: ID, $skuId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!, $gtagClientId: String) {\n  addToCart(\n    orderId: $orderId\n    skuId: $skuId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n    gtagClientId: $gtagClientId\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation EditOrderItem($orderId: ID!, $orderItemId: ID!, $quantity: Int!, $tenant: ID!, $salesChannel: ID!) {\n  editOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    quantity: $quantity\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}\n\nmutation RemoveOrderItem($orderId: ID!, $orderItemId: ID!, $tenant: ID!, $salesChannel: ID!) {\n  removeOrderItem(\n    orderId: $orderId\n    orderItemId: $orderItemId\n    tenant: $tenant\n    salesChannel: $salesChannel\n  ) {\n    ...CartOrder\n  }\n}"): typeof import('./graphql').CartOrderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProductData($id: ID!, $tenant: ID!, $salesChannel: ID!) {\n  getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) {\n    currentPrice\n    listPrice\n    onHand\n    maxQuantity\n    alternateProductId\n    alternateProductTitle\n    stock {\n      text\n      type\n      color\n      fontColour\n      presaleDate\n      presaleLimit\n    }\n  }\n}"): typeof import('./graphql').GetProductDataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
