import { describe, expect, it } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { readPersistedDocuments } from '../../commerce/persisted-operations.ts';
import { execute, operationRequestBody } from '../../src/lib/commerce/client.ts';
import { GetCountriesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

interface Reply {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const countriesHash = GetCountriesDocument.__meta__!.hash as string;

describe.each(backends)('persisted operations on $name', (backend) => {
  const shop = useShop(backend);

  /** The API as the server builds it; `arbitraryOperations` as development sets it. */
  function api(arbitraryOperations?: boolean) {
    return createCommerceApi({
      db: shop.db,
      now: shop.clock.now,
      payments: testCardPayments(shop.db, shop.clock.now),
      ...(arbitraryOperations ? { arbitraryOperations } : {}),
    });
  }
  async function post(to: ReturnType<typeof api>, body: unknown): Promise<Reply> {
    const reply = await to.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
      body: JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json()) as Reply['body'] };
  }
  const byHash = (sha256Hash: string) => ({
    variables: { tenant: scope.tenant },
    extensions: { persistedQuery: { version: 1, sha256Hash } },
  });

  describe('as production configures it (the default)', () => {
    it('answers a storefront operation sent by its hash, as the browser client sends it', async () => {
      const reply = await post(api(), operationRequestBody(GetCountriesDocument, { tenant: scope.tenant }));
      expect(reply.status).toBe(200);
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data).toEqual({ getCountries: expect.arrayContaining([expect.objectContaining({ alpha2: 'GB' })]) });
      // The storefront's own client, end to end.
      const production = api();
      const countries = await execute(
        { endpoint: 'http://shop.test/graphql', apiKey: SEED_STOREFRONT_API_KEY, fetch: production.fetch as typeof fetch },
        GetCountriesDocument,
        { tenant: scope.tenant },
      );
      expect(countries.getCountries.map((country) => country.alpha2)).toContain('GB');
    });

    it('refuses query text with HTTP 400 and PERSISTED_QUERY_ONLY, even the text of a storefront operation', async () => {
      const storefrontText = readPersistedDocuments().get(countriesHash)!;
      for (const query of ['{ __typename }', storefrontText]) {
        const reply = await post(api(), { query, variables: { tenant: scope.tenant } });
        expect(reply.status).toBe(400);
        expect(reply.body.data).toBeUndefined();
        expect(reply.body.errors).toEqual([
          {
            message:
              "This API runs only the shop's own operations: send a persisted operation's hash (extensions.persistedQuery), not query text.",
            extensions: { code: 'PERSISTED_QUERY_ONLY' },
          },
        ]);
      }
    });

    it('refuses a hash that is not one of the storefront operations with HTTP 400 and PERSISTED_QUERY_NOT_IN_LIST', async () => {
      const reply = await post(api(), byHash('0'.repeat(64)));
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([
        {
          message: "No operation of the shop's has this hash: reload the page for the current version of the shop.",
          extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' },
        },
      ]);
    });

    it('refuses a request with neither text nor hash with HTTP 400, saying what to send', async () => {
      const reply = await post(api(), { variables: {} });
      expect(reply.status).toBe(400);
      expect(reply.body.errors?.[0]).toEqual({
        message: 'Send a persisted operation as extensions.persistedQuery { version: 1, sha256Hash }.',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' },
      });
    });
  });

  describe('in development (arbitraryOperations)', () => {
    it('runs query text and persisted hashes alike, and still refuses an unknown hash', async () => {
      const development = api(true);
      expect(await post(development, { query: '{ __typename }' })).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
      const persisted = await post(development, byHash(countriesHash));
      expect(persisted.status).toBe(200);
      expect(persisted.body.data).toEqual({ getCountries: expect.arrayContaining([expect.objectContaining({ alpha2: 'GB' })]) });
      const unknown = await post(development, byHash('f'.repeat(64)));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_IN_LIST' });
    });
  });

  describe("the storefront's own operations against the API's query limits", () => {
    // The limits (depth 8, aliases, cost, tokens: graphql-armor in commerce/server.ts) refuse at
    // validation, before variables are read, so an operation sent with none shows whether it fits.
    // Their own words ("Query depth limit of 8 exceeded", "Token limit of … exceeded"): a bare /token/ would
    // also match an operation's own variable named like claimToken.
    const limitRefusal = /(depth|aliases|cost|token) limit/i;

    it('words a refused operation the way this check looks for (the check can see a refusal)', async () => {
      const deep = `{ getCountries(tenant: "hearth") { ${'a { '.repeat(9)}b${' }'.repeat(9)} } }`;
      const reply = await post(api(true), { query: deep });
      expect(reply.body.errors?.map((error) => error.message).join(' ')).toMatch(limitRefusal);
    });

    it("runs every persisted operation within them, the desk's too: none is refused for its depth, aliases, cost or size", async () => {
      const refused: string[] = [];
      const desk = new URL('../../src/features/admin/gql/persisted-documents.json', import.meta.url);
      const operations = [...readPersistedDocuments(), ...readPersistedDocuments(desk)];
      const production = api();
      // A few at a time: one after another, the two hundred-odd took most of the test's time limit on a busy machine.
      for (let start = 0; start < operations.length; start += 8) {
        await Promise.all(
          operations.slice(start, start + 8).map(async ([hash, text]) => {
            const reply = await post(production, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
            for (const error of reply.body.errors ?? []) {
              if (limitRefusal.test(error.message)) refused.push(`${/(query|mutation) (\w+)/.exec(text)?.[2]}: ${error.message}`);
            }
          }),
        );
      }
      expect(operations.length, 'the persisted operations were read').toBeGreaterThan(100);
      expect(refused.sort()).toEqual([]);
    });
  });
});
