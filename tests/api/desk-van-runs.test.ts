import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminOrderDetailDocument,
  AdminSaveVanDocument,
  AdminSetVanStopsDocument,
  AdminVanRunDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { paidVanOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('the shop’s vans and the day’s van run, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(async () => {
    await shop.db.deleteFrom('van_run_stop').execute();
    await shop.db.deleteFrom('van_run').execute();
    await shop.db.deleteFrom('desk_van').execute();
  });

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example', issuedAt: shop.clock.now() }) });
  let customers = 0;

  /** A paid van order arriving on the third day offered (the same day for every order at this clock). */
  async function placedVanOrder() {
    const buyer = await shop.customer({ email: `van-run${++customers}-${backend.name.toLowerCase()}@example.com` });
    const orderId = await paidVanOrder(buyer.api);
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    return { orderId, number: order.number, day: order.shipments.find((s) => s.id === 'van')!.deliveryDate!, buyer };
  }

  const addVan = async (name: string) => (await staff()(AdminSaveVanDocument, { tenant, name })).data!.adminSaveVan;
  const run = async (day: string) => (await staff()(AdminVanRunDocument, { tenant, day })).data!.adminVanRun;
  const onVan = (stops: { orderId: string; vanId: string; position: number }[], vanId: string) =>
    stops.filter((stop) => stop.vanId === vanId).map((stop) => stop.orderId);

  it('puts stops on a van in order, reorders them, moves one to another van, and audits each change', async () => {
    const [a, b] = [await placedVanOrder(), await placedVanOrder()];
    const [one, two] = [await addVan('Van 1'), await addVan('Transit KX70')];
    expect(await run(a.day)).toMatchObject({ version: 0, vans: [{ name: 'Transit KX70' }, { name: 'Van 1' }], stops: [] });

    const assigned = await staff()(AdminSetVanStopsDocument, {
      tenant,
      day: a.day,
      version: 0,
      vanId: one.id,
      orderIds: [a.orderId, b.orderId],
    });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.adminSetVanStops.version).toBe(1);
    expect(onVan(assigned.data!.adminSetVanStops.stops, one.id)).toEqual([a.orderId, b.orderId]);

    // Move b up: the desk sends the van's list in its new order.
    const reordered = (
      await staff()(AdminSetVanStopsDocument, { tenant, day: a.day, version: 1, vanId: one.id, orderIds: [b.orderId, a.orderId] })
    ).data!.adminSetVanStops;
    expect(reordered.stops.filter((s) => s.vanId === one.id).map((s) => [s.orderId, s.position])).toEqual([
      [b.orderId, 1],
      [a.orderId, 2],
    ]);

    // Putting a on the second van takes it off the first.
    const moved = (await staff()(AdminSetVanStopsDocument, { tenant, day: a.day, version: 2, vanId: two.id, orderIds: [a.orderId] })).data!
      .adminSetVanStops;
    expect(onVan(moved.stops, one.id)).toEqual([b.orderId]);
    expect(onVan(moved.stops, two.id)).toEqual([a.orderId]);
    expect((await run(a.day)).version).toBe(3);

    const audit = await shop.db
      .selectFrom('admin_audit')
      .select(['staff_email', 'before', 'after'])
      .where('action', '=', 'vanRun.stops')
      .where('subject_id', '=', a.day)
      .orderBy('seq')
      .execute();
    expect(audit.map((entry) => entry.after)).toEqual([
      { van: 'Van 1', orders: [a.number, b.number] },
      { van: 'Van 1', orders: [b.number, a.number] },
      { van: 'Transit KX70', orders: [a.number] },
    ]);
    expect(audit[1]).toMatchObject({ staff_email: 'staff@hearth.example', before: { van: 'Van 1', orders: [a.number, b.number] } });

    // A rename keeps the van's stops; a name the shop has (in any case) is refused.
    expect((await staff()(AdminSaveVanDocument, { tenant, id: two.id, name: 'Van 2' })).data!.adminSaveVan).toEqual({
      id: two.id,
      name: 'Van 2',
    });
    expect(onVan((await run(a.day)).stops, two.id)).toEqual([a.orderId]);
    const clash = await staff()(AdminSaveVanDocument, { tenant, name: 'van 1' });
    expect(errorOf(clash)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(clash.errors![0]!.message).toBe('The shop already has a van called "van 1": choose another name.');
  });

  it('refuses a stale version, a van not the shop’s and an order not arriving that day, changing nothing', async () => {
    const a = await placedVanOrder();
    const van = await addVan('Van 1');
    await staff()(AdminSetVanStopsDocument, { tenant, day: a.day, version: 0, vanId: van.id, orderIds: [a.orderId] });

    const stale = await staff()(AdminSetVanStopsDocument, { tenant, day: a.day, version: 0, vanId: van.id, orderIds: [] });
    expect(errorOf(stale)?.code).toBe('CONFLICT');
    expect(stale.errors![0]!.extensions!.reason).toBe('STALE');
    expect(stale.errors![0]!.message).toMatch(/^The vans for \w+ \d+ \w+ were changed at the desk since you looked .*reload the day/);

    const noSuchVan = await staff()(AdminSetVanStopsDocument, {
      tenant,
      day: a.day,
      version: 1,
      vanId: '00000000-0000-4000-8000-000000000000',
      orderIds: [a.orderId],
    });
    expect(errorOf(noSuchVan)?.code).toBe('BAD_USER_INPUT');
    expect(noSuchVan.errors![0]!.extensions!.field).toBe('vanId');
    expect(noSuchVan.errors![0]!.message).toBe('There is no van with that id in this shop. Choose one of its vans: Van 1.');
    const notAnId = await staff()(AdminSetVanStopsDocument, { tenant, day: a.day, version: 1, vanId: 'van-1', orderIds: [a.orderId] });
    expect(notAnId.errors![0]!.message).toBe('vanId: must be the id of one of the shop’s vans, as adminVanRun lists them');

    const otherDay = await staff()(AdminSetVanStopsDocument, {
      tenant,
      day: '2026-12-31',
      version: 0,
      vanId: van.id,
      orderIds: [a.orderId],
    });
    expect(otherDay.errors![0]!.message).toBe(
      `Order ${a.number} has no van delivery arriving on Thursday 31 December (moved to another day, cancelled, or not this shop's): reload the day.`,
    );
    const twice = await staff()(AdminSetVanStopsDocument, {
      tenant,
      day: a.day,
      version: 1,
      vanId: van.id,
      orderIds: [a.orderId, a.orderId],
    });
    expect(twice.errors![0]!.message).toBe('The list names one order twice: each stop has one place in the run.');

    expect(await run(a.day)).toMatchObject({ version: 1, stops: [{ orderId: a.orderId, vanId: van.id, position: 1 }] });
  });

  it('answers only staff: the storefront key and a customer’s token are refused and nothing is written', async () => {
    const a = await placedVanOrder();
    const van = await addVan('Van 1');
    for (const caller of [shop.api, a.buyer.api]) {
      expect(errorOf(await caller(AdminVanRunDocument, { tenant, day: a.day }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminSaveVanDocument, { tenant, name: 'Stolen van' }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await caller(AdminSaveVanDocument, { tenant, id: van.id, name: 'Renamed' }))?.code).toBe('FORBIDDEN');
      expect(
        errorOf(await caller(AdminSetVanStopsDocument, { tenant, day: a.day, version: 0, vanId: van.id, orderIds: [a.orderId] }))?.code,
      ).toBe('FORBIDDEN');
    }
    expect(await run(a.day)).toMatchObject({ version: 0, vans: [{ name: 'Van 1' }], stops: [] });
  });
});
