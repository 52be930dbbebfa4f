import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../server/config.ts';
import { BuildError, deployHookBuilder } from '../../../server/content-pipeline/site-builders.ts';
import { PRODUCTION_MAIL_ENV } from '../../fixtures/production-mail-env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  HEARTH_CURSOR_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://shop@db/hearth',
  ...PRODUCTION_MAIL_ENV,
};

describe('content pipeline settings', () => {
  it('has no webhook without a secret, and builds here without a hook', () => {
    expect(loadServerConfig(PRODUCTION).contentPipeline).toEqual({
      webhookSecret: null,
      deployHookUrl: null,
      settleMs: 3_000,
      maxWaitMs: 60_000,
    });
  });

  it("waits longer for a burst to end when each build is a host's, and as told when told", () => {
    const hook = { HEARTH_DEPLOY_HOOK_URL: 'https://hooks.example/b' };
    expect(loadServerConfig({ ...PRODUCTION, ...hook }).contentPipeline.settleMs).toBe(10_000);
    expect(loadServerConfig({ ...PRODUCTION, ...hook, HEARTH_REBUILD_SETTLE_MS: '500' }).contentPipeline).toMatchObject({
      settleMs: 500,
      maxWaitMs: 60_000,
    });
    expect(loadServerConfig({ ...PRODUCTION, HEARTH_REBUILD_SETTLE_MS: '20000' }).contentPipeline.maxWaitMs).toBe(120_000);
  });

  it('refuses a short secret, an http hook in production, and several workers that would each build alone', () => {
    expect(() => loadServerConfig({ ...PRODUCTION, SANITY_WEBHOOK_SECRET: 'short' })).toThrow(/SANITY_WEBHOOK_SECRET/);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_DEPLOY_HOOK_URL: 'http://hooks.example/build' })).toThrow(/https in production/);
    const secret = { SANITY_WEBHOOK_SECRET: 'a-long-enough-secret' };
    expect(() => loadServerConfig({ ...PRODUCTION, ...secret, HEARTH_WORKERS: '2' })).toThrow(/HEARTH_DEPLOY_HOOK_URL/);
    const hooked = loadServerConfig({ ...PRODUCTION, ...secret, HEARTH_WORKERS: '2', HEARTH_DEPLOY_HOOK_URL: 'https://hooks.example/b' });
    expect(hooked.contentPipeline.deployHookUrl).toBe('https://hooks.example/b');
  });
});

describe('the deploy hook', () => {
  let server: Server;
  let answer = 200;
  const received: { method: string; body: string }[] = [];
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method ?? '', body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the hook and reports the build as handed to the host', async () => {
    expect(await deployHookBuilder(url)(new AbortController().signal)).toEqual({ kind: 'deployed' });
    expect(received.at(-1)).toEqual({ method: 'POST', body: '{}' });
  });

  it('reports a refusal and an unreachable hook with a short reason, never the URL', async () => {
    answer = 500;
    const refused = await deployHookBuilder(url)(new AbortController().signal).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BuildError);
    expect((refused as BuildError).reason).toBe('the deploy hook refused');
    expect((refused as BuildError).message).not.toContain('build_hooks');
    const unreachable = await deployHookBuilder('http://127.0.0.1:1/hook')(new AbortController().signal).catch((e: unknown) => e);
    expect((unreachable as BuildError).reason).toBe('the deploy hook did not answer');
  });
});
