import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, RATE_LIMITS } from '../../commerce/limits/rate-limits.ts';
import { loadDemoCatalogue } from '../../dev/demo/load.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { openDatabase } from '../../commerce/store/database.ts';
import { migrateToLatest } from '../../commerce/store/migrate.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { backends, errorOf, scope, useShop, type ApiResult } from '../fixtures/api-fixture.ts';
import { SEEDED_AT, throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  AttachContactDocument,
  FindCustomerByEmailDocument,
  FindOrderByNumberDocument,
  PayForOrderDocument,
  RegisterCustomerDocument,
} from './gql/graphql.ts';

/**
 * The rate limits at each door, with the shop's own (production) limits, on both stores. The
 * limiter's clock is Date.now(): only Date is faked (vi.useFakeTimers({ toFake: ['Date'] })), so a
 * window ends by moving the system time, never by waiting, and the database drivers keep their
 * real timers.
 */

const START = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

/** Each test calls from its own addresses, so one test's counts never reach another's. */
let lastAddress = 0;
// Two octets (198.51.100.0 to 198.51.115.255), so a long file never runs out of valid addresses.
const addressNumber = (n: number) => `198.51.${100 + (n >> 8)}.${n & 255}`;
const freshIp = () => {
  lastAddress += 1;
  return addressNumber(lastAddress);
};
/** The address freshIp last handed out. */
const lastIp = () => addressNumber(lastAddress);

function expectLimited(result: ApiResult<unknown>, retryAfter: number, message: string) {
  expect(errorOf(result)).toEqual({ code: 'RATE_LIMITED', message });
  expect(result.errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);
}

describe.each(backends)('rate limits on $name', (backend) => {
  const shop = useShop(backend, { limits: 'production' });
  const clients = new Map<string, ReturnType<typeof shop.client>>();
  const from = (ip: string) => {
    if (!clients.has(ip)) clients.set(ip, shop.client({ ip }));
    return clients.get(ip)!;
  };

  // Time only moves forward, as it does: each test starts three hours after the last one began.
  let testStart = START.getTime();
  beforeEach(() => {
    testStart += 180 * MINUTE;
    vi.useFakeTimers({ toFake: ['Date'], now: testStart });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('email look-ups (getCustomerByEmailSalesChannel): every look-up counts', () => {
    const lookUp = (ip: string, email: string) => from(ip)(FindCustomerByEmailDocument, { ...scope, email });

    it('answers one email 10 times in 15 minutes, from any addresses; the 11th is RATE_LIMITED until the window ends', async () => {
      const email = `target-${randomUUID()}@example.com`;
      for (let i = 0; i < RATE_LIMITS.emailLookupByEmail.points; i++) {
        // A different address each time: the per-email count is what stops a botnet.
        const result = await lookUp(freshIp(), email);
        expect(result.errors).toBeUndefined();
        expect(result.data?.getCustomerByEmailSalesChannel).toBeNull();
      }
      expectLimited(await lookUp(freshIp(), email), 900, 'Too many tries. Please wait 15 minutes.');
      // Another email is its own count.
      expect((await lookUp(freshIp(), `other-${randomUUID()}@example.com`)).errors).toBeUndefined();

      vi.setSystemTime(testStart + 10 * MINUTE);
      expectLimited(await lookUp(freshIp(), email), 300, 'Too many tries. Please wait 5 minutes.');
      vi.setSystemTime(testStart + 14 * MINUTE + 15_000);
      expectLimited(await lookUp(freshIp(), email), 45, 'Too many tries. Please wait 45 seconds.');
      vi.setSystemTime(testStart + 15 * MINUTE);
      expect((await lookUp(freshIp(), email)).errors).toBeUndefined();
    });

    it('counts an email the same in any letter case or spacing', async () => {
      const email = `case-${randomUUID()}@example.com`;
      for (let i = 0; i < RATE_LIMITS.emailLookupByEmail.points; i++) {
        expect((await lookUp(freshIp(), i % 2 ? email.toUpperCase() : ` ${email} `)).errors).toBeUndefined();
      }
      expect(errorOf(await lookUp(freshIp(), email))?.code).toBe('RATE_LIMITED');
    });

    it('answers one address 30 look-ups in 15 minutes; the 31st is RATE_LIMITED, another address is not', async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.emailLookupByIp.points; i++) {
        expect((await lookUp(ip, `walk-${i}-${randomUUID()}@example.com`)).errors).toBeUndefined();
      }
      expectLimited(await lookUp(ip, `walk-${randomUUID()}@example.com`), 900, 'Too many tries. Please wait 15 minutes.');
      expect((await lookUp(freshIp(), `walk-${randomUUID()}@example.com`)).errors).toBeUndefined();
      vi.setSystemTime(testStart + 15 * MINUTE);
      expect((await lookUp(ip, `walk-${randomUUID()}@example.com`)).errors).toBeUndefined();
    });

    it('answers one address 100 look-ups a day, however they are spread; the 101st waits for the day to end', async () => {
      const ip = freshIp();
      const perWindow = RATE_LIMITS.emailLookupByIp.points;
      const perDay = 100;
      for (let done = 0, window = 0; done < perDay; window++) {
        vi.setSystemTime(testStart + window * 15 * MINUTE);
        for (let i = 0; i < perWindow && done < perDay; i++, done++) {
          expect((await lookUp(ip, `day-${done}-${randomUUID()}@example.com`)).errors).toBeUndefined();
        }
      }
      vi.setSystemTime(testStart + 60 * MINUTE);
      // A fresh 15-minute window, but the day's ceiling is spent: 23 hours to wait.
      expectLimited(await lookUp(ip, `day-${randomUUID()}@example.com`), 23 * 60 * 60, 'Too many tries. Please wait 1380 minutes.');
      expect((await lookUp(freshIp(), `day-${randomUUID()}@example.com`)).errors).toBeUndefined();
    });

    it('believes no X-Forwarded-For unless the server is told it sits behind a proxy', async () => {
      const ip = freshIp();
      const api = createCommerceApi({
        db: shop.db,
        payments: testCardPayments(shop.db, shop.clock.now),
        rateLimits: shop.limits,
        arbitraryOperations: true,
      });
      const lookUpForged = (forwardedFor: string) =>
        api.fetch(
          'http://shop.test/graphql',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY, 'x-forwarded-for': forwardedFor },
            body: JSON.stringify({
              query:
                'query($e: String!, $t: ID!, $s: ID!) { getCustomerByEmailSalesChannel(email: $e, tenant: $t, salesChannel: $s) { id } }',
              variables: { e: `forged-${randomUUID()}@example.com`, t: scope.tenant, s: scope.salesChannel },
            }),
          },
          { req: { socket: { remoteAddress: ip } } },
        );
      for (let i = 0; i < RATE_LIMITS.emailLookupByIp.points; i++) {
        expect((await (await lookUpForged(`203.0.113.${i}`)).json()).errors).toBeUndefined();
      }
      const refused = await (await lookUpForged('203.0.113.200')).json();
      expect(refused.errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 900 });
    });
  });

  describe("the other doors that tell whether an email is a customer's (createCustomer, addCustomerOrder): the email look-up limits", () => {
    const register = (ip: string, email: string) =>
      from(ip)(RegisterCustomerDocument, { ...scope, input: { email, firstName: 'Ada', lastName: 'Lovelace' } });
    const cart = async (ip: string) =>
      (await from(ip)(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart.id;
    const attach = (ip: string, orderId: string, email: string) =>
      from(ip)(AttachContactDocument, { ...scope, orderId, customer: { email } });

    it('answers "already an account" for one email until the per-email count is spent, then RATE_LIMITED', async () => {
      const email = `taken-${randomUUID()}@example.com`;
      expect((await register(freshIp(), email)).errors).toBeUndefined();
      for (let i = 1; i < RATE_LIMITS.emailLookupByEmail.points; i++) {
        expect(errorOf(await register(freshIp(), email))?.code).toBe('CONFLICT');
      }
      expectLimited(await register(freshIp(), email), 900, 'Too many tries. Please wait 15 minutes.');
    });

    it('refuses an address after 30 contacts tried on carts (each "Customer not found" is a look-up); another address is not limited', async () => {
      const ip = freshIp();
      const orderId = await cart(ip);
      for (let i = 0; i < RATE_LIMITS.emailLookupByIp.points; i++) {
        expect(errorOf(await attach(ip, orderId, `walk-${i}-${randomUUID()}@example.com`))?.code).toBe('NOT_FOUND');
      }
      expectLimited(await attach(ip, orderId, `walk-${randomUUID()}@example.com`), 900, 'Too many tries. Please wait 15 minutes.');
      expect(errorOf(await attach(freshIp(), orderId, `walk-${randomUUID()}@example.com`))?.code).toBe('NOT_FOUND');
    });

    it('shares one count across the three doors, so spreading the tries over them gains nothing', async () => {
      const email = `spread-${randomUUID()}@example.com`;
      const orderId = await cart(freshIp());
      for (let i = 0; i < RATE_LIMITS.emailLookupByEmail.points; i++) {
        const ip = freshIp();
        const door = i % 3;
        const result =
          door === 0
            ? await from(ip)(FindCustomerByEmailDocument, { ...scope, email })
            : door === 1
              ? await attach(ip, orderId, email)
              : await register(ip, email);
        expect(errorOf(result)?.code ?? 'answered').not.toBe('RATE_LIMITED');
      }
      expect(errorOf(await attach(freshIp(), orderId, email))?.code).toBe('RATE_LIMITED');
      expect(errorOf(await register(freshIp(), email))?.code).toBe('RATE_LIMITED');
      expect(errorOf(await from(freshIp())(FindCustomerByEmailDocument, { ...scope, email }))?.code).toBe('RATE_LIMITED');
    });

    it('does not count a signed-in customer attaching their own email to their cart', async () => {
      const customer = await shop.customer();
      const ip = freshIp();
      const api = shop.client({ token: customer.token, ip });
      const orderId = (await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart.id;
      for (let i = 0; i <= RATE_LIMITS.emailLookupByEmail.points; i++) {
        expect((await api(AttachContactDocument, { ...scope, orderId, customer: { email: customer.row.email } })).errors).toBeUndefined();
      }
    });
  });

  describe('tracking (getOrderByNumber): misses count, a right proof does not', () => {
    let placed: { number: number; email: string };

    beforeEach(async () => {
      if (placed) return;
      const email = `tracked-${randomUUID()}@example.com`;
      const api = from(freshIp());
      const orderId = await payableOrder(api, [['LOG-ASH-STD', 1]], email);
      const paid = await api(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: paymentData('4242424242424242'),
      });
      expect(paid.errors).toBeUndefined();
      placed = { number: paid.data!.placeOrder.number!, email };
    });

    const track = (ip: string, orderNumber: number, email: string) => from(ip)(FindOrderByNumberDocument, { ...scope, orderNumber, email });

    it('lets the shopper track their order as often as they like', async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.trackingByOrder.points + RATE_LIMITS.trackingByIp.points + 1; i++) {
        expect((await track(ip, placed.number, placed.email)).data?.getOrderByNumber?.number).toBe(placed.number);
      }
    });

    it("after 5 wrong emails for one order number from one address refuses that address on that order; the owner's right email still answers", async () => {
      const stranger = freshIp();
      for (let i = 0; i < RATE_LIMITS.trackingByOrderAndIp.points; i++) {
        const miss = await track(stranger, placed.number, `guess-${i}@example.com`);
        expect(miss.errors).toBeUndefined();
        expect(miss.data?.getOrderByNumber).toBeNull();
      }
      expectLimited(await track(stranger, placed.number, `guess-more@example.com`), 900, 'Too many tries. Please wait 15 minutes.');
      // The stranger's guesses did not lock the order: its owner, from their own address, tracks it.
      expect((await track(freshIp(), placed.number, placed.email)).data?.getOrderByNumber?.number).toBe(placed.number);
      // The stranger may still track another order number.
      expect((await track(stranger, placed.number + 1000, placed.email)).errors).toBeUndefined();
      vi.setSystemTime(testStart + 15 * MINUTE);
      expect((await track(stranger, placed.number, `guess-again@example.com`)).errors).toBeUndefined();
    });

    it('after 50 wrong emails for one order number across addresses (a botnet) refuses everyone on it until the window ends', async () => {
      const perAddress = RATE_LIMITS.trackingByOrderAndIp.points;
      for (let i = 0; i < RATE_LIMITS.trackingByOrder.points; i++) {
        // Each address stays under its own count on this order: only the ceiling can stop them.
        const ip = i % perAddress === 0 ? freshIp() : `${lastIp()}`;
        expect((await track(ip, placed.number, `botnet-${i}@example.com`)).data?.getOrderByNumber).toBeNull();
      }
      expectLimited(await track(freshIp(), placed.number, placed.email), 900, 'Too many tries. Please wait 15 minutes.');
      expect((await track(freshIp(), placed.number + 1000, placed.email)).errors).toBeUndefined();
      vi.setSystemTime(testStart + 15 * MINUTE);
      expect((await track(freshIp(), placed.number, placed.email)).data?.getOrderByNumber?.number).toBe(placed.number);
    });

    it('after 20 misses from one address refuses that address, and not another', async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.trackingByIp.points; i++) {
        // Numbers nobody has: a walk through the sequence.
        expect((await track(ip, 900_000 + i, placed.email)).data?.getOrderByNumber).toBeNull();
      }
      expectLimited(await track(ip, placed.number, placed.email), 900, 'Too many tries. Please wait 15 minutes.');
      expect((await track(freshIp(), placed.number, placed.email)).data?.getOrderByNumber?.number).toBe(placed.number);
    });
  });

  describe('coupons (updateDiscountAmount with a code): refused codes count', () => {
    const apply = (ip: string, orderId: string, couponCode: string) => from(ip)(ApplyCouponDocument, { ...scope, orderId, couponCode });
    const cart = async (ip: string) =>
      (await from(ip)(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-FULL', quantity: 1 })).data!.addToCart.id;

    it('refuses the 11th try on a cart after 10 refused codes, even a good code; another cart is not limited', async () => {
      const orderId = await cart(freshIp());
      for (let i = 0; i < RATE_LIMITS.couponByCart.points; i++) {
        expect(errorOf(await apply(freshIp(), orderId, `GUESS${i}`))?.code).toBe('BAD_USER_INPUT');
      }
      expectLimited(await apply(freshIp(), orderId, 'CRATE20'), 3600, 'Too many tries. Please wait 60 minutes.');
      // Taking the coupon off is no guess: never limited.
      expect((await apply(freshIp(), orderId, '')).errors).toBeUndefined();
      const other = await cart(freshIp());
      expect((await apply(freshIp(), other, 'CRATE20')).errors).toBeUndefined();
      vi.setSystemTime(testStart + 60 * MINUTE);
      expect((await apply(freshIp(), orderId, 'CRATE20')).data?.updateDiscountAmount.couponsUsed).toMatchObject([
        { couponCode: 'CRATE20' },
      ]);
    });

    it('does not count a code the cart takes', async () => {
      const ip = freshIp();
      const orderId = await cart(ip);
      for (let i = 0; i < RATE_LIMITS.couponByCart.points + 2; i++) {
        expect((await apply(ip, orderId, 'CRATE20')).errors).toBeUndefined();
      }
    });

    it('refuses an address after 30 refused codes across its carts; another address is not limited', async () => {
      const ip = freshIp();
      const carts = [await cart(ip), await cart(ip), await cart(ip), await cart(ip)];
      for (let i = 0; i < RATE_LIMITS.couponByIp.points; i++) {
        expect(errorOf(await apply(ip, carts[i % carts.length]!, `WALK${i}`))?.code).toBe('BAD_USER_INPUT');
      }
      expectLimited(await apply(ip, carts[0]!, 'CRATE20'), 3600, 'Too many tries. Please wait 60 minutes.');
      expect((await apply(freshIp(), carts[0]!, 'CRATE20')).errors).toBeUndefined();
    });
  });

  describe('order placement (placeOrder): every try counts', () => {
    const pay = (ip: string, orderId: string, card: string) =>
      from(ip)(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card) });

    it('after 10 tries on one cart (declined cards) refuses it for an hour; another cart pays', async () => {
      const ip = freshIp();
      const orderId = await payableOrder(from(ip));
      for (let i = 0; i < RATE_LIMITS.placementByCart.points; i++) {
        expect(errorOf(await pay(freshIp(), orderId, '4000000000000002'))?.code).toBe('PAYMENT_DECLINED');
      }
      // Over the limit the cart is blocked for an hour from this try, longer than the window.
      expectLimited(await pay(freshIp(), orderId, '4242424242424242'), 3600, 'Too many tries. Please wait 60 minutes.');
      vi.setSystemTime(testStart + 30 * MINUTE);
      expectLimited(await pay(freshIp(), orderId, '4242424242424242'), 1800, 'Too many tries. Please wait 30 minutes.');
      const other = await payableOrder(from(ip));
      expect((await pay(ip, other, '4242424242424242')).data?.placeOrder.status).toBe('placed');
      vi.setSystemTime(testStart + 60 * MINUTE);
      expect((await pay(freshIp(), orderId, '4242424242424242')).data?.placeOrder.status).toBe('placed');
    });

    it("strangers' tries on a signed-in customer's cart id count against their addresses, never against the cart", async () => {
      const owner = await shop.customer();
      const ownerApi = shop.client({ token: owner.token, ip: freshIp() });
      const added = await ownerApi(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
      const orderId = added.data!.addToCart.id;
      for (let i = 0; i <= RATE_LIMITS.placementByCart.points; i++) {
        expect(errorOf(await pay(freshIp(), orderId, '4242424242424242'))?.code).toBe('NOT_FOUND');
      }
      // The owner's own checkout is not locked: the order is refused for what it lacks, not rate-limited.
      const own = await ownerApi(PayForOrderDocument, {
        ...scope,
        orderId,
        paymentGatewayId: 'test-card',
        paymentData: paymentData('4242424242424242'),
      });
      expect(errorOf(own)?.code).toBe('CONFLICT');
    });

    it('refuses an address after 30 tries in 15 minutes, whatever carts it names', async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMITS.placementByIp.points; i++) {
        expect(errorOf(await pay(ip, randomUUID(), '4242424242424242'))?.code).toBe('NOT_FOUND');
      }
      expectLimited(await pay(ip, randomUUID(), '4242424242424242'), 900, 'Too many tries. Please wait 15 minutes.');
      expect(errorOf(await pay(freshIp(), randomUUID(), '4242424242424242'))?.code).toBe('NOT_FOUND');
    });
  });

  describe('the general budget: every request to /graphql, per address', () => {
    const ask = (api: ReturnType<typeof createCommerceApi>, ip: string) =>
      api.fetch(
        'http://shop.test/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
          body: JSON.stringify({ query: '{ __typename }' }),
        },
        { req: { socket: { remoteAddress: ip } } },
      );

    it('answers 600 requests a minute from one address; the next gets 429 with Retry-After and RATE_LIMITED', async () => {
      const api = createCommerceApi({
        db: shop.db,
        payments: testCardPayments(shop.db, shop.clock.now),
        rateLimits: shop.limits,
        arbitraryOperations: true,
      });
      const ip = freshIp();
      vi.setSystemTime(testStart + 20_000);
      for (let i = 0; i < RATE_LIMITS.api.points; i++) expect((await ask(api, ip)).status).toBe(200);
      const refused = await ask(api, ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({
        errors: [{ message: 'Too many tries. Please wait 1 minute.', extensions: { code: 'RATE_LIMITED', retryAfter: 60 } }],
      });
      expect((await ask(api, freshIp())).status).toBe(200);
      vi.setSystemTime(testStart + 80_000);
      expect((await ask(api, ip)).status).toBe(200);
    });

    it('counts the address the trusted proxy saw, not what the client wrote before it', async () => {
      const api = createCommerceApi({
        db: shop.db,
        payments: testCardPayments(shop.db, shop.clock.now),
        rateLimits: shop.limits,
        trustedProxies: 1,
        arbitraryOperations: true,
      });
      const proxy = freshIp();
      const shopper = freshIp();
      const viaProxy = (forwardedFor: string) =>
        api.fetch(
          'http://shop.test/graphql',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY, 'x-forwarded-for': forwardedFor },
            body: JSON.stringify({ query: '{ __typename }' }),
          },
          { req: { socket: { remoteAddress: proxy } } },
        );
      // A client that writes a new address of its own each time is still the address the proxy appended.
      for (let i = 0; i < RATE_LIMITS.api.points; i++) expect((await viaProxy(`10.0.${i >> 8}.${i & 255}, ${shopper}`)).status).toBe(200);
      expect((await viaProxy(`10.9.9.9, ${shopper}`)).status).toBe(429);
      // Another shopper behind the same proxy has their own budget.
      expect((await viaProxy(freshIp())).status).toBe(200);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('limits shared by two API processes on PostgreSQL', () => {
  it('counts one email look-up budget across two APIs, each on its own connection to the same database', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const database = await throwawayPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const first = openDatabase({ kind: 'postgres', url: database.url });
    const second = openDatabase({ kind: 'postgres', url: database.url });
    try {
      await migrateToLatest(first);
      await loadDemoCatalogue(first, SEEDED_AT);
      const processes = [first, second].map((db) =>
        createCommerceApi({
          db,
          payments: testCardPayments(db, () => new Date()),
          rateLimits: createRateLimits({ kind: 'postgres', db }),
          arbitraryOperations: true,
        }),
      );
      const lookUp = async (api: (typeof processes)[number], email: string) => {
        const response = await api.fetch(
          'http://shop.test/graphql',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY },
            body: JSON.stringify({
              query:
                'query($e: String!, $t: ID!, $s: ID!) { getCustomerByEmailSalesChannel(email: $e, tenant: $t, salesChannel: $s) { id } }',
              variables: { e: email, t: scope.tenant, s: scope.salesChannel },
            }),
          },
          { req: { socket: { remoteAddress: freshIp() } } },
        );
        return (await response.json()) as ApiResult<unknown>;
      };
      const email = `shared-${randomUUID()}@example.com`;
      // Half the budget through each process.
      for (let i = 0; i < RATE_LIMITS.emailLookupByEmail.points; i++) {
        expect((await lookUp(processes[i % 2]!, email)).errors).toBeUndefined();
      }
      expectLimited(await lookUp(processes[0]!, email), 900, 'Too many tries. Please wait 15 minutes.');
      expectLimited(await lookUp(processes[1]!, email), 900, 'Too many tries. Please wait 15 minutes.');
      // One row holds the count, and it names neither the email nor an address.
      const { rows } = await sql`select key, points from rate_limits`.execute(second);
      expect(rows).toContainEqual({
        key: expect.stringMatching(/^emailLookupByEmail:/),
        points: RATE_LIMITS.emailLookupByEmail.points + 2,
      });
      expect(JSON.stringify(rows)).not.toContain(email);
      expect(JSON.stringify(rows)).not.toContain('198.51.100.');
    } finally {
      vi.useRealTimers();
      await first.destroy();
      await second.destroy();
      await database.drop();
    }
  });
});
