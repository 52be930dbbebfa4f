import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminDeleteVanDocument,
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

describe.each(backends)('deleting a van the shop no longer runs, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(async () => {
    await shop.db.deleteFrom('van_run_stop').execute();
    await shop.db.deleteFrom('van_run').execute();
    await shop.db.deleteFrom('desk_van').execute();
    shop.clock.set(new Date(NOW));
  });

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example', issuedAt: shop.clock.now() }) });
  let customers = 0;

  async function placedVanOrder() {
    const buyer = await shop.customer({ email: `van-delete${++customers}-${backend.name.toLowerCase()}@example.com` });
    const orderId = await paidVanOrder(buyer.api);
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    return { orderId, day: order.shipments.find((s) => s.id === 'van')!.deliveryDate! };
  }
  const addVan = async (name: string) => (await staff()(AdminSaveVanDocument, { tenant, name })).data!.adminSaveVan;
  const audit = (vanId: string) =>
    shop.db
      .selectFrom('admin_audit')
      .select(['staff_email', 'before', 'after'])
      .where('action', '=', 'van.delete')
      .where('subject_id', '=', vanId)
      .execute();

  it('a van with no stops goes at once, audited; the vans left are answered', { timeout: 90_000 }, async () => {
    const [sold, kept] = [await addVan('Old Transit'), await addVan('Van 1')];
    const reply = await staff()(AdminDeleteVanDocument, { tenant, id: sold.id });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.adminDeleteVan).toEqual([kept]);
    expect(await audit(sold.id)).toEqual([
      { staff_email: 'staff@hearth.example', before: { name: 'Old Transit', pastStops: 0 }, after: null },
    ]);
    const again = await staff()(AdminDeleteVanDocument, { tenant, id: sold.id });
    expect(errorOf(again)?.code).toBe('NOT_FOUND');
  });

  it('a van with stops on a day to come is refused, naming the day; once that day is past it goes, its old stops with it', {
    timeout: 120_000,
  }, async () => {
    const stop = await placedVanOrder();
    const van = await addVan('Van 2');
    await staff()(AdminSetVanStopsDocument, { tenant, day: stop.day, version: 0, vanId: van.id, orderIds: [stop.orderId] });

    const refused = await staff()(AdminDeleteVanDocument, { tenant, id: van.id });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT' });
    expect(refused.errors![0]!.extensions!.reason).toBe('VAN_HAS_STOPS');
    const dayWords = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${stop.day}T12:00:00Z`),
    );
    expect(refused.errors![0]!.message).toBe(
      `Van 2 still has stops on ${dayWords.replace(',', '')}: move them to another van, or take them off Van 2, then delete it.`,
    );
    expect((await staff()(AdminVanRunDocument, { tenant, day: stop.day })).data!.adminVanRun.stops).toHaveLength(1);
    expect(await audit(van.id)).toEqual([]);

    // The day after the run, the van can go.
    shop.clock.set(new Date(`${stop.day}T00:00:00Z`));
    shop.clock.set(new Date(shop.clock.now().getTime() + 36 * 3_600_000));
    const deleted = await staff()(AdminDeleteVanDocument, { tenant, id: van.id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.adminDeleteVan).toEqual([]);
    expect(await audit(van.id)).toMatchObject([{ before: { name: 'Van 2', pastStops: 1 }, after: null }]);
  });

  it('strangers and customers cannot delete a van', async () => {
    const van = await addVan('Van 3');
    const customer = await shop.customer({ email: `nosy-van-${backend.name.toLowerCase()}@example.com` });
    for (const caller of [shop.api, customer.api]) {
      expect(errorOf(await caller(AdminDeleteVanDocument, { tenant, id: van.id }))?.code).toBe('FORBIDDEN');
    }
    const bad = await staff()(AdminDeleteVanDocument, { tenant, id: 'not-a-van' });
    expect(errorOf(bad)?.code).toBe('BAD_USER_INPUT');
  });
});
