import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';
import { notification, TOPIC_ARN } from '../fixtures/sns-signing.ts';

/** A production server (API only) on a free port over a fresh embedded database. */
function useProductionServer(mailEnv: Record<string, string>) {
  const running: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    running.dataDir = mkdtempSync(join(tmpdir(), 'hearth-ses-events-'));
    const config = loadServerConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      HEARTH_DATA_DIR: running.dataDir,
      HEARTH_CURSOR_SECRET: 'x'.repeat(32),
      ...mailEnv,
    });
    await recordSellerBeforeStart(config.store);
    running.server = await startServer(config, { serveSite: false, identity: false });
  });
  afterAll(async () => {
    await running.server?.close();
    if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
  });
  return running;
}

/** An unsigned bounce report: the door must refuse it without fetching anything. */
const unsigned = () =>
  JSON.stringify({ ...notification('{}'), SignatureVersion: '2', Signature: 'AAAA', SigningCertURL: 'https://attacker.example/c.pem' });

describe('/webhooks/ses-events with SES and its events topic set', () => {
  const running = useProductionServer({
    MAIL_TRANSPORT: 'ses',
    MAIL_FROM: 'Hearth <orders@hearth.example>',
    MAIL_SES_REGION: 'eu-west-2',
    MAIL_SES_EVENTS_TOPIC_ARN: TOPIC_ARN,
  });

  it('is served, and refuses what SNS did not sign', async () => {
    const reply = await fetch(`${running.server!.url}/webhooks/ses-events`, { method: 'POST', body: unsigned() });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({ error: 'This endpoint takes only messages Amazon SNS signed for its topic.' });
    expect((await fetch(`${running.server!.url}/webhooks/ses-events`)).status).toBe(405);
  });
});

describe('/webhooks/ses-events with SMTP', () => {
  const running = useProductionServer(PRODUCTION_MAIL_ENV);

  it('does not exist', async () => {
    const reply = await fetch(`${running.server!.url}/webhooks/ses-events`, { method: 'POST', body: unsigned() });
    expect(reply.status).toBe(404);
  });
});
