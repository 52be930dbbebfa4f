import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailPort, OutgoingMail } from '../../commerce/mail/mail-port.ts';
import { PermanentMailFailure } from '../../commerce/mail/mail-port.ts';
import { createOrderMailOutbox, type OrderMailOutboxOptions } from '../../commerce/order-mail/order-mail-outbox.ts';
import { oweMail, undeliveredMail } from '../../commerce/mail/outbox.store.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_TENANT } from '../../dev/demo/catalogue.ts';
import { createRateLimits } from '../../commerce/limits/rate-limits.ts';
import { openDatabase } from '../../commerce/store/database.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, inProcessClient, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { migrateAndSeed, throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { deliveringPort, messageIdOf, ORDERS_MAIL_TO, receiver, TEST_SELLER, type Receiver } from '../fixtures/recording-mail.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
const LEASE_MS = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

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

/** A provider that is down while `down` is true, and delivers to the receiver otherwise. */
function flakyPort(into: Receiver) {
  const state = { down: true, calls: 0 };
  const port: MailPort = {
    async send(mail) {
      state.calls += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 192.0.2.25:587');
      return deliveringPort(into).send(mail);
    },
  };
  return { port, state };
}

describe.each(backends)('the mail outbox on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  // Each test counts only the mail its own orders owe.
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const outbox = (mail: MailPort, options: Partial<OrderMailOutboxOptions> = {}) =>
    createOrderMailOutbox({
      db: shop.db,
      mail,
      now: shop.clock.now,
      seller: async () => TEST_SELLER,
      ordersMailTo: ORDERS_MAIL_TO,
      leaseMs: LEASE_MS,
      log: { warn: () => {}, error: () => {} },
      ...options,
    });
  const rows = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'status', 'attempts', 'next_attempt_at', 'last_error', 'provider_message_id'])
      .where('order_id', '=', orderId)
      .orderBy('kind')
      .execute();
  const orderStatus = async (orderId: string) =>
    (await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  it('a process that dies between the send and the mark: the restart resends under the same Message-ID, so none is lost and the receiver counts one', async () => {
    const orderId = await placedOrder(shop.api);
    const inbox = receiver();
    let accepted!: () => void;
    const providerAccepted = new Promise<void>((resolve) => {
      accepted = resolve;
    });
    // The provider takes the message; the process dies before it hears back (its send never returns).
    const dying: MailPort = {
      send(mail: OutgoingMail) {
        inbox.deliveries.push({ ...mail, messageId: messageIdOf(mail) });
        accepted();
        return new Promise(() => {});
      },
    };
    void outbox(dying).runOnce();
    await providerAccepted;
    expect(inbox.deliveries).toHaveLength(1);

    // The restarted process: it holds no transaction of the dead one's (PGlite would wait forever),
    // and it leaves the claimed messages alone until the lease runs out.
    const restarted = outbox(deliveringPort(inbox));
    expect(await restarted.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    shop.clock.set(later(NOW, LEASE_MS));
    expect(await restarted.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });

    // Three deliveries, two messages: the resend is the same message, word for word.
    expect(inbox.deliveries).toHaveLength(3);
    expect(inbox.messages().map((m) => m.idempotencyKey)).toEqual(
      expect.arrayContaining([`order-confirmation.${orderId}`, `order-notice.${orderId}`]),
    );
    expect(inbox.messages()).toHaveLength(2);
    const first = inbox.deliveries[0]!;
    const copies = inbox.deliveries.filter((d) => d.messageId === first.messageId);
    expect(copies).toHaveLength(2);
    expect(copies[1]).toEqual(copies[0]);
    expect((await rows(orderId)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(await outbox(deliveringPort(inbox)).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('retries through an outage with doubling waits, the same Message-ID each time, and leaves the order alone', async () => {
    const orderId = await placedOrder(shop.api);
    const inbox = receiver();
    const { port, state } = flakyPort(inbox);
    const worker = outbox(port, { retry: { firstDelayMs: 60_000, maxDelayMs: 200_000, maxAttempts: 5 } });

    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let owed = await rows(orderId);
    expect(owed.map((row) => [row.status, row.attempts, row.next_attempt_at.getTime()])).toEqual([
      ['pending', 1, later(NOW, 60_000).getTime()],
      ['pending', 1, later(NOW, 60_000).getTime()],
    ]);
    expect(owed[0]!.last_error).toContain('ECONNREFUSED');

    // Not due a moment early.
    shop.clock.set(later(NOW, 59_999));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Due: fails again, and waits twice as long, then the cap.
    shop.clock.set(later(NOW, 60_000));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    owed = await rows(orderId);
    expect(owed.map((row) => row.next_attempt_at.getTime())).toEqual([later(NOW, 180_000).getTime(), later(NOW, 180_000).getTime()]);
    shop.clock.set(later(NOW, 180_000));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    owed = await rows(orderId);
    expect(owed.map((row) => row.next_attempt_at.getTime())).toEqual([later(NOW, 380_000).getTime(), later(NOW, 380_000).getTime()]);

    state.down = false;
    shop.clock.set(later(NOW, 380_000));
    expect(await worker.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    owed = await rows(orderId);
    expect(owed.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['sent', 4, null],
      ['sent', 4, null],
    ]);
    expect(owed.map((row) => row.provider_message_id).sort()).toEqual(
      [`<order-confirmation.${orderId}@hearth.test>`, `<order-notice.${orderId}@hearth.test>`].sort(),
    );
    expect(state.calls).toBe(8);
    expect(await orderStatus(orderId)).toBe('placed');
  });

  it('keeps a message that keeps failing as failed, logged and listed for the owner, never dropped', async () => {
    const orderId = await placedOrder(shop.api);
    const { port } = flakyPort(receiver());
    const log = { warn: vi.fn(), error: vi.fn() };
    const worker = outbox(port, { retry: { firstDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 2 }, log });

    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    shop.clock.set(later(NOW, 1_000));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    shop.clock.set(later(NOW, 86_400_000));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect((await rows(orderId)).map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);
    // A failed confirmation keeps no body: a guest's carries the plaintext key that opens the order.
    const bodies = await shop.db.selectFrom('mail_outbox').select(['text_body', 'html_body']).where('order_id', '=', orderId).execute();
    expect(bodies).toEqual([
      { text_body: null, html_body: null },
      { text_body: null, html_body: null },
    ]);
    const confirmation = await shop.db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient'])
      .where('idempotency_key', '=', `order-confirmation.${orderId}`)
      .executeTakeFirstOrThrow();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`orderConfirmation ${confirmation.id} failed after 2 attempt(s)`));
    // The log names the message, not whom it was for, nor the guest's order.
    const logged = JSON.stringify([log.error.mock.calls, log.warn.mock.calls]);
    expect(logged).not.toContain(confirmation.recipient!);
    expect(logged).not.toContain(orderId);
    const listed = (await undeliveredMail(shop.db, SEED_TENANT.id)).filter((mail) => mail.orderId === orderId);
    expect(listed.map((mail) => [mail.kind, mail.attempts, mail.recipient])).toEqual(
      expect.arrayContaining([
        ['orderConfirmation', 2, expect.stringMatching(/@example\.com$/)],
        ['shopOrderNotice', 2, ORDERS_MAIL_TO],
      ]),
    );
    expect(listed[0]!.lastError).toContain('ECONNREFUSED');
    expect(listed[0]!.orderNumber).toEqual(expect.any(Number));
    expect(await orderStatus(orderId)).toBe('placed');
  });

  it('stops at once on a refusal the provider will repeat, keeping the message for the owner', async () => {
    const orderId = await placedOrder(shop.api);
    const inbox = receiver();
    const log = { warn: vi.fn(), error: vi.fn() };
    const refusesShoppers: MailPort = {
      async send(mail) {
        if (mail.to !== ORDERS_MAIL_TO) throw new PermanentMailFailure(`550 5.1.1 <${mail.to}>: mailbox unavailable`);
        return deliveringPort(inbox).send(mail);
      },
    };
    expect(await outbox(refusesShoppers, { log }).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 1 });
    shop.clock.set(later(NOW, 86_400_000));
    expect(await outbox(refusesShoppers, { log }).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const [failed] = (await undeliveredMail(shop.db, SEED_TENANT.id)).filter((mail) => mail.orderId === orderId);
    expect(failed).toMatchObject({
      kind: 'orderConfirmation',
      attempts: 1,
      subject: expect.stringMatching(/^Your Hearth order \d+ is confirmed$/),
    });
    expect(failed!.lastError).toContain('mailbox unavailable');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(inbox.to(ORDERS_MAIL_TO)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('placed');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two API processes sending one outbox on PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let processes: Kysely<Database>[];

  beforeAll(async () => {
    const database = await throwawayPostgresDatabase(process.env.TEST_DATABASE_URL!);
    processes = [openDatabase({ kind: 'postgres', url: database.url }), openDatabase({ kind: 'postgres', url: database.url })];
    // The shop every test database holds: its catalogue and its seller (no seller, no orders).
    await migrateAndSeed(processes[0]!);
    dispose = async () => {
      await Promise.all(processes.map((db) => db.destroy()));
      await database.drop();
    };
  });
  afterAll(() => dispose());

  it('never sends one message twice: each claim skips the rows the other process holds', async () => {
    const now = () => NOW;
    const api = inProcessClient(processes[0]!, { now, rateLimits: createRateLimits({ kind: 'memory' }) });
    const orderId = await placedOrder(api);
    const email = (await processes[0]!.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email;
    await oweMail(
      processes[0]!,
      Array.from({ length: 40 }, (_, i) => ({
        idempotencyKey: `load-${i}.${orderId}`,
        tenantId: SEED_TENANT.id,
        kind: 'orderConfirmation' as const,
        orderId,
        recipient: email,
      })),
      NOW,
    );

    const inbox = receiver();
    const sentBy = [0, 0];
    const workers = processes.map((db, index) => {
      const port: MailPort = {
        async send(mail) {
          // Let the other process run between claiming and marking.
          await new Promise((resolve) => setImmediate(resolve));
          sentBy[index]! += 1;
          return deliveringPort(inbox).send(mail);
        },
      };
      return createOrderMailOutbox({ db, mail: port, now, seller: async () => TEST_SELLER, ordersMailTo: ORDERS_MAIL_TO, batchSize: 3 });
    });
    const drain = async (worker: (typeof workers)[number]) => {
      for (;;) {
        const run = await worker.runOnce();
        if (run.sent + run.retrying + run.failed === 0) return;
      }
    };
    await Promise.all(workers.map(drain));

    expect(inbox.deliveries).toHaveLength(42);
    expect(new Set(inbox.deliveries.map((d) => d.messageId)).size).toBe(42);
    expect(sentBy[0]! + sentBy[1]!).toBe(42);
    expect(sentBy.every((count) => count > 0)).toBe(true);
    const statuses = await processes[1]!.selectFrom('mail_outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});
