import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailPort } from '../../commerce/mail/mail-port.ts';
import { encodeMailKey } from '../../commerce/mail/message-id.ts';
import { createOrderMailOutbox } from '../../commerce/order-mail/order-mail-outbox.ts';
import { undeliveredMail } from '../../commerce/mail/outbox.store.ts';
import { SES_EVENTS_PATH, sesEventsHandler, sesEventsRoute } from '../../commerce/mail/ses-events-route.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_TENANT } from '../../dev/demo/catalogue.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { ORDERS_MAIL_TO, TEST_SELLER } from '../fixtures/recording-mail.ts';
import {
  CERT_URL,
  makeSigningKey,
  notification,
  sesBounce,
  sesComplaint,
  sesDelivery,
  signSns,
  type SnsSigningKey,
  SUBSCRIBE_URL,
  subscriptionConfirmation,
  TOPIC_ARN,
} from '../fixtures/sns-signing.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
const BOUNCE_AT = new Date('2026-11-18T10:05:00Z');

/** A guest's order, paid and placed: it owes a confirmation and the shop's notice. */
async function placedOrder(api: ApiClient): Promise<string> {
  const orderId = await payableOrder(api);
  const placed = await api(PayForOrderDocument, {
    ...scope,
    orderId,
    paymentGatewayId: 'test-card',
    paymentData: paymentData(TEST_CARDS.approved),
  });
  expect(placed.data?.placeOrder.status).toBe('placed');
  return orderId;
}

/** Stands in for SES: records what it was given (with its key header, as SES sends it) and names it as SES would. */
function sesLikePort() {
  const sent: { key: string; sesMessageId: string; keyHeader: string }[] = [];
  const port: MailPort = {
    async send(mail) {
      const sesMessageId = `0102019-ses-${sent.length + 1}`;
      sent.push({ key: mail.idempotencyKey!, sesMessageId, keyHeader: encodeMailKey(mail.idempotencyKey!) });
      return { messageId: sesMessageId };
    },
  };
  return { port, sent };
}

let key: SnsSigningKey;
beforeAll(() => {
  key = makeSigningKey();
});

describe.each(backends)('SES bounces reported after acceptance, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const gets: string[] = [];
  const logged: string[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    const route = sesEventsRoute({
      db: shop.db,
      now: shop.clock.now,
      topicArn: TOPIC_ARN,
      // SNS's certificate and its subscription confirmation, served here: the tests never leave the machine.
      httpsGet: async (url) => {
        gets.push(url);
        return url === CERT_URL ? key.certificatePem : '<ConfirmSubscriptionResponse/>';
      },
      log: { info: (line) => logged.push(line), warn: (line) => logged.push(line) },
    });
    server = createServer(
      (req, res) =>
        void route(req, res, new URL(req.url ?? '/', 'http://localhost')).then((handled) => handled || res.writeHead(404).end()),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SES_EVENTS_PATH}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // Each test counts only its own mail, fetches and log lines.
  beforeEach(async () => {
    gets.length = 0;
    logged.length = 0;
    await shop.db.deleteFrom('mail_outbox').execute();
  });

  /** What SNS does: POST the message as text/plain. */
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': fields.Type ?? '' },
      body: JSON.stringify(fields),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** Places an order and sends its two messages through the SES stand-in; the confirmation's SES record. */
  async function sentConfirmation() {
    const orderId = await placedOrder(shop.api);
    const ses = sesLikePort();
    const outbox = createOrderMailOutbox({
      db: shop.db,
      mail: ses.port,
      now: shop.clock.now,
      seller: async () => TEST_SELLER,
      ordersMailTo: ORDERS_MAIL_TO,
      log: { warn: () => {}, error: () => {} },
    });
    expect(await outbox.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const confirmation = ses.sent.find((s) => s.key === `order-confirmation.${orderId}`)!;
    expect(confirmation).toBeDefined();
    shop.clock.set(BOUNCE_AT);
    return { orderId, confirmation, ses };
  }

  const outboxRows = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['idempotency_key', 'status', 'last_error', 'updated_at'])
      .where('order_id', '=', orderId)
      .orderBy('idempotency_key')
      .execute();
  const orderRow = (orderId: string) =>
    shop.db.selectFrom('orders').select(['status', 'updated_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const listedFor = async (orderId: string) => (await undeliveredMail(shop.db, SEED_TENANT.id)).filter((m) => m.orderId === orderId);

  it('a signed permanent bounce keeps the confirmation as bounced for the owner, with why; a redelivery changes nothing more; the order is untouched', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    const orderBefore = await orderRow(orderId);
    expect(await listedFor(orderId)).toEqual([]);

    const delivery = signSns(key, notification(sesBounce(confirmation), { Subject: 'Amazon SES Email Event Notification' }), '1');
    expect(await post(delivery)).toEqual({ status: 200, body: { received: true } });

    const listed = await listedFor(orderId);
    expect(listed).toEqual([
      expect.objectContaining({
        status: 'bounced',
        kind: 'orderConfirmation',
        recipient: expect.stringContaining('@'),
        lastError: 'Permanent bounce (General): shopper@example.com 5.1.1 smtp; 550 5.1.1 user unknown',
        failedAt: BOUNCE_AT,
      }),
    ]);
    const rows = await outboxRows(orderId);
    // The shop's notice went through: only the bounced message changes.
    expect(rows.map((r) => [r.idempotency_key, r.status])).toEqual([
      [`order-confirmation.${orderId}`, 'bounced'],
      [`order-notice.${orderId}`, 'sent'],
    ]);
    expect(await orderRow(orderId)).toEqual(orderBefore);
    expect(logged.some((line) => line.includes('kept for the owner') && line.includes(confirmation.key))).toBe(true);

    // SNS delivers at least once: the same notification again, later, is acknowledged and writes nothing.
    shop.clock.set(new Date(BOUNCE_AT.getTime() + 60_000));
    expect(await post(delivery)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await outboxRows(orderId)).toEqual(rows);
    expect(await listedFor(orderId)).toEqual(listed);
  });

  it('a bounce reported before the sender hears SES accept stays bounced: marking it sent does not undo it', async () => {
    const orderId = await placedOrder(shop.api);
    const confirmationKey = `order-confirmation.${orderId}`;
    // SES accepts and the bounce arrives while this process still waits for SES's answer.
    const slowToHear: MailPort = {
      async send(mail) {
        const sesMessageId = `0102019-ses-${mail.idempotencyKey}`;
        if (mail.idempotencyKey === confirmationKey) {
          const bounce = sesBounce({ keyHeader: encodeMailKey(confirmationKey), sesMessageId });
          expect(await post(signSns(key, notification(bounce)))).toEqual({ status: 200, body: { received: true } });
        }
        return { messageId: sesMessageId };
      },
    };
    const outbox = createOrderMailOutbox({
      db: shop.db,
      mail: slowToHear,
      now: shop.clock.now,
      seller: async () => TEST_SELLER,
      ordersMailTo: ORDERS_MAIL_TO,
      log: { warn: () => {}, error: () => {} },
    });
    await outbox.runOnce();
    expect((await outboxRows(orderId)).map((r) => [r.idempotency_key, r.status])).toEqual([
      [confirmationKey, 'bounced'],
      [`order-notice.${orderId}`, 'sent'],
    ]);
  });

  it('a complaint is kept for the owner too', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    expect(await post(signSns(key, notification(sesComplaint(confirmation))))).toMatchObject({ status: 200 });
    expect(await listedFor(orderId)).toEqual([
      expect.objectContaining({ status: 'bounced', lastError: expect.stringMatching(/^Complaint \(abuse\) from shopper@example\.com/) }),
    ]);
  });

  it('without the key header (headers truncated), the message is found by the id SES gave it', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    expect(await post(signSns(key, notification(sesBounce({ sesMessageId: confirmation.sesMessageId }))))).toMatchObject({ status: 200 });
    expect((await listedFor(orderId)).map((m) => m.kind)).toEqual(['orderConfirmation']);
  });

  it('a transient bounce and a delivery are logged only: the message stays sent', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    const before = await outboxRows(orderId);
    expect(await post(signSns(key, notification(sesBounce(confirmation, 'Transient'))))).toEqual({ status: 200, body: { received: true } });
    expect(await post(signSns(key, notification(sesDelivery(confirmation), { MessageId: 'other' })))).toMatchObject({ status: 200 });
    expect(await outboxRows(orderId)).toEqual(before);
    expect(logged.some((line) => line.includes('Transient bounce'))).toBe(true);
  });

  it('a bounce for a key this shop does not know is acknowledged and logged, and writes nothing', async () => {
    const { orderId } = await sentConfirmation();
    const before = await outboxRows(orderId);
    const stray = sesBounce({ keyHeader: 'order-confirmation.not-ours', sesMessageId: 'ses-unknown' });
    expect(await post(signSns(key, notification(stray)))).toEqual({ status: 200, body: { received: true } });
    expect(await outboxRows(orderId)).toEqual(before);
    expect(logged.some((line) => line.includes('no message with key order-confirmation.not-ours'))).toBe(true);
  });

  it('refuses a forged or tampered bounce, or another topic’s, with 403, and writes nothing', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    const before = await outboxRows(orderId);
    const forger = makeSigningKey();
    const forged = signSns(forger, notification(sesBounce(confirmation)));
    const tampered = { ...signSns(key, notification(sesDelivery(confirmation))), Message: sesBounce(confirmation) };
    const otherTopic = signSns(key, notification(sesBounce(confirmation), { TopicArn: 'arn:aws:sns:eu-west-2:210987654321:theirs' }));
    const foreignCert = { ...signSns(key, notification(sesBounce(confirmation))), SigningCertURL: 'https://attacker.example/cert.pem' };
    // One answer for every refusal: a prober does not learn which check it passed.
    for (const delivery of [forged, tampered, otherTopic, foreignCert]) {
      expect(await post(delivery)).toEqual({
        status: 403,
        body: { error: 'This endpoint takes only messages Amazon SNS signed for its topic.' },
      });
    }
    expect(await outboxRows(orderId)).toEqual(before);
    expect(gets.every((url) => url === CERT_URL)).toBe(true);
  });

  it('answers 503 when the signing certificate cannot be fetched now, so SNS delivers again, and writes nothing', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    const before = await outboxRows(orderId);
    const handle = sesEventsHandler({
      db: shop.db,
      now: shop.clock.now,
      topicArn: TOPIC_ARN,
      httpsGet: async () => {
        throw new Error('getaddrinfo EAI_AGAIN sns.eu-west-2.amazonaws.com');
      },
      log: { info: () => {}, warn: () => {} },
    });
    expect((await handle(JSON.stringify(signSns(key, notification(sesBounce(confirmation)))))).status).toBe(503);
    expect(await outboxRows(orderId)).toEqual(before);
  });

  it('a real bounce still gets through after forged ones with look-alike certificate URLs (they use no budget of its URL)', async () => {
    const { orderId, confirmation } = await sentConfirmation();
    // A fresh handler has no certificate yet: the shop just started, or SNS rotated its certificate.
    const fetched: string[] = [];
    const handle = sesEventsHandler({
      db: shop.db,
      now: shop.clock.now,
      topicArn: TOPIC_ARN,
      httpsGet: async (url) => {
        fetched.push(url);
        if (url !== CERT_URL) throw new Error('GET https://sns.eu-west-2.amazonaws.com answered 404.');
        return key.certificatePem;
      },
      log: { info: () => {}, warn: () => {} },
    });
    const forger = makeSigningKey();
    for (let n = 0; n < 11; n += 1) {
      const lookalike = CERT_URL.replace(/[0-9a-f]{4}\.pem$/, `${n.toString(16).padStart(4, '0')}.pem`);
      const forged = { ...signSns(forger, notification(sesBounce(confirmation))), SigningCertURL: lookalike };
      expect((await handle(JSON.stringify(forged))).status).toBe(503);
    }
    const real = await handle(JSON.stringify(signSns(key, notification(sesBounce(confirmation)))));
    expect(real).toEqual({ status: 200, body: { received: true } });
    expect(await listedFor(orderId)).toHaveLength(1);
    expect(fetched.filter((url) => url === CERT_URL)).toEqual([CERT_URL]);
  });

  it('confirms the subscription to its topic by GETting the SubscribeURL, and only one at SNS', async () => {
    expect(await post(signSns(key, subscriptionConfirmation()))).toEqual({ status: 200, body: { confirmed: true } });
    expect(gets).toContain(SUBSCRIBE_URL);

    gets.length = 0;
    const elsewhere = signSns(key, subscriptionConfirmation({ SubscribeURL: 'https://attacker.example/?Action=ConfirmSubscription' }));
    expect((await post(elsewhere)).status).toBe(403);
    expect(gets).not.toContain('https://attacker.example/?Action=ConfirmSubscription');
  });
});
