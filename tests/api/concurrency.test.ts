import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../../commerce/domain/pricing/order-totals.ts';
import { toPounds } from '../../commerce/domain/money.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { AddToCartLinesDocument, ApplyCouponDocument, EditLineQuantityDocument, GetOrderTotalsDocument } from './gql/graphql.ts';

const SKUS = ['LOG-ASH-STD', 'LOG-BIR-STD', 'KIN-NET-10L', 'ACC-FIRELIGHTER-100', 'PEL-FP-6MM-375'];

describe.each(backends)('concurrent edits of one order on $name', (backend) => {
  const shop = useShop(backend);
  const { api } = shop;

  it('50 parallel edits lose no update and leave totals equal to a fresh recomputation', async () => {
    const orderId = (await api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
    const firstLine = (await shop.db.selectFrom('order_item').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;

    // A mix of adds to every line, quantity edits of one line and coupon changes, all at once.
    const edits = Array.from({ length: 50 }, (_, i) => {
      if (i % 10 === 3) {
        return api(EditLineQuantityDocument, { ...scope, orderId, orderItemId: firstLine, quantity: 2 + (i % 3) });
      }
      if (i % 10 === 7) {
        return api(ApplyCouponDocument, { ...scope, orderId, couponCode: i % 20 === 7 ? 'FREEDELIVERY' : '' });
      }
      return api(AddToCartLinesDocument, { ...scope, orderId, skuId: SKUS[i % SKUS.length]!, quantity: 1 });
    });
    const results = await Promise.all(edits);
    // Each edit either lands or is refused with a message (none here should be refused).
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.message)).toEqual([]);

    const version = (await shop.db.selectFrom('orders').select('version').where('id', '=', orderId).executeTakeFirstOrThrow()).version;
    expect(version).toBe(1 + 50);

    const rows = await shop.db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).execute();
    const adds = new Map<string, number>();
    results.forEach((_, i) => {
      if (i % 10 !== 3 && i % 10 !== 7) adds.set(SKUS[i % SKUS.length]!, (adds.get(SKUS[i % SKUS.length]!) ?? 0) + 1);
    });
    for (const sku of SKUS.slice(1)) expect(rows.find((r) => r.product_id === sku)?.quantity, sku).toBe(adds.get(sku));

    const fresh = calculateOrderTotals({
      lines: rows.map((r) => ({
        quantity: r.quantity,
        unitPricePence: r.unit_price_pence,
        vatRateBasisPoints: r.vat_rate_basis_points,
        weightGrams: r.weight_grams,
      })),
      shipments: [],
      coupon: null,
      creditUsedPence: 0,
    });
    const reported = (await api(GetOrderTotalsDocument, { ...scope, orderId })).data!.getOrder;
    expect(reported).toEqual({
      subTotalAmount: toPounds(fresh.subTotalPence),
      totalTax: toPounds(fresh.totalTaxPence),
      itemsCount: fresh.itemsCount,
      totalWeight: fresh.totalWeightGrams / 1000,
    });
  });
});
