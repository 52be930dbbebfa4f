import { describe, expect, it } from 'vitest';
import { parseFromTestWallet, TEST_WALLET_CHANNEL } from '../../commerce/shared/wallet-sheet.ts';

const authorized = (authorization: Record<string, unknown>) => ({ channel: TEST_WALLET_CHANNEL, type: 'authorized', authorization });
const TOKEN = 'tok_abcdefghijklmnop';
const SHEET = {
  contact: { name: 'Wren Wallet', email: 'wren@example.com', phone: '07700 900123' },
  shippingAddress: { lines: ['1 Test Wallet Lane'], town: 'Bath', postcode: 'BA1 1AA', countryCode: 'GB' },
};

describe("the test wallet frame's messages, as the checkout reads them", () => {
  it('takes an authorisation with a token, contact and address in the shape the wallet adapters give', () => {
    expect(parseFromTestWallet(authorized({ token: TOKEN, ...SHEET }))).toEqual({
      type: 'authorized',
      authorization: { token: TOKEN, ...SHEET },
    });
    expect(parseFromTestWallet({ channel: TEST_WALLET_CHANNEL, type: 'ready' })).toEqual({ type: 'ready' });
  });

  it('ignores anything not on its channel or without a well-formed token, and drops a malformed address', () => {
    expect(parseFromTestWallet({ type: 'ready' })).toBeNull();
    expect(parseFromTestWallet(authorized({ token: '4242424242424242', ...SHEET }))).toBeNull();
    expect(parseFromTestWallet(authorized({ ...SHEET }))).toBeNull();
    const badAddress = parseFromTestWallet(
      authorized({ token: TOKEN, ...SHEET, shippingAddress: { ...SHEET.shippingAddress, countryCode: 'gb' } }),
    );
    expect(badAddress).toEqual({ type: 'authorized', authorization: { token: TOKEN, contact: SHEET.contact, shippingAddress: null } });
  });
});
