import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdTokenVerifier } from '../../commerce/identity/id-token.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { DeleteAddressDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import {
  localIdTokenVerifier,
  signInOverTheWire,
  startTestCognito,
  type TestCognito,
  testCustomer,
} from '../fixtures/identity-local-cognito.ts';
import { insertCustomerAddress, insertOrder } from '../fixtures/store-rows.ts';
import { ChangeAddressDocument, MyAddressLinesDocument, MyOrderIdsDocument, WhoAmIWithAddressesDocument } from './gql/graphql.ts';

// The whole path a signed-in call takes: a code sign-in on the local Cognito, its ID token as
// the bearer, the API's aws-jwt-verify check, and own-data calls scoped to the token's customer.
describe.each(backends.slice(0, 1))('signed-in calls with a local Cognito ID token on $name', (backend) => {
  const ada = testCustomer({ tenantId: 'hearth', salesChannelId: 'uk-web' });
  const bob = testCustomer({ tenantId: 'hearth', salesChannelId: 'uk-web', givenName: 'Bob', familyName: 'Marley' });
  const bobsAddressId = randomUUID();
  const bobsOrderId = randomUUID();

  /** Ada and Bob as customers, Bob with an address and a placed order. */
  async function seedAdaAndBob(db: Kysely<Database>) {
    for (const c of [ada, bob]) {
      await db
        .insertInto('customer')
        .values({
          id: c.customerId,
          tenant_id: 'hearth',
          sales_channel_id: 'uk-web',
          email: c.email,
          first_name: c.givenName,
          last_name: c.familyName,
          phone_number: null,
          cognito_user: c.username,
          referral_code: null,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
    }
    await insertCustomerAddress(db, {
      id: bobsAddressId,
      tenant_id: 'hearth',
      sales_channel_id: 'uk-web',
      customer_id: bob.customerId,
      address_type: 'shipping',
      first_name: 'Bob',
      last_name: 'Marley',
      line1: '56 Hope Road',
      city: 'Leicester',
      post_code: 'LE1 1AA',
      country_code: 'GB',
      created_at: new Date(),
    });
    await insertOrder(db, bob.customerId, new Date(), { id: bobsOrderId });
  }

  const shop = useShop(backend, { setUp: seedAdaAndBob });
  let local: TestCognito;
  let verifier: IdTokenVerifier;

  beforeAll(async () => {
    local = await startTestCognito({ customers: [ada, bob] });
    verifier = localIdTokenVerifier(local);
  });
  afterAll(async () => {
    await local?.dispose();
  });

  // A signed-in storefront sends an empty API key and the ID token, checked by aws-jwt-verify.
  const asCustomer = (idToken: string) => shop.client({ token: idToken, now: local.clock.now, idTokenVerifier: verifier });

  it("reads only the token's own customer and addresses", async () => {
    const { IdToken } = (await signInOverTheWire(local.cognito, ada)) as { IdToken: string };
    const me = await asCustomer(IdToken)(WhoAmIWithAddressesDocument, scope);
    expect(me.errors).toBeUndefined();
    expect(me.data!.getLoggedInCustomerData).toEqual({ id: ada.customerId, email: ada.email, firstName: 'Ada' });
    // Bob's address exists, but Ada's token sees only her own (none).
    expect(me.data!.getMyAddresses).toEqual([]);
    const bobsToken = (await signInOverTheWire(local.cognito, bob)) as { IdToken: string };
    const bobs = await asCustomer(bobsToken.IdToken)(MyAddressLinesDocument, scope);
    expect(bobs.data!.getMyAddresses).toEqual([{ line1: '56 Hope Road' }]);
  });

  it('refuses a tampered token instead of treating the caller as a guest', async () => {
    const { IdToken } = (await signInOverTheWire(local.cognito, ada)) as { IdToken: string };
    const [header, payload, signature] = IdToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, 'custom:customer_id': bob.customerId })).toString('base64url')}.${signature}`;
    const result = await asCustomer(forged)(MyAddressLinesDocument, scope);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("cannot change or delete another customer's address, nor see their orders or use their page links", async () => {
    const ada_ = (await signInOverTheWire(local.cognito, ada)) as { IdToken: string };
    const bob_ = (await signInOverTheWire(local.cognito, bob)) as { IdToken: string };
    const change = await asCustomer(ada_.IdToken)(ChangeAddressDocument, {
      ...scope,
      input: { id: bobsAddressId, line1: '1 Taken Street' },
    });
    expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const remove = await asCustomer(ada_.IdToken)(DeleteAddressDocument, { ...scope, id: bobsAddressId, customerId: bob.customerId });
    expect(remove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bobsAddresses = await shop.db
      .selectFrom('customer_address')
      .select(['id', 'line1'])
      .where('customer_id', '=', bob.customerId)
      .execute();
    expect(bobsAddresses).toEqual([{ id: bobsAddressId, line1: '56 Hope Road' }]);

    const orders = (token: string, nextToken?: string) => asCustomer(token)(MyOrderIdsDocument, { ...scope, limit: 1, nextToken });
    expect((await orders(ada_.IdToken)).data!.getCustomerOrders.data).toEqual([]);
    expect((await orders(bob_.IdToken)).data!.getCustomerOrders.data).toEqual([{ id: bobsOrderId }]);
    await insertOrder(shop.db, bob.customerId, new Date(Date.UTC(2020, 0, 1)));
    const bobsLink = (await orders(bob_.IdToken)).data!.getCustomerOrders.nextToken as string;
    expect(bobsLink).toEqual(expect.any(String));
    expect((await orders(ada_.IdToken, bobsLink)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
