import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { type CommerceTransport, operationRequestBody } from '../../src/lib/commerce/client.ts';
import { GetProductDataDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { customerCalls } from '../../src/lib/commerce/customers.ts';
import { CustomerNotFoundError, internationalUkPhone, orderCalls } from '../../src/lib/commerce/orders.ts';
import { catalogueCalls } from '../../src/lib/commerce/products.ts';
import { readPersistedDocuments } from '../../commerce/persisted-operations.ts';
import { AddToCartLinesDocument } from '../api/gql/graphql.ts';

const channel = { tenant: 'hearth', salesChannel: 'uk-web' };

/** A transport whose server answers every request with `reply` (or fails to connect). */
function transport(reply: unknown | 'offline', seen: { body: any; headers: Headers }[] = []): CommerceTransport {
  return {
    endpoint: '/graphql',
    apiKey: 'key',
    fetch: (async (_url: string, init: RequestInit) => {
      seen.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  };
}

const refusal = (message: string, code: string) => ({ data: null, errors: [{ message, extensions: { code } }] });

describe('the request body: a persisted operation by hash, any other as text', () => {
  it("sends a storefront operation as the hash of its text in the server's manifest, and no text", () => {
    const body = operationRequestBody(GetProductDataDocument, { id: 'LOG-ASH-FULL' });
    expect(body).toEqual({
      variables: { id: 'LOG-ASH-FULL' },
      extensions: { persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
    const hash = (body as { extensions: { persistedQuery: { sha256Hash: string } } }).extensions.persistedQuery.sha256Hash;
    const text = readPersistedDocuments().get(hash);
    expect(text).toMatch(/^query GetProductData\(/);
    expect(createHash('sha256').update(text!).digest('hex')).toBe(hash);
  });

  it("sends an operation without a hash (the API tests' own) as its text", () => {
    expect(operationRequestBody(AddToCartLinesDocument, { quantity: 1 })).toEqual({
      query: AddToCartLinesDocument.toString(),
      variables: { quantity: 1 },
    });
    expect(AddToCartLinesDocument.toString()).toMatch(/mutation AddToCartLines\(/);
  });
});

describe('commerce client contract', () => {
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the typed operation with the tenant, channel and API key', async () => {
    const seen: { body: any; headers: Headers }[] = [];
    await catalogueCalls(transport({ data: { getProductData: null } }, seen), channel).getProductData('LOG-ASH-FULL');
    expect(seen[0]!.body.query).toBeUndefined();
    expect(seen[0]!.body.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: GetProductDataDocument.__meta__!.hash } });
    expect(seen[0]!.body.variables).toEqual({ id: 'LOG-ASH-FULL', tenant: 'hearth', salesChannel: 'uk-web' });
    expect(seen[0]!.headers.get('x-api-key')).toBe('key');
  });

  it('logs a failed call and answers null, telling a listener why', async () => {
    const reasons: string[] = [];
    const order = await orderCalls(transport(refusal('Only 3 left', 'BAD_USER_INPUT')), channel).addToCart(
      null,
      'LOG-ASH-FULL',
      9,
      null,
      (e) => reasons.push(`${e.code}: ${e.message}`),
    );
    expect(order).toBeNull();
    expect(reasons).toEqual(['BAD_USER_INPUT: Only 3 left']);
    expect(logged).toEqual([['[commerce] addToCart: Only 3 left']]);
  });

  it('answers an empty list for countries and postcode lookups when offline', async () => {
    expect(await catalogueCalls(transport('offline'), channel).getCountries()).toEqual([]);
    expect(await customerCalls(transport('offline'), channel).getAddressesByPostCode('LE12 6UZ')).toEqual([]);
  });

  it("answers 'error' when the customer lookup fails, and lower-cases the email it sends", async () => {
    const seen: { body: any; headers: Headers }[] = [];
    expect(await customerCalls(transport('offline'), channel).getCustomerByEmailSalesChannel('A@B.com')).toBe('error');
    await customerCalls(transport({ data: { getCustomerByEmailSalesChannel: null } }, seen), channel).getCustomerByEmailSalesChannel(
      ' Ann@Example.CO.uk ',
    );
    expect(seen[0]!.body.variables.email).toBe('ann@example.co.uk');
  });

  it("throws 'Customer not found' when attaching an unknown customer, and sends +44 for a leading 0", async () => {
    const seen: { body: any; headers: Headers }[] = [];
    const calls = orderCalls(transport(refusal('Customer not found', 'NOT_FOUND'), seen), channel);
    await expect(calls.addCustomerOrder('o1', { email: 'x@y.z', phoneNumber: '07700 900123' })).rejects.toBeInstanceOf(
      CustomerNotFoundError,
    );
    expect(seen[0]!.body.variables.customer.phoneNumber).toBe('+447700 900123');
    expect(internationalUkPhone('+447700900123')).toBe('+447700900123');
  });

  it("returns the server's message when a referral code is refused, nothing when it is taken up", async () => {
    const refused = { data: { editCustomerReferralCode: { success: false, message: 'That referral code is taken; try another.' } } };
    expect(await customerCalls(transport(refused), channel).editCustomerReferralCode('c1', 'ANN')).toBe(
      'That referral code is taken; try another.',
    );
    const accepted = { data: { editCustomerReferralCode: { success: true, message: 'Saved' } } };
    expect(await customerCalls(transport(accepted), channel).editCustomerReferralCode('c1', 'ANN')).toBeNull();
  });

  it('answers null for an unreadable reply instead of throwing', async () => {
    const broken: CommerceTransport = {
      endpoint: '/graphql',
      apiKey: 'k',
      fetch: (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch,
    };
    const reasons: string[] = [];
    expect(await orderCalls(broken, channel).getOrder('o1', (e) => reasons.push(e.code))).toBeNull();
    expect(reasons).toEqual(['BAD_RESPONSE']);
  });
});
