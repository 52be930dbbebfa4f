import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { PayForOrderDocument, ReadOrderDocument } from './gql/graphql.ts';

const START = new Date('2026-11-18T10:00:00Z');

/** A key as the storefront mints one before pressing Pay: 32 random bytes, base64url. */
const browserKey = () => randomBytes(32).toString('base64url');

// The paying browser keeps its key before it calls placeOrder, so a reply it never reads (a
// reload while the card is answered, a tab closed on the bank's page) still leaves it the key.
describe.each(backends)("a guest order's receipt key brought by the paying browser on $name", (backend) => {
  const shop = useShop(backend, { now: START });
  const { api: call } = shop;

  const place = (orderId: string, card: string, receiptKey?: string | null) =>
    call(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card), receiptKey });
  const read = async (orderId: string, receiptKey: string | null) => {
    const result = await call(ReadOrderDocument, { ...scope, orderId, receiptKey });
    expect(result.errors).toBeUndefined();
    return result.data!.getOrder!;
  };

  it('the call that opens the payment makes the browser’s key the order’s: with it alone the order opens in full, without it only the receipt', async () => {
    const orderId = await payableOrder(call);
    const key = browserKey();
    // The reply is not read: the shopper left before it came.
    expect((await place(orderId, TEST_CARDS.threeDSecure, key)).errors).toBeUndefined();

    const whole = await read(orderId, key);
    expect(whole.status).toBe('paymentPending');
    expect(whole.customer?.email).toMatch(/@example\.com$/);
    expect(whole.shippingAddress?.[0]?.line1).toBe(HOME_ADDRESS.line1);

    const receipt = await read(orderId, null);
    expect(receipt.customer).toBeNull();
    expect(receipt.shippingAddress ?? []).toEqual([]);
  });

  it('a call that joins a payment already under way registers nothing: its own key opens only the receipt', async () => {
    const orderId = await payableOrder(call);
    const payer = browserKey();
    expect((await place(orderId, TEST_CARDS.threeDSecure, payer)).data!.placeOrder.status).toBe('paymentPending');

    const strangersKey = browserKey();
    const joined = (await place(orderId, TEST_CARDS.threeDSecure, strangersKey)).data!.placeOrder;
    expect(joined).toMatchObject({ status: 'paymentPending', receiptKey: null });
    const seen = await read(orderId, strangersKey);
    expect(seen.customer).toBeNull();
    expect(seen.shippingAddress ?? []).toEqual([]);
  });

  it('a key of another shape is not taken: the reply carries a minted one, and the offered one opens nothing', async () => {
    const orderId = await payableOrder(call);
    const weak = 'password';
    const placed = (await place(orderId, TEST_CARDS.approved, weak)).data!.placeOrder;
    expect(placed.status).toBe('placed');
    expect(placed.receiptKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await read(orderId, weak)).customer).toBeNull();
    expect((await read(orderId, placed.receiptKey!)).customer?.email).toMatch(/@example\.com$/);
  });

  it('a refused payment forgets the keys given for it: a key planted by whoever opened that payment opens only the receipt of the order placed later', async () => {
    const orderId = await payableOrder(call);
    const planted = browserKey();
    expect((await place(orderId, TEST_CARDS.declined, planted)).errors).toBeDefined();
    expect((await read(orderId, null)).status).toBe('shoppingCart');

    const payer = browserKey();
    expect((await place(orderId, TEST_CARDS.approved, payer)).data!.placeOrder.status).toBe('placed');
    const seen = await read(orderId, planted);
    expect(seen.customer).toBeNull();
    expect(seen.shippingAddress ?? []).toEqual([]);
    expect((await read(orderId, payer)).customer?.email).toMatch(/@example\.com$/);
  });
});
