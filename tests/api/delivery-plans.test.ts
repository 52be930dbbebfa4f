import { createServer } from 'node:http';
import { createRateLimits, RATE_LIMITS } from '../../commerce/limits/rate-limits.ts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLinkRoute, runRoundJob } from '../../commerce/repeat-delivery/index.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, type ApiClient, customerAtClock, scope, type SignedInCustomer, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, paymentData } from '../fixtures/payable-order.ts';
import { TEST_SELLER } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AdminPlanHistoryDocument, AdminPlansAheadDocument } from '../../src/features/admin/gql/graphql.ts';
import {
  AddToCartLinesDocument,
  DeliveryPlanSuggestionsDocument,
  GetOrderIdDocument,
  MoveDeliveryPlanDocument,
  MyDeliveryPlansDocument,
  PayForOrderDocument,
  StartDeliveryPlanDocument,
} from './gql/graphql.ts';

const START = new Date('2026-11-18T10:00:00Z');
const LINK_SECRET = 'test-plan-link-secret-at-least-32-characters';
const ASH = 'LOG-ASH-STD';
const KINDLING = 'KIN-NET-10L';

describe.each(backends)('repeat delivery plans on $name', (backend) => {
  const shop = useShop(backend, { now: START });
  const { clock } = shop;

  /** The customer's API with a token fresh at the shop's clock (weeks pass between rounds). */
  const asCustomer = (customer: SignedInCustomer): ApiClient => customerAtClock(shop, customer);
  const runJob = () => runRoundJob({ db: shop.db, now: clock.now, linkSecret: LINK_SECRET, seller: async () => TEST_SELLER });
  const setProduct = (sku: string, fields: { on_hand?: number; current_price_pence?: number; retired_at?: Date | null }) =>
    shop.db.updateTable('product').set(fields).where('id', '=', sku).execute();
  const priceOf = async (sku: string) =>
    (await shop.db.selectFrom('product').select('current_price_pence').where('id', '=', sku).executeTakeFirstOrThrow()).current_price_pence;
  const planMails = (recipient: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body', 'html_body', 'idempotency_key'])
      .where('recipient', '=', recipient)
      .where('kind', 'in', ['planRound', 'planRoundMissed'])
      .orderBy('created_at')
      .execute();
  const pay = (api: ApiClient, orderId: string) =>
    api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(TEST_CARDS.approved) });

  beforeAll(async () => {
    await setProduct(ASH, { on_hand: 500 });
    await setProduct(KINDLING, { on_hand: 500 });
  });

  /** A customer with a placed, paid order of these lines, and that order's id. */
  async function customerWithOrder(lines: [string, number][] = [[ASH, 1]]) {
    const customer = await shop.customer();
    let orderId: string | undefined;
    for (const [skuId, quantity] of lines) {
      const added = await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(added.errors).toBeUndefined();
      orderId = added.data!.addToCart.id;
    }
    await billAndDeliverTo(customer.api, orderId!);
    const placed = await pay(customer.api, orderId!);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe('placed');
    return { customer, orderId: orderId! };
  }

  async function startPlan(customer: SignedInCustomer, orderId: string, nextDate = '2026-12-02', everyWeeks = 4) {
    const started = await asCustomer(customer)(StartDeliveryPlanDocument, {
      ...scope,
      input: { orderId, kind: 'deliver', everyWeeks, nextDate },
    });
    expect(started.errors).toBeUndefined();
    return started.data!.createDeliveryPlan;
  }
  const myPlans = async (customer: SignedInCustomer) =>
    (await asCustomer(customer)(MyDeliveryPlansDocument, scope)).data!.getMyDeliveryPlans;

  it('runs three rounds on the clock: a basket paid at checkout, a round skipped, a new price announced, a missed round mailed once', async () => {
    const { customer, orderId } = await customerWithOrder([[ASH, 2]]);
    const plan = await startPlan(customer, orderId);
    expect(plan).toMatchObject({ status: 'active', nextDate: '2026-12-02', basketDate: '2026-11-27', lines: [{ code: ASH, quantity: 2 }] });

    // The day before the basket day, nothing; on it, one basket and one mail.
    clock.set('2026-11-26T12:00:00Z');
    expect((await runJob()).made).toBe(0);
    clock.set('2026-11-27T07:00:00Z');
    expect(await runJob()).toEqual({ made: 1, paid: 0, missed: 0 });
    const [first] = await myPlans(customer);
    expect(first!.nextDate).toBe('2026-12-30');
    const round1 = first!.rounds[0]!;
    expect(round1).toMatchObject({ dueDate: '2026-12-02', status: 'made', changes: [] });
    const mails = await planMails(customer.row.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([['planRound', 'Your next delivery: check and pay']]);
    expect(mails[0]!.html_body).toContain(`/checkout?cart=${round1.cartId}`);
    expect(mails[0]!.text_body).toContain('Nothing is charged until you pay at checkout.');

    // The basket is the customer's own cart: they pay it as any order; nobody else can open it.
    const stranger = await shop.customer();
    expect((await asCustomer(stranger)(GetOrderIdDocument, { ...scope, orderId: round1.cartId! })).data!.getOrder).toBeNull();
    expect((await shop.api(GetOrderIdDocument, { ...scope, orderId: round1.cartId! })).data!.getOrder).toBeNull();
    expect((await pay(asCustomer(stranger), round1.cartId!)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asCustomer(customer)(GetOrderIdDocument, { ...scope, orderId: round1.cartId! })).data!.getOrder?.id).toBe(round1.cartId);
    const paid = await pay(asCustomer(customer), round1.cartId!);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.placeOrder).toMatchObject({ status: 'placed', orderItems: [{ code: ASH, quantity: 2 }] });
    expect((await runJob()).paid).toBe(1);

    // Round two is skipped from the account before its basket is made.
    clock.set('2026-12-10T10:00:00Z');
    const skipped = await asCustomer(customer)(MoveDeliveryPlanDocument, { ...scope, planId: plan.id, move: 'skip' });
    expect(skipped.errors).toBeUndefined();
    expect(skipped.data!.moveDeliveryPlan.nextDate).toBe('2027-01-27');
    expect(skipped.data!.moveDeliveryPlan.rounds.map((r) => [r.dueDate, r.status])).toEqual([
      ['2026-12-30', 'skipped'],
      ['2026-12-02', 'paid'],
    ]);
    clock.set('2026-12-26T10:00:00Z');
    expect((await runJob()).made).toBe(0);

    // Round three: the price went up, and the mail says so.
    const before = await priceOf(ASH);
    await setProduct(ASH, { current_price_pence: before + 500 });
    try {
      clock.set('2027-01-22T07:00:00Z');
      expect((await runJob()).made).toBe(1);
      const [third] = await myPlans(customer);
      expect(third!.rounds[0]).toMatchObject({ dueDate: '2027-01-27', status: 'made' });
      const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
      const announced = `is now ${pounds(before + 500)} each (was ${pounds(before)}).`;
      expect(third!.rounds[0]!.changes).toEqual([expect.stringContaining(announced)]);
      const thirdCart = third!.rounds[0]!.cartId!;
      const roundMails = await planMails(customer.row.email);
      expect(roundMails).toHaveLength(2);
      expect(roundMails[1]!.text_body).toContain(announced);

      // Not paid by its date: missed the day after, one mail, and never again.
      clock.set('2027-01-27T20:00:00Z');
      expect((await runJob()).missed).toBe(0);
      clock.set('2027-01-28T07:00:00Z');
      expect((await runJob()).missed).toBe(1);
      expect((await runJob()).missed).toBe(0);
      const all = await planMails(customer.row.email);
      expect(all.map((m) => m.kind)).toEqual(['planRound', 'planRound', 'planRoundMissed']);
      expect((await myPlans(customer))[0]!.rounds[0]).toMatchObject({ dueDate: '2027-01-27', status: 'missed', cartId: null });
      // Nothing was charged for the missed round.
      const charges = await shop.db.selectFrom('test_card_payment').select('order_id').where('order_id', '=', thirdCart).execute();
      expect(charges).toEqual([]);
      expect((await shop.db.selectFrom('orders').select('status').where('id', '=', thirdCart).executeTakeFirstOrThrow()).status).toBe(
        'shoppingCart',
      );
    } finally {
      await setProduct(ASH, { current_price_pence: before });
    }
  });

  it('leaves a retired product out of the basket and says so', async () => {
    const { customer, orderId } = await customerWithOrder([
      [ASH, 1],
      [KINDLING, 2],
    ]);
    const plan = await startPlan(customer, orderId, '2026-12-04');
    await setProduct(KINDLING, { retired_at: START });
    try {
      clock.set('2026-11-29T07:00:00Z');
      expect((await runJob()).made).toBe(1);
      const round = (await myPlans(customer)).find((p) => p.id === plan.id)!.rounds[0]!;
      expect(round.changes).toEqual([expect.stringMatching(/is no longer sold, so it is not in this basket\.$/)]);
      const basket = await shop.db
        .selectFrom('order_item')
        .select(['product_id', 'quantity'])
        .where('order_id', '=', round.cartId!)
        .execute();
      expect(basket).toEqual([{ product_id: ASH, quantity: 1 }]);
      const [mail] = await planMails(customer.row.email);
      expect(mail!.text_body).toContain('is no longer sold');
    } finally {
      await setProduct(KINDLING, { retired_at: null });
    }
  });

  it('makes each round once when two job runs go at once', async () => {
    const { customer, orderId } = await customerWithOrder();
    await startPlan(customer, orderId, '2026-12-03');
    const other = await customerWithOrder();
    await startPlan(other.customer, other.orderId, '2026-12-03');
    clock.set('2026-11-28T07:00:00Z');
    const [a, b, c] = await Promise.all([runJob(), runJob(), runJob()]);
    expect(a!.made + b!.made + c!.made).toBe(2);
    expect(await planMails(customer.row.email)).toHaveLength(1);
    expect(await planMails(other.customer.row.email)).toHaveLength(1);
    expect((await runJob()).made).toBe(0);
    const carts = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', customer.row.id)
      .where('status', '=', 'shoppingCart')
      .execute();
    expect(carts).toHaveLength(1);
  });

  it('answers a plan only to its customer: strangers, the storefront key and another customer get nothing', async () => {
    const { customer, orderId } = await customerWithOrder();
    const plan = await startPlan(customer, orderId);
    const stranger = await shop.customer();
    expect((await myPlans(stranger)).map((p) => p.id)).not.toContain(plan.id);
    const moved = await asCustomer(stranger)(MoveDeliveryPlanDocument, { ...scope, planId: plan.id, move: 'stop' });
    expect(moved.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const fromTheirOrder = await asCustomer(stranger)(StartDeliveryPlanDocument, {
      ...scope,
      input: { orderId, kind: 'deliver', everyWeeks: 4, nextDate: '2026-12-02' },
    });
    expect(fromTheirOrder.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const suggestions = await asCustomer(stranger)(DeliveryPlanSuggestionsDocument, { ...scope, orderId });
    expect(suggestions.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const withKey = await shop.api(MoveDeliveryPlanDocument, { ...scope, planId: plan.id, move: 'stop' });
    expect(withKey.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await shop.api(MyDeliveryPlansDocument, scope)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await myPlans(customer)).find((p) => p.id === plan.id)!.status).toBe('active');
  });

  it('refuses a bad plan: a cart, a date not after today, a rhythm out of range', async () => {
    const customer = await shop.customer();
    const cart = await customer.api(AddToCartLinesDocument, { ...scope, skuId: ASH, quantity: 1 });
    const start = (input: { orderId: string; everyWeeks: number; nextDate: string }) =>
      asCustomer(customer)(StartDeliveryPlanDocument, { ...scope, input: { kind: 'deliver', ...input } });
    expect((await start({ orderId: cart.data!.addToCart.id, everyWeeks: 4, nextDate: '2026-12-02' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const { orderId } = await customerWithOrder();
    const today = await start({ orderId, everyWeeks: 4, nextDate: '2026-11-18' });
    expect(today.errors?.[0]?.message).toBe('Choose a date after today for the next delivery.');
    const tooRare = await start({ orderId, everyWeeks: 27, nextDate: '2026-12-02' });
    expect(tooRare.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps one live plan per order, and at most ten per customer, so one account cannot crowd out the round job', async () => {
    const { customer, orderId } = await customerWithOrder();
    const first = await startPlan(customer, orderId);
    const start = (id: string) =>
      asCustomer(customer)(StartDeliveryPlanDocument, {
        ...scope,
        input: { orderId: id, kind: 'deliver', everyWeeks: 4, nextDate: '2026-12-02' },
      });
    const again = await start(orderId);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PLAN_EXISTS' });

    // Nine more live plans (copies of the first, as many orders would make), then a tenth order's plan is refused.
    const row = await shop.db.selectFrom('delivery_plan').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    for (let n = 0; n < 9; n += 1) {
      await shop.db
        .insertInto('delivery_plan')
        .values({
          ...row,
          id: crypto.randomUUID(),
          lines: JSON.stringify(row.lines),
          addresses: JSON.stringify(row.addresses),
          shipment_choices: JSON.stringify(row.shipment_choices),
        })
        .execute();
    }
    const { orderId: otherOrder } = await (async () => {
      const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: ASH, quantity: 1 });
      await billAndDeliverTo(customer.api, added.data!.addToCart.id);
      expect((await pay(customer.api, added.data!.addToCart.id)).data!.placeOrder.status).toBe('placed');
      return { orderId: added.data!.addToCart.id };
    })();
    const eleventh = await start(otherOrder);
    expect(eleventh.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'TOO_MANY_PLANS' });
  });

  it('suggests a rhythm from three orders of a product', async () => {
    const customer = await shop.customer();
    let last = '';
    for (const day of ['2026-08-01T10:00:00Z', '2026-09-26T10:00:00Z', '2026-11-18T10:00:00Z']) {
      clock.set(day);
      const added = await asCustomer(customer)(AddToCartLinesDocument, { ...scope, skuId: ASH, quantity: 1 });
      last = added.data!.addToCart.id;
      await billAndDeliverTo(asCustomer(customer), last);
      expect((await pay(asCustomer(customer), last)).errors).toBeUndefined();
    }
    const suggestions = await asCustomer(customer)(DeliveryPlanSuggestionsDocument, { ...scope, orderId: last });
    expect(suggestions.data!.getDeliveryPlanSuggestions).toEqual([{ code: ASH, name: expect.any(String), orders: 3, everyWeeks: 8 }]);
  });

  it("shows the desk each round coming, week by week, with its stops and tonnes, and a plan's history; to staff only", async () => {
    const staff = shop.client({ token: staffIdToken() });
    const ahead = async () => {
      const result = await staff(AdminPlansAheadDocument, { tenant: scope.tenant, weeks: 8 });
      expect(result.errors).toBeUndefined();
      return result.data!.adminDeliveryPlansAhead;
    };
    const before = await ahead();
    const { customer, orderId } = await customerWithOrder([[ASH, 3]]);
    const plan = await startPlan(customer, orderId, '2026-11-25', 2);
    const after = await ahead();
    const grams = (await shop.db.selectFrom('product').select('weight_grams').where('id', '=', ASH).executeTakeFirstOrThrow()).weight_grams;
    // This week is the one of 16 November: the plan's rounds fall in every other week from the next.
    expect(after.weeks.map((w) => w.weekStart)).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
    ]);
    expect(after.weeks.map((w, i) => w.stops - before.weeks[i]!.stops)).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(after.weeks.map((w, i) => Math.round((w.tonnes - before.weeks[i]!.tonnes) * 1000))).toEqual(
      [0, 1, 0, 1, 0, 1, 0, 1].map((n) => Math.round((n * 3 * grams) / 1000)),
    );
    expect(after.plans.find((p) => p.planId === plan.id)).toMatchObject({
      customerEmail: customer.row.email,
      postCode: 'LE12 6UZ',
      nextDate: '2026-11-25',
      kilograms: (3 * grams) / 1000,
    });
    const history = await staff(AdminPlanHistoryDocument, { tenant: scope.tenant, planId: plan.id });
    expect(history.data!.adminDeliveryPlan).toMatchObject({ id: plan.id, status: 'active', rounds: [] });
    // Customers and the storefront key see none of it.
    expect((await customer.api(AdminPlansAheadDocument, { tenant: scope.tenant })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await shop.api(AdminPlanHistoryDocument, { tenant: scope.tenant, planId: plan.id })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  describe('the mail links', () => {
    let base = '';
    let close: () => void = () => {};
    beforeAll(async () => {
      const rateLimits = createRateLimits({ kind: 'memory' }, RATE_LIMITS);
      const route = planLinkRoute({ db: shop.db, now: () => clock.now(), secret: LINK_SECRET, rateLimits, trustedProxies: 0 });
      const server = createServer((req, res) => {
        void route(req, res, new URL(req.url ?? '/', 'http://localhost')).then((handled) => {
          if (!handled) res.writeHead(404).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
    });
    afterAll(() => close());

    /** A customer's plan with its first round made and mailed; the mail's links by action. */
    async function mailedPlan(nextDate: string) {
      const { customer, orderId } = await customerWithOrder();
      const plan = await startPlan(customer, orderId, nextDate);
      clock.set(`${nextDate}T00:00:00Z`);
      clock.set(new Date(clock.now().getTime() - 5 * 86_400_000));
      expect((await runJob()).made).toBeGreaterThanOrEqual(1);
      const [mail] = await planMails(customer.row.email);
      const link = (label: string) => {
        const match = new RegExp(`href="([^"]+)"[^>]*>${label}<`).exec(mail!.html_body!);
        const url = new URL(match![1]!.replaceAll('&amp;', '&'));
        return `${url.pathname}${url.search}`;
      };
      return { customer, plan, skip: link('Skip this delivery'), pause: link('Pause the plan'), stop: link('Stop the plan') };
    }
    const press = (path: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    it('pauses from the mail without signing in, only after the button is pressed, and only once', async () => {
      const { customer, plan, pause } = await mailedPlan('2026-12-07');
      const shown = await fetch(`${base}${pause}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain('<button type="submit">Pause the plan</button>');
      // Opening the link (as a mail scanner does) changes nothing.
      expect((await myPlans(customer)).find((p) => p.id === plan.id)!.status).toBe('active');
      const done = await press(pause);
      expect(done.status).toBe(200);
      const paused = (await myPlans(customer)).find((p) => p.id === plan.id)!;
      expect(paused.status).toBe('paused');
      // The made round is set aside, so it is not mailed as missed.
      expect(paused.rounds[0]!.status).toBe('skipped');
      const again = await press(pause);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('This link has been used already.');
    });

    it('stops from the mail; a stopped plan makes no more rounds', async () => {
      const { customer, plan, stop } = await mailedPlan('2026-12-08');
      expect((await press(stop)).status).toBe(200);
      expect((await myPlans(customer)).find((p) => p.id === plan.id)!.status).toBe('stopped');
      clock.set('2027-01-10T07:00:00Z');
      await runJob();
      expect(await planMails(customer.row.email)).toHaveLength(1);
    });

    it('skips this round from the mail, leaving the plan active', async () => {
      const { customer, plan, skip } = await mailedPlan('2026-12-09');
      expect((await press(skip)).status).toBe(200);
      const after = (await myPlans(customer)).find((p) => p.id === plan.id)!;
      expect(after).toMatchObject({ status: 'active', nextDate: '2027-01-06' });
      expect(after.rounds.map((r) => [r.dueDate, r.status])).toEqual([['2026-12-09', 'skipped']]);
    });

    it('an old mail’s skip link skips only its own delivery: once that round is gone, it skips nothing later', async () => {
      const { customer, plan, skip } = await mailedPlan('2026-12-11');
      const skipped = await asCustomer(customer)(MoveDeliveryPlanDocument, { ...scope, planId: plan.id, move: 'skip' });
      expect(skipped.errors).toBeUndefined();
      const before = (await myPlans(customer)).find((p) => p.id === plan.id)!;
      const late = await press(skip);
      expect(await late.text()).toContain('This link was for an earlier delivery');
      const after = (await myPlans(customer)).find((p) => p.id === plan.id)!;
      expect(after.nextDate).toBe(before.nextDate);
      expect(after.rounds).toEqual(before.rounds);
    });

    it('refuses a tampered, forged or expired link with the same words, changing nothing', async () => {
      const { customer, plan, pause } = await mailedPlan('2026-12-10');
      const token = new URL(pause, base).searchParams.get('token')!;
      const [body, signature] = token.split('.') as [string, string];
      const stopInstead = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"pause"', '"stop"')).toString('base64url');
      const tampered = await press(`${new URL(pause, base).pathname}?token=${stopInstead}.${signature}`);
      const forged = await press(`${new URL(pause, base).pathname}?token=${body}.${'A'.repeat(43)}`);
      expect(tampered.status).toBe(404);
      expect(forged.status).toBe(404);
      expect(await tampered.text()).toBe(await forged.text());
      clock.set(new Date(clock.now().getTime() + 22 * 86_400_000));
      const expired = await press(pause);
      expect(expired.status).toBe(404);
      expect((await myPlans(customer)).find((p) => p.id === plan.id)!.status).toBe('active');
    });
  });
});
