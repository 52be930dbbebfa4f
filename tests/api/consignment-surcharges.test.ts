import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import type { ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { forgetDeliveryConfig } from '../../commerce/delivery/delivery.store.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AdminDeliverySetupDocument, AdminUpdateDeliveryMethodDocument } from '../../src/features/admin/gql/graphql.ts';
import { GetOrderShipmentsDocument, PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const HIGHLANDS = { ...HOME_ADDRESS, line1: '1 Harbour Road', city: 'Inverness', postCode: 'IV2 3AA' };

async function palletRule(db: Kysely<Database>): Promise<ShippingMethodRule> {
  const row = await db
    .selectFrom('shipping_method')
    .select('rule')
    .where('tenant_id', '=', 'hearth')
    .where('id', '=', 'pallet-standard')
    .executeTakeFirstOrThrow();
  return row.rule;
}

/** Stores the standard pallet's rule, and drops the cached delivery setup so the next read quotes by it (as a desk save does). */
async function storePalletRule(db: Kysely<Database>, rule: ShippingMethodRule) {
  await db.updateTable('shipping_method').set({ rule }).where('tenant_id', '=', 'hearth').where('id', '=', 'pallet-standard').execute();
  forgetDeliveryConfig(db, 'hearth');
}

const read = async (api: ApiClient, orderId: string) => (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;

/** 27 pallets of two pellets (995 kg each) to the Highlands, up a lane only a tail-lift lorry can use: two lorries. */
async function twoLorries(api: ApiClient, db: Kysely<Database>): Promise<string> {
  const orderId = await payableOrder(api, [
    ['PEL-ANTE-6MM-975', 14],
    ['PEL-FP-6MM-975', 13],
  ]);
  await billAndDeliverTo(api, orderId, HIGHLANDS);
  await db
    .updateTable('order_address')
    .set({ restricted_access: true })
    .where('order_id', '=', orderId)
    .where('address_type', '=', 'shipping')
    .execute();
  return orderId;
}

describe.each(backends)('surcharges per consignment on $name', (backend) => {
  // Enough pellets on the shelf for several loads of 27 pallets.
  const shop = useShop(backend, {
    now: NOW,
    setUp: (db) => db.updateTable('product').set({ on_hand: 500 }).where('id', 'in', ['PEL-ANTE-6MM-975', 'PEL-FP-6MM-975']).execute(),
  });
  const { api } = shop;

  it('a load over one lorry pays the Highlands surcharge and the tail-lift for each consignment, and the promise says × 2', async () => {
    // The seeded standard pallet (migration 0044) charges both per consignment; the pellets are over its free-delivery threshold.
    expect((await palletRule(shop.db)).surchargesPerConsignment).toEqual(['zone', 'restrictedAccess']);
    const orderId = await twoLorries(api, shop.db);
    const [pallet] = (await read(api, orderId)).shipments;
    expect(pallet!.shippingAmount).toBe(2 * 35 + 2 * 15);
    expect(pallet!.surcharges.map((s) => [s.name, s.amount])).toEqual([
      ['Remote area surcharge × 2 consignments', 70],
      ['Tail-lift delivery × 2 consignments', 30],
    ]);
    expect(pallet!.promise.chargeLines).toEqual([
      'Pallet delivery (27 pallets) Free',
      'Remote area surcharge (the Scottish Highlands) × 2 consignments £70.00',
      'Tail-lift delivery (restricted access) × 2 consignments £30.00',
    ]);
  });

  it('a placed order keeps what it was charged when the rule changes after, and one placed before the rule keeps its single surcharges', async () => {
    const orderId = await twoLorries(api, shop.db);
    const paid = await api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    const seeded = await palletRule(shop.db);
    const { surchargesPerConsignment: _perConsignment, ...once } = seeded;
    await storePalletRule(shop.db, once);
    try {
      // Placed under the per-consignment rule: still twice each.
      expect((await read(api, orderId)).shipments[0]!.shippingAmount).toBe(100);
      // A basket now follows the rule as it is: once each.
      const basket = await twoLorries(api, shop.db);
      expect((await read(api, basket)).shipments[0]!.shippingAmount).toBe(35 + 15);
      // An order placed before the rule was kept (nothing written down) was charged once, and still is.
      await shop.db.updateTable('order_shipment').set({ surcharges_per_consignment: null }).where('order_id', '=', orderId).execute();
      await storePalletRule(shop.db, seeded);
      expect((await read(api, orderId)).shipments[0]!.shippingAmount).toBe(35 + 15);
    } finally {
      await storePalletRule(shop.db, seeded);
    }
  });

  it('the desk’s method form, which does not send the list, keeps it when it saves the method', async () => {
    const staff = shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
    const setup = (await staff(AdminDeliverySetupDocument, { tenant: 'hearth' })).data!.adminDeliverySetup;
    const method = setup.methods.find((m) => m.id === 'pallet-standard')!;
    // The form's own fields, as it sends them back: the per-consignment list is not among them.
    const { retired: _retired, ...input } = method;
    const saved = await staff(AdminUpdateDeliveryMethodDocument, {
      tenant: 'hearth',
      input: { ...input, description: 'Pellets by pallet lorry.' },
    });
    expect(saved.errors).toBeUndefined();
    expect(await palletRule(shop.db)).toMatchObject({
      description: 'Pellets by pallet lorry.',
      surchargesPerConsignment: ['zone', 'restrictedAccess'],
    });
  });
});
