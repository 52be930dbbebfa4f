import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer, placeOrderFor } from './fixtures/account-data.ts';
import { idTokenOf, saveAddress } from './fixtures/checkout-data.ts';
import { claimOrders } from './fixtures/order-claims.ts';
import { signInThroughPage } from './fixtures/sign-in.ts';

test.describe.configure({ timeout: 90_000 });

const SCOPE = 'tenant: "hearth", salesChannel: "uk-web"';

/** A call as the browser makes it when signed in: the ID token as bearer, an empty API key. */
async function asCustomer(request: APIRequestContext, idToken: string, query: string) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${idToken}`, 'x-api-key': '' }, data: { query } });
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

test("customer A's sign-in cannot read or change customer B's addresses or orders", async ({ browser }) => {
  const pageOfA = await (await browser.newContext()).newPage();
  const pageOfB = await (await browser.newContext()).newPage();
  const [a, b] = await Promise.all([createCustomer(pageOfA.request, 'access.a'), createCustomer(pageOfB.request, 'access.b')]);
  await signInThroughPage(pageOfA, a.email);
  await signInThroughPage(pageOfB, b.email);
  const [tokenOfA, tokenOfB] = [await idTokenOf(pageOfA), await idTokenOf(pageOfB)];
  const addressOfB = await saveAddress(pageOfB.request, tokenOfB, {
    firstName: 'Bea',
    lastName: 'Beech',
    line1: '2 Private Lane',
    city: 'Loughborough',
    postCode: 'LE12 6UZ',
  });
  const orderOfB = await placeOrderFor(pageOfB.request, b, [['KIN-NET-10L', 1]]);
  // Placed as a guest with B's email, it is B's once B claims it with the confirmation's link.
  await claimOrders(pageOfB, b, [orderOfB]);

  const request = pageOfA.request;
  const mine = await asCustomer(request, tokenOfA, `{ getMyAddresses(${SCOPE}) { id } getCustomerOrders(${SCOPE}) { data { id } } }`);
  expect(mine.errors).toBeUndefined();
  expect(mine.data!.getMyAddresses).toEqual([]);
  expect(mine.data!.getCustomerOrders.data).toEqual([]);

  const change = await asCustomer(
    request,
    tokenOfA,
    `mutation { updateAddress(input: { id: "${addressOfB}", line1: "1 Stolen Street" }, ${SCOPE}) { id } }`,
  );
  expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const remove = await asCustomer(request, tokenOfA, `mutation { deleteAddress(id: "${addressOfB}", ${SCOPE}) }`);
  expect(remove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  // B's open cart, attached to B: A cannot put credit on it; to A's token it does not exist.
  const cartOfB = (
    await asCustomer(pageOfB.request, tokenOfB, `mutation { addToCart(skuId: "KIN-NET-10L", quantity: 1, ${SCOPE}) { id } }`)
  ).data!.addToCart.id as string;
  const attached = await asCustomer(
    pageOfB.request,
    tokenOfB,
    `mutation { addCustomerOrder(orderId: "${cartOfB}", customer: { email: "${b.email}" }, ${SCOPE}) { id } }`,
  );
  expect(attached.errors).toBeUndefined();
  const credit = await asCustomer(request, tokenOfA, `mutation { setOrderCredit(orderId: "${cartOfB}", amount: 1, ${SCOPE}) { id } }`);
  expect(credit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  // B's own view is untouched.
  const theirs = await asCustomer(
    request,
    tokenOfB,
    `{ getMyAddresses(${SCOPE}) { id line1 } getCustomerOrders(${SCOPE}) { data { id } } }`,
  );
  expect(theirs.data!.getMyAddresses).toEqual([{ id: addressOfB, line1: '2 Private Lane' }]);
  expect(theirs.data!.getCustomerOrders.data).toEqual([{ id: orderOfB.id }]);
});
