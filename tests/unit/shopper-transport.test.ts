import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommerceTransport } from '../../src/lib/commerce/client.ts';
import { orderCalls } from '../../src/lib/commerce/orders.ts';
import { paymentCalls } from '../../src/lib/commerce/payments.ts';
import { createShopperTransport } from '../../src/lib/identity/shopper-transport.ts';

const channel = { tenant: 'hearth', salesChannel: 'uk-web' };

/** Every request the transports under test send, with the headers it went with. */
function recorder() {
  const seen: { body: any; headers: Headers }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    seen.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
    return new Response(JSON.stringify({ data: { getOrder: null } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

function setup(options: { stored: boolean; signedIn: boolean }) {
  const { seen, fetch } = recorder();
  const storefront: CommerceTransport = { endpoint: '/graphql', apiKey: 'public-key', fetch };
  let identityLoads = 0;
  const transport = createShopperTransport({
    hasStoredSession: () => options.stored,
    signedInTransport: async () => {
      identityLoads += 1;
      return options.signedIn ? { ...storefront, apiKey: '', idToken: 'id-token-1' } : null;
    },
    storefront,
  });
  return { transport, seen, identityLoads: () => identityLoads };
}

describe('the shopper transport: one choice per call for own carts and orders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a guest’s calls with the public key, without loading the identity library', async () => {
    const run = setup({ stored: false, signedIn: false });
    await orderCalls(run.transport, channel).getOrder('cart-1');
    expect(run.identityLoads()).toBe(0);
    expect(run.seen[0]!.headers.get('x-api-key')).toBe('public-key');
    expect(run.seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('sends a signed-in customer’s calls with their ID token as bearer and an empty key', async () => {
    const run = setup({ stored: true, signedIn: true });
    await orderCalls(run.transport, channel).getOrder('cart-1');
    await paymentCalls(run.transport, channel).getOrderDetails('order-1');
    expect(run.seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer id-token-1', 'Bearer id-token-1']);
    expect(run.seen.map((request) => request.headers.get('x-api-key'))).toEqual(['', '']);
  });

  it('asks for the session afresh on every call (tokens expire and refresh)', async () => {
    const run = setup({ stored: true, signedIn: true });
    const calls = orderCalls(run.transport, channel);
    await calls.getOrder('cart-1');
    await calls.getOrder('cart-1');
    expect(run.identityLoads()).toBe(2);
  });

  it('falls back to the public key when a stored session has ended', async () => {
    const run = setup({ stored: true, signedIn: false });
    await orderCalls(run.transport, channel).getOrder('cart-1');
    expect(run.identityLoads()).toBe(1);
    expect(run.seen[0]!.headers.get('x-api-key')).toBe('public-key');
    expect(run.seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('reports a transport that cannot be chosen (identity library not loadable) as a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async (): Promise<CommerceTransport> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const codes: string[] = [];
    expect(await orderCalls(failing, channel).getOrder('cart-1', (error) => void codes.push(error.code))).toBeNull();
    expect(codes).toEqual(['NETWORK']);
  });

  it('sends the receipt key with the order page’s read, and only the email with tracking', async () => {
    const run = setup({ stored: false, signedIn: false });
    const payments = paymentCalls(run.transport, channel);
    await payments.getOrderDetails('order-1', undefined, 'key-1');
    await payments.getOrderDetails('order-2');
    await payments.trackOrderByNumber(10023, 'gwen@example.co.uk');
    expect(run.seen.map((request) => request.body.variables)).toEqual([
      { orderId: 'order-1', receiptKey: 'key-1', ...channel },
      { orderId: 'order-2', receiptKey: null, ...channel },
      { orderNumber: 10023, email: 'gwen@example.co.uk', ...channel },
    ]);
  });
});
