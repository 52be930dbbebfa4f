import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, errorOf, scope, useShop, type SignedInCustomer, type TestShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { signIdToken } from '../fixtures/customer-tokens.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import type { ApiClient } from '../fixtures/graphql-client.ts';
import {
  AddToCartLinesDocument,
  ChooseShipmentMethodDocument,
  PayForOrderDocument,
  PlaceReceiptOrderDocument,
  ShopperChangeDateDocument,
  ShopperDateChoicesDocument,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before the van's cut-off. The van is booked for
// Tuesday 24 November, so it leaves on Monday 23.
const NOW = '2026-11-18T10:00:00Z';
const BOOKED = '2026-11-24';

async function bookVan(api: ApiClient, orderId: string) {
  const chosen = await api(ChooseShipmentMethodDocument, {
    ...scope,
    orderId,
    id: 'van',
    shippingMethod: 'van-standard',
    selectedEstDeliveryDate: BOOKED,
    selectedTimedConfigCode: null,
  });
  expect(chosen.errors).toBeUndefined();
}

/** A signed-in customer's placed order, its van booked for BOOKED. */
async function placeCustomersOrder(shop: TestShop, customer: SignedInCustomer): Promise<string> {
  const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
  const orderId = added.data!.addToCart.id;
  await billAndDeliverTo(customer.api, orderId, HOME_ADDRESS);
  await bookVan(customer.api, orderId);
  const paid = await customer.api(PayForOrderDocument, {
    ...scope,
    orderId,
    paymentGatewayId: 'test-card',
    paymentData: paymentData(TEST_CARDS.approved),
  });
  expect(paid.errors).toBeUndefined();
  await shop.db.deleteFrom('mail_outbox').execute();
  return orderId;
}

describe.each(backends)('a shopper changing a delivery date on the order page, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const customersOrder = (customer: SignedInCustomer) => placeCustomersOrder(shop, customer);
  beforeEach(async () => {
    shop.clock.set(NOW);
    await shop.db.deleteFrom('mail_outbox').execute();
  });

  /** A guest's placed order and the receipt key its paying browser holds. */
  async function guestsOrder(): Promise<{ orderId: string; receiptKey: string }> {
    const orderId = await payableOrder(shop.api);
    await bookVan(shop.api, orderId);
    const placed = await shop.api(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    return { orderId, receiptKey: placed.data!.placeOrder.receiptKey! };
  }

  const choices = async (api: ApiClient, orderId: string, receiptKey: string | null = null) =>
    api(ShopperDateChoicesDocument, { ...scope, orderId, shipment: 'van', receiptKey });

  const mailsOwed = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'idempotency_key'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'deliveryChanged')
      .execute();

  it('the customer moves their van to another offered day: the order, its history and audit say so, and a confirmation is mailed', async () => {
    const ada = await shop.customer({ email: `ada.${randomUUID().slice(0, 8)}@example.com` });
    const orderId = await customersOrder(ada);
    const offered = (await choices(ada.api, orderId)).data!.shipmentDateChoices;
    expect(offered.refusal).toBeNull();
    expect(offered.deliveryDate).toBe(BOOKED);
    // Open until the van's cut-off on the day it leaves (Monday 23 November).
    expect(offered.changeableUntil!.slice(0, 10)).toBe('2026-11-23');
    const later = offered.dates.find((d) => d.date > BOOKED)!;
    expect(later.text).toMatch(/^\w+day \d+ \w+/);

    const changed = await ada.api(ShopperChangeDateDocument, {
      ...scope,
      orderId,
      version: offered.orderVersion,
      shipment: 'van',
      deliveryDate: later.date,
    });
    expect(changed.errors).toBeUndefined();
    const order = changed.data!.changeShipmentDate;
    expect(order.shipments.find((s) => s.id === 'van')!.estDeliveryDate).toBe(later.date);
    expect(order.history.at(-1)!.note).toContain('changed on the order page');

    const audit = await shop.db.selectFrom('admin_audit').select(['action', 'staff_subject']).where('subject_id', '=', orderId).execute();
    expect(audit).toEqual([{ action: 'order.delivery.date', staff_subject: `shopper:${ada.row.id}` }]);
    const owed = await mailsOwed(orderId);
    expect(owed).toHaveLength(1);
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    const mail = inbox.messages().find((m) => m.idempotencyKey === owed[0]!.idempotency_key)!;
    expect(mail.subject).toMatch(/^You changed the delivery day of order \d+/);
  });

  it('a guest’s order changes with the paying browser’s receipt key; its id alone, or another customer, is refused', async () => {
    const { orderId, receiptKey } = await guestsOrder();
    const stranger = await choices(shop.client(), orderId);
    expect(errorOf(stranger)?.code).toBe('FORBIDDEN');
    expect(errorOf(stranger)?.message).toMatch(/browser you paid with/);
    const offered = (await choices(shop.api, orderId, receiptKey)).data!.shipmentDateChoices;
    const later = offered.dates.find((d) => d.date > BOOKED)!;
    const change = { ...scope, orderId, version: offered.orderVersion, shipment: 'van', deliveryDate: later.date };
    const refused = await shop.client()(ShopperChangeDateDocument, change);
    expect(errorOf(refused)?.code).toBe('FORBIDDEN');
    expect(await mailsOwed(orderId)).toHaveLength(0);

    const changed = await shop.api(ShopperChangeDateDocument, { ...change, receiptKey });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeShipmentDate.shipments[0]!.estDeliveryDate).toBe(later.date);
    expect(await mailsOwed(orderId)).toHaveLength(1);

    // The customer who claimed the guest order (with its mail's link) owns it too.
    const claimer = await shop.customer({ email: `eve.${randomUUID().slice(0, 8)}@example.com` });
    expect(errorOf(await choices(claimer.api, orderId))?.code).toBe('FORBIDDEN');
    await shop.db.updateTable('orders').set({ claimed_by_customer_id: claimer.row.id }).where('id', '=', orderId).execute();
    expect((await choices(claimer.api, orderId)).data!.shipmentDateChoices.refusal).toBeNull();

    // A customer's order answers no one else, not even to say it exists.
    const bea = await shop.customer({ email: `bea.${randomUUID().slice(0, 8)}@example.com` });
    const beasOrder = await customersOrder(bea);
    const other = await shop.customer({ email: `cy.${randomUUID().slice(0, 8)}@example.com` });
    expect(errorOf(await choices(other.api, beasOrder))?.code).toBe('NOT_FOUND');
    const theirs = await other.api(ShopperChangeDateDocument, { ...change, orderId: beasOrder, version: 1 });
    expect(errorOf(theirs)?.code).toBe('NOT_FOUND');
  });

  it('refuses a day the shop does not offer, a stale version, and any change after the cut-off on the day it leaves, saying what to do', async () => {
    const dee = await shop.customer({ email: `dee.${randomUUID().slice(0, 8)}@example.com` });
    const orderId = await customersOrder(dee);
    const offered = (await choices(dee.api, orderId)).data!.shipmentDateChoices;
    const change = { ...scope, orderId, version: offered.orderVersion, shipment: 'van' };

    // Sunday 22 November: the van does not run at weekends; and a day before the earliest.
    expect(offered.dates.map((d) => d.date)).not.toContain('2026-11-22');
    const sunday = await dee.api(ShopperChangeDateDocument, { ...change, deliveryDate: '2026-11-22' });
    expect(errorOf(sunday)?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(sunday)?.message).toMatch(/choose one of the dates offered/i);
    const early = await dee.api(ShopperChangeDateDocument, { ...change, deliveryDate: '2026-11-18' });
    expect(errorOf(early)?.message).toMatch(/earliest we can deliver is/i);

    const stale = await dee.api(ShopperChangeDateDocument, {
      ...change,
      version: offered.orderVersion - 1,
      deliveryDate: offered.dates[0]!.date,
    });
    expect(errorOf(stale)?.code).toBe('CONFLICT');
    expect(errorOf(stale)?.message).toMatch(/Reload the page/);

    // At the cut-off on the day it leaves, the date is the yard's: refused, with what to do instead.
    const cutOff = new Date(offered.changeableUntil!);
    // Dee signs in again that day: her token from Wednesday has expired.
    const deeThen = shop.client({
      token: signIdToken(
        { customerId: dee.row.id, email: dee.row.email },
        { issuedAt: new Date(cutOff.getTime() - 120_000), expiresAt: new Date(cutOff.getTime() + 3_600_000) },
      ),
    });
    shop.clock.set(new Date(cutOff.getTime() - 60_000));
    expect((await choices(deeThen, orderId)).data!.shipmentDateChoices.refusal).toBeNull();
    shop.clock.set(cutOff);
    const closed = (await choices(deeThen, orderId)).data!.shipmentDateChoices;
    expect(closed.dates).toEqual([]);
    expect(closed.refusal).toMatch(/can no longer be changed here.*contact us/);
    const late = await deeThen(ShopperChangeDateDocument, { ...change, deliveryDate: '2026-11-26' });
    expect(errorOf(late)?.code).toBe('CONFLICT');
    expect(errorOf(late)?.message).toMatch(/Monday 23 November.*contact us/);
    expect(await mailsOwed(orderId)).toHaveLength(0);
  });
});

describe.each(backends)('the date change’s limits, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW, limits: 'production' });
  const customersOrder = (customer: SignedInCustomer) => placeCustomersOrder(shop, customer);

  it('counts the owner’s tries on their order: the seventh in an hour is refused, a stranger’s do not count', async () => {
    const fay = await shop.customer({ email: `fay.${randomUUID().slice(0, 8)}@example.com` });
    const orderId = await customersOrder(fay);
    const tryOnce = (api: ApiClient) =>
      api(ShopperChangeDateDocument, { ...scope, orderId, version: 99, shipment: 'van', deliveryDate: '2026-11-26' });
    for (let i = 0; i < 3; i++) expect(errorOf(await tryOnce(shop.client()))?.code).toBe('NOT_FOUND');
    for (let i = 0; i < 6; i++) expect(errorOf(await tryOnce(fay.api))?.code).toBe('CONFLICT');
    expect(errorOf(await tryOnce(fay.api))?.code).toBe('RATE_LIMITED');
  });
});
