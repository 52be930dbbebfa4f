import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardFrameServer, type CardFrameServer } from '../../dev/test-card/card-frame/frame-server.ts';
import { processTestCardVault } from '../../dev/test-card/card-vault.ts';
import { testCardChallengePage } from '../../dev/test-card/provider.ts';
import type { ChargeRequest } from '../../commerce/payments/gateway.ts';
import { createTestCardGateway } from '../../dev/test-card/gateway.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { BROWSER, payableOrder, paymentData, testCardToken } from '../fixtures/payable-order.ts';
import { CheckPaymentDocument, PayForOrderDocument } from './gql/graphql.ts';

/*
 * The test gateway's 3-D Secure page named only the payment id, and
 * POST /payments/test-card/challenge took an answer from any origin, so whoever learnt a payment
 * id (a log line, a shared screen, a second tab's address) could approve or fail someone else's
 * payment. Now each challenge has a one-time token that only the paying browser is given, the
 * ledger keeps its SHA-256, and the answer must come from the bank's own page, which
 * is served by the test gateway on its own origin, not by the shop.
 */

const SITE_ORIGIN = 'https://shop.test';

interface Reply {
  status: number;
  location: string | undefined;
  body: string;
}

describe.each(backends)('the test gateway’s 3-D Secure check on $name', (backend) => {
  const shop = useShop(backend);
  const { api: call, clock } = shop;
  let gatewayServer: CardFrameServer;
  let base: string;

  beforeAll(async () => {
    gatewayServer = await startCardFrameServer({
      db: shop.db,
      now: clock.now,
      vault: processTestCardVault,
      assets: { script: '', walletScript: '', walletSheetScript: '', style: '' },
      shopOrigins: [SITE_ORIGIN],
      host: '127.0.0.1',
      port: 0,
    });
    base = gatewayServer.origin;
  });
  afterAll(() => gatewayServer?.close());

  /** A raw HTTP call, so the test chooses every header a browser (or an attacker's page) would send. */
  function send(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  /** What a browser sends from the bank's own page: its origin (the gateway's, known once it listens). */
  const fromTheBankPage = (origin: string) => ({ origin, 'sec-fetch-site': 'same-origin' });
  const answer = (form: Record<string, string>, headers: Record<string, string> = fromTheBankPage(base)) =>
    send('POST', '/secure', { 'content-type': 'application/x-www-form-urlencoded', ...headers }, String(new URLSearchParams(form)));
  const details = (query: Record<string, string>) => send('GET', `/secure?${new URLSearchParams(query)}`);

  const ledger = (paymentId: string) =>
    shop.db.selectFrom('test_card_payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const orderStatus = async (orderId: string) =>
    (await call(CheckPaymentDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: '{}' })).data!.checkOrderCanBePlaced
      .status;

  /** A guest's order waiting on the bank, and the address placeOrder sent the paying browser to. */
  async function challengedOrder() {
    const orderId = await payableOrder(call);
    const placed = await call(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.threeDSecure),
    });
    expect(placed.errors).toBeUndefined();
    const redirect = new URL(placed.data!.placeOrder.clientData!.data!, SITE_ORIGIN);
    return { orderId, redirect, paymentId: redirect.searchParams.get('payment')!, token: redirect.searchParams.get('token')! };
  }

  it('sends only the paying browser a 32-byte token and keeps only its SHA-256', async () => {
    const { redirect, paymentId, token } = await challengedOrder();
    expect(redirect.origin).toBe('http://127.0.0.1:4326');
    expect(redirect.pathname).toBe('/secure');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await ledger(paymentId);
    expect(row.challenge_token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);
    const other = await challengedOrder();
    expect(other.token).not.toBe(token);
  });

  it('shows the amount and card only with the token', async () => {
    const { paymentId, token } = await challengedOrder();
    const other = await challengedOrder();
    const misses: Record<string, string>[] = [
      { payment: paymentId },
      { payment: paymentId, token: '' },
      { payment: paymentId, token: other.token },
    ];
    for (const query of misses) {
      const reply = await details(query);
      expect(reply.status, JSON.stringify(query)).toBe(404);
      expect(reply.body).not.toMatch(/Card ending|£/);
      expect(reply.body).not.toContain('challenge-form');
    }
    const shown = await details({ payment: paymentId, token });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('Card ending 3220');
    expect(shown.body).toContain(`name="token" value="${token}"`);
  });

  it.each([
    ['without a token', (_: string) => ({}), fromTheBankPage, 404],
    ['with a wrong token', (_: string) => ({ token: 'A'.repeat(43) }), fromTheBankPage, 404],
    ['with a token that is not in the token format', (token: string) => ({ token: `${token}=` }), fromTheBankPage, 404],
    [
      'from another site’s page',
      (token: string) => ({ token }),
      () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      403,
    ],
    ['from the shop’s own page (the bank answers only its own)', (token: string) => ({ token }), () => ({ origin: SITE_ORIGIN }), 403],
    ['with a foreign Origin only', (token: string) => ({ token }), () => ({ origin: 'https://evil.example' }), 403],
    ['with a look-alike Origin', (token: string) => ({ token }), (origin: string) => ({ origin: `${origin}.evil.example` }), 403],
    ['with Origin: null (a sandboxed frame or data: page)', (token: string) => ({ token }), () => ({ origin: 'null' }), 403],
    [
      'cross-site by Sec-Fetch-Site, even with the bank’s Origin',
      (token: string) => ({ token }),
      (origin: string) => ({ origin, 'sec-fetch-site': 'cross-site' }),
      403,
    ],
    ['same-site but not same-origin', (token: string) => ({ token }), () => ({ 'sec-fetch-site': 'same-site' }), 403],
    ['naming no origin at all', (token: string) => ({ token }), () => ({}), 403],
  ])('refuses an answer %s, and the payment is unchanged', async (_, tokenField, headersFor, status) => {
    const { orderId, paymentId, token } = await challengedOrder();
    for (const outcome of ['approve', 'fail']) {
      const reply = await answer({ payment: paymentId, outcome, ...tokenField(token) }, headersFor(base));
      expect(reply.status, outcome).toBe(status);
      expect(reply.location).toBeUndefined();
    }
    expect((await ledger(paymentId)).status).toBe('challenge');
    expect(await orderStatus(orderId)).toBe('paymentPending');
    // The rightful answer still works afterwards.
    expect((await answer({ payment: paymentId, token, outcome: 'approve' })).status).toBe(303);
  });

  it('refuses another challenge’s token for this payment', async () => {
    const victim = await challengedOrder();
    const attacker = await challengedOrder();
    const reply = await answer({ payment: victim.paymentId, token: attacker.token, outcome: 'approve' });
    expect(reply.status).toBe(404);
    expect((await ledger(victim.paymentId)).status).toBe('challenge');
    expect((await ledger(attacker.paymentId)).status).toBe('challenge');
  });

  it('takes the paying browser’s answer once: a replay, approving or failing, changes nothing', async () => {
    const { orderId, paymentId, token } = await challengedOrder();
    const approved = await answer({ payment: paymentId, token, outcome: 'approve' });
    expect(approved).toMatchObject({ status: 303, location: (await ledger(paymentId)).return_url });
    expect(await orderStatus(orderId)).toBe('placed');
    for (const outcome of ['fail', 'approve']) {
      expect((await answer({ payment: paymentId, token, outcome })).status).toBe(303);
      expect((await ledger(paymentId)).status).toBe('succeeded');
    }
    expect(await orderStatus(orderId)).toBe('placed');
    expect(await shop.db.selectFrom('test_card_payment').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('accepts the bank’s own page by Sec-Fetch-Site, or by its Origin', async () => {
    const bySecFetch = await challengedOrder();
    expect(
      (await answer({ payment: bySecFetch.paymentId, token: bySecFetch.token, outcome: 'fail' }, { 'sec-fetch-site': 'same-origin' }))
        .status,
    ).toBe(303);
    expect((await ledger(bySecFetch.paymentId)).status).toBe('challengeFailed');
    const byHost = await challengedOrder();
    expect((await answer({ payment: byHost.paymentId, token: byHost.token, outcome: 'approve' }, { origin: base })).status).toBe(303);
    expect((await ledger(byHost.paymentId)).status).toBe('succeeded');
  });

  describe('the gateway on its own', () => {
    const chargeOf = (idempotencyKey: string, orderId: string, number: string = TEST_CARDS.threeDSecure): ChargeRequest => ({
      idempotencyKey,
      orderId,
      amountPence: 1234,
      currencyCode: 'GBP',
      cardToken: testCardToken(number),
      browser: BROWSER,
      returnUrl: '/checkout/card-return/?gateway=test-card',
      rememberProviderRef: async () => {},
    });

    it('stays idempotent: a replayed charge or a lookup names the same payment, and neither can name its page again', async () => {
      const lines: string[] = [];
      const gateway = createTestCardGateway(shop.db, {
        now: clock.now,
        challengePage: testCardChallengePage(base),
        log: (line) => lines.push(line),
      });
      const key = crypto.randomUUID();
      const orderId = crypto.randomUUID();
      const first = await gateway.charge(chargeOf(key, orderId));
      expect(first).toMatchObject({
        status: 'requiresAction',
        redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/secure\?payment=[0-9a-f-]{36}&token=[\w-]{43}$/),
      });
      const replayed = await gateway.charge(chargeOf(key, orderId));
      const looked = await gateway.lookup({ idempotencyKey: key, orderId, providerRef: first.providerRef });
      expect(replayed).toEqual({ status: 'pending', providerRef: first.providerRef });
      expect(looked).toEqual({ status: 'pending', providerRef: first.providerRef });
      expect(await shop.db.selectFrom('test_card_payment').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
      // The token minted first is still the one that answers.
      const token = new URL(first.status === 'requiresAction' ? first.redirectUrl : '', SITE_ORIGIN).searchParams.get('token')!;
      expect((await answer({ payment: first.providerRef!, token, outcome: 'approve' })).status).toBe(303);
      expect(await gateway.lookup({ idempotencyKey: key, orderId, providerRef: first.providerRef })).toEqual({
        status: 'succeeded',
        providerRef: first.providerRef,
      });
      // Its log names the payment and the attempt, never the order (a replay is answered from the ledger, unlogged).
      expect(lines).toHaveLength(1);
      for (const line of lines) expect(line).not.toContain(orderId);
    });

    it('mints no token for a card without a challenge', async () => {
      const gateway = createTestCardGateway(shop.db, { now: clock.now, challengePage: testCardChallengePage(base), log: () => {} });
      const paid = await gateway.charge(chargeOf(crypto.randomUUID(), crypto.randomUUID(), TEST_CARDS.approved));
      expect(paid.status).toBe('succeeded');
      expect((await ledger(paid.providerRef!)).challenge_token_hash).toBeNull();
    });
  });
});
