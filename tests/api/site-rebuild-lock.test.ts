import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../commerce/store/database.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { startContentPipeline } from '../../server/content-pipeline/content-pipeline.ts';
import type { SiteBuilder } from '../../server/content-pipeline/site-builders.ts';
import { createLiveSite } from '../../server/site/live-site.ts';
import { noSite, type Site } from '../../server/site/site.ts';
import { throwawayPostgresDatabase } from '../fixtures/backends.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const POLICY = { production: false, identityOrigins: [] };
const quiet = { info: () => {}, error: () => {} };

// Two pools stand for two server processes over one PostgreSQL: the build lock is PostgreSQL's.
describe.runIf(serverUrl)('rebuilds across processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  const pools: Kysely<Database>[] = [];

  beforeAll(async () => {
    database = await throwawayPostgresDatabase(serverUrl!);
    for (let i = 0; i < 2; i++) pools.push(openDatabase({ kind: 'postgres', url: database.url }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await database?.drop();
  });

  it('builds in one process at a time; the other waits its turn and still builds, losing no request', async () => {
    let running = 0;
    let most = 0;
    const built: string[] = [];
    const builder =
      (name: string): SiteBuilder =>
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running--;
        built.push(name);
        return { kind: 'directory', dir: `/builds/${name}-${built.length}` };
      };
    const pipelines = ['a', 'b'].map((name, i) =>
      startContentPipeline({
        settings: { webhookSecret: null, deployHookUrl: null, settleMs: 20, maxWaitMs: 1000 },
        db: pools[i]!,
        now: () => new Date(),
        live: createLiveSite(noSite(POLICY)),
        builder: builder(name),
        loadSite: async (dir): Promise<Site> => ({ ...noSite(POLICY), dir }),
        shared: true,
        trustedProxies: 0,
        ownsDir: () => false,
        log: quiet,
      }),
    );
    for (const pipeline of pipelines) pipeline.requestRebuild('catalogue change');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A change arriving at the first process while the second builds: one more build, after.
    pipelines[0]!.requestRebuild('Sanity: page changed');
    await Promise.all(pipelines.map((pipeline) => pipeline.idle()));
    expect(most).toBe(1);
    expect(built.filter((name) => name === 'b')).toHaveLength(1);
    expect(built.filter((name) => name === 'a').length).toBeGreaterThanOrEqual(1);
    expect(built.length).toBeLessThanOrEqual(3);
    for (const pipeline of pipelines) {
      expect(pipeline.status.read().last).toMatchObject({ result: 'succeeded' });
      await pipeline.stop();
    }
  });
});
