import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminOrderDetailDocument,
  AdminRefundOrderDocument,
  AdminTodayDocument,
  type AdminTodayQuery,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { insertOrder } from '../fixtures/store-rows.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London (GMT).
const NOW = '2026-11-18T10:00:00Z';
// A minute before London's midnight: yesterday, for the shop.
const LATE_YESTERDAY = '2026-11-17T23:59:00Z';
const tenant = scope.tenant;

type Today = AdminTodayQuery['adminToday'];

describe.each(backends)("the desk's Today on $name", (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
  const today = async (api: ApiClient = staff()): Promise<Today> => {
    const reply = await api(AdminTodayDocument, { tenant });
    expect(reply.errors).toBeUndefined();
    return reply.data!.adminToday;
  };

  /** A guest's order of ash logs, paid by card at the shop's clock; what the card paid and its shipments. */
  async function paidOrder(lines: [string, number][]) {
    const orderId = await payableOrder(shop.api, lines);
    const paid = await shop.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    return orderId;
  }
  const detail = async (id: string) => (await staff()(AdminOrderDetailDocument, { tenant, id })).data!.adminOrder!;
  const pence = (pounds: number) => Math.round(pounds * 100);

  it("counts today's orders and takings less today's refunds, books the week by delivery day, and lists what waits", async () => {
    const before = await today();
    expect(before.date).toBe('2026-11-18');
    expect(before.days.map((day) => day.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);

    // Placed and paid a minute before London's midnight: yesterday's takings, not today's.
    shop.clock.set(LATE_YESTERDAY);
    const yesterdays = await paidOrder([['LOG-ASH-STD', 1]]);
    shop.clock.reset();
    const first = await paidOrder([['LOG-ASH-STD', 2]]);
    const second = await paidOrder([['LOG-ASH-STD', 1]]);
    // Yesterday's order is refunded today: the money goes back today.
    const refund = await staff()(AdminRefundOrderDocument, {
      tenant,
      orderId: yesterdays,
      amount: 5,
      reason: 'Logs arrived damp',
      requestKey: randomUUID(),
    });
    expect(refund.errors).toBeUndefined();
    // One of today's shipments was due to leave yesterday (it counts as waiting too); one order
    // waits for its bank; one mail bounced.
    await shop.db.updateTable('order_shipment').set({ dispatch_date: '2026-11-17' }).where('order_id', '=', first).execute();
    const orders = await Promise.all([yesterdays, first, second].map(detail));
    await insertOrder(shop.db, null, NOW, { status: 'paymentPending' });
    await shop.db
      .insertInto('mail_outbox')
      .values({
        id: randomUUID(),
        idempotency_key: `test.${randomUUID()}`,
        tenant_id: tenant,
        kind: 'shipmentDispatched',
        order_id: first,
        recipient: 'ada@example.com',
        subject: 'On its way',
        text_body: null,
        html_body: null,
        status: 'bounced',
        attempts: 1,
        next_attempt_at: new Date(NOW),
        claim_id: null,
        last_error: '550 mailbox unavailable',
        sent_at: null,
        provider_message_id: null,
        created_at: new Date(NOW),
        updated_at: new Date(NOW),
        facts: null,
      })
      .execute();

    const after = await today();
    const paidToday = pence(orders[1]!.paidByCard) + pence(orders[2]!.paidByCard);
    expect(paidToday).toBeGreaterThan(0);
    expect(after.ordersPlaced - before.ordersPlaced).toBe(2);
    expect(pence(after.paymentsTaken) - pence(before.paymentsTaken)).toBe(paidToday);
    expect(pence(after.refundsSettled) - pence(before.refundsSettled)).toBe(500);
    expect(pence(after.takings) - pence(before.takings)).toBe(paidToday - 500);
    const dueToLeave = orders
      .flatMap((order) => order.shipments)
      .filter((shipment) => shipment.status === 'awaitingDispatch' && shipment.dispatchDate! <= '2026-11-18');
    expect(dueToLeave.length).toBeGreaterThan(0);
    expect(after.dueToDispatch - before.dueToDispatch).toBe(dueToLeave.length);
    expect(after.paymentsPending - before.paymentsPending).toBe(1);
    expect(after.undeliveredMail - before.undeliveredMail).toBe(1);

    // Each day gains the shipments arriving that day, with their goods' weight as the day list shows it.
    const shipments = orders.flatMap((order) => order.shipments);
    expect(shipments.some((shipment) => after.days.some((day) => day.date === shipment.deliveryDate))).toBe(true);
    for (const [index, day] of after.days.entries()) {
      const arriving = shipments.filter((shipment) => shipment.deliveryDate === day.date);
      const was = before.days[index]!;
      expect(day.vanStops - was.vanStops).toBe(arriving.filter((shipment) => shipment.id === 'van').length);
      expect(day.pallets - was.pallets).toBe(arriving.filter((shipment) => shipment.id === 'pallet').length);
      expect(day.parcels - was.parcels).toBe(arriving.filter((shipment) => shipment.id === 'parcel').length);
      const addedKg = arriving.reduce((sum, shipment) => sum + shipment.weightKg, 0);
      // Tonnes are rounded to 10 kg: the day's gain is within that rounding of the goods added.
      expect(Math.abs((day.tonnes - was.tonnes) * 1000 - addedKg)).toBeLessThanOrEqual(10);
    }
  });

  it('answers staff of the shop only: no key, a customer, or staff of another shop learn nothing', async () => {
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminTodayDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(await shop.api(AdminTodayDocument, { tenant }))?.code);
    const rival = shop.client({ token: staffIdToken({ email: 'staff@rival.example', tenant: 'rival' }) });
    expect(errorOf(await rival(AdminTodayDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect((await customer.api(AdminTodayDocument, { tenant })).data ?? null).toBeNull();
  });
});
