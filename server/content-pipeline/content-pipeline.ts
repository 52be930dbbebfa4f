import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { outsideRequest } from '../../commerce/log.ts';
import type { HttpRoute } from '../../commerce/http-routes.ts';
import { EXCLUSIVE_JOBS, withAdvisoryLock } from '../../commerce/store/advisory-lock.store.ts';
import type { Database } from '../../commerce/store/tables.ts';
import type { ContentPipelineSettings } from '../config.ts';
import type { LiveSite } from '../site/live-site.ts';
import type { Site } from '../site/site.ts';
import { type BuildStatusBoard, buildStatusRoute, createBuildStatusBoard } from './build-status.ts';
import { createRebuildScheduler, type SchedulerTimers } from './rebuild-scheduler.ts';
import { sanityWebhookRoute } from './sanity-webhook-route.ts';
import type { SiteChange } from './affected-pages.ts';
import { BuildError, type SiteBuilder } from './site-builders.ts';

export interface ContentPipelineOptions {
  settings: ContentPipelineSettings;
  db: Kysely<Database>;
  now: () => Date;
  live: LiveSite;
  builder: SiteBuilder;
  /** Loads a build; `sharing` is the site served now, whose server code a partial rebuild may share. */
  loadSite: (dir: string, sharing: Site) => Promise<Site>;
  /** True over PostgreSQL: every process may be asked, one builds at a time (advisory lock). */
  shared: boolean;
  trustedProxies: number;
  /** Whether a build directory is one this pipeline made (and may remove once unused), not the start's dist/. */
  ownsDir: (dir: string) => boolean;
  timers?: SchedulerTimers;
  log: { info(message: string): void; error(error: unknown, message: string): void };
}

export interface ContentPipeline {
  /** /webhooks/sanity (with a secret set) and /build-status. */
  routes: HttpRoute[];
  /**
   * Asks for a rebuild (a webhook, a catalogue change); debounced and coalesced. A change named
   * (the document or SKU) may rebuild only the pages it touches; one unnamed rebuilds everything.
   */
  requestRebuild(trigger: string, change?: SiteChange): void;
  status: BuildStatusBoard;
  /** Resolves once no rebuild waits or runs. */
  idle(): Promise<void>;
  /** Stops a running build and drops what waits. */
  stop(): Promise<void>;
}

/**
 * Content changed → one debounced build → the server switches to it whole, or the host's deploy
 * hook is called. A failed build leaves the site as it was, with its error in the log and a
 * short reason in the status.
 */
export function startContentPipeline(options: ContentPipelineOptions): ContentPipeline {
  const status = createBuildStatusBoard();
  const stopping = new AbortController();

  const removeBuild = (dir: string | null) => {
    if (dir && options.ownsDir(dir)) rmSync(dir, { recursive: true, force: true });
  };
  // Retired builds whose directory still holds the server code a build in use shares: removed
  // once no build in use names it.
  const retiredDirs = new Set<string>();
  const removeRetired = (retired: Site | null) => {
    if (retired?.dir) retiredDirs.add(retired.dir);
    const needed = new Set(options.live.inUse().flatMap((site) => [site.dir, site.codeDir]));
    for (const dir of retiredDirs) {
      if (needed.has(dir)) continue;
      retiredDirs.delete(dir);
      removeBuild(dir);
    }
  };

  // The changes named since the last build began; null once one came unnamed (build everything).
  let changes: SiteChange[] | null = [];
  const runBuild = async (triggers: readonly string[]) => {
    const trigger = triggers.join('; ');
    const named = changes;
    changes = [];
    status.begin(trigger, options.now());
    options.log.info(`Rebuilding the site (${trigger}).`);
    let product: Awaited<ReturnType<SiteBuilder>>;
    try {
      product = await options.builder(stopping.signal, { changes: named, liveDir: options.live.current().dir });
    } catch (error) {
      options.log.error(error, 'The site rebuild failed; the site being served stays.');
      status.finish('failed', options.now(), error instanceof BuildError ? error.reason : 'the build failed');
      return;
    }
    if (product.kind === 'deployed') {
      options.log.info('The deploy hook took the rebuild.');
      return status.finish('requested', options.now());
    }
    let site: Site;
    try {
      site = await options.loadSite(product.dir, options.live.current());
    } catch (error) {
      options.log.error(error, 'The new build did not load; the site being served stays.');
      removeBuild(product.dir);
      return status.finish('failed', options.now(), 'the new build did not load');
    }
    removeRetired(options.live.switchTo(site));
    status.finish('succeeded', options.now(), undefined, product.scope ?? 'full');
    options.log.info(
      product.scope === 'partial'
        ? `The site now serves the new build: ${product.rendered.length} pages rendered again, ${product.changed.length} changed (${product.changed.join(', ') || 'none'}); render ${product.timings.renderMs} ms, assemble ${product.timings.assembleMs} ms, search index and compression ${product.timings.searchAndCompressMs} ms.`
        : `The site now serves the new build${product.why ? ` (built whole: ${product.why})` : ''}.`,
    );
  };

  const scheduler = createRebuildScheduler({
    settleMs: options.settings.settleMs,
    maxWaitMs: options.settings.maxWaitMs,
    ...(options.timers ? { timers: options.timers } : {}),
    onError: (error) => options.log.error(error, 'The site rebuild failed unexpectedly.'),
    build: async (triggers) => {
      if (!options.shared) {
        await runBuild(triggers);
        return 'done';
      }
      return (await withAdvisoryLock(options.db, EXCLUSIVE_JOBS.siteRebuild, () => runBuild(triggers))) ? 'done' : 'busy';
    },
  });

  // A build started by a webhook is not part of that request: its log lines carry no request id.
  const requestRebuild = (trigger: string, change?: SiteChange) =>
    outsideRequest(() => {
      if (!change) changes = null;
      else changes?.push(change);
      scheduler.requestRebuild(trigger);
    });
  const routes: HttpRoute[] = [buildStatusRoute(status)];
  if (options.settings.webhookSecret) {
    routes.push(
      sanityWebhookRoute({
        db: options.db,
        secret: options.settings.webhookSecret,
        now: options.now,
        requestRebuild,
        trustedProxies: options.trustedProxies,
      }),
    );
  }
  return {
    routes,
    requestRebuild,
    status,
    idle: scheduler.idle,
    async stop() {
      stopping.abort();
      await scheduler.stop();
    },
  };
}
