import { describe, expect, it } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';

/*
 * Review F6: /graphql parsed multipart/form-data and urlencoded bodies, which any site's page may
 * POST without a CORS preflight. The shop sends JSON only; anything else is now refused with 415
 * before yoga reads it.
 */

const SHOP = 'https://www.hearth.example';
const QUERY = '{ getCountries(tenant: "hearth") { alpha2 } }';

describe.each(backends)('the API’s request body type on $name', (backend) => {
  const shop = useShop(backend);
  const api = () =>
    createCommerceApi({
      db: shop.db,
      now: shop.clock.now,
      payments: testCardPayments(shop.db, shop.clock.now),
      allowedOrigins: [SHOP],
      arbitraryOperations: true,
    });
  const send = (contentType: string | null, body: BodyInit) =>
    api().fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'x-api-key': SEED_STOREFRONT_API_KEY, origin: SHOP, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });

  it('answers JSON, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const reply = await send(type, JSON.stringify({ query: QUERY }));
      expect(reply.status, type).toBe(200);
      expect((await reply.json()).data.getCountries.length, type).toBeGreaterThan(0);
    }
  });

  it('refuses a form, multipart, text, GraphQL text and no type at all with 415, before any resolver runs', async () => {
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: QUERY }));
    multipart.set('map', '{}');
    const cases: [string | null, BodyInit][] = [
      [null, multipart],
      ['application/x-www-form-urlencoded', new URLSearchParams({ query: QUERY }).toString()],
      ['text/plain', JSON.stringify({ query: QUERY })],
      ['application/graphql', QUERY],
      ['application/jsonx', JSON.stringify({ query: QUERY })],
    ];
    for (const [type, body] of cases) {
      const reply = await send(type, body);
      const text = await reply.text();
      expect(reply.status, `${type}`).toBe(415);
      expect(JSON.parse(text).errors[0], `${type}`).toEqual({
        message: 'Send the operation as JSON, with Content-Type: application/json.',
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      expect(text).not.toContain('alpha2');
      // The shop's own page can read the refusal.
      expect(reply.headers.get('access-control-allow-origin')).toBe(SHOP);
    }
  });
});
