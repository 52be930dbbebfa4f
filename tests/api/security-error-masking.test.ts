import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';

/*
 * Review F4: config runs NODE_ENV=development on a public HOST as production, but yoga decided
 * for itself from NODE_ENV whether a masked error carries its original message and stack, so such
 * a container told anonymous callers its SQL errors and file paths. Only the API's own option
 * (the server's development decision) may add them now.
 */

describe.each(backends)('unexpected errors on $name', (backend) => {
  const shop = useShop(backend);
  afterEach(() => vi.unstubAllEnvs());

  /** An API whose store fails every read (a schema that is not there), as a broken database would. */
  async function unexpectedError(options: { exposeErrors?: boolean }) {
    const db = shop.db.withSchema('hearth_missing');
    const api = createCommerceApi({ db, payments: testCardPayments(db, shop.clock.now), arbitraryOperations: true, ...options });
    const reply = await api.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
      body: JSON.stringify({ query: '{ getCountries(tenant: "hearth") { alpha2 } }' }),
    });
    return { text: await reply.text(), status: reply.status };
  }

  it('carry no original message or stack, whatever NODE_ENV says, unless the API is told it is in development', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const production = await unexpectedError({});
    const error = JSON.parse(production.text).errors[0];
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.extensions.originalError).toBeUndefined();
    expect(production.text).not.toMatch(/hearth_missing|stack|\.ts:|originalError/);

    // The development server says so itself; then the developer sees what failed.
    const development = await unexpectedError({ exposeErrors: true });
    expect(JSON.parse(development.text).errors[0].extensions.originalError.message).toMatch(/hearth_missing/);
  });
});
