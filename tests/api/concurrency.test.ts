import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../../commerce/domain/pricing/order-totals.ts';
import { toPounds } from '../../commerce/domain/money.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { ADD_TO_CART, apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';

const SKUS = ['LOG-ASH-STD', 'LOG-BIR-STD', 'KIN-NET-10L', 'ACC-FIRELIGHTER-100', 'PEL-FP-6MM-375'];

describe.each(backends)('concurrent edits of one order on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    call = apiClient(db);
  });
  afterAll(() => dispose());

  it('50 parallel edits lose no update and leave totals equal to a fresh recomputation', async () => {
    const orderId = (await call(ADD_TO_CART, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
    const firstLine = (await db.selectFrom('order_item').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;

    // A mix of adds to every line, quantity edits of one line and coupon changes, all at once.
    const edits = Array.from({ length: 50 }, (_, i) => {
      if (i % 10 === 3) {
        return call(`mutation($o: ID!, $i: ID!, $q: Int!) { editOrderItem(orderId: $o, orderItemId: $i, quantity: $q, tenant: "hearth", salesChannel: "uk-web") { id } }`, { o: orderId, i: firstLine, q: 2 + (i % 3) });
      }
      if (i % 10 === 7) {
        return call(`mutation($o: ID!, $c: String) { updateDiscountAmount(orderId: $o, couponCode: $c, tenant: "hearth", salesChannel: "uk-web") { id } }`, { o: orderId, c: i % 20 === 7 ? 'FREEDELIVERY' : '' });
      }
      return call(ADD_TO_CART, { ...scope, orderId, skuId: SKUS[i % SKUS.length], quantity: 1 });
    });
    const results = await Promise.all(edits);
    // Each edit either lands or is refused with a message (none here should be refused).
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.message)).toEqual([]);

    const version = (await db.selectFrom('orders').select('version').where('id', '=', orderId).executeTakeFirstOrThrow()).version;
    expect(version).toBe(1 + 50);

    const rows = await db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).execute();
    const adds = new Map<string, number>();
    results.forEach((_, i) => {
      if (i % 10 !== 3 && i % 10 !== 7) adds.set(SKUS[i % SKUS.length]!, (adds.get(SKUS[i % SKUS.length]!) ?? 0) + 1);
    });
    for (const sku of SKUS.slice(1)) expect(rows.find((r) => r.product_id === sku)?.quantity, sku).toBe(adds.get(sku));

    const fresh = calculateOrderTotals({
      lines: rows.map((r) => ({ quantity: r.quantity, unitPricePence: r.unit_price_pence, vatRateBasisPoints: r.vat_rate_basis_points, weightGrams: r.weight_grams })),
      shipments: [],
      coupon: null,
      creditUsedPence: 0,
    });
    const reported = (await call(`query($o: ID!) { getOrder(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { subTotalAmount totalTax itemsCount totalWeight } }`, { o: orderId })).data!.getOrder;
    expect(reported).toEqual({
      subTotalAmount: toPounds(fresh.subTotalPence),
      totalTax: toPounds(fresh.totalTaxPence),
      itemsCount: fresh.itemsCount,
      totalWeight: fresh.totalWeightGrams / 1000,
    });
  });
});
