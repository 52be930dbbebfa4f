// What the soak and chaos benchmarks' shoppers send: the calls a storefront makes from the product
// page to a placed order, the address they deliver to and the browser facts 3-D Secure reads.

export const SHOPPER_OPERATIONS = {
  productData: `query($id: ID!, $tenant: ID!, $salesChannel: ID!) { getProductData(id: $id, tenant: $tenant, salesChannel: $salesChannel) { currentPrice onHand maxQuantity } }`,
  addToCart: `mutation($o: ID, $s: ID!, $tenant: ID!, $salesChannel: ID!) { addToCart(orderId: $o, skuId: $s, quantity: 1, tenant: $tenant, salesChannel: $salesChannel) { id totalAmount } }`,
  getOrder: `query($o: ID!, $tenant: ID!, $salesChannel: ID!) { getOrder(orderId: $o, tenant: $tenant, salesChannel: $salesChannel) { id totalAmount itemsCount orderItems { id code quantity totalAmount } } }`,
  createCustomer: `mutation($input: CustomerInput!, $tenant: ID!, $salesChannel: ID!) { createCustomer(input: $input, tenant: $tenant, salesChannel: $salesChannel) { id } }`,
  attachContact: `mutation($o: ID!, $customer: OrderCustomerInput!, $tenant: ID!, $salesChannel: ID!) { addCustomerOrder(orderId: $o, customer: $customer, tenant: $tenant, salesChannel: $salesChannel) { id } }`,
  setAddresses: `mutation($o: ID!, $address: [OrderAddressInput!]!, $tenant: ID!, $salesChannel: ID!) { addEditOrderAddress(orderId: $o, address: $address, tenant: $tenant, salesChannel: $salesChannel) { id } }`,
  placeOrder: `mutation($o: ID!, $data: String!, $tenant: ID!, $salesChannel: ID!) { placeOrder(orderId: $o, paymentGatewayId: "test-card", paymentData: $data, tenant: $tenant, salesChannel: $salesChannel) { id status } }`,
} as const;

export type ShopperCall = keyof typeof SHOPPER_OPERATIONS;

/** A delivery address the demo shop's van reaches. */
export function shopperAddress(firstName: string) {
  return { firstName, lastName: 'Shopper', line1: '1 Station Road', city: 'Loughborough', postCode: 'LE12 6UZ', countryCode: 'GB' };
}

/**
 * The browser facts a card payment carries for 3-D Secure. The card itself goes to the test
 * gateway's frame, never to the API: each payment is a fresh token from the gateway of the server
 * it is paid through (a token lives in that process's vault only).
 */
export const SHOPPER_BROWSER = {
  screenHeight: 900,
  screenWidth: 1280,
  language: 'en-GB',
  javaEnabled: false,
  colorDepth: 24,
  origin: 'https://shop.test',
};
