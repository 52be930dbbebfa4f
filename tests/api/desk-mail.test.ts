import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { formatPence } from '../../commerce/domain/money.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminCancelOrderDocument,
  AdminDeliverShipmentDocument,
  AdminDispatchShipmentDocument,
  AdminGrantCreditDocument,
  AdminOrderDetailDocument,
  AdminRefundOrderDocument,
  AdminRemoveCreditDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver, TEST_SELLER } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  ChooseShipmentMethodDocument,
  GetOrderShipmentsDocument,
  PayForOrderDocument,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;
const poundsText = (pounds: number) => formatPence(Math.round(pounds * 100));

describe.each(backends)('what desk moves mail the customer, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });

  /** The outbox rows an order owes, oldest first. */
  const owed = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'idempotency_key', 'recipient'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();
  const owedCredit = (email: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'idempotency_key'])
      .where('kind', '=', 'creditChanged')
      .where('recipient', '=', email)
      .execute();

  /** Sends everything owed and returns what arrived, by idempotency key. */
  async function sendAll() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return (key: string) => {
      const mail = inbox.messages().find((m) => m.idempotencyKey === key);
      if (!mail)
        throw new Error(
          `No mail ${key} was sent; sent: ${inbox
            .messages()
            .map((m) => m.idempotencyKey)
            .join(', ')}`,
        );
      return mail;
    };
  }

  const grantCredit = (customer: SignedInCustomer, pence: number) =>
    shop.db
      .insertInto('customer_credit')
      .values({
        id: randomUUID(),
        customer_id: customer.row.id,
        created_at: new Date(NOW),
        amount_pence: pence,
        description: 'Goodwill',
        order_id: null,
      })
      .execute();

  /** Two ash crates by van on the third day offered, in the first slot; pellets on a pallet; WARMWELCOME and £5 of credit. */
  async function placedOrder(customer: SignedInCustomer, { credit = 500, coupon = true } = {}) {
    if (credit) await grantCredit(customer, credit);
    let orderId: string | undefined;
    for (const [skuId, quantity] of [
      ['LOG-ASH-STD', 2],
      ['PEL-FP-6MM-375', 1],
    ] as const) {
      orderId = (await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity })).data!.addToCart.id;
    }
    await billAndDeliverTo(customer.api, orderId!, HOME_ADDRESS);
    const shipments = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId: orderId! })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId: orderId!,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: method.estDeliveryDates[2]!,
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    if (coupon)
      expect((await customer.api(ApplyCouponDocument, { ...scope, orderId: orderId!, couponCode: 'WARMWELCOME' })).errors).toBeUndefined();
    if (credit)
      expect((await customer.api(SetOrderCreditDocument, { ...scope, orderId: orderId!, amount: credit / 100 })).errors).toBeUndefined();
    const paid = await customer.api(PayForOrderDocument, {
      ...scope,
      orderId: orderId!,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId! })).data!.adminOrder!;
    return { orderId: orderId!, order };
  }

  const refund = (api: ApiClient, orderId: string, amount: number, requestKey: string = randomUUID()) =>
    api(AdminRefundOrderDocument, { tenant, orderId, amount, reason: 'Logs arrived damp', requestKey });

  /** Makes the next commit that moves this order to `status` fail, after everything in its transaction was written. */
  async function refuseAtCommit<T>(table: 'orders' | 'customer_credit', when: string, work: () => Promise<T>): Promise<T> {
    await sql`create function refuse_move() returns trigger language plpgsql as $$
      begin raise exception 'move refused by the test'; end $$`.execute(shop.db);
    await sql
      .raw(`create constraint trigger refuse_move after insert or update on ${table} deferrable initially deferred
        for each row when (${when}) execute function refuse_move()`)
      .execute(shop.db);
    try {
      return await work();
    } finally {
      await sql.raw(`drop trigger refuse_move on ${table}`).execute(shop.db);
      await sql`drop function refuse_move()`.execute(shop.db);
    }
  }

  function expectSignedBySeller(part: string) {
    expect(part).toContain(TEST_SELLER.legalName);
    expect(part).toContain(`VAT number ${TEST_SELLER.vatNumber}`);
  }

  it('a cancellation mails once what was cancelled and what comes back: the card refund, the credit and the coupon', async () => {
    const customer = await shop.customer({ first_name: 'Ada' });
    const { orderId, order } = await placedOrder(customer);
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' })).errors).toBeUndefined();
    // The cancellation's own refund is told in the cancellation mail, not in a second one.
    expect(await owed(orderId)).toEqual([
      { kind: 'orderCancelled', idempotency_key: `order-cancelled.${orderId}`, recipient: customer.row.email },
    ]);

    const mail = (await sendAll())(`order-cancelled.${orderId}`);
    expect(mail.subject).toBe(`Your Hearth order ${order.number} is cancelled`);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(`We are refunding ${poundsText(order.paidByCard)} to the card you paid with`);
      expect(part).toContain('within 5 to 10 working days');
      expect(part).toContain('The £5.00 of credit you spent on this order is back in your account');
      expect(part).toContain('The coupon WARMWELCOME counts as unused again');
      expect(part).toContain('2 × ');
      expectSignedBySeller(part);
    }
    expect(mail.text).toMatch(/Refund to your card\s+£\d+\.\d\d/);
    // Staff's reason is for the shop's eyes.
    expect(mail.text).not.toContain('moving house');
  });

  it('a cancellation mail owed before its refunds were kept one by one still tells their total, the way the order was paid', async () => {
    const { orderId, order } = await placedOrder(await shop.customer());
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' })).errors).toBeUndefined();
    const legacy = { cardRefundPence: 1234, refundByPhonePence: 0, creditReturnedPence: 0, coupon: null };
    await shop.db
      .updateTable('mail_outbox')
      .set({ facts: JSON.stringify(legacy) as never })
      .where('idempotency_key', '=', `order-cancelled.${orderId}`)
      .execute();
    const mail = (await sendAll())(`order-cancelled.${orderId}`);
    expect(mail.text).toMatch(/Refund to your card\s+£12\.34/);
    expect(mail.text).not.toContain(poundsText(order.paidByCard));
  });

  it('a refused cancellation, and one rolled back at commit, mail nothing', async () => {
    const { orderId } = await placedOrder(await shop.customer());
    expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' })).errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    expect(errorOf(await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Too late' }))?.code).toBe('CONFLICT');
    expect(await owed(orderId)).toEqual([]);

    const other = await placedOrder(await shop.customer({ email: 'second@example.com' }));
    const result = await refuseAtCommit('orders', `new.id = '${other.orderId}' and new.status = 'cancelled'`, () =>
      staff()(AdminCancelOrderDocument, { tenant, orderId: other.orderId, reason: 'Customer asked' }),
    );
    expect(result.errors).toBeDefined();
    expect(await owed(other.orderId)).toEqual([]);
  });

  it('a part refund mails the amount, the card, what is left and the VAT receipt; a double click mails once', async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    const requestKey = randomUUID();
    const [first, second] = await Promise.all([refund(staff(), orderId, 12.5, requestKey), refund(staff(), orderId, 12.5, requestKey)]);
    expect(first.data!.adminRefundOrder.refund.status).toBe('succeeded');
    expect(second.data!.adminRefundOrder.refund.id).toBe(first.data!.adminRefundOrder.refund.id);
    const refundId = first.data!.adminRefundOrder.refund.id;
    expect(await owed(orderId)).toEqual([
      expect.objectContaining({ kind: 'orderRefunded', idempotency_key: `order-refunded.${refundId}` }),
    ]);

    const mail = (await sendAll())(`order-refunded.${refundId}`);
    const left = formatPence(Math.round(order.paidByCard * 100) - 1250);
    expect(mail.subject).toBe(`Hearth has refunded £12.50 on order ${order.number}`);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(`We have refunded £12.50 on order ${order.number} to the card you paid with`);
      expect(part).toContain(`That leaves ${left} of your ${poundsText(order.paidByCard)} card payment with us`);
      expect(part).toContain('Your VAT receipt for this order is still valid');
      expect(part).toContain(`https://hearth.test/order/${orderId}/receipt`);
      expectSignedBySeller(part);
    }

    // The rest: the mail says all of it has gone back.
    await shop.db.deleteFrom('mail_outbox').execute();
    const rest = (await refund(staff(), orderId, Number((order.paidByCard - 12.5).toFixed(2)))).data!.adminRefundOrder.refund;
    const all = (await sendAll())(`order-refunded.${rest.id}`);
    expect(all.text).toContain(`That is all of the ${poundsText(order.paidByCard)} you paid by card.`);
  });

  it('a refused refund mails nothing', async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    expect(errorOf(await refund(staff(), orderId, order.paidByCard + 1))?.code).toBe('BAD_USER_INPUT');
    expect(await owed(orderId)).toEqual([]);
  });

  it('a credit grant or removal mails the new balance and the reason once, however often it is sent; a refused one nothing', async () => {
    const customer = await shop.customer({ first_name: 'Ada', email: 'credit@example.com' });
    await grantCredit(customer, 250);
    const requestKey = randomUUID();
    const grant = () =>
      staff()(AdminGrantCreditDocument, {
        tenant,
        customerId: customer.row.id,
        amount: 10,
        reason: 'Sorry the logs were late',
        requestKey,
      });
    const [first, second] = await Promise.all([grant(), grant()]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(await owedCredit(customer.row.email)).toHaveLength(1);

    const removal = await staff()(AdminRemoveCreditDocument, {
      tenant,
      customerId: customer.row.id,
      amount: 2.5,
      reason: 'Granted twice by mistake',
      requestKey: randomUUID(),
    });
    expect(removal.errors).toBeUndefined();
    const tooMuch = await staff()(AdminRemoveCreditDocument, {
      tenant,
      customerId: customer.row.id,
      amount: 500,
      reason: 'More than there is',
      requestKey: randomUUID(),
    });
    expect(errorOf(tooMuch)?.code).toBe('BAD_USER_INPUT');
    const rows = await owedCredit(customer.row.email);
    expect(rows).toHaveLength(2);

    const read = await sendAll();
    const [granted, removed] = rows.map((row) => read(row.idempotency_key)).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(granted!.subject).toBe('Hearth has added £10.00 of credit to your account');
    expect(removed!.subject).toBe('Hearth has taken £2.50 of credit off your account');
    expect(granted!.html).toContain('£10.00 of credit for you, Ada');
    for (const part of [granted!.text, granted!.html!]) {
      expect(part).toContain('Why: Sorry the logs were late');
      expect(part).toContain('£12.50');
      expect(part).toContain('https://hearth.test/account/credit');
      expectSignedBySeller(part);
    }
    expect(granted!.text).toMatch(/Your credit balance now\s+£12\.50/);
    expect(removed!.text).toMatch(/Your credit balance now\s+£10\.00/);
    expect(removed!.text).toContain('Why: Granted twice by mistake');
  });

  it('a credit change rolled back at commit mails nothing', async () => {
    const customer = await shop.customer({ email: 'rollback@example.com' });
    const result = await refuseAtCommit('customer_credit', `new.customer_id = '${customer.row.id}'`, () =>
      staff()(AdminGrantCreditDocument, { tenant, customerId: customer.row.id, amount: 5, reason: 'Goodwill', requestKey: randomUUID() }),
    );
    expect(result.errors).toBeDefined();
    expect(await owedCredit(customer.row.email)).toEqual([]);
  });

  it('a delivery mails thanks, links to review each product, and the right to cancel: its last day once the last part arrives', async () => {
    const customer = await shop.customer({ first_name: 'Ada' });
    const { orderId, order } = await placedOrder(customer, { credit: 0, coupon: false });
    for (const shipment of ['van', 'pallet'] as const)
      expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment })).errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    expect((await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'van' })).errors).toBeUndefined();
    // Delivered twice: refused, and still one mail.
    expect(errorOf(await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'van' }))?.code).toBe('CONFLICT');
    expect((await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'pallet' })).errors).toBeUndefined();
    expect((await owed(orderId)).map((row) => row.idempotency_key)).toEqual([
      `shipment-delivered.${orderId}.van`,
      `shipment-delivered.${orderId}.pallet`,
    ]);

    // Delivered notices wait out the shop's undo window too (five minutes unless set): nothing leaves before it.
    const early = receiver();
    await outboxInto(early, shop).runOnce();
    expect(early.messages()).toEqual([]);
    shop.clock.set(new Date(shop.clock.now().getTime() + 300_000));
    const read = await sendAll();
    const van = read(`shipment-delivered.${orderId}.van`);
    expect(van.subject).toBe(`Part of your Hearth order ${order.number} has been delivered`);
    expect(van.html).toContain('Delivered: thank you, Ada');
    expect(van.text).toContain('was delivered on Wednesday 18 November 2026');
    expect(van.text).toContain('the 14 days start the day after the last one arrives');
    expect(van.text).toContain('https://hearth.test/account/reviews?product=LOG-ASH-STD');

    const pallet = read(`shipment-delivered.${orderId}.pallet`);
    expect(pallet.subject).toBe(`Your Hearth order ${order.number} has been delivered`);
    for (const part of [pallet.text, pallet.html!]) {
      expect(part).toContain('was delivered on Wednesday 18 November 2026');
      // 14 days starting the day after delivery.
      expect(part).toContain(`You may cancel, without giving a reason, until ${formatIsoDate('2026-12-02', 'EEEE d MMMM yyyy')}`);
      expect(part).toContain('Send the goods back unused within 14 days of telling us');
      expect(part).toContain('product=PEL-FP-6MM-375');
      expectSignedBySeller(part);
    }
  });

  it('a dispatch mail, by van or on a pallet, carries the promised day and the tracking number staff gave', async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    const pallet = order.shipments.find((s) => s.id === 'pallet')!;
    const refused = await staff()(AdminDispatchShipmentDocument, {
      tenant,
      orderId,
      shipment: 'pallet',
      trackingNumber: 'PX-7781 2234',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(errorOf(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('trackingUrl: must be the carrier’s tracking page, an https:// address'),
    });
    expect(
      errorOf(await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'pallet', trackingNumber: '<b>' }))?.message,
    ).toContain('trackingNumber: must be');
    expect(await owed(orderId)).toEqual([]);

    const dispatched = await staff()(AdminDispatchShipmentDocument, {
      tenant,
      orderId,
      shipment: 'pallet',
      trackingNumber: 'PX-7781 2234',
      trackingUrl: 'https://track.example-pallets.co.uk/PX-7781-2234',
    });
    expect(dispatched.errors).toBeUndefined();
    expect(
      await shop.db
        .selectFrom('order_shipment')
        .select(['tracking_number', 'tracking_url'])
        .where('order_id', '=', orderId)
        .where('shipment_key', '=', 'pallet')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      tracking_number: 'PX-7781 2234',
      tracking_url: 'https://track.example-pallets.co.uk/PX-7781-2234',
    });
    expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' })).errors).toBeUndefined();

    // Dispatch notices wait out the shop's undo window (five minutes unless set) before they leave.
    shop.clock.set(new Date(shop.clock.now().getTime() + 300_000));
    const read = await sendAll();
    const palletMail = read(`shipment-dispatched.${orderId}.pallet`);
    expect(pallet.deliveryDate).toBeTruthy();
    for (const part of [palletMail.text, palletMail.html!]) {
      expect(part).toContain(`It arrives on ${formatIsoDate(pallet.deliveryDate!, 'EEEE d MMMM')}`);
      expect(part).toContain('Tracking number: PX-7781 2234.');
      expect(part).toContain('https://track.example-pallets.co.uk/PX-7781-2234');
    }
    const vanMail = read(`shipment-dispatched.${orderId}.van`);
    expect(vanMail.text).not.toContain('Tracking number');
    expect(vanMail.text).toMatch(/It arrives on \w+day \d+ \w+, /);
  });
});
