import { describe, expect, it } from 'vitest';
import { buildPaymentData, readBrowserDetails, SETTLE_PAYMENT_DATA } from '../../../src/features/checkout/payment-data.ts';
import {
  CARD_RETURN_PATH,
  PAYMENT_FAILED_PATH,
  placedOrderPath,
  searchWithoutOrderId,
  settlePayment,
} from '../../../src/features/checkout/payment-return.ts';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import {
  paymentCheckVerdict,
  cardReturnVerdict,
  declineMessage,
  placeOrderOutcome,
  safeRedirectUrl,
  type ReturnVerdict,
} from '../../../src/features/checkout/payment-outcome.ts';
import { paymentOrder } from '../../fixtures/storefront-orders.ts';

const ORIGIN = 'https://shop.example';

const declined = (reason: string, message = 'Your card was declined.') =>
  new CommerceError(message, 'PAYMENT_DECLINED', { code: 'PAYMENT_DECLINED', reason });

describe('paymentData', () => {
  it('reads the browser as the issuer wants it, with javaEnabled false where the method is gone', () => {
    const browser = {
      screen: { height: 900, width: 1280, colorDepth: 24 },
      navigator: { language: 'en-GB' },
      location: { origin: ORIGIN },
    };
    expect(readBrowserDetails(browser)).toEqual({
      screenHeight: 900,
      screenWidth: 1280,
      language: 'en-GB',
      javaEnabled: false,
      colorDepth: 24,
      origin: ORIGIN,
    });
    expect(readBrowserDetails({ ...browser, navigator: { language: 'cy', javaEnabled: () => true } }).javaEnabled).toBe(true);
    // The API takes only a plain language tag: anything else is sent as the shop's own language.
    expect(readBrowserDetails({ ...browser, navigator: { language: 'zh-Hans-CN' } }).language).toBe('zh-Hans-CN');
    expect(readBrowserDetails({ ...browser, navigator: { language: 'en-US-u-ca-gregory-nu-latn' } }).language).toBe('en-GB');
    expect(
      readBrowserDetails({
        ...browser,
        navigator: {
          javaEnabled: () => {
            throw new Error('no');
          },
        },
      }),
    ).toMatchObject({ javaEnabled: false, language: 'en-GB' });
  });

  it('is one JSON string with the gateway’s token (never a card), the browser and the amount the shopper saw', () => {
    const cardToken = `tok_${'b'.repeat(43)}`;
    const browser = { screenHeight: 900, screenWidth: 1280, language: 'en-GB', javaEnabled: false, colorDepth: 24, origin: ORIGIN };
    expect(JSON.parse(buildPaymentData(cardToken, browser, 123.45))).toEqual({
      cardToken,
      browserDetails: browser,
      expectedAmountDue: 123.45,
    });
    expect(JSON.parse(buildPaymentData(null, browser, 0))).toEqual({ browserDetails: browser, expectedAmountDue: 0 });
    expect(SETTLE_PAYMENT_DATA).toBe('{}');
  });
});

describe('placeOrderOutcome', () => {
  it('opens the order page when the order is placed', () => {
    const placed = paymentOrder({ status: 'placed', paymentStatus: 'paid', number: 10001 });
    expect(placeOrderOutcome(placed, null, ORIGIN)).toEqual({ kind: 'placed', order: placed });
  });

  it("sends the shopper to the bank's check when the reply asks for it", () => {
    const pending = paymentOrder({
      status: 'paymentPending',
      paymentStatus: 'pending',
      clientData: { type: 'redirect', action: 'GET', data: '/secure/?payment=p-1' },
    });
    expect(placeOrderOutcome(pending, null, ORIGIN)).toEqual({ kind: 'redirect', url: `${ORIGIN}/secure/?payment=p-1`, order: pending });
    const external = paymentOrder({
      status: 'paymentPending',
      clientData: { type: 'redirect', action: 'GET', data: 'https://bank.example/3ds?x=1' },
    });
    expect(placeOrderOutcome(external, null, ORIGIN)).toMatchObject({ kind: 'redirect', url: 'https://bank.example/3ds?x=1' });
  });

  it('never follows a script URL; a payment in flight without a safe action is settled by the return page', () => {
    const hostile = paymentOrder({
      status: 'paymentPending',
      clientData: { type: 'redirect', action: 'GET', data: 'javascript:alert(1)' },
    });
    expect(placeOrderOutcome(hostile, null, ORIGIN).kind).toBe('pending');
    expect(placeOrderOutcome(paymentOrder({ status: 'paymentPending' }), null, ORIGIN).kind).toBe('pending');
    expect(safeRedirectUrl('data:text/html,hi', ORIGIN)).toBeNull();
    expect(safeRedirectUrl('http://[', ORIGIN)).toBeNull();
  });

  it('says why a card was declined, in our words for the reasons we know', () => {
    expect(placeOrderOutcome(null, declined('declined'), ORIGIN)).toEqual({
      kind: 'declined',
      reason: 'declined',
      message: declineMessage('declined'),
    });
    expect(placeOrderOutcome(null, declined('insufficientFunds'), ORIGIN)).toMatchObject({
      kind: 'declined',
      reason: 'insufficientFunds',
      message: expect.stringMatching(/insufficient funds/),
    });
    expect(placeOrderOutcome(null, declined('authenticationFailed'), ORIGIN)).toMatchObject({ reason: 'authenticationFailed' });
    expect(placeOrderOutcome(null, declined('expiredCard'), ORIGIN)).toMatchObject({
      reason: 'expiredCard',
      message: expect.stringMatching(/expired/),
    });
  });

  it("uses the server's words for a reason it does not know", () => {
    expect(placeOrderOutcome(null, declined('abandoned', "Your bank's check was not finished in time."), ORIGIN)).toEqual({
      kind: 'declined',
      reason: null,
      message: "Your bank's check was not finished in time.",
    });
  });

  it('reloads the order when it changed under the shopper or the input was refused', () => {
    for (const code of ['CONFLICT', 'BAD_USER_INPUT']) {
      expect(
        placeOrderOutcome(null, new CommerceError('The price of Birch logs changed. Check your basket and pay again.', code), ORIGIN),
      ).toEqual({
        kind: 'orderChanged',
        message: 'The price of Birch logs changed. Check your basket and pay again.',
      });
    }
  });

  it("shows a refused card field in the shopper's words, without the API's field path", () => {
    const refused = new CommerceError(
      'paymentData.card.number: That card number is not valid; check it for a mistyped digit.',
      'BAD_USER_INPUT',
      { field: 'paymentData' },
    );
    expect(placeOrderOutcome(null, refused, ORIGIN)).toEqual({
      kind: 'orderChanged',
      message: 'That card number is not valid; check it for a mistyped digit.',
    });
  });

  it('treats a reply still in the cart as declined when the payment failed, and as changed when it lists problems', () => {
    expect(placeOrderOutcome(paymentOrder({ paymentStatus: 'failed' }), null, ORIGIN).kind).toBe('declined');
    expect(placeOrderOutcome(paymentOrder({ errors: ['Choose a delivery date.'] }), null, ORIGIN)).toEqual({
      kind: 'orderChanged',
      message: 'Choose a delivery date.',
    });
  });

  it('never says a payment failed when no answer came: the outcome is being checked', () => {
    for (const error of [
      new CommerceError('We could not reach the shop.', 'NETWORK'),
      new CommerceError('We could not reach the shop just now.', 'SHOP_UNAVAILABLE'),
      new CommerceError('The shop answered with an unreadable reply (HTTP 502).', 'BAD_RESPONSE'),
      new CommerceError('Unexpected error.', 'INTERNAL_SERVER_ERROR'),
      null,
    ]) {
      const outcome = placeOrderOutcome(null, error, ORIGIN);
      expect(outcome.kind, error?.code).toBe('unknown');
      expect('message' in outcome && outcome.message).toMatch(/checking it now/);
      expect('message' in outcome && outcome.message).not.toMatch(/Nothing was charged/);
    }
  });

  it('offers another try, saying nothing was charged, when the shop refused before paying', () => {
    for (const code of ['RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN', 'SHOP_NOT_SET_UP']) {
      expect(placeOrderOutcome(null, new CommerceError('no', code), ORIGIN)).toMatchObject({
        kind: 'failed',
        message: /Nothing was charged/,
      });
    }
  });
});

describe('return verdicts', () => {
  it('reads checkOrderCanBePlaced after 3-D Secure', () => {
    expect(cardReturnVerdict(paymentOrder({ status: 'placed' }), null)).toEqual({ kind: 'placed', orderId: 'order-1' });
    expect(cardReturnVerdict(paymentOrder({ status: 'shoppingCart', paymentStatus: 'failed' }), null)).toEqual({
      kind: 'failed',
      orderId: 'order-1',
    });
    expect(cardReturnVerdict(paymentOrder({ status: 'paymentPending' }), null)).toEqual({ kind: 'pending' });
    // Paid and since moved on by the shop (a return page reloaded days later): still paid, never "try again".
    for (const status of ['partlyDispatched', 'dispatched', 'delivered', 'cancelled']) {
      expect(cardReturnVerdict(paymentOrder({ status }), null)).toEqual({ kind: 'placed', orderId: 'order-1' });
      expect(placeOrderOutcome(paymentOrder({ status }), null, ORIGIN).kind).toBe('placed');
    }
    expect(cardReturnVerdict(null, new CommerceError('That order does not exist.', 'NOT_FOUND'))).toMatchObject({
      kind: 'error',
      retryable: false,
    });
    expect(cardReturnVerdict(null, new CommerceError('offline', 'NETWORK'))).toMatchObject({ kind: 'error', retryable: true });
  });

  it("reads checkPayment's true and false", () => {
    expect(paymentCheckVerdict('o', true, null)).toEqual({ kind: 'placed', orderId: 'o' });
    expect(paymentCheckVerdict('o', false, null)).toEqual({ kind: 'failed', orderId: 'o' });
    expect(paymentCheckVerdict('o', null, new CommerceError('offline', 'NETWORK'))).toMatchObject({ kind: 'error', retryable: true });
  });
});

describe('settlePayment', () => {
  function asking(verdicts: ReturnVerdict[]) {
    const waits: number[] = [];
    let asked = 0;
    return {
      waits,
      asked: () => asked,
      options: {
        check: async () => verdicts[Math.min(asked++, verdicts.length - 1)]!,
        wait: async (ms: number) => void waits.push(ms),
      },
    };
  }

  it('stops at the first decision', async () => {
    const run = asking([{ kind: 'pending' }, { kind: 'placed', orderId: 'o' }]);
    expect(await settlePayment(run.options)).toEqual({ kind: 'placed', orderId: 'o' });
    expect(run.asked()).toBe(2);
    expect(run.waits).toEqual([1000]);
  });

  it('asks a few times, waiting longer each time, then answers pending', async () => {
    const run = asking([{ kind: 'pending' }]);
    expect(await settlePayment(run.options)).toEqual({ kind: 'pending' });
    expect(run.asked()).toBe(4);
    expect(run.waits).toEqual([1000, 2000, 4000]);
  });

  it('asks again after a dropped connection, but not about an order that does not exist', async () => {
    const flaky = asking([
      { kind: 'error', message: 'offline', retryable: true },
      { kind: 'failed', orderId: 'o' },
    ]);
    expect(await settlePayment(flaky.options)).toEqual({ kind: 'failed', orderId: 'o' });
    const missing = asking([{ kind: 'error', message: 'gone', retryable: false }]);
    expect((await settlePayment(missing.options)).kind).toBe('error');
    expect(missing.asked()).toBe(1);
  });
});

it('builds the next pages: a placed order by its id, escaped; a payment under way or failed by no id at all', () => {
  expect(placedOrderPath('a b')).toBe('/order/a%20b/?placed=1');
  // The order may be a cart again: its id in a URL would hand the cart to whoever sees the URL.
  expect(PAYMENT_FAILED_PATH).toBe('/payment-failed/');
  expect(CARD_RETURN_PATH).toBe('/checkout/card-return/');
});

it('takes an order id out of a return address, keeping the rest', () => {
  expect(searchWithoutOrderId('?orderId=o-1&gateway=test-card')).toBe('?gateway=test-card');
  expect(searchWithoutOrderId('?orderId=o-1')).toBe('');
  expect(searchWithoutOrderId('?gateway=test-card')).toBe('?gateway=test-card');
  expect(searchWithoutOrderId('')).toBe('');
});
