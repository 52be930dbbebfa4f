import { type AddressInfo, createServer } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { openDatabase } from '../../commerce/store/database.ts';
import { isDatabaseUnavailable } from '../../commerce/store/database-unavailable.ts';
import { createOrderMailOutbox } from '../../commerce/order-mail/order-mail-outbox.ts';
import { createMailOutbox, runMailOutbox } from '../../commerce/mail/outbox-worker.ts';
import { oweMail } from '../../commerce/mail/outbox.store.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { startPaymentSweep } from '../../server/payment-sweep.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { createRateLimits } from '../../commerce/limits/rate-limits.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/throwaway-postgres.ts';
import { type ApiProcess, startApiProcess } from '../fixtures/api-process.ts';
import { migrateAndSeed } from '../fixtures/backends.ts';

// The outage is real: a PostgreSQL cluster of this file's own, stopped and started again under a
// running API process (never a server anyone else's tests use).
let cluster: ThrowawayPostgres;
let api: ApiProcess;
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  db = openDatabase({ kind: 'postgres', url: cluster.url });
  await migrateAndSeed(db);
  api = await startApiProcess({ DATABASE_URL: cluster.url, HEARTH_API_RATE_LIMIT: '0' });
}, 60_000);

// A test that failed mid-outage leaves the database up for the next.
afterEach(() => cluster.start());

afterAll(async () => {
  await api?.stop();
  await db?.destroy();
  await cluster?.remove();
});

const PRODUCT_DATA = JSON.stringify({
  query: 'query($id: ID!) { getProductData(id: $id, tenant: "hearth", salesChannel: "uk-web") { currentPrice } }',
  variables: { id: 'LOG-ASH-STD' },
});
const ADD_TO_CART = JSON.stringify({
  query: 'mutation($s: ID!) { addToCart(skuId: $s, quantity: 1, tenant: "hearth", salesChannel: "uk-web") { id } }',
  variables: { s: 'LOG-ASH-STD' },
});

async function post(body: string) {
  const started = performance.now();
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
    body,
  });
  const reply = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), reply, ms: performance.now() - started };
}

async function readyz(): Promise<number> {
  return (await fetch(`${api.url}/readyz`)).status;
}

/** Polls until `probe` gives `wanted`, for at most `withinMs`; resolves with how long it took. */
async function within(withinMs: number, probe: () => Promise<unknown>, wanted: unknown): Promise<number> {
  const started = performance.now();
  let last: unknown;
  while (performance.now() - started < withinMs) {
    last = await probe().catch((error: Error) => error.message);
    if (last === wanted) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still ${String(last)} (not ${String(wanted)}) after ${withinMs} ms.`);
}

describe('PostgreSQL stopped under a running API process, then started again', () => {
  it('a server that accepts the connection and never answers fails the query within 2 s, as unavailable', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const stuck = openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` });
    try {
      const started = performance.now();
      const failure = await sql`select 1`.execute(stuck).then(
        () => null,
        (error: unknown) => error,
      );
      expect(performance.now() - started).toBeLessThan(2000);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await stuck.destroy();
      silent.close();
    }
  });

  it('a statement still running at the limit is cancelled by the server, reads as unavailable, and its connection serves the next', async () => {
    const limited = openDatabase({ kind: 'postgres', url: cluster.url, statementTimeoutMs: 300 });
    try {
      const started = performance.now();
      const failure = await sql`select pg_sleep(5)`.execute(limited).then(
        () => null,
        (error: unknown) => error,
      );
      expect(performance.now() - started).toBeLessThan(2000);
      expect((failure as { code?: string }).code).toBe('57014');
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(limited);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await limited.destroy();
    }
  });

  it('a connection held between two queries (a job holding its lock) is cut without crashing the process; its next query fails as unavailable', {
    timeout: 30_000,
  }, async () => {
    const held = openDatabase({ kind: 'postgres', url: cluster.url });
    try {
      const failure = await held.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        // Cut while checked out and idle: the server's goodbye arrives with no query running.
        await cluster.stop();
        await within(
          2000,
          () =>
            sql`select 1`.execute(connection).then(
              () => 'answered',
              (error: Error) => error.message,
            ),
          'Client has encountered a connection error and is not queryable',
        );
        return sql`select 1`.execute(connection).then(
          () => null,
          (error: unknown) => error,
        );
      });
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await cluster.start();
      await held.destroy();
    }
  });

  it('answers 503 with Retry-After in the shop words within 2 s, turns /readyz 503 and back to 200 without a restart', {
    timeout: 60_000,
  }, async () => {
    expect(await readyz()).toBe(200);
    expect((await post(PRODUCT_DATA)).status).toBe(200);

    await cluster.stop();
    // Readiness notices within 2 s (its answer is reused for a second, the query fails at once).
    await within(2000, readyz, 503);
    // Every call, a read, a write, and a burst larger than the pool, fails fast with the shop's words.
    const answers = await Promise.all([post(PRODUCT_DATA), post(ADD_TO_CART), ...Array.from({ length: 25 }, () => post(PRODUCT_DATA))]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.reply.errors?.[0]?.extensions?.code).toBe('SHOP_UNAVAILABLE');
      expect(answer.reply.errors?.[0]?.message).toBe('We could not reach the shop just now. Please try again in a moment.');
      expect(answer.ms).toBeLessThan(2000);
    }

    await cluster.start();
    await within(5000, readyz, 200);
    // The same process, its pool reconnected by itself.
    expect(api.child.exitCode).toBeNull();
    const after = await post(ADD_TO_CART);
    expect(after.status).toBe(200);
    expect(after.reply.errors).toBeUndefined();
  });

  it('the payment sweep and the mail outbox fail their runs while it is down and run again once it is back', {
    timeout: 60_000,
  }, async () => {
    const now = () => new Date();
    const sweepErrors: unknown[] = [];
    let sweepPasses = 0;
    const sweep = startPaymentSweep({
      context: { db, now, payments: paymentRegistry([], { siteOrigin: null, shopOrigins: [] }) },
      shared: true,
      intervalMs: 100,
      onError: (error) => sweepErrors.push(error),
      onPass: () => sweepPasses++,
    });
    const outboxErrors: unknown[] = [];
    let outboxRuns = 0;
    const outbox = createOrderMailOutbox({
      db,
      now,
      mail: { send: async () => ({ messageId: 'unused' }) },
      seller: () => Promise.reject(new Error('no mail is due in this test')),
      ordersMailTo: null,
    });
    const outboxLoop = runMailOutbox(
      { runOnce: () => outbox.runOnce().then((run) => (outboxRuns++, run)) },
      { intervalMs: 100, log: { error: (_message: string, error: unknown) => outboxErrors.push(error) } },
    );
    try {
      await within(5000, async () => sweepPasses > 0 && outboxRuns > 0, true);
      await cluster.stop();
      await within(5000, async () => sweepErrors.length > 0 && outboxErrors.length > 0, true);
      await cluster.start();
      const [passesBefore, runsBefore] = [sweepPasses, outboxRuns];
      await within(5000, async () => sweepPasses > passesBefore && outboxRuns > runsBefore, true);
    } finally {
      await sweep.stop();
      await outboxLoop.stop();
    }
  });

  it('a mail the provider accepted just as the database went away is recorded once it is back, not sent again', {
    timeout: 60_000,
  }, async () => {
    const now = () => new Date();
    const key = `outage-${Date.now().toString(36)}`;
    await oweMail(
      db,
      [{ idempotencyKey: key, tenantId: 'hearth', kind: 'orderConfirmation', orderId: null, recipient: 'shopper@example.test' }],
      now(),
    );
    const sent: string[] = [];
    let pauses = 0;
    const outbox = createMailOutbox({
      db,
      now,
      render: async () => async () => ({ recipient: 'shopper@example.test', subject: 'Your order', text: 'Thank you.', html: '' }),
      // The provider accepts the message; the database stops before the send is recorded.
      mail: {
        async send(mail) {
          sent.push(mail.idempotencyKey ?? '');
          await cluster.stop();
          return { messageId: `<${mail.idempotencyKey}@hearth.test>` };
        },
      },
      // The outbox's wait before trying to record it again: the database comes back meanwhile.
      pause: async () => {
        pauses++;
        await cluster.start();
      },
      log: { warn: () => {}, error: () => {} },
    });
    expect(await outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(pauses).toBeGreaterThan(0);
    const row = await db
      .selectFrom('mail_outbox')
      .select(['status', 'provider_message_id'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', provider_message_id: `<${key}@hearth.test>` });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toEqual([key]);
  });

  it('the API budget whose counts live in the unreachable database refuses in the same words, as JSON, with 503 and Retry-After', async () => {
    const limits = createRateLimits({ kind: 'memory' });
    const api = createCommerceApi({
      db,
      payments: paymentRegistry([], { siteOrigin: null, shopOrigins: [] }),
      rateLimits: {
        ...limits,
        take: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      },
    });
    const response = await api.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
      body: PRODUCT_DATA,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'We could not reach the shop just now. Please try again in a moment.',
          extensions: { code: 'SHOP_UNAVAILABLE', retryAfter: 2 },
        },
      ],
    });
  });
});
