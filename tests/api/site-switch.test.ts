import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError, type SiteBuilder } from '../../server/content-pipeline/site-builders.ts';
import { loadServerConfig } from '../../server/config.ts';
import { type RunningServer, startServer } from '../../server/main.ts';

const SECRET = 'switch-test-webhook-secret';

/**
 * A small build with the shape of a real one: a static page, a hashed asset, and a server entry
 * whose handler answers the on-demand pages. Its label shows in every answer.
 */
function writeBuild(dir: string, label: string): string {
  mkdirSync(join(dir, 'client', '_astro'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), `<!doctype html><title>${label}</title><p>${label}</p>`);
  writeFileSync(join(dir, 'client', '_astro', `island-${label}.js`), `console.log(${JSON.stringify(label)});`);
  writeFileSync(join(dir, 'client', '_redirects'), `/old-${label} /  301\n`);
  writeFileSync(
    join(dir, 'server', 'entry.mjs'),
    // Counts its own imports, as each import of a real entry keeps a copy of the server bundle.
    `globalThis.hearthEntryImports = (globalThis.hearthEntryImports ?? 0) + 1;\nexport const handler = async (req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end(${JSON.stringify(`on demand ${label}`)}); };\n`,
  );
  return dir;
}

/** A partial rebuild's shape: every file of `from` hard-linked into `dir`, but a new home page. */
function writePartialBuild(from: string, dir: string, label: string): string {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(from, join(entry.parentPath, entry.name));
    if (path === join('client', 'index.html')) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    linkSync(join(from, path), join(dir, path));
  }
  writeFileSync(join(dir, 'client', 'index.html'), `<!doctype html><title>${label}</title><p>${label}</p>`);
  return dir;
}
const entryImports = () => (globalThis as { hearthEntryImports?: number }).hearthEntryImports ?? 0;

/** What the next rebuild does; each test sets its own. */
let nextBuild: (n: number, signal: AbortSignal) => Promise<string> = async (n) => buildIn(n);
let builds = 0;
let root = '';
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hearth-switch-'));
  const siteBuilder: SiteBuilder = async (signal) => {
    builds++;
    return { kind: 'directory', dir: await nextBuild(builds, signal) };
  };
  const config = loadServerConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    HEARTH_LOCAL_SMTP_PORT: '0',
    HEARTH_TEST_CARDS: 'off',
    HEARTH_DATA_DIR: join(root, 'data'),
    SANITY_WEBHOOK_SECRET: SECRET,
    HEARTH_REBUILD_SETTLE_MS: '50',
  });
  server = await startServer(config, {
    identity: false,
    siteDir: writeBuild(join(root, 'first'), 'first'),
    buildsDir: join(root, 'builds'),
    siteBuilder,
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const buildIn = (n: number) => writeBuild(join(root, 'builds', `b${n}`), `build-${n}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function webhook(id: string, key: string): Promise<number> {
  const body = JSON.stringify({ _id: id, _type: 'knowledgeBaseArticle' });
  const reply = await fetch(`${server.url}/webhooks/sanity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  });
  return reply.status;
}

const text = async (path: string) => {
  const reply = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: reply.status, body: await reply.text(), location: reply.headers.get('location') };
};

describe('switching to a new build', () => {
  it('serves the old build until the new one is loaded, then the new one whole, with no failed request meanwhile', {
    timeout: 30_000,
  }, async () => {
    nextBuild = async (n) => {
      await pause(300);
      return buildIn(n);
    };
    expect((await text('/')).body).toContain('first');

    const seen: { path: string; status: number; body: string }[] = [];
    let firing = true;
    const fire = async () => {
      while (firing) {
        for (const path of ['/', '/account/orders', '/_astro/island-first.js']) {
          const { status, body } = await text(path);
          seen.push({ path, status, body });
        }
      }
    };
    const clients = Promise.all([fire(), fire(), fire(), fire()]);
    expect(await webhook('storing-logs', 'd1')).toBe(202);
    await server.contentPipeline!.idle();
    await pause(100);
    firing = false;
    await clients;

    expect(seen.length).toBeGreaterThan(50);
    expect(seen.filter((r) => r.status !== 200)).toEqual([]);
    const pages = seen
      .filter((r) => r.path === '/')
      .map((r) => (r.body.includes('build-1') ? 'new' : r.body.includes('first') ? 'old' : '?'));
    expect(pages).toContain('old');
    expect(pages).toContain('new');
    expect(pages).not.toContain('?');
    // Never back: once a request saw the new build, later ones (in the order they finished) do too.
    expect(pages.slice(pages.indexOf('new')).every((p) => p === 'new')).toBe(true);

    // Static files, on-demand pages and redirects moved together.
    expect((await text('/')).body).toContain('build-1');
    expect((await text('/account/orders')).body).toBe('on demand build-1');
    expect((await text('/old-build-1')).status).toBe(301);
    expect((await text('/old-first')).status).not.toBe(301);
    // A page loaded before the switch still gets its island's chunk from the build before.
    expect((await text('/_astro/island-first.js')).status).toBe(200);
    const status = (await (await fetch(`${server.url}/build-status`)).json()) as { last: Record<string, unknown> };
    expect(status.last).toMatchObject({ result: 'succeeded', trigger: 'Sanity: knowledgeBaseArticle changed' });
    expect(status.last.durationMs).toBeGreaterThanOrEqual(300);
  });

  it('keeps serving the old site when a build fails, logs it, and says so in the status without detail', async () => {
    nextBuild = async () => {
      throw new BuildError('the build failed', '/secret/path/src/pages/index.astro: Unexpected token');
    };
    expect(await webhook('storing-logs', 'f1')).toBe(202);
    await server.contentPipeline!.idle();
    expect(await text('/')).toMatchObject({ status: 200, body: expect.stringContaining('build-1') });
    expect((await text('/account/orders')).body).toBe('on demand build-1');
    const reply = await fetch(`${server.url}/build-status`);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const raw = await reply.text();
    expect(JSON.parse(raw).last).toMatchObject({ result: 'failed', reason: 'the build failed' });
    expect(raw).not.toContain('secret');
  });

  it('keeps the old site when the new build does not load (no server entry)', async () => {
    nextBuild = async (n) => {
      const dir = buildIn(n);
      rmSync(join(dir, 'server'), { recursive: true });
      return dir;
    };
    server.contentPipeline!.requestRebuild('test');
    await server.contentPipeline!.idle();
    expect((await text('/')).body).toContain('build-1');
    expect(server.contentPipeline!.status.read().last).toMatchObject({ result: 'failed', reason: 'the new build did not load' });
  });

  it('turns a burst of webhooks into one build, and a webhook during a build into exactly one more', { timeout: 30_000 }, async () => {
    let release = () => {};
    let held = true;
    nextBuild = async (n) => {
      if (held) await new Promise<void>((resolve) => (release = resolve));
      held = false;
      return buildIn(n);
    };
    const before = builds;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => webhook(`doc-${i}`, `burst-${i}`)));
    expect(burst.every((s) => s === 202)).toBe(true);
    await pause(200);
    expect(builds).toBe(before + 1);
    // During the build: three more edits.
    for (const i of [1, 2, 3]) expect(await webhook(`late-${i}`, `late-${i}`)).toBe(202);
    await pause(200);
    expect(builds).toBe(before + 1);
    release();
    await server.contentPipeline!.idle();
    expect(builds).toBe(before + 2);
    expect((await text('/')).body).toContain(`build-${before + 2}`);
    // Builds two switches old are removed; the one before the current stays for its assets.
    expect(existsSync(join(root, 'builds', `b${before + 2}`))).toBe(true);
    expect(existsSync(join(root, 'builds', `b${before + 1}`))).toBe(true);
    expect(existsSync(join(root, 'builds', 'b1'))).toBe(false);
    expect(existsSync(join(root, 'first'))).toBe(true);
    await pause(200);
    expect(builds).toBe(before + 2);
  });

  it('shares the server code of the build a partial rebuild was made from, and removes its directory once no build in use needs it', {
    timeout: 30_000,
  }, async () => {
    nextBuild = async (n) => buildIn(n);
    server.contentPipeline!.requestRebuild('full');
    await server.contentPipeline!.idle();
    const full = builds;
    const fullDir = join(root, 'builds', `b${full}`);
    const importsAfterFull = entryImports();

    // Three partial rebuilds in a row, each linked from the one served.
    let from = fullDir;
    nextBuild = async (n) => {
      from = writePartialBuild(from, join(root, 'builds', `b${n}`), `partial-${n}`);
      return from;
    };
    for (let i = 0; i < 3; i++) {
      server.contentPipeline!.requestRebuild('partial');
      await server.contentPipeline!.idle();
    }
    expect((await text('/')).body).toContain(`partial-${builds}`);
    expect((await text('/account/orders')).body).toBe(`on demand build-${full}`);
    expect(entryImports()).toBe(importsAfterFull);
    // The first partial rebuild, two switches old, is gone; the full build's directory stays, as
    // the handler in use was imported from it.
    expect(existsSync(join(root, 'builds', `b${full + 1}`))).toBe(false);
    expect(existsSync(fullDir)).toBe(true);

    // A full build brings its own code; two switches later nothing in use names the old one.
    nextBuild = async (n) => buildIn(n);
    for (let i = 0; i < 2; i++) {
      server.contentPipeline!.requestRebuild('full');
      await server.contentPipeline!.idle();
    }
    expect(entryImports()).toBe(importsAfterFull + 2);
    expect((await text('/account/orders')).body).toBe(`on demand build-${builds}`);
    expect(existsSync(fullDir)).toBe(false);
    expect(existsSync(join(root, 'builds', `b${full + 3}`))).toBe(false);
  });
});
