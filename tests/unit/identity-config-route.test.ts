import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../server/config.ts';
import { identityConfigRoute, serverIdentity, type ServerIdentity } from '../../server/identity.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(identity: ServerIdentity): Promise<string> {
  const route = identityConfigRoute(identity);
  server = createServer(async (req, res) => {
    if (!(await route(req, res, new URL(req.url ?? '/', 'http://localhost')))) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /identity/config.json', () => {
  it('publishes the real pool from the environment, without endpoints, and never caches', async () => {
    const config = loadServerConfig({
      NODE_ENV: 'production',
      HEARTH_CURSOR_SECRET: 'x'.repeat(32),
      ...PRODUCTION_MAIL_ENV,
      COGNITO_USER_POOL_ID: 'eu-west-2_Real123',
      COGNITO_CLIENT_ID: 'realclient',
      COGNITO_IDENTITY_POOL_ID: 'eu-west-2:48656172-7468-4c6f-8361-6c4964656e74',
    });
    const base = await serve(serverIdentity(config, undefined as never, undefined as never));
    const reply = await fetch(`${base}/identity/config.json`);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.json()).toEqual({
      region: 'eu-west-2',
      userPoolId: 'eu-west-2_Real123',
      userPoolClientId: 'realclient',
      identityPoolId: 'eu-west-2:48656172-7468-4c6f-8361-6c4964656e74',
      userPoolEndpoint: null,
      identityPoolEndpoint: null,
      hostedUi: null,
    });
  });

  it('answers 404 with a reason when this server has no sign-in, and leaves other paths alone', async () => {
    const config = loadServerConfig({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: 'x'.repeat(32), ...PRODUCTION_MAIL_ENV });
    const identity = serverIdentity(config, undefined as never, undefined as never);
    expect(identity.verifier).toBeNull();
    const base = await serve(identity);
    const reply = await fetch(`${base}/identity/config.json`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: 'Signing in is not available on this server.' });
    expect((await fetch(`${base}/identity/other`)).status).toBe(418);
  });

  it('refuses an identity pool id that is not one', () => {
    expect(() =>
      loadServerConfig({ COGNITO_USER_POOL_ID: 'eu-west-2_A', COGNITO_CLIENT_ID: 'c', COGNITO_IDENTITY_POOL_ID: 'nope' }),
    ).toThrow(/COGNITO_IDENTITY_POOL_ID/);
  });
});
