import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { loadServerConfig } from '../../server/config.ts';
import { MAX_API_BODY_BYTES, startServer, type RunningServer } from '../../server/main.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { operationRequestBody } from '../../src/lib/commerce/client.ts';
import { GetCountriesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { AddToCartLinesDocument, SetAddressesDetailsDocument, UpdateOrderNotesDocument } from './gql/graphql.ts';

const SHOP = 'https://www.hearth.example';
const INTROSPECTION = '{ __schema { queryType { name } } }';

describe.each(backends)('API hardening on $name', (backend) => {
  const shop = useShop(backend);

  /** A storefront API over the shop's database, as the server builds it, answering through fetch; it runs these tests' query text. */
  function api(options: { introspection?: boolean; graphiql?: boolean } = {}) {
    return createCommerceApi({
      db: shop.db,
      now: shop.clock.now,
      payments: testCardPayments(shop.db, shop.clock.now),
      allowedOrigins: [SHOP],
      arbitraryOperations: true,
      ...options,
    });
  }
  const post = (body: string, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY, ...headers },
    body,
  });

  describe('CORS', () => {
    it("answers the shop's own origin, never with credentials", async () => {
      const reply = await api().fetch('http://shop.test/graphql', post('{"query":"{ __typename }"}', { origin: SHOP }));
      expect(reply.headers.get('access-control-allow-origin')).toBe(SHOP);
      expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await api().fetch('http://shop.test/graphql', {
        method: 'OPTIONS',
        headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-api-key' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, accept, x-api-key, authorization');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('gives a foreign origin no allow-origin, on the preflight or the call', async () => {
      for (const origin of ['https://evil.example', 'null', `${SHOP}.evil.example`, 'http://www.hearth.example']) {
        const preflight = await api().fetch('http://shop.test/graphql', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
        const call = await api().fetch('http://shop.test/graphql', post('{"query":"{ __typename }"}', { origin }));
        expect(call.headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it('says Vary: Origin on every reply, allowed origin, foreign or none, so no cache serves one origin’s answer to another', async () => {
      const varies = (reply: Response) =>
        (reply.headers.get('vary') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .includes('origin');
      for (const origin of [SHOP, 'https://evil.example', undefined]) {
        const headers: Record<string, string> = origin ? { origin } : {};
        const call = await api().fetch('http://shop.test/graphql', post('{"query":"{ __typename }"}', headers));
        expect(varies(call), `call from ${origin}`).toBe(true);
        const preflight = await api().fetch('http://shop.test/graphql', {
          method: 'OPTIONS',
          headers: { ...headers, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        expect(varies(preflight), `preflight from ${origin}`).toBe(true);
        // A refusal before the operation runs (a GET) depends on the Origin just the same.
        expect(varies(await api().fetch('http://shop.test/graphql?query={__typename}', { headers })), `GET from ${origin}`).toBe(true);
      }
    });
  });

  describe('Introspection and GraphiQL', () => {
    it('are off unless the server is in development', async () => {
      const off = (await (await api().fetch('http://shop.test/graphql', post(JSON.stringify({ query: INTROSPECTION })))).json()) as {
        errors?: { message: string }[];
      };
      expect(off.errors?.[0]?.message).toMatch(/introspection/i);
      const typeQuery = (await (
        await api().fetch('http://shop.test/graphql', post(JSON.stringify({ query: '{ __type(name: "Order") { name } }' })))
      ).json()) as { errors?: unknown[] };
      expect(typeQuery.errors).toHaveLength(1);
      const on = (await (
        await api({ introspection: true }).fetch('http://shop.test/graphql', post(JSON.stringify({ query: INTROSPECTION })))
      ).json()) as {
        data?: unknown;
      };
      expect(on.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    });

    /** The Node request the server adapter hands the API: its headers and its socket's peer. */
    const from = (headers: Record<string, string>, remoteAddress = '127.0.0.1') => ({
      req: { headers: { host: 'localhost:4321', accept: 'text/html', ...headers }, socket: { remoteAddress } },
    });

    it('serves GraphiQL only when asked to', async () => {
      const page = { headers: { accept: 'text/html' } };
      expect(await (await api().fetch('http://shop.test/graphql', page, from({}))).text()).not.toMatch(/graphiql/i);
      expect(await (await api({ graphiql: true }).fetch('http://shop.test/graphql', page, from({}))).text()).toMatch(/graphiql/i);
    });

    it('serves GraphiQL, a development convenience, only to this machine: never through a proxy or to another host', async () => {
      const page = { headers: { accept: 'text/html' } };
      for (const context of [
        from({ 'x-client-ip': '203.0.113.9' }),
        from({ 'x-forwarded-for': '203.0.113.9' }),
        from({ host: 'shop.example' }),
        from({}, '192.0.2.10'),
        {},
      ]) {
        const reply = await api({ graphiql: true }).fetch('http://shop.test/graphql', page, context);
        expect(await reply.text(), JSON.stringify(context)).not.toMatch(/graphiql/i);
      }
    });
  });

  describe('Text hygiene', () => {
    async function cart() {
      const added = await shop.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 });
      return added.data!.addToCart.id;
    }
    const address = {
      addressType: 'shipping',
      firstName: 'Ann',
      lastName: 'Ashby',
      line1: '4 Mill Lane',
      city: 'Loughborough',
      postCode: 'LE12 6UZ',
      countryCode: 'GB',
    };

    it('refuses control characters and bidi overrides as BAD_USER_INPUT naming the field', async () => {
      const id = await cart();
      const cases: [Record<string, string>, string][] = [
        [{ orderNotes: 'Leave by the gate\u0000' }, 'data.orderNotes'],
        [{ orderNotes: 'Gate code \u202E4321' }, 'data.orderNotes'],
        [{ orderNotes: 'Ring \u2066twice\u2069' }, 'data.orderNotes'],
        [{ orderNotes: 'bell\u0007' }, 'data.orderNotes'],
        [{ orderNotes: 'del\u007F' }, 'data.orderNotes'],
        [{ orderNotes: 'c1\u0085' }, 'data.orderNotes'],
        [{ languageCode: 'en\nGB' }, 'data.languageCode'],
        [{ orderNotes: 'Gate\u200Bcode' }, 'data.orderNotes'],
        [{ orderNotes: '\uFEFFRing twice' }, 'data.orderNotes'],
        [{ gtagClientId: 'GA1\u2060.1' }, 'data.gtagClientId'],
      ];
      for (const [data, field] of cases) {
        const result = await shop.api(UpdateOrderNotesDocument, { ...scope, id, data });
        expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
        expect(result.errors?.[0]?.extensions?.field).toBe(field);
        expect(result.errors?.[0]?.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
      }
      const inAddress = await shop.api(SetAddressesDetailsDocument, {
        ...scope,
        orderId: id,
        address: [{ ...address, firstName: 'Ann\u0000' }],
      });
      expect(inAddress.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'address.0.firstName' });
      const invisible = await shop.api(SetAddressesDetailsDocument, {
        ...scope,
        orderId: id,
        address: [{ ...address, line1: '4 Mill\u200E Lane' }],
      });
      expect(invisible.errors?.[0]).toMatchObject({
        message: 'address.0.line1: must not contain invisible characters (zero-width spaces, joiners or direction marks): retype it',
        extensions: { code: 'BAD_USER_INPUT', field: 'address.0.line1' },
      });
      // Written into the document rather than sent as a variable: refused all the same.
      const literal = await shop.api.unchecked(
        `mutation { updateOrder(id: "${id}", data: { orderNotes: "x\\u202Ey" }, tenant: "${scope.tenant}", salesChannel: "${scope.salesChannel}") { orderNotes } }`,
      );
      expect(literal.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'data.orderNotes' });
      const unchanged = await shop.api(UpdateOrderNotesDocument, { ...scope, id, data: { languageCode: 'en-GB' } });
      expect(unchanged.data?.updateOrder.orderNotes ?? null).toBeNull();
    });

    it('keeps emoji (joined sequences too), accents, scripts that need joiners, tabs, and line breaks in a note', async () => {
      const id = await cart();
      const notes = 'Leave by the 🪵 store,\tround the back\nDrop at Zoë’s 🔥 for the 👩\u200D👩\u200D👧 — می\u200Cخواهم, क्\u200Dष';
      const result = await shop.api(UpdateOrderNotesDocument, { ...scope, id, data: { orderNotes: notes } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateOrder.orderNotes).toBe(notes);
      const named = await shop.api(SetAddressesDetailsDocument, { ...scope, orderId: id, address: [{ ...address, firstName: 'Zoë 🔥' }] });
      expect(named.errors).toBeUndefined();
    });
  });
});

interface RawReply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A raw request, so the method, the length header and the body are exactly as written. */
function sendRaw(server: RunningServer, method: string, path: string, headers: Record<string, string | number> = {}, body?: string) {
  return new Promise<RawReply>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('The one-port server', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-hardening-'));
    const config = loadServerConfig({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_LOCAL_SMTP_PORT: '0',
      HEARTH_DATA_DIR: dataDir,
    });
    server = await startServer(config, { serveSite: false, identity: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (method: string, path: string, headers: Record<string, string | number> = {}, body?: string) =>
    sendRaw(server, method, path, headers, body);

  it('answers 405 to methods it does not serve', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['PUT', '/'],
      ['DELETE', '/graphql'],
      ['PATCH', '/graphql'],
      ['OPTIONS', '/'],
    ] as const) {
      const reply = await send(method, path);
      expect(`${method} ${path} ${reply.status}`).toBe(`${method} ${path} 405`);
      expect(reply.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    }
  });

  it('refuses an API body over 100 KB with 413 and says why, and one of unstated length with 411', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_API_BODY_BYTES) } });
    const tooLarge = await send('POST', '/graphql', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) }, big);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).errors[0]).toEqual({
      message: 'The request body is larger than the API accepts (100 KB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const chunked = await send(
      'POST',
      '/graphql',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      '{"query":"{ __typename }"}',
    );
    expect(chunked.status).toBe(411);
    expect(tooLarge.headers['cache-control']).toBe('no-store');
    expect(chunked.headers['cache-control']).toBe('no-store');
    const small = JSON.stringify({ query: '{ __typename }' });
    const fine = await send(
      'POST',
      '/graphql',
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(small), 'x-api-key': SEED_STOREFRONT_API_KEY },
      small,
    );
    expect(fine.status).toBe(200);
    expect(JSON.parse(fine.body)).toEqual({ data: { __typename: 'Query' } });
    expect(fine.headers['cache-control']).toBe('no-store');
  });

  it('answers an operation sent by GET in development (GraphiQL), still with no-store', async () => {
    const reply = await send('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, { 'x-api-key': SEED_STOREFRONT_API_KEY });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ data: { __typename: 'Query' } });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it("sends nosniff with every answer, and the documents' own headers only with documents", async () => {
    const json = await send('GET', '/identity/config.json');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy']) {
      expect(json.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // Development: no HSTS.
    expect(json.headers['strict-transport-security']).toBeUndefined();
    const page = await send('GET', '/dev/mailbox');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('The one-port server in production', () => {
  let dataDir: string;
  let server: RunningServer;
  const API_PER_MINUTE = 5;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-production-'));
    const config = loadServerConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_CURSOR_SECRET: 'p'.repeat(32),
      PUBLIC_SITE_URL: SHOP,
      // One proxy in front: each test names its own client address, so no test spends another's budget.
      HEARTH_TRUST_PROXY: '1',
      HEARTH_API_RATE_LIMIT: String(API_PER_MINUTE),
      ...PRODUCTION_MAIL_ENV,
    });
    expect(config.production).toBe(true);
    await recordSellerBeforeStart(config.store);
    server = await startServer(config, { serveSite: false, identity: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function postJson(body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    return sendRaw(
      server,
      'POST',
      '/graphql',
      { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-api-key': SEED_STOREFRONT_API_KEY, ...headers },
      text,
    );
  }

  it("refuses query text with HTTP 400 and PERSISTED_QUERY_ONLY, and answers the storefront's operation sent by hash", async () => {
    const from = { 'x-forwarded-for': '198.51.100.1' };
    const text = await postJson({ query: '{ __typename }' }, from);
    expect(text.status).toBe(400);
    expect(JSON.parse(text.body).errors[0].extensions).toEqual({ code: 'PERSISTED_QUERY_ONLY' });
    const persisted = await postJson(operationRequestBody(GetCountriesDocument, { tenant: 'hearth' }), from);
    expect(persisted.status).toBe(200);
    expect(JSON.parse(persisted.body).data.getCountries.length).toBeGreaterThan(0);
  });

  it('refuses GET on /graphql with 405 and Allow: POST, even for the storefront’s own persisted operation', async () => {
    const countries = operationRequestBody(GetCountriesDocument, { tenant: 'hearth' }) as Record<string, unknown>;
    const query = new URLSearchParams(
      Object.entries(countries).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    const reply = await sendRaw(server, 'GET', `/graphql?${query}`, {
      'x-api-key': SEED_STOREFRONT_API_KEY,
      'x-forwarded-for': '198.51.100.4',
    });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('POST');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(reply.body).errors[0].extensions).toEqual({ code: 'METHOD_NOT_ALLOWED' });
    expect(reply.body).not.toContain('getCountries');
  });

  it('marks every API reply no-store, answers and refusals alike', async () => {
    const from = { 'x-forwarded-for': '198.51.100.5' };
    const answered = await postJson(operationRequestBody(GetCountriesDocument, { tenant: 'hearth' }), from);
    expect(answered.status).toBe(200);
    expect(answered.headers['cache-control']).toBe('no-store');
    const refused = await postJson({ query: '{ __typename }' }, from);
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("gives the 413, 411 and 429 refusals the API's CORS answer: the shop's origin only, no credentials", async () => {
    const big = JSON.stringify({ variables: { pad: 'x'.repeat(MAX_API_BODY_BYTES) } });
    const tooLarge = (origin: string) =>
      sendRaw(server, 'POST', '/graphql', { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) }, big);
    const unstatedLength = (origin: string) =>
      sendRaw(server, 'POST', '/graphql', { origin, 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, '{}');
    const countries = operationRequestBody(GetCountriesDocument, { tenant: 'hearth' });
    const overBudget = async (origin: string, address: string) => {
      for (let i = 0; i < API_PER_MINUTE; i++) expect((await postJson(countries, { origin, 'x-forwarded-for': address })).status).toBe(200);
      return postJson(countries, { origin, 'x-forwarded-for': address });
    };

    const refusals: [string, RawReply][] = [
      ['413', await tooLarge(SHOP)],
      ['411', await unstatedLength(SHOP)],
      ['429', await overBudget(SHOP, '198.51.100.2')],
    ];
    for (const [expected, reply] of refusals) {
      expect(`${expected}: ${reply.status}`).toBe(`${expected}: ${expected}`);
      expect(reply.headers['access-control-allow-origin']).toBe(SHOP);
      expect(String(reply.headers.vary), expected).toMatch(/(^|,\s*)origin(\s*,|$)/i);
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      expect(JSON.parse(reply.body).errors[0].extensions.code).toMatch(/^(PAYLOAD_TOO_LARGE|LENGTH_REQUIRED|RATE_LIMITED)$/);
    }
    const foreign = 'https://evil.example';
    for (const reply of [await tooLarge(foreign), await unstatedLength(foreign), await overBudget(foreign, '198.51.100.3')]) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect(String(reply.headers.vary)).toMatch(/(^|,\s*)origin(\s*,|$)/i);
    }
  });
});
