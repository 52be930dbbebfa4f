import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTestCardVault } from '../../dev/test-card/card-vault.ts';
import { startCardFrameServer, type CardFrameServer } from '../../dev/test-card/card-frame/frame-server.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';

/*
 * Review F2: the test gateway's /tokens took the list of accepted schemes from the caller and
 * compiled the caller's patterns in the shop's own process. `acceptedCards: []` vaulted any
 * Luhn-valid number, and a catastrophic pattern (`^(a+)+$` against 28 a's and a `!`) held the
 * whole process for seconds. The gateway now checks against its own rows and ignores the field.
 */

const SHOP = 'https://shop.test';
const DISCOVER = '6011111111111117';
const CARD = { expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

describe.each(backends)('the test gateway’s /tokens on $name', (backend) => {
  const shop = useShop(backend);
  let gateway: CardFrameServer;

  beforeAll(async () => {
    gateway = await startCardFrameServer({
      db: shop.db,
      now: shop.clock.now,
      vault: processTestCardVault,
      assets: { script: '', walletScript: '', walletSheetScript: '', style: '' },
      shopOrigins: [SHOP],
      host: '127.0.0.1',
      port: 0,
    });
  });
  afterAll(() => gateway?.close());

  /** Posted as the frame posts it: from the gateway's own origin. */
  async function tokenise(body: Record<string, unknown>) {
    const reply = await fetch(`${gateway.origin}/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gateway.origin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json()) as { token?: string; errors?: Record<string, string> } };
  }

  it('vaults a card of a scheme its own rows accept', async () => {
    const reply = await tokenise({ ...CARD, number: '4242 4242 4242 4242' });
    expect(reply.status).toBe(201);
    expect(reply.body.token).toMatch(/^tok_/);
  });

  it('refuses a scheme it does not accept, whatever list the caller sends', async () => {
    for (const acceptedCards of [undefined, [], [{ name: 'Discover', code: 'DISCOVER', cardRegex: '^6' }]]) {
      const reply = await tokenise({ ...CARD, number: DISCOVER, ...(acceptedCards ? { acceptedCards } : {}) });
      expect(reply.status, JSON.stringify(acceptedCards)).toBe(400);
      expect(reply.body.errors?.number).toBe('We accept Visa, Mastercard or American Express. Enter one of those cards.');
    }
  });

  it('judges the card by its own rules, never by a pattern the caller sends', async () => {
    const hostile = [{ name: 'x', code: 'x', cardRegex: '^(a+)+$' }];
    expect((await tokenise({ ...CARD, number: '4242 4242 4242 4242', acceptedCards: hostile })).status).toBe(201);
    const letters = await tokenise({ ...CARD, number: `${'a'.repeat(16)}!`, acceptedCards: hostile });
    expect(letters.status).toBe(400);
    expect(letters.body.errors?.number).toBe('Enter the card number using digits only.');
  });
});
