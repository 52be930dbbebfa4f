import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { openDatabase, type StoreLocation } from '../../commerce/store/database.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { scope } from '../fixtures/api-fixture.ts';
import { throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { graphqlClient } from '../fixtures/graphql-client.ts';
import { paymentDataFrom, READY_LINE } from '../fixtures/gateway-token.ts';
import { payableOrder } from '../fixtures/payable-order.ts';
import { CheckPaymentDocument, PayForOrderDocument } from './gql/graphql.ts';

const serverScript = new URL('../../scripts/bench-api-server.ts', import.meta.url).pathname;

interface Store {
  name: string;
  env: Record<string, string>;
  location: StoreLocation;
  dispose(): Promise<void>;
}

/** The same store for two server processes in turn: a PostgreSQL database, or a PGlite directory. */
async function stores(): Promise<Store[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-crash-'));
  const list: Store[] = [
    {
      name: 'PGlite',
      env: { HEARTH_DATA_DIR: dir },
      location: { kind: 'pglite', dataDir: join(dir, 'pglite') },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await throwawayPostgresDatabase(serverUrl, 'hearth_crash');
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: database.url },
      location: { kind: 'postgres', url: database.url },
      dispose: database.drop,
    });
  }
  return list;
}

/** Starts the API in its own process and resolves with its URL and a way to wait for a log line. */
function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const match = output.match(pattern);
      if (match) return resolve(match);
      waiters.push({ pattern, resolve });
      child.once('exit', (code) => reject(new Error(`API process exited (${code}) before ${pattern}:\n${output}`)));
    });
  return { child, waitFor, output: () => output };
}

/** The API in another process, over a real socket, as a guest storefront. */
function client(baseUrl: string) {
  return graphqlClient({ endpoint: `${baseUrl}/graphql`, headers: { 'x-api-key': SEED_STOREFRONT_API_KEY } });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const available = await stores();
afterAll(async () => {
  for (const store of available) await store.dispose();
});

describe.each(available)('a server killed mid-payment on $name', (store) => {
  it('is recovered on the next check: one order placed, one charge, stock taken once', { timeout: 120_000 }, async () => {
    const first = startApi(store.env);
    const [, firstUrl, firstGateway] = await first.waitFor(READY_LINE);
    const call = client(firstUrl!);
    const orderId = await payableOrder(call);

    // The slow card: the pretend bank takes the money, then takes seconds to answer. Kill the
    // server after the bank has charged and before the answer reaches our database.
    const placing = call(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: await paymentDataFrom(firstGateway!, TEST_CARDS.slowAnswer),
    }).catch((error: unknown) => error);
    // The gateway's log line names the payment, never the order (a guest's order id is its secret).
    const [logged] = await first.waitFor(/Test card gateway: payment \S+ is succeeded[^\n]*/);
    expect(logged).not.toContain(orderId);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(await placing).toBeInstanceOf(Error);

    const second = startApi(store.env);
    try {
      const [, secondUrl, secondGateway] = await second.waitFor(READY_LINE);
      const again = client(secondUrl!);
      const checked = await again(CheckPaymentDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: '{}' });
      expect(checked.errors).toBeUndefined();
      expect(checked.data!.checkOrderCanBePlaced).toMatchObject({ id: orderId, status: 'placed', paymentStatus: 'paid' });
      // The shopper pressing Pay again after the crash gets the same order, not a second charge.
      const replaced = await again(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: await paymentDataFrom(secondGateway!, TEST_CARDS.approved),
      });
      expect(replaced.data!.placeOrder.number).toBe(checked.data!.checkOrderCanBePlaced.number);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    const db: Kysely<Database> = openDatabase(store.location);
    try {
      expect(await db.selectFrom('test_card_payment').select('status').where('order_id', '=', orderId).execute()).toEqual([
        { status: 'succeeded' },
      ]);
      expect(await db.selectFrom('payment_attempt').select('status').where('order_id', '=', orderId).execute()).toEqual([
        { status: 'succeeded' },
      ]);
      const order = await db.selectFrom('orders').select(['status', 'order_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe('placed');
      expect(order.order_number).not.toBeNull();
    } finally {
      await db.destroy();
    }
  });
});
