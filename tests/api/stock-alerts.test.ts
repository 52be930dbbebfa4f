import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrderMailOutbox } from '../../commerce/order-mail/order-mail-outbox.ts';
import { sweepStockAlerts, UNSUBSCRIBE_PATH } from '../../commerce/stock-alerts/stock-alert-sweep.ts';
import { stockAlertUnsubscribeRoute } from '../../commerce/stock-alerts/unsubscribe-route.ts';
import { mailboxKeyOf } from '../../commerce/store/mailbox-key.store.ts';
import { mailboxKey } from '../../commerce/domain/mailbox-key.ts';
import { sql } from 'kysely';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { deliveringPort, receiver, TEST_SELLER } from '../fixtures/recording-mail.ts';
import { AskForStockAlertDocument } from './gql/graphql.ts';

const PRODUCT = 'PEL-BULK-1000';
const ask = (email: string, productId = PRODUCT) => ({ ...scope, productId, email });
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('back-in-stock alerts on $name', (backend) => {
  const shop = useShop(backend);
  const sweep = () => sweepStockAlerts({ db: shop.db, now: shop.clock.now });
  const later = (ms: number) => shop.clock.set(new Date(shop.clock.now().getTime() + ms));
  const outboxFor = (email: string) =>
    shop.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'backInStock').where('recipient', '=', email).execute();

  beforeEach(async () => {
    await shop.db.updateTable('product').set({ on_hand: 0, presale_date: null }).where('id', '=', PRODUCT).execute();
  });

  it('takes an address for an out-of-stock product, once however often it is sent, with the same words each time', async () => {
    const [first, second] = await Promise.all([
      shop.api(AskForStockAlertDocument, ask('Ann@Example.com')),
      shop.api(AskForStockAlertDocument, ask('ann@example.com')),
    ]);
    expect(first.data!.requestStockAlert.message).toBe('Thank you. We will email you once when it is back in stock.');
    expect(second.data).toEqual(first.data);
    const rows = await shop.db.selectFrom('stock_alert').selectAll().where('email', '=', 'ann@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'waiting', product_id: PRODUCT, unsubscribe_token_hash: null });
  });

  it('refuses a product in stock, one the shop does not sell, and an address that is not one', async () => {
    expect(errorOf(await shop.api(AskForStockAlertDocument, ask('bo@example.com', 'KIN-NET-10L')))).toEqual({
      code: 'CONFLICT',
      message: 'This is in stock now: you can buy it straight away.',
    });
    expect(errorOf(await shop.api(AskForStockAlertDocument, ask('bo@example.com', 'NOPE-1')))?.code).toBe('NOT_FOUND');
    expect(errorOf(await shop.api(AskForStockAlertDocument, ask('not an email')))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'email: enter an email address such as you@example.com',
    });
  });

  it('sends one mail when stock returns, through the outbox, with a one-click unsubscribe', async () => {
    await shop.api(AskForStockAlertDocument, ask('cy@example.com'));
    expect(await sweep()).toBe(0);
    expect(await outboxFor('cy@example.com')).toEqual([]);

    await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', '=', PRODUCT).execute();
    await sweep();
    const [owed, ...more] = await outboxFor('cy@example.com');
    expect(more).toEqual([]);
    expect(owed).toMatchObject({ status: 'pending', subject: 'Bulk bag – 1,000 kg is back in stock', order_id: null });
    expect(owed!.list_unsubscribe).toMatch(new RegExp(`^http://localhost:4321${UNSUBSCRIBE_PATH}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(owed!.text_body).toContain('http://localhost:4321/wood-pellets/bulk-bag-1000-kg');
    expect(owed!.text_body).toContain(owed!.list_unsubscribe);
    // The footer every mail carries: how to reach a person.
    expect(owed!.text_body).toContain('Phone 01509 000000');

    // Another sweep, and stock going out and back again, send nothing more: the alert is done.
    expect(await sweep()).toBe(0);
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', PRODUCT).execute();
    await shop.db.updateTable('product').set({ on_hand: 3 }).where('id', '=', PRODUCT).execute();
    expect(await sweep()).toBe(0);
    expect(await outboxFor('cy@example.com')).toHaveLength(1);

    // The outbox hands the unsubscribe address to the mail adapter, which sends RFC 8058's headers.
    const inbox = receiver();
    await createOrderMailOutbox({
      db: shop.db,
      mail: deliveringPort(inbox),
      now: shop.clock.now,
      seller: async () => TEST_SELLER,
      ordersMailTo: null,
      batchSize: 50,
    }).runOnce();
    expect(inbox.to('cy@example.com')).toEqual([expect.objectContaining({ listUnsubscribe: owed!.list_unsubscribe })]);
  });

  it('arms an alert again after its mail only once a week has passed: one mail per product a week at most', async () => {
    await shop.api(AskForStockAlertDocument, ask('gus@example.com'));
    await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', '=', PRODUCT).execute();
    await sweep();
    const status = async () =>
      (await shop.db.selectFrom('stock_alert').select('status').where('email', '=', 'gus@example.com').executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('notified');

    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', PRODUCT).execute();
    later(6 * DAY_MS);
    await shop.api(AskForStockAlertDocument, ask('gus@example.com'));
    expect(await status()).toBe('notified');
    later(DAY_MS);
    await shop.api(AskForStockAlertDocument, ask('gus@example.com'));
    expect(await status()).toBe('waiting');
  });

  it('waits for a presale product until its date has come and stock is in', async () => {
    await shop.db.updateTable('product').set({ on_hand: 8, presale_date: '2026-12-01' }).where('id', '=', PRODUCT).execute();
    await shop.api(AskForStockAlertDocument, ask('di@example.com'));
    expect(await sweep()).toBe(0);
    shop.clock.set('2026-12-01T09:00:00Z');
    await sweep();
    expect(await outboxFor('di@example.com')).toHaveLength(1);
  });

  describe('the one-click unsubscribe', () => {
    let base = '';
    /** What a mail client's one-click unsubscribe sends (RFC 8058). */
    const oneClick = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    };
    let close: () => void = () => {};
    beforeAll(async () => {
      const route = stockAlertUnsubscribeRoute({ db: shop.db, trustedProxies: 0 });
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

    it('stops every waiting alert of that address on POST, never on GET, and answers a stranger the same', async () => {
      await shop.api(AskForStockAlertDocument, ask('ed@example.com'));
      await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', '=', PRODUCT).execute();
      await sweep();
      const [owed] = await outboxFor('ed@example.com');
      const url = new URL(owed!.list_unsubscribe!);
      // Another alert of Ed's, still waiting, for a product still out.
      await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', 'LOG-BIR-MAX').execute();
      await shop.api(AskForStockAlertDocument, ask('ed@example.com', 'LOG-BIR-MAX'));

      const shown = await fetch(`${base}${url.pathname}${url.search}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain('<button type="submit">Unsubscribe</button>');
      const waiting = await shop.db
        .selectFrom('stock_alert')
        .select('status')
        .where('email', '=', 'ed@example.com')
        .where('product_id', '=', 'LOG-BIR-MAX')
        .executeTakeFirst();
      expect(waiting!.status).toBe('waiting');

      const done = await fetch(`${base}${url.pathname}${url.search}`, oneClick);
      const stranger = await fetch(`${base}${UNSUBSCRIBE_PATH}?token=${'A'.repeat(43)}`, oneClick);
      expect(done.status).toBe(200);
      expect(await stranger.text()).toBe(await done.text());
      const statuses = await shop.db
        .selectFrom('stock_alert')
        .select(['product_id', 'status'])
        .where('email', '=', 'ed@example.com')
        .orderBy('product_id')
        .execute();
      expect(statuses).toEqual([
        { product_id: 'LOG-BIR-MAX', status: 'unsubscribed' },
        { product_id: PRODUCT, status: 'unsubscribed' },
      ]);
    });

    it('stays unsubscribed whoever asks again, for that product or another, with the same reply', async () => {
      await shop.api(AskForStockAlertDocument, ask('fay@example.com'));
      await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', '=', PRODUCT).execute();
      await sweep();
      const [owed] = await outboxFor('fay@example.com');
      const url = new URL(owed!.list_unsubscribe!);
      expect((await fetch(`${base}${url.pathname}${url.search}`, oneClick)).status).toBe(200);

      // A stranger (anyone with the public key) asks for Fay again, weeks later.
      later(30 * DAY_MS);
      await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', 'in', [PRODUCT, 'LOG-BIR-MAX']).execute();
      const again = await shop.api(AskForStockAlertDocument, ask('Fay@Example.com'));
      const other = await shop.api(AskForStockAlertDocument, ask('fay@example.com', 'LOG-BIR-MAX'));
      expect(again.data!.requestStockAlert.message).toBe('Thank you. We will email you once when it is back in stock.');
      expect(other.data).toEqual(again.data);
      const rows = await shop.db
        .selectFrom('stock_alert')
        .select(['product_id', 'status'])
        .where('email', '=', 'fay@example.com')
        .execute();
      expect(rows).toEqual([{ product_id: PRODUCT, status: 'unsubscribed' }]);
      await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', 'in', [PRODUCT, 'LOG-BIR-MAX']).execute();
      expect(await sweep()).toBe(0);
      expect(await outboxFor('fay@example.com')).toHaveLength(1);
    });

    it('stays unsubscribed under any spelling of the mailbox: +tags, and Gmail’s dots and domains', async () => {
      await shop.api(AskForStockAlertDocument, ask('gwen.jones@gmail.com'));
      await shop.db.updateTable('product').set({ on_hand: 5 }).where('id', '=', PRODUCT).execute();
      await sweep();
      const [owed] = await outboxFor('gwen.jones@gmail.com');
      const url = new URL(owed!.list_unsubscribe!);
      expect((await fetch(`${base}${url.pathname}${url.search}`, oneClick)).status).toBe(200);

      await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', PRODUCT).execute();
      for (const spelling of ['gwen.jones+1@gmail.com', 'GwenJones@googlemail.com', 'g.w.e.n.jones+shop@gmail.com']) {
        await shop.api(AskForStockAlertDocument, ask(spelling));
      }
      // Another mailbox is not Gwen's choice.
      await shop.api(AskForStockAlertDocument, ask('gwen.jones+1@example.com'));
      const waiting = await shop.db
        .selectFrom('stock_alert')
        .select('email')
        .where('status', '=', 'waiting')
        .where('email', 'like', '%gwen%')
        .execute();
      expect(waiting).toEqual([{ email: 'gwen.jones+1@example.com' }]);
    });

    it('keys a stored address as mailboxKey does', async () => {
      const addresses = [
        'ann@example.com',
        'ann+x@example.com',
        'a.nn@example.com',
        'a.nn+1@googlemail.com',
        'a.n.n@gmail.com',
        '+tag@example.com',
      ];
      const keys = await Promise.all(
        addresses.map(
          async (address) => (await sql<{ key: string }>`select ${mailboxKeyOf(sql.val(address))} as key`.execute(shop.db)).rows[0]!.key,
        ),
      );
      expect(keys).toEqual(addresses.map(mailboxKey));
    });
  });
});

describe.each(backends)('the stock alert limits on $name', (backend) => {
  const shop = useShop(backend, { limits: 'production' });

  it('refuses a sixth request in an hour for one address with RATE_LIMITED', async () => {
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', PRODUCT).execute();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await shop.api(AskForStockAlertDocument, ask('flo@example.com')));
    expect(results.slice(0, 5).map((r) => errorOf(r)?.code)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(errorOf(results[5]!)?.code).toBe('RATE_LIMITED');
  });

  it('counts the spellings of one mailbox as one address: case, +tags, and Gmail’s dots', async () => {
    await shop.db.updateTable('product').set({ on_hand: 0 }).where('id', '=', PRODUCT).execute();
    const spellings = ['Vic.Tim@gmail.com', 'victim+1@gmail.com', 'v.i.c.t.i.m+x@googlemail.com', 'VICTIM@GMAIL.COM', 'victim+2@gmail.com'];
    for (const email of spellings) expect(errorOf(await shop.api(AskForStockAlertDocument, ask(email))), email).toBeUndefined();
    const sixth = await shop.api(AskForStockAlertDocument, ask('victim+3@gmail.com'));
    expect(errorOf(sixth)?.code).toBe('RATE_LIMITED');
    // Another mailbox still has its own five.
    expect(errorOf(await shop.api(AskForStockAlertDocument, ask('victim+3@example.com')))).toBeUndefined();
  });
});
