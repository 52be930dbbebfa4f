import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { AdminDispatchShipmentDocument, AdminOrderDetailDocument } from '../../src/features/admin/gql/graphql.ts';
import { GetOrderDetailsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import {
  AddToCartLinesDocument,
  ChooseShipmentMethodDocument,
  GetOrderShipmentsDocument,
  PayForOrderDocument,
  ReadVatReceiptDocument,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)("each shipment's promise reads the same everywhere, on $name", (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });

  /** Sends everything owed and returns the text of each mail by its idempotency key. */
  async function sendAll() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return (key: string) => {
      const mail = inbox.messages().find((m) => m.idempotencyKey === key);
      if (!mail) throw new Error(`No mail ${key}; sent: ${inbox.messages().map((m) => m.idempotencyKey)}`);
      return mail;
    };
  }

  /**
   * Two ash crates by van on the third day offered, in the morning slot; pellets on a pallet to an
   * address with restricted access, so the pallet comes with the courier's tail-lift at £15.
   */
  async function placedOrder(customer: SignedInCustomer) {
    let orderId: string | undefined;
    for (const [skuId, quantity] of [
      ['LOG-ASH-STD', 2],
      ['PEL-FP-6MM-375', 1],
    ] as const) {
      orderId = (await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity })).data!.addToCart.id;
    }
    await billAndDeliverTo(customer.api, orderId!, HOME_ADDRESS);
    await shop.db
      .updateTable('order_address')
      .set({ restricted_access: true })
      .where('order_id', '=', orderId!)
      .where('address_type', '=', 'shipping')
      .execute();
    const shipments = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId: orderId! })).data!.getOrder!.shipments;
    const van = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    const chosen = await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId: orderId!,
      id: 'van',
      shippingMethod: van.id,
      selectedEstDeliveryDate: van.estDeliveryDates[2]!,
      selectedTimedConfigCode: van.timedConfig[0]!.code,
    });
    expect(chosen.errors).toBeUndefined();
    const paid = await customer.api(PayForOrderDocument, {
      ...scope,
      orderId: orderId!,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    return orderId!;
  }

  it('the order page, the confirmation, the VAT receipt and the desk word the day, the slot with its hours, and each charge alike', async () => {
    const customer = await shop.customer();
    const orderId = await placedOrder(customer);
    const page = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    const van = page.shipments.find((s) => s.id === 'van')!.promise;
    const pallet = page.shipments.find((s) => s.id === 'pallet')!.promise;

    // The van's method already says it goes by van; the slot carries its hours; the tail-lift is named with its price.
    expect(van.heading).toBe('Delivery by our van');
    expect(van.arrival).toMatch(/^\w+day \d+ \w+, Morning \(between 8am and 12 noon\)$/);
    expect(pallet.services).toEqual(['Tail-lift delivery (restricted access)']);
    expect(pallet.charges).toContainEqual({ label: 'Tail-lift delivery (restricted access)', amount: 15, amountText: '£15.00' });
    expect(van.charges).toContainEqual({
      label: 'Timed slot: Morning (between 8am and 12 noon)',
      amount: 10,
      amountText: '£10.00',
    });

    const desk = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    for (const shipment of desk.shipments) {
      const promise = page.shipments.find((s) => s.id === shipment.id)!.promise;
      expect(shipment).toMatchObject({
        heading: promise.heading,
        arrival: promise.arrival,
        ready: promise.ready,
        bookedServices: promise.services,
        chargeLines: promise.charges.map((charge) => `${charge.label} ${charge.amountText}`),
      });
    }

    const receipt = (await customer.api(ReadVatReceiptDocument, { ...scope, orderId })).data!.getVatReceipt!;
    const receiptLabels = receipt.deliveryCharges.map((charge) => charge.description.replace(/ \(share for goods at \d+%\)$/, ''));
    for (const charge of [...van.charges, ...pallet.charges]) expect(receiptLabels).toContain(charge.label);

    const mail = (await sendAll())(`order-confirmation.${orderId}`);
    for (const part of [mail.text, mail.html!]) {
      for (const promise of [van, pallet]) {
        expect(part).toContain(promise.heading);
        expect(part).toContain(`Delivery on ${promise.arrival}.`);
        for (const charge of promise.charges) expect(part).toContain(`${charge.label} ${charge.amountText}`);
      }
      expect(part).toContain('Booked: Tail-lift delivery (restricted access).');
      expect(part).not.toContain('By our van: Delivery by our van');
    }
  });

  it('a pallet’s dispatch mail states the day promised at checkout, even after that day is closed on the calendar since', async () => {
    const customer = await shop.customer();
    const orderId = await placedOrder(customer);
    const promised = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!.shipments.find(
      (s) => s.id === 'pallet',
    )!;
    expect(promised.promise.day).toBeTruthy();
    // The shop closes the promised day after the order was placed: a fresh plan would no longer offer it.
    await shop.db
      .insertInto('shipping_holiday')
      .values({ tenant_id: tenant, region: 'england', date: promised.estDeliveryDate!, name: 'Yard closed', kind: 'closure' })
      .execute();
    await shop.db.deleteFrom('mail_outbox').execute();
    expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'pallet' })).errors).toBeUndefined();

    // Dispatch notices wait out the shop's undo window (five minutes unless set) before they leave.
    shop.clock.set(new Date(shop.clock.now().getTime() + 300_000));
    const mail = (await sendAll())(`shipment-dispatched.${orderId}.pallet`);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(`It arrives on ${promised.promise.arrival}.`);
      expect(part).toContain('Tail-lift delivery (restricted access) £15.00');
      expect(part).not.toContain('We will be in touch');
    }
    const after = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!.shipments.find(
      (s) => s.id === 'pallet',
    )!;
    expect(after.promise.arrival).toBe(promised.promise.arrival);
  });
});
