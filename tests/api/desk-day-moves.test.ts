import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminDeskSettingsDocument,
  AdminMoveShipmentsDocument,
  AdminOrderDetailDocument,
  AdminPlanShipmentMovesDocument,
  AdminSendDispatchMailNowDocument,
  AdminSetDeskSettingsDocument,
  AdminUndoDispatchDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { paidVanOrder } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('moving the day’s stops in bulk, with an undo window and early warnings, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(async () => {
    await shop.db.deleteFrom('mail_outbox').execute();
    await shop.db.deleteFrom('desk_setting').execute();
  });

  // Signed in afresh at the clock's time: the tests move the clock days on, to the van's days.
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example', issuedAt: shop.clock.now() }) });
  let customers = 0;

  /** A van order for the third day offered, paid; answers its id, number and the van's days. */
  async function placedVanOrder(customer?: SignedInCustomer) {
    const buyer = customer ?? (await shop.customer({ email: `stop${++customers}-${backend.name.toLowerCase()}@example.com` }));
    const orderId = await paidVanOrder(buyer.api, 2);
    await shop.db.deleteFrom('mail_outbox').where('order_id', '=', orderId).execute();
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    const van = order.shipments.find((s) => s.id === 'van')!;
    return { orderId, number: order.number, email: buyer.row.email, dispatchDate: van.dispatchDate!, deliveryDate: van.deliveryDate! };
  }

  /** 08:00 in London on an ISO day (November: London is on UTC). */
  const morningOf = (day: string) => new Date(`${day}T08:00:00Z`);
  const refs = (...orders: { orderId: string }[]) => orders.map((o) => ({ orderId: o.orderId, shipment: 'van' }));
  const dispatchMail = (orderId: string) =>
    shop.db
      .selectFrom('mail_outbox')
      .select(['status', 'next_attempt_at', 'recipient'])
      .where('idempotency_key', '=', `shipment-dispatched.${orderId}.van`)
      .executeTakeFirst();
  const vanStatus = async (orderId: string) => {
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    return { order: order.status, van: order.shipments.find((s) => s.id === 'van')!.status, history: order.history.map((h) => h.event) };
  };
  async function sendDue() {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    return inbox.messages().map((m) => m.idempotencyKey);
  }

  it('the plan names who is mailed what, warns of an early dispatch and says why a move cannot be made; it writes nothing', async () => {
    const a = await placedVanOrder();
    const b = await placedVanOrder();
    shop.clock.set(morningOf(a.dispatchDate));
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(b) });
    shop.clock.set(new Date(NOW));

    const plan = (await staff()(AdminPlanShipmentMovesDocument, { tenant, move: 'DISPATCH', shipments: refs(a, b) })).data!
      .adminPlanShipmentMoves;
    expect(plan[0]).toMatchObject({ orderNumber: a.number, recipient: a.email, refused: null });
    expect(plan[1]).toMatchObject({ orderNumber: b.number });
    expect(plan[0]!.mail).toMatch(/^Dispatch notice: arrives \w+day \d+ \w+, .+; it leaves in 5 minutes unless undone$/);
    expect(plan[0]!.early).toMatch(/^The van delivery is due to leave on \w+day \d+ \w+, not today\.$/);
    expect(plan[1]).toMatchObject({ orderNumber: b.number, recipient: null, mail: null });
    expect(plan[1]!.refused).toContain('already dispatched');
    expect((await vanStatus(a.orderId)).van).toBe('awaitingDispatch');
    expect(await dispatchMail(a.orderId)).toBeUndefined();
  });

  it('an early bulk dispatch is refused whole until confirmed; confirmed, each stop moves with a mail held for the undo window', async () => {
    const stops = [await placedVanOrder(), await placedVanOrder(), await placedVanOrder()];
    const refused = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(...stops) });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT' });
    expect(refused.errors![0]!.extensions!.reason).toBe('EARLY_MOVE');
    for (const stop of stops) expect(refused.errors![0]!.message).toContain(`Order ${stop.number}: The van delivery is due to leave on`);
    for (const stop of stops) {
      expect((await vanStatus(stop.orderId)).van).toBe('awaitingDispatch');
      expect(await dispatchMail(stop.orderId)).toBeUndefined();
    }

    const moved = (await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(...stops), confirmEarly: true }))
      .data!.adminMoveShipments;
    const undoUntil = new Date(new Date(NOW).getTime() + 300_000);
    expect(moved.map((m) => [m.problem, m.undoUntil, m.order!.status])).toEqual(
      stops.map(() => [null, undoUntil.toISOString(), 'dispatched']),
    );
    for (const stop of stops) {
      const mail = await dispatchMail(stop.orderId);
      expect(mail).toMatchObject({ status: 'pending', recipient: stop.email });
      expect(new Date(mail!.next_attempt_at).toISOString()).toBe(undoUntil.toISOString());
    }
    // The mails wait for the window: nothing leaves before it closes.
    shop.clock.set(new Date(undoUntil.getTime() - 1000));
    expect(await sendDue()).toEqual([]);
    const audit = await shop.db.selectFrom('admin_audit').select('subject_id').where('action', '=', 'order.dispatch').execute();
    for (const stop of stops) expect(audit.map((row) => row.subject_id)).toContain(stop.orderId);
  });

  it('an undo within the window moves the order back and withdraws its mail in one step: that customer is never mailed', async () => {
    const stops = [await placedVanOrder(), await placedVanOrder(), await placedVanOrder()];
    shop.clock.set(morningOf(stops[0]!.dispatchDate));
    const start = shop.clock.now();
    const moved = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(...stops) });
    expect(moved.errors).toBeUndefined();

    shop.clock.set(new Date(start.getTime() + 299_000));
    const undone = await staff()(AdminUndoDispatchDocument, { tenant, orderId: stops[1]!.orderId, shipment: 'van' });
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.adminUndoDispatch.status).toBe('placed');
    const after = await vanStatus(stops[1]!.orderId);
    expect(after).toMatchObject({ order: 'placed', van: 'awaitingDispatch' });
    expect(after.history.slice(-2)).toEqual(['shipmentDispatched', 'dispatchUndone']);
    expect(await dispatchMail(stops[1]!.orderId)).toBeUndefined();
    const audit = await shop.db.selectFrom('admin_audit').select(['after']).where('action', '=', 'order.undoDispatch').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'placed', shipment: { id: 'van', status: 'awaitingDispatch' }, mailWithdrawn: true });

    shop.clock.set(new Date(start.getTime() + 300_000));
    expect((await sendDue()).sort()).toEqual([stops[0]!, stops[2]!].map((s) => `shipment-dispatched.${s.orderId}.van`).sort());

    // Dispatched again, it owes its mail again.
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(stops[1]!) });
    expect(await dispatchMail(stops[1]!.orderId)).toMatchObject({ status: 'pending' });
  });

  it('after the window, or once the mail has left, undo is refused and nothing changes', async () => {
    const [stop, other] = [await placedVanOrder(), await placedVanOrder()];
    shop.clock.set(morningOf(stop.dispatchDate));
    const start = shop.clock.now();
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(stop) });
    shop.clock.set(new Date(start.getTime() + 300_000));
    const late = await staff()(AdminUndoDispatchDocument, { tenant, orderId: stop.orderId, shipment: 'van' });
    expect(errorOf(late)?.code).toBe('CONFLICT');
    expect(late.errors![0]!.extensions!.reason).toBe('UNDO_CLOSED');
    expect(late.errors![0]!.message).toContain('can be undone for 5 minutes');
    expect(await vanStatus(stop.orderId)).toMatchObject({ order: 'dispatched', van: 'dispatched' });
    expect(await dispatchMail(stop.orderId)).toMatchObject({ status: 'pending' });

    // A longer window, but the mail already went (sent at once with a window of 0 when it was dispatched).
    await staff()(AdminSetDeskSettingsDocument, { tenant, dispatchUndoSeconds: 0 });
    shop.clock.set(start);
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(other) });
    expect(await sendDue()).toContain(`shipment-dispatched.${other.orderId}.van`);
    await staff()(AdminSetDeskSettingsDocument, { tenant, dispatchUndoSeconds: 600 });
    const gone = await staff()(AdminUndoDispatchDocument, { tenant, orderId: other.orderId, shipment: 'van' });
    expect(gone.errors![0]!.extensions!.reason).toBe('UNDO_CLOSED');
    expect(await vanStatus(other.orderId)).toMatchObject({ van: 'dispatched' });
    expect(await dispatchMail(other.orderId)).toMatchObject({ status: 'sent' });
  });

  it('a dispatch from the order carries its tracking number: the plan shows it in the mail, the move keeps it, the undo drops it', async () => {
    const stop = await placedVanOrder();
    const tracked = [{ orderId: stop.orderId, shipment: 'van', trackingNumber: ' PX-7781 2234 ' }];
    const trackingOf = async () =>
      (
        await shop.db
          .selectFrom('order_shipment')
          .select('tracking_number')
          .where('order_id', '=', stop.orderId)
          .where('shipment_key', '=', 'van')
          .executeTakeFirstOrThrow()
      ).tracking_number;
    const plan = (await staff()(AdminPlanShipmentMovesDocument, { tenant, move: 'DISPATCH', shipments: tracked })).data!
      .adminPlanShipmentMoves;
    expect(plan[0]!.mail).toMatch(/^Dispatch notice: arrives .+, tracking number PX-7781 2234; it leaves in 5 minutes unless undone$/);
    expect(plan[0]!.early).not.toBeNull();

    // Early, so refused until confirmed; confirmed, it moves with the number and its mail is held.
    const refused = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: tracked });
    expect(refused.errors![0]!.extensions!.reason).toBe('EARLY_MOVE');
    expect(await trackingOf()).toBeNull();
    const start = shop.clock.now();
    const moved = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: tracked, confirmEarly: true });
    expect(moved.data!.adminMoveShipments[0]).toMatchObject({
      problem: null,
      undoUntil: new Date(start.getTime() + 300_000).toISOString(),
    });
    expect(await trackingOf()).toBe('PX-7781 2234');

    // Taken back inside the window: no mail, and the number goes with the dispatch.
    expect((await staff()(AdminUndoDispatchDocument, { tenant, orderId: stop.orderId, shipment: 'van' })).errors).toBeUndefined();
    expect(await trackingOf()).toBeNull();
    shop.clock.set(new Date(start.getTime() + 300_000));
    expect(await sendDue()).toEqual([]);

    // Dispatched again with its number: once the window closes, the customer's mail gives it.
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: tracked, confirmEarly: true });
    shop.clock.set(new Date(start.getTime() + 600_000));
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    const mails = inbox.to(stop.email);
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`shipment-dispatched.${stop.orderId}.van`]);
    expect(mails[0]!.text).toContain('PX-7781 2234');
  });

  it('a tracking number that is not a carrier’s, or on a move that is not a dispatch, is refused before anything moves', async () => {
    const stop = await placedVanOrder();
    const bad = await staff()(AdminMoveShipmentsDocument, {
      tenant,
      move: 'DISPATCH',
      shipments: [{ orderId: stop.orderId, shipment: 'van', trackingNumber: '<b>PX-7781</b>' }],
      confirmEarly: true,
    });
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(bad.errors![0]!.message).toContain('letters and digits');
    const delivering = await staff()(AdminPlanShipmentMovesDocument, {
      tenant,
      move: 'DELIVER',
      shipments: [{ orderId: stop.orderId, shipment: 'van', trackingNumber: 'PX-7781' }],
    });
    expect(errorOf(delivering)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(delivering.errors![0]!.message).toContain('a tracking number goes with a dispatch only');
    expect(await vanStatus(stop.orderId)).toMatchObject({ van: 'awaitingDispatch' });
    expect(await dispatchMail(stop.orderId)).toBeUndefined();
  });

  it('sending the held mails now lets them leave at once and closes their undo', async () => {
    const [a, b] = [await placedVanOrder(), await placedVanOrder()];
    shop.clock.set(morningOf(a.dispatchDate));
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(a, b) });
    const sent = (await staff()(AdminSendDispatchMailNowDocument, { tenant, shipments: refs(a) })).data!.adminSendDispatchMailNow;
    expect(sent).toEqual([{ orderId: a.orderId, shipment: 'van' }]);
    expect(await sendDue()).toEqual([`shipment-dispatched.${a.orderId}.van`]);
    const undo = await staff()(AdminUndoDispatchDocument, { tenant, orderId: a.orderId, shipment: 'van' });
    expect(undo.errors![0]!.extensions!.reason).toBe('UNDO_CLOSED');
    // Released but not yet taken by a worker, it still counts as gone.
    expect((await staff()(AdminSendDispatchMailNowDocument, { tenant, shipments: refs(b) })).data!.adminSendDispatchMailNow).toHaveLength(
      1,
    );
    expect((await staff()(AdminUndoDispatchDocument, { tenant, orderId: b.orderId, shipment: 'van' })).errors![0]!.extensions!.reason).toBe(
      'UNDO_CLOSED',
    );
    expect(await dispatchMail(b.orderId)).toMatchObject({ status: 'pending' });
    expect((await staff()(AdminSendDispatchMailNowDocument, { tenant, shipments: refs(a) })).data!.adminSendDispatchMailNow).toEqual([]);
  });

  it('marking delivered before the delivery day warns first; a bulk move answers a stop that cannot move beside the others', async () => {
    const [a, b] = [await placedVanOrder(), await placedVanOrder()];
    shop.clock.set(morningOf(a.dispatchDate));
    await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(a) });
    if (a.deliveryDate > a.dispatchDate) {
      const early = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: refs(a) });
      expect(early.errors![0]!.extensions!.reason).toBe('EARLY_MOVE');
      expect(early.errors![0]!.message).toContain('due to arrive on');
    }
    shop.clock.set(morningOf(a.deliveryDate));
    const delivered = (await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DELIVER', shipments: refs(a, b) })).data!
      .adminMoveShipments;
    expect(delivered[0]).toMatchObject({ problem: null, undoUntil: new Date(morningOf(a.deliveryDate).getTime() + 300_000).toISOString() });
    expect(delivered[0]!.order!.status).toBe('delivered');
    expect(delivered[1]!.problem).toBe('The van delivery has not been dispatched yet: dispatch it first.');
    expect((await vanStatus(b.orderId)).van).toBe('awaitingDispatch');
  });

  it('the undo window is a shop setting, audited, with its bounds named; strangers and customers cannot read or move anything', async () => {
    expect((await staff()(AdminDeskSettingsDocument, { tenant })).data!.adminDeskSettings.dispatchUndoSeconds).toBe(300);
    const tooLong = await staff()(AdminSetDeskSettingsDocument, { tenant, dispatchUndoSeconds: 3601 });
    expect(errorOf(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(tooLong.errors![0]!.message).toBe('dispatchUndoSeconds: must be at most 3600 seconds (an hour)');
    expect((await staff()(AdminSetDeskSettingsDocument, { tenant, dispatchUndoSeconds: 120 })).errors).toBeUndefined();
    expect((await staff()(AdminDeskSettingsDocument, { tenant })).data!.adminDeskSettings.dispatchUndoSeconds).toBe(120);
    const audit = await shop.db.selectFrom('admin_audit').select(['before', 'after']).where('action', '=', 'desk.settings').execute();
    expect(audit.at(-1)).toMatchObject({ before: { dispatchUndoSeconds: 300 }, after: { dispatchUndoSeconds: 120 } });

    const stop = await placedVanOrder();
    const twice = await staff()(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: [...refs(stop), ...refs(stop)] });
    expect(twice.errors![0]!.message).toBe('shipments: names the same shipment twice');
    const customer = await shop.customer({ email: `nosy-${backend.name.toLowerCase()}@example.com` });
    for (const caller of [shop.api, customer.api]) {
      expect(errorOf(await caller(AdminPlanShipmentMovesDocument, { tenant, move: 'DISPATCH', shipments: refs(stop) }))?.code).toBe(
        'FORBIDDEN',
      );
      expect(
        errorOf(await caller(AdminMoveShipmentsDocument, { tenant, move: 'DISPATCH', shipments: refs(stop), confirmEarly: true }))?.code,
      ).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminUndoDispatchDocument, { tenant, orderId: stop.orderId, shipment: 'van' }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminSetDeskSettingsDocument, { tenant, dispatchUndoSeconds: 0 }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminSendDispatchMailNowDocument, { tenant, shipments: refs(stop) }))?.code).toBe('FORBIDDEN');
    }
    expect((await vanStatus(stop.orderId)).van).toBe('awaitingDispatch');
  });
});
