import type { Kysely } from 'kysely';
import { log } from '../../commerce/log.ts';
import type { PaymentProvider } from '../../commerce/payments/provider.ts';
import type { Database } from '../../commerce/store/tables.ts';
import type { ServerConfig } from '../../server/config.ts';
import { shopPageOrigins } from '../../server/shop-page-origins.ts';
import { processTestCardVault } from './card-vault.ts';
import { buildFrameAssets } from './card-frame/frame-assets.ts';
import { startCardFrameServer } from './card-frame/frame-server.ts';
import { testCardProvider } from './provider.ts';
import { TEST_WALLETS, testWalletProvider } from './wallet-provider.ts';

/** The test card gateway as a development server runs it: its own server, and the provider to register. */
export interface RunningTestCardGateway {
  /** The origin of its card frame and 3-D Secure page, e.g. http://127.0.0.1:4326. */
  origin: string;
  /** The payment providers that take this gateway's tokens (its card form and its wallet stand-ins), for the process's payment registry. */
  providers: PaymentProvider[];
  close(): Promise<void>;
}

/**
 * Starts the test card gateway's own server (its card frame and 3-D Secure page, on 127.0.0.1 at
 * HEARTH_TEST_CARD_PORT) when test cards are on, which is only ever in development; null otherwise.
 */
export async function startTestCardGateway(
  config: Pick<ServerConfig, 'development' | 'testCards' | 'testCardPort' | 'corsOrigins' | 'port' | 'limits'>,
  db: Kysely<Database>,
  now: () => Date,
): Promise<RunningTestCardGateway | null> {
  if (!config.testCards) return null;
  // The settings never turn test cards on outside development; this says so again where the code runs.
  if (!config.development) throw new Error('The test card gateway runs only in development.');
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
  return {
    origin: server.origin,
    providers: [
      testCardProvider(db, now, { origin: server.origin }),
      ...TEST_WALLETS.map((wallet) => testWalletProvider(db, now, wallet, { origin: server.origin })),
    ],
    close: () => server.close(),
  };
}
