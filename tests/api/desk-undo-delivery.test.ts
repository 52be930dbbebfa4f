import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminMoveShipmentsDocument,
  AdminOrderDetailDocument,
  AdminSendDispatchMailNowDocument,
  AdminUndoDeliveryDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { paidVanOrder } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('taking back a "delivered" within the undo window, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(async () => {
    await shop.db.deleteFrom('mail_outbox').execute();
    await shop.db.deleteFrom('desk_setting').execute();
  });

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example', issuedAt: shop.clock.now() }) });
  let customers = 0;

  /** A van order paid for its third day and dispatched on its dispatch day; the clock then stands on its delivery day. */
  async function vanOnTheRoad() {
    shop.clock.set(new Date(NOW));
    const buyer = await shop.customer({ email: `delivered${++customers}-${backend.name.toLowerCase()}@example.com` });
    const orderId = await paidVanOrder(buyer.api, 2);
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    const van = order.shipments.find((s) => s.id === 'van')!;
    shop.clock.set(new Date(`${van.dispatchDate!}T08:00:00Z`));
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: [{ orderId, shipment: 'van' }] });
    shop.clock.set(new Date(`${van.deliveryDate!}T08:00:00Z`));
    return { orderId, number: order.number, deliveryDate: van.deliveryDate! };
  }
  const ref = (orderId: string) => [{ orderId, shipment: 'van' }];
  const deliveredMail = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['status', 'next_attempt_at'])
      .where('idempotency_key', '=', `shipment-delivered.${orderId}.van`)
      .executeTakeFirst();
  const vanStatus = async (orderId: string) => {
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    const van = order.shipments.find((s) => s.id === 'van')!;
    return { order: order.status, van: van.status, deliveredAt: van.deliveredAt, history: order.history.map((h) => h.event) };
  };
  /** Sends every due message, as the outbox worker would, and answers their keys. */
  async function sendDue() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return inbox.messages().map((m) => m.idempotencyKey);
  }

  it('the delivered mail waits for the window; an undo inside it puts the order back to dispatched, withdraws the mail and is audited', {
    timeout: 90_000,
  }, async () => {
    const [kept, undone] = [await vanOnTheRoad(), await vanOnTheRoad()];
    await sendDue(); // the dispatch notices
    const start = shop.clock.now();
    const moved = (
      await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: [...ref(kept.orderId), ...ref(undone.orderId)] })
    ).data!.adminMoveShipments;
    const until = new Date(start.getTime() + 300_000).toISOString();
    expect(moved.map((m) => [m.problem, m.undoUntil, m.order!.status])).toEqual([
      [null, until, 'delivered'],
      [null, until, 'delivered'],
    ]);
    expect(new Date((await deliveredMail(undone.orderId))!.next_attempt_at).toISOString()).toBe(until);
    shop.clock.set(new Date(start.getTime() + 299_000));
    expect(await sendDue()).toEqual([]);

    const reply = await staff()(AdminUndoDeliveryDocument, { tenant, orderId: undone.orderId, shipment: 'van' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.adminUndoDelivery.status).toBe('dispatched');
    const after = await vanStatus(undone.orderId);
    expect(after).toMatchObject({ order: 'dispatched', van: 'dispatched', deliveredAt: null });
    expect(after.history.slice(-2)).toEqual(['shipmentDelivered', 'deliveryUndone']);
    expect(await deliveredMail(undone.orderId)).toBeUndefined();
    const audit = await shop.db
      .selectFrom('admin_audit')
      .select(['subject_id', 'before', 'after', 'staff_email'])
      .where('action', '=', 'order.undoDeliver')
      .where('subject_id', 'in', [kept.orderId, undone.orderId])
      .execute();
    expect(audit).toEqual([
      {
        subject_id: undone.orderId,
        staff_email: 'staff@hearth.example',
        before: { status: 'delivered', shipment: { id: 'van', status: 'delivered', deliveredAt: start.toISOString() } },
        after: { status: 'dispatched', shipment: { id: 'van', status: 'dispatched' }, mailWithdrawn: true },
      },
    ]);

    // Only the kept one's thanks leave when the window closes.
    shop.clock.set(new Date(start.getTime() + 300_000));
    expect(await sendDue()).toEqual([`shipment-delivered.${kept.orderId}.van`]);
    // Marked delivered again, it owes its mail again, held again.
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: ref(undone.orderId) });
    expect(await deliveredMail(undone.orderId)).toMatchObject({ status: 'pending' });
    expect((await vanStatus(undone.orderId)).order).toBe('delivered');
  });

  it('after the window, once the mail was sent now, or on a shipment not delivered, undo is refused and nothing changes', async () => {
    const [late, released] = [await vanOnTheRoad(), await vanOnTheRoad()];
    const start = shop.clock.now();
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: [...ref(late.orderId), ...ref(released.orderId)] });

    const sent = (await staff()(AdminSendDispatchMailNowDocument, { tenant, shipments: ref(released.orderId) })).data!
      .adminSendDispatchMailNow;
    expect(sent).toEqual([{ orderId: released.orderId, shipment: 'van' }]);
    const gone = await staff()(AdminUndoDeliveryDocument, { tenant, orderId: released.orderId, shipment: 'van' });
    expect(gone.errors![0]!.extensions!.reason).toBe('UNDO_CLOSED');
    expect(await vanStatus(released.orderId)).toMatchObject({ order: 'delivered', van: 'delivered' });

    shop.clock.set(new Date(start.getTime() + 300_000));
    const closed = await staff()(AdminUndoDeliveryDocument, { tenant, orderId: late.orderId, shipment: 'van' });
    expect(errorOf(closed)?.code).toBe('CONFLICT');
    expect(closed.errors![0]!.extensions!.reason).toBe('UNDO_CLOSED');
    expect(closed.errors![0]!.message).toContain(`Marking order ${late.number}'s van delivery delivered can no longer be undone`);
    expect(await vanStatus(late.orderId)).toMatchObject({ order: 'delivered', van: 'delivered' });
    expect(await deliveredMail(late.orderId)).toMatchObject({ status: 'pending' });

    const onTheRoad = await vanOnTheRoad();
    const nothing = await staff()(AdminUndoDeliveryDocument, { tenant, orderId: onTheRoad.orderId, shipment: 'van' });
    expect(nothing.errors![0]!.message).toBe('The van delivery has not been marked delivered, so there is nothing to undo.');
    const refused = [late, released, onTheRoad].map((stop) => stop.orderId);
    expect(
      await shop.db
        .selectFrom('admin_audit')
        .select('subject_id')
        .where('action', '=', 'order.undoDeliver')
        .where('subject_id', 'in', refused)
        .execute(),
    ).toEqual([]);
  });

  it('strangers and customers cannot undo a delivery', async () => {
    const stop = await vanOnTheRoad();
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: ref(stop.orderId) });
    // Signed in now: the clock stood days on for the delivery.
    shop.clock.set(new Date(NOW));
    const customer = await shop.customer({ email: `nosy-undo-${backend.name.toLowerCase()}@example.com` });
    for (const caller of [shop.api, customer.api]) {
      expect(errorOf(await caller(AdminUndoDeliveryDocument, { tenant, orderId: stop.orderId, shipment: 'van' }))?.code).toBe('FORBIDDEN');
    }
    expect((await vanStatus(stop.orderId)).van).toBe('delivered');
  });
});
