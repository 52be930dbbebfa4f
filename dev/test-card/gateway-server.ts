import type { Kysely } from 'kysely';
import { log } from '../../commerce/log.ts';
import type { PaymentProvider } from '../../commerce/payments/provider.ts';
import type { Database } from '../../commerce/store/tables.ts';
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

/** Where the gateway's server listens and whom its card frame answers. */
export interface TestCardGatewayServerSettings {
  /** The settings never turn test cards on outside development; the server says so again where it runs. */
  development: boolean;
  /** On 127.0.0.1 (HEARTH_TEST_CARD_PORT); 0 for any free port. */
  port: number;
  /** The shop's page origins: only they may frame the card frame. */
  shopOrigins: readonly string[];
  /** The factor every rate limit is scaled by. */
  limitScale: number;
}

/** Starts the test card gateway's own server (its card frame and 3-D Secure page, on 127.0.0.1), only ever in development. */
export async function startTestCardGateway(
  settings: TestCardGatewayServerSettings,
  db: Kysely<Database>,
  now: () => Date,
): Promise<RunningTestCardGateway> {
  if (!settings.development) throw new Error('The test card gateway runs only in development.');
  const server = await startCardFrameServer({
    db,
    now,
    vault: processTestCardVault,
    assets: await buildFrameAssets(),
    shopOrigins: settings.shopOrigins,
    host: '127.0.0.1',
    port: settings.port,
    tokensPerMinute: 30 * settings.limitScale,
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
