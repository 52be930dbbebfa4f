import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../../commerce/log.ts';
import { loadServerConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { startTestCognito, type TestCognito } from '../fixtures/identity-local-cognito.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';

const MAILBOX_PATHS = ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1'];

/** The one-port server (API only) on a free port over a fresh embedded database, in the mode `env` says. */
function useServer(env: Record<string, string>) {
  const running: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    running.dataDir = mkdtempSync(join(tmpdir(), 'hearth-dev-mailbox-'));
    const config = loadServerConfig({ HOST: '127.0.0.1', PORT: '0', HEARTH_DATA_DIR: running.dataDir, ...env });
    if (config.production) await recordSellerBeforeStart(config.store);
    running.server = await startServer(config, { serveSite: false, identity: false });
  });
  afterAll(async () => {
    await running.server?.close();
    if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
  });
  return running;
}

describe('the dev mailbox in production', () => {
  const running = useServer({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: 'x'.repeat(32), ...PRODUCTION_MAIL_ENV });

  it('does not exist: every path is 404', async () => {
    for (const path of MAILBOX_PATHS) {
      const reply = await fetch(`${running.server!.url}${path}`);
      expect(reply.status, path).toBe(404);
      expect(await reply.text()).not.toContain('messages');
    }
  });
});

describe('the dev mailbox in development', () => {
  const running = useServer({ NODE_ENV: 'development', HEARTH_LOCAL_SMTP_PORT: '0' });

  it('is served by the shop itself, same-origin only', async () => {
    const reply = await fetch(`${running.server!.url}/dev/mailbox.json`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ messages: [] });
    const crossSite = await fetch(`${running.server!.url}/dev/mailbox.json`, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'shop.example' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
    ['Via', { via: '1.1 nginx' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['CF-Connecting-IP', { 'cf-connecting-ip': '203.0.113.9' }],
    ['True-Client-IP', { 'true-client-ip': '203.0.113.9' }],
    ['X-Client-IP', { 'x-client-ip': '203.0.113.9' }],
    ['Fastly-Client-IP', { 'fastly-client-ip': '203.0.113.9' }],
    ['X-Cluster-Client-IP', { 'x-cluster-client-ip': '203.0.113.9' }],
    ['X-Original-Forwarded-For', { 'x-original-forwarded-for': '203.0.113.9' }],
  ])('refuses a request that came through a proxy (%s), however local its Host', async (_name, proxyHeaders) => {
    const port = new URL(running.server!.url).port;
    for (const path of MAILBOX_PATHS) {
      const reply = await fetch(`${running.server!.url}${path}`, { headers: { host: `localhost:${port}`, ...proxyHeaders } });
      expect(reply.status, path).toBe(403);
      expect(await reply.text()).toContain('does not answer through a proxy');
    }
  });
});

describe('a development server behind a proxy', () => {
  const running = useServer({ NODE_ENV: 'development', HEARTH_LOCAL_SMTP_PORT: '0' });

  it('logs one loud warning the first time a request carries a proxy header', async () => {
    // The server's logger as the running server configured it (commerce/log.ts).
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const proxyWarnings = () => warn.mock.calls.filter(([line]) => String(line).includes('must not be put behind a proxy'));
      await fetch(`${running.server!.url}/dev/mailbox.json`);
      expect(proxyWarnings()).toHaveLength(0);
      await fetch(`${running.server!.url}/graphql`, { headers: { via: '1.1 nginx' } });
      await fetch(`${running.server!.url}/dev/mailbox.json`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxyWarnings()).toHaveLength(1);
      expect(String(proxyWarnings()[0]![0])).toContain('via');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('local Cognito', () => {
  let local: TestCognito;
  beforeAll(async () => {
    local = await startTestCognito();
  });
  afterAll(() => local?.dispose());

  it('no longer hands its mail to any origin (the old /dev-mailbox.json)', async () => {
    const reply = await fetch(`${local.cognito.url}/dev-mailbox.json`, { headers: { origin: 'https://evil.example' } });
    expect(reply.status).not.toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(await reply.text()).not.toContain('messages');
  });
});
