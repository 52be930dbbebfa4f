import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteChange } from './affected-pages.ts';
import { buildStamp } from './build-stamp.ts';
import { publishedContentDigest } from './content-digest.ts';
import type { PartialTimings, WorkerAnswer, WorkerRequest } from './site-build-worker.ts';

/**
 * One rebuild's result: a new build directory to switch to (all of it built, or a partial build's
 * copy of the live one with the pages a change touches rendered again), or `deployed` (the host
 * builds and serves it).
 */
export type BuildProduct =
  | { kind: 'directory'; dir: string; scope?: 'full'; why?: string }
  | { kind: 'directory'; dir: string; scope: 'partial'; rendered: string[]; changed: string[]; timings: PartialTimings }
  | { kind: 'deployed' };

/**
 * What a rebuild is for: the changes it was told of (null when one came unnamed: build everything)
 * and the build being served, which a partial rebuild starts from.
 */
export interface BuildRequest {
  changes: readonly SiteChange[] | null;
  liveDir: string | null;
}

/** Builds the site once; throws a BuildError (short reason for the status, the detail for the log). */
export type SiteBuilder = (signal: AbortSignal, request?: BuildRequest) => Promise<BuildProduct>;

export class BuildError extends Error {
  readonly reason: 'the build failed' | 'the deploy hook refused' | 'the deploy hook did not answer';
  constructor(reason: BuildError['reason'], detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/** How much of a failed build's output goes to the log: its end says what broke. */
const OUTPUT_KEPT = 4000;

export interface LocalBuilderOptions {
  projectRoot: string;
  /** Where each build gets its own new directory; never the one being served. */
  buildsDir: string;
  /** The build's environment (the content settings among it). */
  env: Record<string, string | undefined>;
  /** Writes what the build reads from the commerce store (prices, stock, contact), before it runs. */
  prepare: () => Promise<void>;
  /** A new directory's name; unique (time, then random), so two builds never share one. */
  name?: () => string;
}

/**
 * The local (and single-server) rebuild, in a child process so the server keeps answering
 * (site-build-worker.ts): a full `astro build` into a new directory (HEARTH_BUILD_OUT_DIR, read by
 * astro.config.mjs), precompressed, with its build stamp, as `npm start` makes it. The child stays
 * alive holding that build's renderer: a change the page manifest can place re-renders only the
 * pages it touches into a new directory (a hard-linked copy of the live build), in seconds; anything
 * else (a layout document, a page added or deleted, an unnamed change, a live build this child did
 * not make) builds everything again in a new child.
 */
export function localSiteBuilder(options: LocalBuilderOptions): SiteBuilder {
  const name = options.name ?? (() => `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`);
  let worker: BuildWorker | null = null;
  return async (signal, request) => {
    await options.prepare();
    // Read before the build starts: a publish during the build is not in it, so its stamp must not say so.
    const contentDigest = await publishedContentDigest(options.env);
    mkdirSync(options.buildsDir, { recursive: true });
    const stamp = (dir: string) => writeFileSync(join(dir, '.build-stamp'), buildStamp(options.projectRoot, options.env, contentDigest));
    let why: string | undefined;
    // HEARTH_PARTIAL_REBUILD=off: every rebuild whole (a way out should a partial one ever be wrong).
    const partialAllowed = options.env.HEARTH_PARTIAL_REBUILD !== 'off';
    if (partialAllowed && worker?.alive() && request?.changes && request.liveDir && worker.made.has(request.liveDir)) {
      const dir = join(options.buildsDir, name());
      try {
        const answer = await worker.ask({ type: 'partial', from: request.liveDir, to: dir, changes: [...request.changes] }, signal);
        if (answer.type === 'partial-done') {
          stamp(dir);
          worker.made.add(dir);
          return { kind: 'directory', dir, scope: 'partial', rendered: answer.rendered, changed: answer.changed, timings: answer.timings };
        }
        if (answer.type === 'failed')
          throw new BuildError('the build failed', `The partial rebuild failed:\n${answer.detail.slice(-OUTPUT_KEPT)}`);
        why = answer.type === 'needs-full' ? answer.why : 'the worker answered out of turn';
      } catch (error) {
        // Half a build is never served: its directory goes at once.
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      rmSync(dir, { recursive: true, force: true });
    } else {
      why = !partialAllowed
        ? 'partial rebuilds are off'
        : request?.changes
          ? 'no build of this process to start from'
          : 'a change came unnamed';
    }
    worker?.stop();
    worker = null;
    const dir = join(options.buildsDir, name());
    const env = { ...options.env, HEARTH_BUILD_OUT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' };
    try {
      worker = await startBuildWorker(options.projectRoot, env, signal);
      worker.made.add(dir);
      stamp(dir);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return { kind: 'directory', dir, scope: 'full', ...(why ? { why } : {}) };
  };
}

interface BuildWorker {
  /** The build directories this worker's renderer can start a partial rebuild from. */
  made: Set<string>;
  alive(): boolean;
  ask(request: WorkerRequest, signal: AbortSignal): Promise<WorkerAnswer>;
  stop(): void;
}

/** Starts site-build-worker.ts and resolves once its full build is written; rejects with a BuildError. */
function startBuildWorker(projectRoot: string, env: Record<string, string | undefined>, signal: AbortSignal): Promise<BuildWorker> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [join(projectRoot, 'server/content-pipeline/site-build-worker.ts')], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // A server shutting down stops its build (and its waiting worker) rather than wait for it.
      signal,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let waiting: ((answer: WorkerAnswer | Error) => void) | null = null;
    let exited = false;
    const worker: BuildWorker = {
      made: new Set(),
      alive: () => !exited && child.connected,
      ask(request, askSignal) {
        return new Promise((answer, fail) => {
          if (askSignal.aborted) return fail(new BuildError('the build failed', 'The rebuild was stopped.'));
          waiting = (reply) => (reply instanceof Error ? fail(reply) : answer(reply));
          child.send(request);
        });
      },
      stop() {
        exited = true;
        child.kill();
      },
    };
    child.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'built') {
        // It waits for work without keeping the server's process alive.
        child.unref();
        child.channel?.unref();
        return resolve(worker);
      }
      if (answer.type === 'failed' && !waiting) return reject(new BuildError('the build failed', answer.detail.slice(-OUTPUT_KEPT)));
      const reply = waiting;
      waiting = null;
      reply?.(answer);
    });
    child.on('error', (error) => {
      exited = true;
      reject(new BuildError('the build failed', error.message));
      waiting?.(new BuildError('the build failed', error.message));
    });
    child.on('exit', (code, exitSignal) => {
      exited = true;
      const error = new BuildError('the build failed', `The site build worker exited ${code ?? exitSignal}:\n${output}`);
      reject(error);
      waiting?.(error);
      waiting = null;
    });
  });
}

/**
 * Production on a host that builds (Netlify, Vercel, a CI workflow): the rebuild POSTs the host's
 * build hook and the host builds and deploys. The URL is a secret of its own (anyone holding it can
 * start builds), so it comes from the environment and is never logged.
 */
export function deployHookBuilder(hookUrl: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): SiteBuilder {
  const send = options.fetch ?? fetch;
  return async (signal) => {
    let response: Response;
    try {
      response = await send(hookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 15_000)]),
      });
    } catch (error) {
      throw new BuildError('the deploy hook did not answer', (error as Error).message);
    }
    await response.body?.cancel();
    if (!response.ok) throw new BuildError('the deploy hook refused', `The deploy hook answered ${response.status}.`);
    return { kind: 'deployed' };
  };
}
