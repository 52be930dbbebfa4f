import type { Kysely } from 'kysely';
import { log } from '../commerce/log.ts';
import { processTestCardVault } from '../commerce/payments/test-card/card-vault.ts';
import { buildFrameAssets } from '../commerce/payments/test-card/card-frame/frame-assets.ts';
import { startCardFrameServer, type CardFrameServer } from '../commerce/payments/test-card/card-frame/frame-server.ts';
import type { Database } from '../commerce/store/tables.ts';
import type { ServerConfig } from './config.ts';

/**
 * The shop's page origins: the configured ones and this server's own loopback names. The test
 * gateway's card frame may be framed only by these, and sends shoppers back only to these.
 */
export function shopPageOrigins(config: Pick<ServerConfig, 'corsOrigins' | 'port'>, port = config.port): string[] {
  return [...new Set([...config.corsOrigins, ...(port ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [])])];
}

/**
 * Starts the test card gateway's own server (its card frame and 3-D Secure page, on 127.0.0.1 at
 * HEARTH_TEST_CARD_PORT) when test cards are on, which is only ever in development; null otherwise.
 */
export async function startTestCardGateway(
  config: Pick<ServerConfig, 'testCards' | 'testCardPort' | 'corsOrigins' | 'port' | 'limits'>,
  db: Kysely<Database>,
  now: () => Date,
): Promise<CardFrameServer | null> {
  if (!config.testCards) return null;
  const server = await startCardFrameServer({
    db,
    now,
    vault: processTestCardVault,
    assets: await buildFrameAssets(),
    shopOrigins: shopPageOrigins(config),
    host: '127.0.0.1',
    port: config.testCardPort,
    tokensPerMinute: 30 * config.limits.scale,
  });
  log.info(`Test card gateway (card frame, 3-D Secure page) at ${server.origin}`);
  return server;
}
