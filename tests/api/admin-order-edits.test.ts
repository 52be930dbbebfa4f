import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminChangeAccessNotesDocument,
  AdminChangeDeliveryAddressDocument,
  AdminChangeShipmentDayDocument,
  AdminCustomerDocument,
  AdminDispatchShipmentDocument,
  AdminOrderEditableDocument,
  AdminSearchOrdersDocument,
  AdminShipmentDaysDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { insertCustomerAddress, insertOrder } from '../fixtures/store-rows.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AddToCartLinesDocument, ChooseShipmentMethodDocument, GetOrderShipmentsDocument, PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('finding and changing orders at the desk, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });

  /** A signed-in customer's placed order: two ash crates by van on the third day offered, in the first slot, to `address`. */
  async function placedOrder(customer: SignedInCustomer, address: Record<string, string> = {}) {
    const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 2 });
    expect(added.errors).toBeUndefined();
    const orderId = added.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId, { ...HOME_ADDRESS, ...address });
    const shipments = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    const chosen = await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: method.estDeliveryDates[2]!,
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    expect(chosen.errors).toBeUndefined();
    const paid = await customer.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    const order = (await staff()(AdminOrderEditableDocument, { tenant, id: orderId })).data!.adminOrder!;
    return { orderId, order, method };
  }

  const owed = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['kind', 'idempotency_key', 'recipient'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'deliveryChanged')
      .execute();

  async function sentMail(key: string) {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    const mail = inbox.messages().find((m) => m.idempotencyKey === key);
    if (!mail) throw new Error(`No mail ${key} was sent`);
    return mail;
  }

  describe('search', () => {
    it('finds an order by its number, email, surname, full name, phone and postcode, and nobody else’s', async () => {
      const ada = await shop.customer({ email: `ada.${randomUUID().slice(0, 8)}@example.com`, last_name: 'Searchable' });
      const { order } = await placedOrder(ada, { lastName: 'Addressee', phoneNumber: '07700 900461', postCode: 'LE11 3AA' });
      const other = await shop.customer({ email: `bob.${randomUUID().slice(0, 8)}@example.com` });
      await placedOrder(other, { lastName: 'Elsewhere', postCode: 'LE12 6UZ' });

      const found = async (search: string) =>
        (await staff()(AdminSearchOrdersDocument, { tenant, search })).data!.adminSearchOrders.orders.map((o) => o.number);
      expect(await found(`#${order.number}`)).toEqual([order.number]);
      expect(await found(String(order.number))).toEqual([order.number]);
      expect(await found(ada.row.email.slice(0, 12).toUpperCase())).toContain(order.number);
      expect(await found('searchab')).toEqual([order.number]);
      expect(await found('Ada Searchable')).toEqual([order.number]);
      expect(await found('addressee')).toEqual([order.number]);
      expect(await found('+44 7700 900461')).toEqual([order.number]);
      expect(await found('07700900461')).toEqual([order.number]);
      expect(await found('le113aa')).toEqual([order.number]);
      expect(await found('LE11')).toContain(order.number);
      expect(await found('LE11')).not.toContain(order.number + 1);
      // A LIKE wildcard typed is a character, not "anything".
      expect(await found('%@example.com')).toEqual([]);
    });

    it('pages newest first, each page after the last number of the one before', async () => {
      const surname = `Pager${randomUUID().slice(0, 6)}`;
      const carol = await shop.customer({ email: `carol.${randomUUID().slice(0, 8)}@example.com`, last_name: surname });
      const numbers = [];
      for (let i = 0; i < 3; i++) numbers.push((await placedOrder(carol)).order.number);
      const first = (await staff()(AdminSearchOrdersDocument, { tenant, search: surname, first: 2 })).data!.adminSearchOrders;
      expect(first.orders.map((o) => o.number)).toEqual([numbers[2], numbers[1]]);
      expect(first.nextCursor).toBe(String(numbers[1]));
      const second = (await staff()(AdminSearchOrdersDocument, { tenant, search: surname, first: 2, after: first.nextCursor })).data!
        .adminSearchOrders;
      expect(second.orders.map((o) => o.number)).toEqual([numbers[0]]);
      expect(second.nextCursor).toBeNull();
    });

    it('answers only staff: the storefront key and a customer’s token are refused', async () => {
      const dan = await shop.customer({ email: `dan.${randomUUID().slice(0, 8)}@example.com` });
      const { order } = await placedOrder(dan);
      const stranger = await shop.client()(AdminSearchOrdersDocument, { tenant, search: String(order.number) });
      expect(stranger.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(stranger)?.code);
      const customer = await dan.api(AdminSearchOrdersDocument, { tenant, search: String(order.number) });
      expect(customer.data).toBeNull();
      expect(errorOf(customer)?.code).toBe('FORBIDDEN');
      const notStaff = await shop.client({ token: staffIdToken({ groups: [] }) })(AdminSearchOrdersDocument, {
        tenant,
        search: String(order.number),
      });
      expect(notStaff.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(notStaff)?.code);
    });

    it('the customer card lists their phone, saved addresses and orders', async () => {
      const eve = await shop.customer({ email: `eve.${randomUUID().slice(0, 8)}@example.com` });
      await shop.db.updateTable('customer').set({ phone_number: '+447700900777' }).where('id', '=', eve.row.id).execute();
      await insertCustomerAddress(shop.db, {
        tenant_id: tenant,
        sales_channel_id: scope.salesChannel,
        customer_id: eve.row.id,
        address_type: 'shipping',
        created_at: new Date(NOW),
        first_name: 'Eve',
        last_name: 'Hart',
        line1: '3 Mill Lane',
        city: 'Melton Mowbray',
        post_code: 'LE13 0AA',
        country_code: 'GB',
        phone_number: '+447700900778',
      });
      const { order } = await placedOrder(eve);
      const card = (await staff()(AdminCustomerDocument, { tenant, customerId: eve.row.id })).data!.adminCustomer!;
      expect(card.phone).toBe('+447700900777');
      // A guest order placed with their email (in any case) is on their card too, marked so.
      const guestNumber = order.number + 1_000_000;
      const guestOrderId = await insertOrder(shop.db, null, NOW);
      await shop.db
        .updateTable('orders')
        .set({ customer_email: eve.row.email.toUpperCase(), order_number: guestNumber, placed_at: new Date(NOW) })
        .where('id', '=', guestOrderId)
        .execute();
      const withGuest = (await staff()(AdminCustomerDocument, { tenant, customerId: eve.row.id })).data!.adminCustomer!;
      expect(withGuest.orders.map((o) => [o.number, o.asGuest])).toEqual(
        expect.arrayContaining([
          [order.number, false],
          [guestNumber, true],
        ]),
      );
      expect(card.orders.map((o) => o.number)).toEqual([order.number]);
      expect(card.orders[0]!.status).toBe('placed');
      expect(card.addresses).toEqual([
        { lines: ['Eve Hart', '3 Mill Lane', 'Melton Mowbray', 'LE13 0AA'], postCode: 'LE13 0AA', phone: '+447700900778' },
      ]);
    });
  });

  describe('changing the delivery day and slot', () => {
    it('moves the van to another day and slot offered, once, through a guarded move, and mails the customer so', async () => {
      const fay = await shop.customer({ email: `fay.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order, method } = await placedOrder(fay);
      const days = (await staff()(AdminShipmentDaysDocument, { tenant, orderId, shipment: 'van' })).data!.adminShipmentDays;
      expect(days.dates).toEqual(method.estDeliveryDates);
      const sameSlot = method.timedConfig[0]!;
      const newDay = days.dates[4]!;

      const changed = await staff()(AdminChangeShipmentDayDocument, {
        tenant,
        orderId,
        version: order.version,
        shipment: 'van',
        deliveryDate: newDay,
        slot: sameSlot.code,
      });
      expect(changed.errors).toBeUndefined();
      const van = changed.data!.adminChangeShipmentDay.shipments.find((s) => s.id === 'van')!;
      expect(van.deliveryDate).toBe(newDay);
      expect(changed.data!.adminChangeShipmentDay.version).toBe(order.version + 1);

      // The same request again names a version that is no longer the order's: refused, nothing written twice.
      const again = await staff()(AdminChangeShipmentDayDocument, {
        tenant,
        orderId,
        version: order.version,
        shipment: 'van',
        deliveryDate: days.dates[5]!,
        slot: sameSlot.code,
      });
      expect(errorOf(again)?.code).toBe('CONFLICT');
      const row = await shop.db
        .selectFrom('order_shipment')
        .select(['delivery_date', 'dispatch_date'])
        .where('order_id', '=', orderId)
        .where('shipment_key', '=', 'van')
        .executeTakeFirstOrThrow();
      expect(row.delivery_date).toBe(newDay);
      expect(row.dispatch_date! < newDay).toBe(true);

      const mails = await owed(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(fay.row.email);
      const mail = await sentMail(mails[0]!.idempotency_key);
      expect(mail.subject).toContain('delivery day');
      const dayWords = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${newDay}T12:00:00Z`),
      );
      expect(mail.text).toContain(`now arrives ${dayWords.replace(',', '')}`);
      const slotLabel = (
        await shop.db.selectFrom('order_shipment').select('timed_code').where('order_id', '=', orderId).executeTakeFirstOrThrow()
      ).timed_code;
      expect(slotLabel).toBe(sameSlot.code);
      expect(changed.data!.adminChangeShipmentDay.shipments.find((s) => s.id === 'van')!.slot).not.toBeNull();
      expect(mail.text).toContain(changed.data!.adminChangeShipmentDay.shipments.find((s) => s.id === 'van')!.slot!);

      const audit = await shop.db
        .selectFrom('admin_audit')
        .select(['action', 'before', 'after'])
        .where('subject_id', '=', orderId)
        .where('action', '=', 'order.delivery.date')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('refuses a day the delivery rules do not offer, naming why, and writes nothing', async () => {
      const gus = await shop.customer({ email: `gus.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order, method } = await placedOrder(gus);
      const refused = await staff()(AdminChangeShipmentDayDocument, {
        tenant,
        orderId,
        version: order.version,
        shipment: 'van',
        deliveryDate: '2026-11-18',
        slot: method.timedConfig[0]!.code,
      });
      expect(errorOf(refused)?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(refused)?.message).toMatch(/earliest we can deliver/i);
      expect(await owed(orderId)).toHaveLength(0);
      const after = (await staff()(AdminOrderEditableDocument, { tenant, id: orderId })).data!.adminOrder!;
      expect(after.version).toBe(order.version);
    });

    it('refuses once the shipment has left', async () => {
      const hal = await shop.customer({ email: `hal.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, method } = await placedOrder(hal);
      const dispatched = await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' });
      expect(dispatched.errors).toBeUndefined();
      const now = (await staff()(AdminOrderEditableDocument, { tenant, id: orderId })).data!.adminOrder!;
      const refused = await staff()(AdminChangeShipmentDayDocument, {
        tenant,
        orderId,
        version: now.version,
        shipment: 'van',
        deliveryDate: method.estDeliveryDates[4]!,
        slot: method.timedConfig[0]!.code,
      });
      expect(errorOf(refused)?.code).toBe('CONFLICT');
      expect(errorOf(refused)?.message).toMatch(/already left/);
      expect(await owed(orderId)).toHaveLength(0);
    });
  });

  describe('changing the address and the access notes', () => {
    const newAddress = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '9 Forest Road',
      city: 'Loughborough',
      postCode: 'le11 3aa',
      phone: '07700 900123',
    };

    it('sends the order to another address its method reaches, once, and mails the customer the new address', async () => {
      const ida = await shop.customer({ email: `ida.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order } = await placedOrder(ida);
      const changed = await staff()(AdminChangeDeliveryAddressDocument, { tenant, orderId, version: order.version, address: newAddress });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.adminChangeDeliveryAddress.deliveryAddress!.postCode).toBe('LE11 3AA');
      expect(changed.data!.adminChangeDeliveryAddress.deliveryAddress!.phone).toBe('+447700900123');
      const stale = await staff()(AdminChangeDeliveryAddressDocument, {
        tenant,
        orderId,
        version: order.version,
        address: { ...newAddress, line1: '10 Forest Road' },
      });
      expect(errorOf(stale)?.code).toBe('CONFLICT');
      const mails = await owed(orderId);
      expect(mails).toHaveLength(1);
      const mail = await sentMail(mails[0]!.idempotency_key);
      expect(mail.text).toContain('9 Forest Road');
      const audit = await shop.db
        .selectFrom('admin_audit')
        .select(['before', 'after'])
        .where('subject_id', '=', orderId)
        .where('action', '=', 'order.delivery.address')
        .executeTakeFirstOrThrow();
      // Only what changed: the street, the postcode and the phone.
      expect(Object.keys(audit.after as object).sort()).toEqual(['line1', 'phone_number', 'post_code']);
    });

    it('refuses an address outside the method’s zone, naming why', async () => {
      const jon = await shop.customer({ email: `jon.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order } = await placedOrder(jon);
      const refused = await staff()(AdminChangeDeliveryAddressDocument, {
        tenant,
        orderId,
        version: order.version,
        address: { ...newAddress, city: 'Inverness', postCode: 'IV2 3AA' },
      });
      expect(errorOf(refused)?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(refused)?.message).toMatch(/IV2 3AA/);
      expect(await owed(orderId)).toHaveLength(0);
    });

    it('changes the access notes, once, and mails the customer what the drivers will read', async () => {
      const kit = await shop.customer({ email: `kit.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order } = await placedOrder(kit);
      const notes = 'Gate code 4721, leave by the log store';
      const changed = await staff()(AdminChangeAccessNotesDocument, { tenant, orderId, version: order.version, notes });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.adminChangeAccessNotes.deliveryAddress!.deliveryNotes).toBe(notes);
      const stale = await staff()(AdminChangeAccessNotesDocument, { tenant, orderId, version: order.version, notes: 'Other' });
      expect(errorOf(stale)?.code).toBe('CONFLICT');
      const mails = await owed(orderId);
      expect(mails).toHaveLength(1);
      expect((await sentMail(mails[0]!.idempotency_key)).text).toContain(notes);
    });

    it('refuses a customer’s token for every change', async () => {
      const lou = await shop.customer({ email: `lou.${randomUUID().slice(0, 8)}@example.com` });
      const { orderId, order } = await placedOrder(lou);
      const refused = await lou.api(AdminChangeAccessNotesDocument, { tenant, orderId, version: order.version, notes: 'Mine' });
      expect(errorOf(refused)?.code).toBe('FORBIDDEN');
      expect(await owed(orderId)).toHaveLength(0);
    });
  });
});
