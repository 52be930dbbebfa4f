import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp } from './build-stamp.ts';
import { publishedContentDigest } from './content-digest.ts';

/** One rebuild's result: a new build directory to switch to, or `deployed` (the host builds and serves it). */
export type BuildProduct = { kind: 'directory'; dir: string } | { kind: 'deployed' };

/** Builds the site once; throws a BuildError (short reason for the status, the detail for the log). */
export type SiteBuilder = (signal: AbortSignal) => Promise<BuildProduct>;

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
 * The local (and single-server) rebuild: `astro build` from the current content into a new
 * directory (HEARTH_BUILD_OUT_DIR, read by astro.config.mjs), then the precompressed copies, each in a
 * child process so the server keeps answering meanwhile, and the build stamp, as `npm start` makes them.
 */
export function localSiteBuilder(options: LocalBuilderOptions): SiteBuilder {
  const name = options.name ?? (() => `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`);
  return async (signal) => {
    await options.prepare();
    // Read before the build starts: a publish during the build is not in it, so its stamp must not say so.
    const contentDigest = await publishedContentDigest(options.env);
    mkdirSync(options.buildsDir, { recursive: true });
    const dir = join(options.buildsDir, name());
    const env = { ...options.env, HEARTH_BUILD_OUT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' };
    try {
      await runNode(options.projectRoot, ['node_modules/astro/bin/astro.mjs', 'build'], env, signal);
      await runNode(options.projectRoot, ['scripts/precompress.ts', join(dir, 'client')], env, signal);
      writeFileSync(join(dir, '.build-stamp'), buildStamp(options.projectRoot, options.env, contentDigest));
    } catch (error) {
      // Half a build is never served: its directory goes at once.
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return { kind: 'directory', dir };
  };
}

/** A step of the build in its own process: the server's event loop stays free for shoppers. */
function runNode(projectRoot: string, args: string[], env: Record<string, string | undefined>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, args[0]!), ...args.slice(1)], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A server shutting down stops its build rather than wait minutes for it.
      signal,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new BuildError('the build failed', error.message)));
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new BuildError('the build failed', `${args.join(' ')} exited ${code ?? signal}:\n${output}`)),
    );
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
