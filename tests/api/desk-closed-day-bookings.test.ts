import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AdminAddClosedDayDocument,
  AdminChangeAccessNotesDocument,
  AdminClosedDayBookingsDocument,
  AdminCloseDayMovingBookingsDocument,
  AdminDeliveryDeskDocument,
  AdminOrderDetailDocument,
  AdminShipmentDaysDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { paidVanOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('closing a day that has bookings, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken() });

  /** A van order to a Leicestershire address on the third day offered. */
  async function placedVanOrder(who = 'booked') {
    const buyer = await shop.customer({ email: `${who}-${randomUUID().slice(0, 8)}@example.com` });
    const orderId = await paidVanOrder(buyer.api);
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    const van = order.shipments.find((s) => s.id === 'van')!;
    return { id: orderId, number: order.number, deliveryDate: van.deliveryDate!, dispatchDate: van.dispatchDate! };
  }

  const closed = async () =>
    (await staff()(AdminDeliveryDeskDocument, { tenant })).data!.adminClosedDays.map(
      (d) => `${d.date}/${d.kind === 'closure' ? 'closure' : d.regions.join('+')}`,
    );

  it('refuses to close a day a shipment is booked to leave or arrive on, naming the order; a nation’s holiday elsewhere closes', async () => {
    const order = await placedVanOrder();
    for (const date of [order.deliveryDate, order.dispatchDate]) {
      const refused = await staff()(AdminAddClosedDayDocument, { tenant, input: { date, name: 'Yard closed', kind: 'closure' } });
      expect(errorOf(refused)?.code).toBe('CONFLICT');
      expect(refused.errors![0]!.extensions!.reason).toBe('DAY_HAS_BOOKINGS');
      expect(refused.errors![0]!.message).toBe(
        `${date} cannot be closed: 1 shipment is booked to leave or arrive that day (order ${order.number}). Move it to another day first, then close it.`,
      );
      expect(await closed()).not.toContain(`${date}/closure`);
    }
    // The order's address keeps England's calendar: Scotland's holiday that day strands nothing.
    const scottish = await staff()(AdminAddClosedDayDocument, {
      tenant,
      input: { date: order.deliveryDate, name: 'St Andrew’s Day (moved)', kind: 'bankHoliday', region: 'scotland' },
    });
    expect(scottish.errors).toBeUndefined();
  });

  describe('moving the bookings, then closing', () => {
    // England's holiday: the orders' addresses keep England's calendar (the test above closes Scotland's on the same day).
    const closure = (date: string) => ({ date, name: 'Yard closed', kind: 'bankHoliday' as const, region: 'england' as const });
    const vanDay = async (id: string) => {
      const order = (await staff()(AdminOrderDetailDocument, { tenant, id })).data!.adminOrder!;
      const van = order.shipments.find((s) => s.id === 'van')!;
      return { deliveryDate: van.deliveryDate };
    };
    const mailsOf = (orderId: string) =>
      shop.db.selectFrom('mail_outbox').select('kind').where('order_id', '=', orderId).where('kind', '=', 'deliveryChanged').execute();
    const audit = async (action: string, subjects: string[]) =>
      (await shop.db.selectFrom('admin_audit').select('subject_id').where('action', '=', action).orderBy('seq').execute())
        .map((entry) => entry.subject_id)
        .filter((subject) => subjects.includes(subject));
    const bookingsOn = async (day: string) =>
      (await staff()(AdminClosedDayBookingsDocument, { tenant, input: closure(day) })).data!.adminClosedDayBookings;

    async function twoOrdersOnOneDay() {
      const first = await placedVanOrder('mover-a');
      const second = await placedVanOrder('mover-b');
      expect(second.deliveryDate).toBe(first.deliveryDate);
      const days = (await staff()(AdminShipmentDaysDocument, { tenant, orderId: first.id, shipment: 'van' })).data!.adminShipmentDays;
      const later = days.dates.find((date) => date > first.deliveryDate)!;
      return { first, second, day: first.deliveryDate, later };
    }

    it('lists the day’s bookings, then moves them all to another day, mails each customer, audits and closes, in one go', async () => {
      const { first, second, day, later } = await twoOrdersOnOneDay();
      const listed = await bookingsOn(day);
      const ours = listed.filter((b) => [first.id, second.id].includes(b.orderId));
      expect(ours.map((b) => [b.orderNumber, b.shipment, b.deliveryDate])).toEqual([
        [first.number, 'van', day],
        [second.number, 'van', day],
      ]);
      const closedMoving = await staff()(AdminCloseDayMovingBookingsDocument, {
        tenant,
        input: closure(day),
        moveTo: { deliveryDate: later, slot: null },
        seen: listed.map((b) => ({ orderId: b.orderId, version: b.version })),
      });
      expect(closedMoving.errors?.[0]?.message).toBeUndefined();
      expect(closedMoving.data!.adminCloseDayMovingBookings.moved.map((b) => b.orderNumber)).toEqual(listed.map((b) => b.orderNumber));
      expect(await closed()).toContain(`${day}/england`);
      for (const order of [first, second]) {
        const now = await vanDay(order.id);
        expect(now.deliveryDate).toBe(later);
        expect(await mailsOf(order.id)).toHaveLength(1);
      }
      expect(await audit('order.delivery.date', [first.id, second.id])).toEqual([first.id, second.id]);
      expect(await audit('holiday.add', [`${day}/england`])).toEqual([`${day}/england`]);
      // Nothing is left on the day: it lists no bookings now.
      expect(await bookingsOn(day)).toEqual([]);
    });

    it('refuses the whole close, naming the order, when one changed since the list was read; nothing moves, nobody is mailed', async () => {
      const { first, second, day, later } = await twoOrdersOnOneDay();
      const listed = await bookingsOn(day);
      // Another tab edits the second order meanwhile.
      const edited = await staff()(AdminChangeAccessNotesDocument, {
        tenant,
        orderId: second.id,
        version: listed.find((b) => b.orderId === second.id)!.version,
        notes: 'Gate code 1234',
      });
      expect(edited.errors).toBeUndefined();
      const refused = await staff()(AdminCloseDayMovingBookingsDocument, {
        tenant,
        input: closure(day),
        moveTo: { deliveryDate: later, slot: null },
        seen: listed.map((b) => ({ orderId: b.orderId, version: b.version })),
      });
      expect(errorOf(refused)?.code).toBe('CONFLICT');
      expect(refused.errors![0]!.extensions!.reason).toBe('STALE');
      expect(refused.errors![0]!.message).toContain(`Order ${second.number} changed since you looked`);
      expect(await closed()).not.toContain(`${day}/england`);
      expect((await vanDay(first.id)).deliveryDate).toBe(day);
      expect(await mailsOf(first.id)).toEqual([]);
      expect(await audit('order.delivery.date', [first.id, second.id])).toEqual([]);

      // A booking left out of what staff saw refuses too.
      const fresh = await bookingsOn(day);
      const partial = await staff()(AdminCloseDayMovingBookingsDocument, {
        tenant,
        input: closure(day),
        moveTo: { deliveryDate: later, slot: null },
        seen: fresh.filter((b) => b.orderId !== second.id).map((b) => ({ orderId: b.orderId, version: b.version })),
      });
      expect(errorOf(partial)?.code).toBe('CONFLICT');
      expect(partial.errors![0]!.message).toContain(`order ${second.number} booked since you looked`);
      expect((await vanDay(first.id)).deliveryDate).toBe(day);
    });

    it('refuses, naming the order, a day the delivery rules do not offer; nothing moves', async () => {
      const { first, day } = await twoOrdersOnOneDay();
      const listed = await bookingsOn(day);
      const named = listed[0]!.orderNumber;
      const refused = await staff()(AdminCloseDayMovingBookingsDocument, {
        tenant,
        input: closure(day),
        moveTo: { deliveryDate: '2026-11-18', slot: null },
        seen: listed.map((b) => ({ orderId: b.orderId, version: b.version })),
      });
      expect(errorOf(refused)?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toMatch(new RegExp(`^Order ${named}: .+ Nothing was moved and the day is still open\\.$`));
      expect(await closed()).not.toContain(`${day}/england`);
      expect((await vanDay(first.id)).deliveryDate).toBe(day);
      expect(await mailsOf(first.id)).toEqual([]);
    });

    it('answers only staff', async () => {
      const order = await placedVanOrder('nosy');
      const customer = await shop.customer({ email: `nosy-${randomUUID().slice(0, 8)}@example.com` });
      const listing = await customer.api(AdminClosedDayBookingsDocument, { tenant, input: closure(order.deliveryDate) });
      expect(listing.data).toBeNull();
      expect(errorOf(listing)?.code).toBe('FORBIDDEN');
      const closing = await shop.client()(AdminCloseDayMovingBookingsDocument, {
        tenant,
        input: closure(order.deliveryDate),
        moveTo: { deliveryDate: order.deliveryDate, slot: null },
        seen: [],
      });
      expect(closing.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(closing)?.code);
      expect(await closed()).not.toContain(`${order.deliveryDate}/closure`);
    });
  });
});
