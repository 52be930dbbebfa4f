import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { EXCLUSIVE_JOBS, withAdvisoryLock } from '../../commerce/store/advisory-lock.store.ts';
import { openDatabase } from '../../commerce/store/database.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { scope } from '../fixtures/api-fixture.ts';
import { paymentDataFrom } from '../fixtures/gateway-token.ts';
import { startApiProcess, type ApiProcess } from '../fixtures/api-process.ts';
import { throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { graphqlClient } from '../fixtures/graphql-client.ts';
import { payableOrder } from '../fixtures/payable-order.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';
import { AddToCartLinesDocument, PayForOrderDocument } from './gql/graphql.ts';

/*
 * Several API processes over one PostgreSQL: each test runs real server processes
 * (scripts/bench-api-server.ts) on one throwaway database and spreads its calls across them.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('two API processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Kysely<Database>;
  const processes: ApiProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const started = await startApiProcess({ DATABASE_URL: database.url, ...env });
    processes.push(started);
    return started;
  };
  const client = (server: ApiProcess) =>
    graphqlClient({ endpoint: `${server.url}/graphql`, headers: { 'x-api-key': SEED_STOREFRONT_API_KEY } });

  beforeAll(async () => {
    database = await throwawayPostgresDatabase(serverUrl!, 'hearth_multi');
    await recordSellerBeforeStart({ kind: 'postgres', url: database.url });
    db = openDatabase({ kind: 'postgres', url: database.url });
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await db?.destroy();
    await database?.drop();
  });

  it('20 shoppers paying at once for the last unit through both: one order placed, one charge, stock 0', { timeout: 120_000 }, async () => {
    // Twenty guest sign-ups from one address: the per-address limits loosened for this test only.
    const loose = { HEARTH_API_RATE_LIMIT: '0', HEARTH_RATE_LIMIT_SCALE: '1000' };
    const [first, second] = await Promise.all([start(loose), start(loose)]);
    const calls = [client(first), client(second)];
    const setStock = (onHand: number) =>
      db.updateTable('product').set({ on_hand: onHand }).where('id', '=', 'ACC-FIRELIGHTER-100').execute();
    await setStock(30);
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) orders.push(await payableOrder(calls[i % 2]!, [['ACC-FIRELIGHTER-100', 1]]));
    await setStock(1);

    // Each shopper's card is tokenised by the gateway of the process they pay through.
    const servers = [first, second];
    const tokens = await Promise.all(orders.map((_, i) => paymentDataFrom(servers[i % 2]!.gatewayOrigin, TEST_CARDS.approved)));
    const results = await Promise.all(
      orders.map((orderId, i) =>
        calls[i % 2]!(PayForOrderDocument, {
          ...scope,
          orderId,
          paymentGatewayId: 'test-card',
          paymentData: tokens[i]!,
        }),
      ),
    );
    expect(results.filter((r) => r.data?.placeOrder?.status === 'placed')).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.errors![0]!.extensions?.code).toBe('CONFLICT');

    const stock = await db.selectFrom('product').select('on_hand').where('id', '=', 'ACC-FIRELIGHTER-100').executeTakeFirstOrThrow();
    expect(stock.on_hand).toBe(0);
    const statuses = await db.selectFrom('orders').select('status').where('id', 'in', orders).execute();
    expect(statuses.filter((s) => s.status === 'placed')).toHaveLength(1);
    expect(await db.selectFrom('test_card_payment').select('id').where('order_id', 'in', orders).execute()).toHaveLength(1);
  });

  it('a rate limit reached through one process holds on the other', { timeout: 120_000 }, async () => {
    const env = { HEARTH_API_RATE_LIMIT: '6' };
    const [first, second] = await Promise.all([start(env), start(env)]);
    const add = (server: ApiProcess) => client(server)(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    for (let i = 0; i < 6; i++) expect((await add(i % 2 === 0 ? first : second)).errors, `call ${i + 1}`).toBeUndefined();
    // Six calls a minute from this address, spent across both: the seventh is refused wherever it lands.
    for (const server of [first, second]) {
      const over = await add(server);
      expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
  });

  it('the payment sweep runs in one process at a time: the other skips its turn while the lock is held', async () => {
    // Two pools stand for two processes: the lock is PostgreSQL's, held by a session.
    const other = openDatabase({ kind: 'postgres', url: database.url });
    try {
      let release!: () => void;
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const runs: string[] = [];
      const first = withAdvisoryLock(db, EXCLUSIVE_JOBS.paymentSweep, async () => {
        runs.push('first');
        entered();
        await holding;
      });
      await inside;
      const second = await withAdvisoryLock(other, EXCLUSIVE_JOBS.paymentSweep, async () => {
        runs.push('second');
      });
      expect(second).toBe(false);
      release();
      expect(await first).toBe(true);
      // Released when the first pass ends: the next turn, in either process, runs.
      expect(await withAdvisoryLock(other, EXCLUSIVE_JOBS.paymentSweep, async () => void runs.push('third'))).toBe(true);
      expect(runs).toEqual(['first', 'third']);
    } finally {
      await other.destroy();
    }
  });
});
