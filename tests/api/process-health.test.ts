import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../commerce/store/database.ts';
import { migrateToLatest } from '../../commerce/store/migrate.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { loadServerConfig } from '../../server/config.ts';
import { healthRoutes } from '../../server/health.ts';
import { startServer } from '../../server/main.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';

const run = promisify(execFile);
const migrateScript = new URL('../../scripts/migrate.ts', import.meta.url).pathname;

/** The health routes alone on a loopback port, over a real (in-memory) database. */
async function serveHealth(db: Kysely<Database>, state: { draining: boolean; clock: number }): Promise<{ url: string; server: Server }> {
  // A long time-out: the first probe also starts PGlite, which on a loaded machine can take longer than
  // the 2 s a real database gets; a destroyed database still refuses at once.
  const route = healthRoutes({ db, draining: () => state.draining, now: () => state.clock, cacheMs: 1000, timeoutMs: 60_000 });
  const server = createServer(async (req, res) => {
    if (!(await route(req, res, new URL(req.url ?? '/', 'http://localhost')))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

describe('/healthz and /readyz', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('ready only when the database answers, every migration has run and the process is not draining; never cached', async () => {
    const db = openDatabase({ kind: 'pglite' });
    const state = { draining: false, clock: 0 };
    const { url, server } = await serveHealth(db, state);
    cleanups.push(async () => void (await new Promise((resolve) => server.close(resolve))));

    const live = await fetch(`${url}/healthz`);
    expect([live.status, live.headers.get('cache-control'), await live.json()]).toEqual([200, 'no-store', { status: 'ok' }]);

    const behind = await fetch(`${url}/readyz`);
    expect(behind.headers.get('cache-control')).toBe('no-store');
    expect([behind.status, await behind.json()]).toEqual([503, { status: 'unavailable', reason: 'migrations pending' }]);

    await migrateToLatest(db);
    // Within the second the last answer is reused: a flood of probes costs one query a second.
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    state.clock += 1000;
    const ready = await fetch(`${url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);

    state.draining = true;
    const draining = await fetch(`${url}/readyz`);
    expect([draining.status, await draining.json()]).toEqual([503, { status: 'unavailable', reason: 'draining' }]);
    // Still alive while it drains: a liveness probe must not have it killed mid-request.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    state.draining = false;
    await db.destroy();
    state.clock += 1000;
    const down = await fetch(`${url}/readyz`);
    expect([down.status, await down.json()]).toEqual([503, { status: 'unavailable', reason: 'database unavailable' }]);

    const post = await fetch(`${url}/readyz`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('a production server on a database that is behind refuses to start and names `npm run migrate`; after it, it starts and is ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-migrate-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_CURSOR_SECRET: 'm'.repeat(32),
      ...PRODUCTION_MAIL_ENV,
    };
    const config = loadServerConfig(env);
    await expect(startServer(config, { serveSite: false, identity: false })).rejects.toThrow(
      /The database is behind this release: \d+ migration\(s\) not applied \(0001_catalogue_and_carts, .*\)\. Run `npm run migrate`/,
    );

    const first = await run(process.execPath, [migrateScript], { env: { ...process.env, DATABASE_URL: '', HEARTH_DATA_DIR: dataDir } });
    expect(first.stdout).toMatch(/^Applied \d+ migration\(s\): 0001_catalogue_and_carts, /);
    const again = await run(process.execPath, [migrateScript], { env: { ...process.env, DATABASE_URL: '', HEARTH_DATA_DIR: dataDir } });
    expect(again.stdout.trim()).toBe('The database is current.');

    await recordSellerBeforeStart(config.store);
    const server = await startServer(config, { serveSite: false, identity: false });
    cleanups.push(() => server.close());
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([200, 'no-store', { status: 'ok' }]);
    // Two `npm run migrate` processes over 35 migrations, three opens of the embedded database and
    // a server start: 12 s alone, more than 30 s while the whole suite loads both cores.
  }, 90_000);
});
