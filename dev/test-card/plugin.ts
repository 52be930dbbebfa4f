import { z } from 'zod';
import type { PaymentPlugin } from '../../commerce/payments/plugin.ts';
import { DEFAULT_TEST_CARD_PORT } from './provider.ts';

/** Where the gateway's own server listens (127.0.0.1), from HEARTH_TEST_CARD_PORT; 0 for any free port. */
export interface TestCardSettings {
  port: number;
  /** Always true where settings are read at all: the gateway's server checks it again where it runs. */
  development: boolean;
}

const portSetting = z.coerce.number().int().min(0).max(65535).default(DEFAULT_TEST_CARD_PORT);

/**
 * The built-in test card gateway as a plug-in: a development stand-in, loaded only where the
 * server runs in development and HEARTH_TEST_CARDS is not `off` (commerce/payments/plugins.ts).
 * It runs its own server for its card frame, its 3-D Secure page and its wallet stand-ins, and
 * brings the card form's provider and the two wallets' (test-apple-pay, test-google-pay).
 */
export const testCardPlugin = {
  id: 'test-card',
  readSettings: (env, { production }) => {
    // Never outside development, whoever asks: the gateway takes no real money.
    if (production) return null;
    const port = portSetting.safeParse(env.HEARTH_TEST_CARD_PORT?.trim() || undefined);
    if (!port.success) throw new Error('Server settings are not valid: HEARTH_TEST_CARD_PORT must be a port number (0 for any free port).');
    return { port: port.data, development: !production };
  },
  start: async ({ port, development }, { db, now, shopOrigins, limitScale }) => {
    // Its server's code loads only when it starts: the demo reads this module just for its rows.
    const { startTestCardGateway } = await import('./gateway-server.ts');
    const gateway = await startTestCardGateway({ development, port, shopOrigins, limitScale }, db, now);
    return { providers: gateway.providers, origin: gateway.origin, close: () => gateway.close() };
  },
  // Its card form is on in a new shop (it answers only in development); its wallet stand-ins are off unless switched on.
  gatewayRows: (tenant_id) => {
    const row = { tenant_id, website_enabled: true, public_config: {} };
    return [
      // Its card frame's address is this process's, added to the config when the gateway is listed.
      { ...row, id: 'test-card', name: 'Card (test gateway)', type: 'testCard', enabled: true, sort: 0 },
      { ...row, id: 'test-apple-pay', name: 'Apple Pay (test gateway)', type: 'testApplePay', enabled: false, sort: 6 },
      { ...row, id: 'test-google-pay', name: 'Google Pay (test gateway)', type: 'testGooglePay', enabled: false, sort: 7 },
    ];
  },
} satisfies PaymentPlugin<TestCardSettings>;
