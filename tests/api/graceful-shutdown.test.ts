import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { openDatabase } from '../../commerce/store/database.ts';
import { scope } from '../fixtures/api-fixture.ts';
import { paymentDataFrom } from '../fixtures/gateway-token.ts';
import { startApiProcess } from '../fixtures/api-process.ts';
import { graphqlClient } from '../fixtures/graphql-client.ts';
import { payableOrder } from '../fixtures/payable-order.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-graceful-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ADD_TO_CART = JSON.stringify({
  query: 'mutation($s: ID!) { addToCart(skuId: $s, quantity: 1, tenant: "hearth", salesChannel: "uk-web") { id } }',
  variables: { s: 'LOG-ASH-STD' },
});

type Outcome = { kind: 'answered'; status: number; body: string } | { kind: 'failed'; code: string };

/** One addToCart on a fresh connection (no keep-alive: a refused connection is a request never accepted). */
function addToCart(base: URL): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-api-key': SEED_STOREFRONT_API_KEY,
          'content-length': Buffer.byteLength(ADD_TO_CART),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: error.code ?? error.message }));
    req.end(ADD_TO_CART);
  });
}

describe('SIGTERM during a burst of requests', () => {
  it('stops accepting, finishes every request it accepted (a 5-second payment among them), then exits 0', {
    timeout: 120_000,
  }, async () => {
    const server = await startApiProcess({ HEARTH_DATA_DIR: dataDir, DATABASE_URL: '', HEARTH_API_RATE_LIMIT: '0' });
    try {
      const base = new URL(server.url);
      const call = graphqlClient({ endpoint: `${server.url}/graphql`, headers: { 'x-api-key': SEED_STOREFRONT_API_KEY } });
      const orderId = await payableOrder(call);
      // The slow card: the bank's answer takes 5 s, so this payment is in flight when SIGTERM lands.
      const paying = call(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: await paymentDataFrom(server.gatewayOrigin, TEST_CARDS.slowAnswer),
      }).catch((error: unknown) => error as Error);

      let signalled = false;
      let answeredBeforeSignal = 0;
      const outcomes: { outcome: Outcome }[] = [];
      const burst = Array.from({ length: 10 }, async () => {
        for (;;) {
          const outcome = await addToCart(base);
          outcomes.push({ outcome });
          if (!signalled) answeredBeforeSignal++;
          if (outcome.kind === 'failed') return;
        }
      });
      while (answeredBeforeSignal < 50) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      signalled = true;
      await Promise.all(burst);

      // Every request the server accepted was answered in full, and answered well.
      const answered = outcomes.flatMap(({ outcome }) => (outcome.kind === 'answered' ? [outcome] : []));
      for (const reply of answered) {
        expect(reply.status, reply.body).toBe(200);
        expect(JSON.parse(reply.body).errors, reply.body).toBeUndefined();
      }
      // The only failures are connections the server never took: refused once it stopped
      // listening, or reset by the kernel from the listen queue as the listener closed.
      const failures = outcomes.flatMap(({ outcome }) => (outcome.kind === 'failed' ? [outcome.code] : []));
      expect(failures).toHaveLength(10);
      for (const code of failures) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code);

      const paid = await paying;
      if (paid instanceof Error) throw paid;
      expect(paid.errors).toBeUndefined();
      expect(paid.data!.placeOrder).toMatchObject({ id: orderId, status: 'placed' });
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain('were cut');

      // Every addToCart the server ran made a cart, and every one it made was answered: none
      // was dropped after it reached the API (the payable order is the one cart more).
      const db = openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
      try {
        const carts = await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect(Number(carts.count)).toBe(answered.length + 1);
      } finally {
        await db.destroy();
      }
    } finally {
      await server.stop();
    }
  });
});
