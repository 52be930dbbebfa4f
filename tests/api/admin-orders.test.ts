import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import type { PaymentRegistry } from '../../commerce/payments/registry.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import type { CardGateway } from '../../commerce/payments/gateway.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminAddOrderNoteDocument,
  AdminCancelOrderDocument,
  AdminDayOrdersDocument,
  AdminDeliverShipmentDocument,
  AdminDispatchShipmentDocument,
  AdminOrderDetailDocument,
  AdminRefundOrderDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { GetOrderDetailsDocument, SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
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
  ReadVatReceiptDocument,
  UpdateOrderNotesDocument,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('the orders desk on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  let refundCalls: number;
  /** Set by a test: the next refund reaches the provider, and its answer is lost on the way back. */
  let loseNextRefundAnswer: boolean;
  beforeEach(async () => {
    refundCalls = 0;
    loseNextRefundAnswer = false;
    await shop.db.deleteFrom('mail_outbox').execute();
  });

  /** The shop's own providers, with every refund call counted: "exactly once" is a count. */
  function countingPayments(): PaymentRegistry {
    const real = paymentRegistry([testCardProvider(shop.db, shop.clock.now)]);
    return {
      ...real,
      adapterFor(type) {
        const adapter = real.adapterFor(type);
        if (!adapter) return null;
        const counted: CardGateway = {
          ...adapter,
          refund: async (request) => {
            refundCalls++;
            // A provider takes a moment: long enough for a twin request to arrive meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 50));
            const outcome = await adapter.refund(request);
            if (loseNextRefundAnswer) {
              loseNextRefundAnswer = false;
              throw new TypeError('fetch failed: the connection dropped before the answer came');
            }
            return outcome;
          },
        };
        return counted;
      },
    };
  }
  const staff = (email = 'staff@hearth.example') => shop.client({ token: staffIdToken({ email }), payments: countingPayments() });

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
  const balance = async (customer: SignedInCustomer) =>
    (await shop.db.selectFrom('customer_credit').select('amount_pence').where('customer_id', '=', customer.row.id).execute()).reduce(
      (sum, row) => sum + row.amount_pence,
      0,
    );
  const onHand = async (sku: string) =>
    (await shop.db.selectFrom('product').select('on_hand').where('id', '=', sku).executeTakeFirstOrThrow()).on_hand;

  /**
   * A signed-in customer's placed order: two ash crates by van in the first timed slot on the
   * third day offered, a bag of pellets on a pallet, the WARMWELCOME coupon and £5 of credit,
   * delivered to an address with notes and restricted access.
   */
  async function placedOrder(
    customer: SignedInCustomer,
    { credit = 500, coupon = true, choices = {} as { services?: string[]; what3Words?: string; orderNotes?: string; phone?: string } } = {},
  ) {
    if (credit) await grantCredit(customer, credit);
    let orderId: string | undefined;
    for (const [skuId, quantity] of [
      ['LOG-ASH-STD', 2],
      ['PEL-FP-6MM-375', 1],
    ] as const) {
      const added = await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(added.errors).toBeUndefined();
      orderId = added.data!.addToCart.id;
    }
    await billAndDeliverTo(customer.api, orderId!, {
      ...HOME_ADDRESS,
      ...(choices.what3Words ? { what3Words: choices.what3Words } : {}),
      ...(choices.phone ? { phoneNumber: choices.phone } : {}),
    });
    if (choices.orderNotes)
      expect(
        (await customer.api(UpdateOrderNotesDocument, { ...scope, id: orderId!, data: { orderNotes: choices.orderNotes } })).errors,
      ).toBeUndefined();
    await shop.db
      .updateTable('order_address')
      .set({ delivery_notes: 'Gate code 1234; leave by the log store', restricted_access: true })
      .where('order_id', '=', orderId!)
      .where('address_type', '=', 'shipping')
      .execute();
    const shipments = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId: orderId! })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    const day = method.estDeliveryDates[2]!;
    const slot = method.timedConfig[0]!;
    const chosen = await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId: orderId!,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: day,
      selectedTimedConfigCode: slot.code,
      services: choices.services,
    });
    expect(chosen.errors).toBeUndefined();
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
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId! })).data!.adminOrder!;
    return { orderId: orderId!, day, slotLabel: order.shipments.find((s) => s.id === 'van')!.slot!, order };
  }

  const refund = (api: ApiClient, orderId: string, amount: number, requestKey: string = randomUUID()) =>
    api(AdminRefundOrderDocument, { tenant, orderId, amount, reason: 'Logs arrived damp', requestKey });

  it("lists the day's deliveries with each shipment's method, slot, address, access notes and weight", async () => {
    const { orderId, day, order } = await placedOrder(await shop.customer());
    const van = order.shipments.find((s) => s.id === 'van')!;
    expect(van).toMatchObject({ status: 'awaitingDispatch', deliveryDate: day, method: expect.any(String), slot: expect.any(String) });
    expect(van.weightKg).toBeGreaterThan(0);

    const listed = await staff()(AdminDayOrdersDocument, { tenant, day });
    expect(listed.errors).toBeUndefined();
    const found = listed.data!.adminOrders.find((o) => o.id === orderId)!;
    expect(found).toMatchObject({
      status: 'placed',
      deliveryAddress: { postCode: HOME_ADDRESS.postCode, deliveryNotes: 'Gate code 1234; leave by the log store', restrictedAccess: true },
      shipments: expect.arrayContaining([expect.objectContaining({ id: 'van', deliveryDate: day, slot: van.slot })]),
    });
    const leaving = await staff()(AdminDayOrdersDocument, { tenant, day: van.dispatchDate!, dayKind: 'DISPATCH' });
    expect(leaving.data!.adminOrders.map((o) => o.id)).toContain(orderId);
    // A day none of its shipments is due on, and a status it is not in, leave it out.
    expect(order.shipments.map((s) => s.deliveryDate)).not.toContain('2027-06-01');
    expect((await staff()(AdminDayOrdersDocument, { tenant, day: '2027-06-01' })).data!.adminOrders.map((o) => o.id)).not.toContain(
      orderId,
    );
    expect(
      (await staff()(AdminDayOrdersDocument, { tenant, day, statuses: ['dispatched'] })).data!.adminOrders.map((o) => o.id),
    ).not.toContain(orderId);
    expect(errorOf(await staff()(AdminDayOrdersDocument, { tenant, day: '3 December' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'day: must be a day as YYYY-MM-DD, e.g. 2026-12-03',
    });
  });

  it("gives the crew what the customer chose: booked services, the slot's hours, what3words, phone and both notes, in the day's list and the detail", async () => {
    const { orderId, day } = await placedOrder(await shop.customer(), {
      choices: {
        services: ['bookIn'],
        what3Words: '///filled.count.soap',
        orderNotes: 'Please stack the crates by the shed',
        phone: '+44 7700 900123',
      },
    });
    const expected = {
      orderNotes: 'Please stack the crates by the shed',
      deliveryAddress: {
        // As stored: the words without their slashes, the phone in international form.
        what3words: 'filled.count.soap',
        phone: '+447700900123',
        deliveryNotes: 'Gate code 1234; leave by the log store',
        restrictedAccess: true,
      },
      shipments: expect.arrayContaining([
        expect.objectContaining({
          id: 'van',
          // The book-in call the customer ticked, and the small van their restricted access needs.
          services: expect.arrayContaining(['Book-in call', 'Small-van delivery']),
          slot: 'Morning',
          slotHours: 'Between 8am and 12 noon.',
        }),
      ]),
    };
    const listed = await staff()(AdminDayOrdersDocument, { tenant, day });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.adminOrders.find((o) => o.id === orderId)).toMatchObject(expected);
    const detail = await staff()(AdminOrderDetailDocument, { tenant, id: orderId });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.adminOrder).toMatchObject(expected);
    const pallet = detail.data!.adminOrder!.shipments.find((s) => s.id === 'pallet')!;
    // Nothing was booked for the pallet but what the address forces.
    expect(pallet.services).not.toContain('Book-in call');
  });

  it('dispatches a shipment: the order moves on, the history and audit say so, and the customer is mailed the day and slot', async () => {
    const customer = await shop.customer();
    const { orderId, day, slotLabel } = await placedOrder(customer);
    const dispatched = await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' });
    expect(dispatched.errors).toBeUndefined();
    const order = dispatched.data!.adminDispatchShipment;
    expect(order.status).toBe('partlyDispatched');
    expect(order.shipments.find((s) => s.id === 'van')).toMatchObject({ status: 'dispatched', dispatchedAt: new Date(NOW).toISOString() });
    expect(order.history.at(-1)).toMatchObject({
      event: 'shipmentDispatched',
      note: expect.stringContaining(formatIsoDate(day, 'EEEE d MMMM')),
    });
    const audit = await shop.db.selectFrom('admin_audit').selectAll().where('subject_id', '=', orderId).execute();
    expect(audit).toMatchObject([{ action: 'order.dispatch', staff_email: 'staff@hearth.example', subject_kind: 'order' }]);

    // The notice waits for the shop's undo window (five minutes unless set), then leaves.
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    await outbox.runOnce();
    expect(inbox.to(customer.row.email).map((mail) => mail.idempotencyKey)).not.toContain(`shipment-dispatched.${orderId}.van`);
    shop.clock.set(new Date(shop.clock.now().getTime() + 300_000));
    await outbox.runOnce();
    const notice = inbox.to(customer.row.email).find((mail) => mail.idempotencyKey === `shipment-dispatched.${orderId}.van`)!;
    expect(notice.subject).toBe(`Your Hearth order ${order.number} is on its way`);
    for (const part of [notice.text, notice.html!]) {
      expect(part).toContain(formatIsoDate(day, 'EEEE d MMMM'));
      expect(part).toContain(slotLabel);
      expect(part).toContain(TEST_SELLER.phone);
    }

    expect(errorOf(await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' }))).toEqual({
      code: 'CONFLICT',
      message: 'The van delivery was already dispatched; mark it delivered once it arrives.',
    });
    expect(errorOf(await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'pallet' }))).toEqual({
      code: 'CONFLICT',
      message: 'The pallet delivery has not been dispatched yet: dispatch it first.',
    });
    expect(errorOf(await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'parcel' }))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Changed mind' }))).toEqual({
      code: 'CONFLICT',
      message: 'An order that is partly dispatched cannot be cancelled (only a placed order nothing of which has been dispatched can).',
    });

    expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'pallet' })).data!.adminDispatchShipment.status).toBe(
      'dispatched',
    );
    expect((await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'van' })).data!.adminDeliverShipment.status).toBe(
      'dispatched',
    );
    const delivered = (await staff()(AdminDeliverShipmentDocument, { tenant, orderId, shipment: 'pallet' })).data!.adminDeliverShipment;
    expect(delivered.status).toBe('delivered');
    expect(delivered.shipments.map((s) => s.status)).toEqual(['delivered', 'delivered']);
    // The customer sees their order on its way and arrived, in the storefront's words, without the staff's notes.
    const mine = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(mine.status).toBe('delivered');
    expect(mine.shipments.map((s) => s.status)).toEqual(['delivered', 'delivered']);
    expect(mine.isShipped).toBe(true);
    expect(mine.history.map((entry) => entry.status)).toContain('shipmentDispatched');
    expect(mine.history.filter((entry) => entry.status === 'shipmentDispatched').map((entry) => entry.note)).toEqual([null, null]);
  });

  it('cancels a placed order: stock, credit and coupon back, what the card paid refunded once', async () => {
    const customer = await shop.customer();
    const ashBefore = await onHand('LOG-ASH-STD');
    const { orderId, order } = await placedOrder(customer);
    expect(await onHand('LOG-ASH-STD')).toBe(ashBefore - 2);
    expect(await balance(customer)).toBe(0);
    expect(await shop.db.selectFrom('coupon_redemption').select('code').where('order_id', '=', orderId).execute()).toHaveLength(1);

    const cancelled = await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' });
    expect(cancelled.errors).toBeUndefined();
    const result = cancelled.data!.adminCancelOrder;
    expect(result.refund).toMatchObject({ amount: order.paidByCard, status: 'succeeded' });
    expect(result.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunded: order.paidByCard, refundable: 0 });
    expect(refundCalls).toBe(1);
    expect(await onHand('LOG-ASH-STD')).toBe(ashBefore);
    expect(await balance(customer)).toBe(500);
    expect(await shop.db.selectFrom('coupon_redemption').select('code').where('order_id', '=', orderId).execute()).toEqual([]);
    const credit = await shop.db
      .selectFrom('customer_credit')
      .select(['amount_pence', 'description'])
      .where('order_id', '=', orderId)
      .orderBy('amount_pence')
      .execute();
    expect(credit).toEqual([
      { amount_pence: -500, description: 'Spent on an order' },
      { amount_pence: 500, description: `Returned: order ${order.number} was cancelled (£5.00)` },
    ]);
    expect(errorOf(await refund(staff(), orderId, 0.01))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `The whole card payment of £${order.paidByCard.toFixed(2)} has already been refunded.`,
    });
  });

  it("leaves a cancelled order off the day's van run: nothing of it is to be delivered or loaded", async () => {
    const { orderId, day, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    const van = order.shipments.find((s) => s.id === 'van')!;
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' })).errors).toBeUndefined();
    expect((await staff()(AdminDayOrdersDocument, { tenant, day })).data!.adminOrders.map((o) => o.id)).not.toContain(orderId);
    const leaving = await staff()(AdminDayOrdersDocument, { tenant, day: van.dispatchDate!, dayKind: 'DISPATCH' });
    expect(leaving.data!.adminOrders.map((o) => o.id)).not.toContain(orderId);
    // Still found by its status, and by its id.
    expect((await staff()(AdminDayOrdersDocument, { tenant, statuses: ['cancelled'] })).data!.adminOrders.map((o) => o.id)).toContain(
      orderId,
    );
    expect((await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!.status).toBe('cancelled');
  });

  it("asks again for a cancelled order's refund whose answer was lost, from the desk, under its own key: money goes back once", async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    loseNextRefundAnswer = true;
    const cancelled = (await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' })).data!
      .adminCancelOrder;
    expect(cancelled.refund).toMatchObject({ amount: order.paidByCard, status: 'pending' });
    // Nothing is left to refund with a new request while that one may still have gone through.
    expect(cancelled.order.refundable).toBe(0);

    shop.clock.set(new Date(Date.parse(NOW) + 3 * 60_000));
    const pending = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!.refunds;
    expect(pending).toMatchObject([{ status: 'pending', requestKey: expect.any(String) }]);
    const again = await refund(staff(), orderId, pending[0]!.amount, pending[0]!.requestKey);
    expect(again.errors).toBeUndefined();
    expect(again.data!.adminRefundOrder.refund).toMatchObject({ id: pending[0]!.id, status: 'succeeded' });
    expect(again.data!.adminRefundOrder.order).toMatchObject({ paymentStatus: 'refunded', refunded: order.paidByCard, refundable: 0 });
    expect(refundCalls).toBe(2);
    expect(await shop.db.selectFrom('test_card_refund').select('id').where('idempotency_key', '=', pending[0]!.id).execute()).toHaveLength(
      1,
    );
  });

  it('keeps the VAT receipt of an order on its way, and offers none for a cancelled order whose money went back', async () => {
    const customer = await shop.customer();
    const receipt = async (orderId: string) => {
      const read = await customer.api(ReadVatReceiptDocument, { ...scope, orderId });
      expect(read.errors).toBeUndefined();
      return read.data!.getVatReceipt;
    };
    const sent = await placedOrder(customer, { credit: 0, coupon: false });
    expect((await staff()(AdminDispatchShipmentDocument, { tenant, orderId: sent.orderId, shipment: 'van' })).errors).toBeUndefined();
    expect((await customer.api(GetOrderDetailsDocument, { ...scope, orderId: sent.orderId })).data!.getOrder!.vatReceiptAvailable).toBe(
      true,
    );
    expect(await receipt(sent.orderId)).toMatchObject({ invoiceNumber: expect.any(String) });

    const { orderId } = await placedOrder(customer, { credit: 0, coupon: false });
    expect((await staff()(AdminCancelOrderDocument, { tenant, orderId, reason: 'Customer moving house' })).errors).toBeUndefined();
    expect((await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!.vatReceiptAvailable).toBe(false);
    expect(await receipt(orderId)).toBeNull();
  });

  it('refuses a refund of nothing, of less than a penny, or of more than was paid less what was refunded', async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    expect(errorOf(await refund(staff(), orderId, 0))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'amount: must be more than 0, e.g. 12.50',
    });
    expect(errorOf(await refund(staff(), orderId, -5))?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await refund(staff(), orderId, 1.005))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'amount: must be pounds and pence with at most 2 decimals, e.g. 12.50',
    });
    const paid = order.paidByCard;
    expect((await refund(staff(), orderId, 10)).data!.adminRefundOrder.refund.status).toBe('succeeded');
    const left = Math.round(paid * 100 - 1000) / 100;
    expect(errorOf(await refund(staff(), orderId, left + 0.01))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Only £${left.toFixed(2)} of the £${paid.toFixed(2)} card payment is left to refund: enter £${left.toFixed(2)} or less.`,
    });
    expect(refundCalls).toBe(1);
    const rest = (await refund(staff(), orderId, left)).data!.adminRefundOrder;
    expect(rest.order).toMatchObject({ paymentStatus: 'refunded', refunded: paid, refundable: 0, status: 'placed' });
    expect(rest.order.history.filter((h) => h.event === 'refunded')).toHaveLength(2);
  });

  it('refunds once under a double click: the same request twice at once makes one refund and one provider call', async () => {
    const { orderId } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    const requestKey = randomUUID();
    const [first, second] = await Promise.all([refund(staff(), orderId, 12.5, requestKey), refund(staff(), orderId, 12.5, requestKey)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.adminRefundOrder.refund).toEqual(first.data!.adminRefundOrder.refund);
    expect(first.data!.adminRefundOrder.refund).toMatchObject({ amount: 12.5, status: 'succeeded' });
    expect(refundCalls).toBe(1);
    expect(await shop.db.selectFrom('order_refund').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
    expect(await shop.db.selectFrom('test_card_refund').select('id').execute()).toHaveLength(
      (await shop.db.selectFrom('order_refund').select('id').where('status', '=', 'succeeded').execute()).length,
    );
    const again = await refund(staff(), orderId, 12.5, requestKey);
    expect(again.data!.adminRefundOrder.refund.id).toBe(first.data!.adminRefundOrder.refund.id);
    expect(refundCalls).toBe(1);
  });

  it('two staff refunding at once never return more than was paid: exactly the refunds that fit succeed, each called once', async () => {
    const { orderId, order } = await placedOrder(await shop.customer(), { credit: 0, coupon: false });
    const paidPence = Math.round(order.paidByCard * 100);
    const share = Math.floor((paidPence * 2) / 5) / 100; // 40% each: two fit, the third does not
    const replies = await Promise.all([
      refund(staff('ann@hearth.example'), orderId, share),
      refund(staff('bob@hearth.example'), orderId, share),
      refund(staff('cat@hearth.example'), orderId, share),
    ]);
    const succeeded = replies.filter((reply) => reply.data?.adminRefundOrder.refund.status === 'succeeded');
    const refused = replies.filter((reply) => errorOf(reply)?.code === 'BAD_USER_INPUT');
    expect(succeeded).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect(errorOf(refused[0]!)?.message).toMatch(/^Only £[\d.]+ of the £[\d.]+ card payment is left to refund/);
    expect(refundCalls).toBe(2);
    const after = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    expect(Math.round(after.refunded * 100)).toBe(Math.round(share * 100) * 2);
    expect(after.paymentStatus).toBe('partlyRefunded');
  });

  it("keeps a staff note for the shop: in the desk's history, not in the customer's", async () => {
    const customer = await shop.customer();
    const { orderId } = await placedOrder(customer, { credit: 0, coupon: false });
    const noted = await staff()(AdminAddOrderNoteDocument, { tenant, orderId, note: 'Customer rang: side gate sticks' });
    expect(noted.data!.adminAddOrderNote.history.at(-1)).toMatchObject({
      event: 'staffNote',
      note: 'Customer rang: side gate sticks (staff@hearth.example)',
    });
    expect(errorOf(await staff()(AdminAddOrderNoteDocument, { tenant, orderId, note: '   ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'note: write the note',
    });
    const history = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!.history;
    expect(history.map((entry) => entry.status)).not.toContain('staffNote');
    expect(JSON.stringify(history)).not.toContain('side gate');
  });

  it('refuses a customer and the public key, and finds nothing of another shop', async () => {
    const customer = await shop.customer();
    const { orderId } = await placedOrder(customer, { credit: 0, coupon: false });
    expect(errorOf(await customer.api(AdminDispatchShipmentDocument, { tenant, orderId, shipment: 'van' }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await shop.api(AdminOrderDetailDocument, { tenant, id: orderId }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await staff()(AdminDispatchShipmentDocument, { tenant, orderId: randomUUID(), shipment: 'van' }))?.code).toBe(
      'NOT_FOUND',
    );
    const order = await shop.db.selectFrom('orders').select(['status', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('placed');
  });
});
