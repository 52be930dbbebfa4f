import { describe, expect, it, vi } from 'vitest';
import { answerChallenge, type ChallengeRef } from '../../dev/test-card/challenge.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import { settleStaleAttempts } from '../../commerce/payments/pay-order.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, payableOrder, paymentData, testCardToken } from '../fixtures/payable-order.ts';

const testCardTokenFor = () => testCardToken(TEST_CARDS.approved);
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  CheckPaymentDocument,
  PayForOrderDocument,
  TrackOrderStatusDocument,
  UpdateOrderNotesDocument,
} from './gql/graphql.ts';

const START = new Date('2026-11-18T10:00:00Z');

/** The challenge the paying browser was sent to: its payment and its one-time token. */
function challengeOf(redirect: string): ChallengeRef {
  const url = new URL(redirect, 'https://shop.test');
  return { paymentId: url.searchParams.get('payment')!, token: url.searchParams.get('token')! };
}

describe.each(backends)('paying for an order on $name', (backend) => {
  const shop = useShop(backend, { now: START });
  const { api: call, clock } = shop;

  const pay = (orderId: string, paymentGatewayId: string, data: string) =>
    call(PayForOrderDocument, { ...scope, orderId, paymentGatewayId, paymentData: data });
  const place = (orderId: string, card: string = TEST_CARDS.approved, gateway = 'test-card', extra: Record<string, unknown> = {}) =>
    pay(orderId, gateway, paymentData(card, extra));
  const check = (orderId: string) => call(CheckPaymentDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: '{}' });
  const stockOf = async (sku: string) =>
    (await shop.db.selectFrom('product').select('on_hand').where('id', '=', sku).executeTakeFirstOrThrow()).on_hand;
  const setStock = (sku: string, onHand: number) => shop.db.updateTable('product').set({ on_hand: onHand }).where('id', '=', sku).execute();
  const chargesFor = (orderId: string) => shop.db.selectFrom('test_card_payment').selectAll().where('order_id', '=', orderId).execute();
  const orderRow = (orderId: string) => shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  it('an approved card places the order: number, invoice number, date, history, stock taken once', async () => {
    await setStock('LOG-BIR-STD', 50);
    const orderId = await payableOrder(call, [['LOG-BIR-STD', 2]]);
    const placed = await place(orderId);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order).toMatchObject({ id: orderId, status: 'placed', paymentStatus: 'paid', orderDate: START.toISOString(), clientData: null });
    expect(order.number).toBeGreaterThanOrEqual(100001);
    expect(order.invNumber).toBe(`INV-${order.number}`);
    expect(order.history.map((h) => h.status)).toEqual(['paymentPending', 'placed']);
    expect(await stockOf('LOG-BIR-STD')).toBe(48);
    const charges = await chargesFor(orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount_pence).toBe(Math.round(order.amountDue * 100));

    // Placed is final: the cart calls refuse it, and the order can be found by number and email
    // (a postcode is no proof).
    const edit = await call(UpdateOrderNotesDocument, { ...scope, id: orderId, data: { orderNotes: 'x' } });
    expect(edit.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const { customer_email } = await orderRow(orderId);
    const tracked = await call(TrackOrderStatusDocument, {
      ...scope,
      orderNumber: order.number!,
      email: ` ${customer_email!.toUpperCase()}`,
    });
    expect(tracked.data!.getOrderByNumber).toEqual({ number: order.number, status: 'placed' });
  });

  it('placeOrder called twice in a row returns the same order and charges once', async () => {
    const orderId = await payableOrder(call);
    const first = (await place(orderId)).data!.placeOrder;
    const second = await place(orderId);
    expect(second.errors).toBeUndefined();
    expect(second.data!.placeOrder).toMatchObject({ id: orderId, number: first.number, status: 'placed' });
    expect(await chargesFor(orderId)).toHaveLength(1);
  });

  it('placeOrder from two tabs at once makes one order and one charge', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    const [a, b] = await Promise.all([place(orderId), place(orderId)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.placeOrder.number).toBe(b.data!.placeOrder.number);
    expect(await chargesFor(orderId)).toHaveLength(1);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
  });

  it.each([
    ['declined', TEST_CARDS.declined, /declined/],
    ['insufficientFunds', TEST_CARDS.insufficientFunds, /not enough money/],
  ])('a %s card leaves the order payable with its stock back, and another card then pays', async (reason, card, message) => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    const refused = await place(orderId, card);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'PAYMENT_DECLINED', reason } });
    expect(refused.errors![0]!.message).toMatch(message);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed', order_number: null });
    expect(await stockOf('LOG-ASH-STD')).toBe(before);

    const paid = await place(orderId);
    expect(paid.data!.placeOrder.status).toBe('placed');
    expect(paid.data!.placeOrder.history.map((h) => h.status)).toEqual(['paymentPending', 'paymentFailed', 'paymentPending', 'placed']);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
  });

  it('3-D Secure: the order waits with the challenge page, and an approved check places it', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    const pending = (await place(orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
    expect(pending).toMatchObject({ status: 'paymentPending', paymentStatus: 'pending', number: null });
    expect(pending.clientData).toMatchObject({ type: 'redirect', action: 'GET' });
    const challenge = challengeOf(pending.clientData!.data!);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);

    // While the bank's check is open the cart cannot change under the payment.
    const add = await call(AddToCartLinesDocument, { ...scope, orderId, skuId: 'LOG-ASH-STD', quantity: 1 });
    expect(add.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const returnUrl = await answerChallenge(shop.db, challenge, true, clock.now());
    // The return page names no order; the browser settles the one it holds.
    expect(returnUrl).toBe('/checkout/card-return/?gateway=test-card');
    const settled = (await check(orderId)).data!.checkOrderCanBePlaced;
    expect(settled).toMatchObject({ status: 'placed', paymentStatus: 'paid', errors: [], clientData: null });
    expect(await chargesFor(orderId)).toHaveLength(1);
    expect(await stockOf('LOG-ASH-STD')).toBe(before - 1);
  });

  it('3-D Secure failed: back in the cart, stock returned, and the reason is in the history', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    const pending = (await place(orderId, TEST_CARDS.threeDSecure)).data!.placeOrder;
    const challenge = challengeOf(pending.clientData!.data!);
    await answerChallenge(shop.db, challenge, false, clock.now());
    const settled = (await check(orderId)).data!.checkOrderCanBePlaced;
    expect(settled).toMatchObject({ status: 'shoppingCart', paymentStatus: 'failed', errors: [] });
    expect(settled.history.at(-1)).toMatchObject({ status: 'paymentFailed', note: expect.stringMatching(/3-D Secure/) });
    expect(await stockOf('LOG-ASH-STD')).toBe(before);
    // A second answer to a settled challenge changes nothing.
    await answerChallenge(shop.db, challenge, true, clock.now());
    expect((await check(orderId)).data!.checkOrderCanBePlaced.status).toBe('shoppingCart');
  });

  it('an unanswered 3-D Secure check lapses after 15 minutes and gives the stock back', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    await place(orderId, TEST_CARDS.threeDSecure);
    clock.set(new Date(START.getTime() + 15 * 60_000));
    try {
      const settled = (await check(orderId)).data!.checkOrderCanBePlaced;
      expect(settled).toMatchObject({ status: 'shoppingCart', paymentStatus: 'failed' });
      expect(await stockOf('LOG-ASH-STD')).toBe(before);
    } finally {
      clock.reset();
    }
  });

  it('the background sweep settles a 3-D Secure check nobody came back to, and leaves fresh ones alone', async () => {
    const orderId = await payableOrder(call);
    const before = await stockOf('LOG-ASH-STD');
    await place(orderId, TEST_CARDS.threeDSecure);
    const ctx = { db: shop.db, now: clock.now, payments: paymentRegistry([testCardProvider(shop.db, clock.now)]) };
    await settleStaleAttempts(ctx);
    expect((await orderRow(orderId)).status).toBe('paymentPending');
    clock.set(new Date(START.getTime() + 16 * 60_000));
    try {
      expect(await settleStaleAttempts(ctx)).toBeGreaterThanOrEqual(1);
      expect(await orderRow(orderId)).toMatchObject({ status: 'shoppingCart', payment_status: 'failed' });
      expect(await stockOf('LOG-ASH-STD')).toBe(before);
    } finally {
      clock.reset();
    }
  });

  it('refuses an unknown gateway, malformed paymentData and a token the gateway never gave, writing nothing', async () => {
    const orderId = await payableOrder(call);
    const version = (await orderRow(orderId)).version;
    const browserDetails = JSON.parse(paymentData(TEST_CARDS.approved)).browserDetails;
    const cases = [
      [await place(orderId, TEST_CARDS.approved, 'paypal'), /no payment method "paypal"/],
      [await pay(orderId, 'test-card', '{"cardToken": '), /paymentData must be a JSON object/],
      [
        await pay(orderId, 'test-card', JSON.stringify({ cardToken: 'tok_made-up', browserDetails })),
        /cardToken is the token the card fields gave/,
      ],
      [await pay(orderId, 'test-card', JSON.stringify({ cardToken: null, browserDetails })), /cardToken/],
      [
        await pay(orderId, 'test-card', JSON.stringify({ browserDetails, card: { name: 'A' } })),
        /^paymentData holds a field it does not take\.$/,
      ],
      [await pay(orderId, 'test-card', JSON.stringify({ browserDetails })), /Enter your card details/],
    ] as const;
    for (const [result, message] of cases) {
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toMatch(message);
    }
    const after = await orderRow(orderId);
    expect(after.status).toBe('shoppingCart');
    // Only the cart refresh before the card check may have bumped the version; no attempt exists.
    expect(after.version).toBeGreaterThanOrEqual(version);
    expect(await shop.db.selectFrom('payment_attempt').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await chargesFor(orderId)).toEqual([]);
  });

  it('takes no payment through a gateway whose provider this process did not register (test cards off), writing nothing', async () => {
    const orderId = await payableOrder(call);
    const production = shop.client({ payments: paymentRegistry([]) });
    const refused = await production(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'GATEWAY_UNAVAILABLE',
      field: 'paymentGatewayId',
    });
    expect(refused.errors![0]!.message).toMatch(/is not available at the moment/);
    expect((await orderRow(orderId)).status).toBe('shoppingCart');
    expect(await shop.db.selectFrom('payment_attempt').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await chargesFor(orderId)).toEqual([]);
  });

  it('refuses card data in paymentData (SAQ A): BAD_USER_INPUT that never repeats it, nothing written, nothing logged', async () => {
    const orderId = await payableOrder(call);
    const browserDetails = JSON.parse(paymentData(TEST_CARDS.approved)).browserDetails;
    const cardLike = [
      // The old shape: the card itself.
      { card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', name: 'A' }, browserDetails },
      // A number with spaces or dashes, anywhere, even as a JSON number or beside a good token.
      { cardToken: testCardTokenFor(), browserDetails, note: 'card 4000 0000 0000 0002 please' },
      { browserDetails, pan: '4000-0000-0000-9995' },
      { browserDetails, extra: [4242424242424242] },
      // A security code, whatever its value.
      { cardToken: testCardTokenFor(), browserDetails, cvc: '123' },
      { cardToken: testCardTokenFor(), browserDetails, details: { CVV2: 'x' } },
    ];
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    try {
      for (const data of cardLike) {
        const result = await pay(orderId, 'test-card', JSON.stringify(data));
        expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CARD_DATA_REFUSED' });
        expect(JSON.stringify(result)).not.toMatch(/4242|0002|9995|"123"/);
      }
      // An escaped digit or a number too long for a double is still seen.
      const escaped = await pay(
        orderId,
        'test-card',
        `{"browserDetails": ${JSON.stringify(browserDetails)}, "x": "\\u0034242424242424242"}`,
      );
      expect(escaped.errors?.[0]?.extensions?.reason).toBe('CARD_DATA_REFUSED');
      const long = await pay(orderId, 'test-card', `{"browserDetails": ${JSON.stringify(browserDetails)}, "x": 4000000000000002}`);
      expect(long.errors?.[0]?.extensions?.reason).toBe('CARD_DATA_REFUSED');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(logged.join('\n')).not.toMatch(/4242|0000 0002|9995/);
    expect(await shop.db.selectFrom('payment_attempt').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await chargesFor(orderId)).toEqual([]);
  });

  it('a token is single use: the gateway refuses a second charge with it, and nothing is taken', async () => {
    const first = await payableOrder(call);
    const second = await payableOrder(call);
    const data = paymentData(TEST_CARDS.approved);
    expect((await pay(first, 'test-card', data)).data?.placeOrder.status).toBe('placed');
    const again = await pay(second, 'test-card', data);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(again.errors![0]!.message).toMatch(/enter them again/);
    expect(await chargesFor(second)).toEqual([]);
    expect((await orderRow(second)).status).toBe('shoppingCart');
  });

  it('the gateway declines a card that expired after it was tokenised, taking nothing', async () => {
    const orderId = await payableOrder(call);
    // START is November 2026: a card good to the end of October 2026 has run out.
    const data = JSON.stringify({
      cardToken: testCardToken(TEST_CARDS.approved, { month: 10, year: 2026 }),
      browserDetails: JSON.parse(paymentData(TEST_CARDS.approved)).browserDetails,
    });
    const result = await pay(orderId, 'test-card', data);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_DECLINED', reason: 'expiredCard' });
    expect(await chargesFor(orderId)).toEqual([]);
  });

  it('a price changed since the cart was built is said, taken up, and the order stays payable', async () => {
    const orderId = await payableOrder(call, [['KIN-NET-10L', 1]]);
    const price = (
      await shop.db.selectFrom('product').select('current_price_pence').where('id', '=', 'KIN-NET-10L').executeTakeFirstOrThrow()
    ).current_price_pence;
    await shop.db
      .updateTable('product')
      .set({ current_price_pence: price + 100 })
      .where('id', '=', 'KIN-NET-10L')
      .execute();
    try {
      const refused = await place(orderId);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', reason: 'ORDER_CHANGED' } });
      expect(refused.errors![0]!.message).toMatch(/price of .* has changed/);
      expect(await chargesFor(orderId)).toEqual([]);
      const line = await shop.db
        .selectFrom('order_item')
        .select('unit_price_pence')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(line.unit_price_pence).toBe(price + 100);
      expect((await place(orderId)).data!.placeOrder.status).toBe('placed');
    } finally {
      await shop.db.updateTable('product').set({ current_price_pence: price }).where('id', '=', 'KIN-NET-10L').execute();
    }
  });

  it('a total other than the one the shopper saw is refused before charging', async () => {
    const orderId = await payableOrder(call);
    const refused = await place(orderId, TEST_CARDS.approved, 'test-card', { expectedAmountDue: 0.01 });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', reason: 'TOTAL_CHANGED' } });
    expect(await chargesFor(orderId)).toEqual([]);
    const due = (await check(orderId)).data!.checkOrderCanBePlaced.amountDue;
    expect((await place(orderId, TEST_CARDS.approved, 'test-card', { expectedAmountDue: due })).data!.placeOrder.status).toBe('placed');
  });

  it('an order without addresses lists what is missing, and checkOrderCanBePlaced says the same without charging', async () => {
    const orderId = (await call(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
    const checked = (await check(orderId)).data!.checkOrderCanBePlaced;
    expect(checked.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/email address/),
        expect.stringMatching(/billing address/),
        expect.stringMatching(/deliver to/),
      ]),
    );
    const refused = await place(orderId);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_PAYABLE' });
    expect(await chargesFor(orderId)).toEqual([]);
  });

  it('20 shoppers paying at once for the last unit: one order placed, stock 0, the rest told and still payable', async () => {
    await setStock('ACC-FIRELIGHTER-100', 30);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await payableOrder(call, [['ACC-FIRELIGHTER-100', 1]]));
    await setStock('ACC-FIRELIGHTER-100', 1);
    const results = await Promise.all(orders.map((orderId) => place(orderId)));
    const placed = results.filter((r) => r.data?.placeOrder?.status === 'placed');
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors![0]!.extensions?.code).toBe('CONFLICT');
      expect(refused.errors![0]!.message).toMatch(/out of stock|sold out/);
    }
    expect(results.filter((r) => r.errors)).toHaveLength(19);
    expect(await stockOf('ACC-FIRELIGHTER-100')).toBe(0);
    const statuses = await shop.db.selectFrom('orders').select('status').where('id', 'in', orders).execute();
    expect(statuses.filter((s) => s.status === 'placed')).toHaveLength(1);
    expect(statuses.filter((s) => s.status === 'shoppingCart')).toHaveLength(19);
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', 'in', orders).execute()).toHaveLength(1);
  });

  it('a coupon with one use left is counted once: the second order using it is told before charging', async () => {
    await shop.db
      .insertInto('coupon')
      .values({
        tenant_id: 'hearth',
        code: 'ONCEONLY',
        name: 'One use',
        kind: 'fixedAmount',
        percent_basis_points: null,
        amount_pence: 500,
        starts_at: null,
        ends_at: null,
        max_uses: 1,
        max_uses_per_customer: null,
      })
      .execute();
    const apply = (orderId: string) => call(ApplyCouponDocument, { ...scope, orderId, couponCode: 'onceonly' });
    const first = await payableOrder(call);
    const second = await payableOrder(call);
    expect((await apply(first)).errors).toBeUndefined();
    expect((await apply(second)).errors).toBeUndefined();
    expect((await place(first)).data!.placeOrder.status).toBe('placed');
    const refused = await place(second);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'COUPON' });
    expect(await chargesFor(second)).toEqual([]);
    expect(await shop.db.selectFrom('coupon_redemption').select('order_id').where('code', '=', 'ONCEONLY').execute()).toEqual([
      { order_id: first },
    ]);
  });

  it('credit asked for is spent once on placement, and given back when the card fails', async () => {
    // Only a signed-in customer's own cart carries their credit (a guest's contact links
    // no customer), so the cart is started signed in and paid with the customer's token.
    const customer = await shop.customer();
    const started = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    const orderId = started.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId);
    const { customer_id } = await orderRow(orderId);
    expect(customer_id).toBe(customer.row.id);
    const check = (id: string) =>
      customer.api(CheckPaymentDocument, { ...scope, orderId: id, paymentGatewayId: 'test-card', paymentData: '{}' });
    const place = (id: string, card: string = TEST_CARDS.approved) =>
      customer.api(PayForOrderDocument, { ...scope, orderId: id, paymentGatewayId: 'test-card', paymentData: paymentData(card) });
    await shop.db
      .insertInto('customer_credit')
      .values({
        id: crypto.randomUUID(),
        customer_id: customer_id!,
        created_at: START,
        amount_pence: 500,
        description: 'Referral',
        order_id: null,
      })
      .execute();
    await shop.db.updateTable('orders').set({ credit_requested_pence: 300 }).where('id', '=', orderId).execute();
    const balance = async () =>
      (await shop.db.selectFrom('customer_credit').select('amount_pence').where('customer_id', '=', customer_id!).execute()).reduce(
        (s, r) => s + r.amount_pence,
        0,
      );

    const checked = (await check(orderId)).data!.checkOrderCanBePlaced;
    expect(checked.creditUsed).toBe(3);
    expect(await place(orderId, TEST_CARDS.declined)).toMatchObject({
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'PAYMENT_DECLINED' }) })],
    });
    expect(await balance()).toBe(500);

    const placed = (await place(orderId)).data!.placeOrder;
    expect(placed).toMatchObject({ status: 'placed', creditUsed: 3 });
    expect(placed.amountDue).toBeCloseTo(placed.totalAmount - 3, 2);
    expect(await balance()).toBe(200);
    const charges = await chargesFor(orderId);
    expect(charges.find((c) => c.status === 'succeeded')!.amount_pence).toBe(Math.round(placed.amountDue * 100));
    await place(orderId);
    expect(await balance()).toBe(200);
  });

  it('another tenant or channel cannot pay for or check the order', async () => {
    const orderId = await payableOrder(call);
    const foreign = await call(PayForOrderDocument, {
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: '{}',
      tenant: 'other',
      salesChannel: 'uk-web',
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await orderRow(orderId)).status).toBe('shoppingCart');
  });
});
