import { describe, expect, it } from 'vitest';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument, GetOrderShipmentsDocument, SuggestionsForCartDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';

describe.each(backends)('small goods ride with a larger delivery, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });

  async function cartOf(lines: [string, number][]) {
    let orderId: string | undefined;
    for (const [skuId, quantity] of lines) {
      const added = await shop.api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(added.errors).toBeUndefined();
      orderId = added.data!.addToCart.id;
    }
    return orderId!;
  }

  const suggestionsFor = async (orderId: string) =>
    (await shop.api(SuggestionsForCartDocument, { ...scope, orderId })).data!.getCartSuggestedProducts;

  it('firelighters added to a pallet of pellets go on the pallet: one delivery, no extra parcel charge', async () => {
    const palletOnly = await cartOf([['PEL-FP-6MM-375', 1]]);
    await billAndDeliverTo(shop.api, palletOnly);
    const alone = (await shop.api(GetOrderShipmentsDocument, { ...scope, orderId: palletOnly })).data!.getOrder!;

    const withLighters = await cartOf([
      ['PEL-FP-6MM-375', 1],
      ['ACC-FIRELIGHTER-100', 1],
    ]);
    await billAndDeliverTo(shop.api, withLighters);
    const order = (await shop.api(GetOrderShipmentsDocument, { ...scope, orderId: withLighters })).data!.getOrder!;
    expect(order.shipments.map((s) => [s.id, s.orderItems.map((i) => i.code)])).toEqual([
      ['pallet', ['PEL-FP-6MM-375', 'ACC-FIRELIGHTER-100']],
    ]);
    expect(order.shipments[0]!.isShipmentValid).toBe(true);
    expect(order.shippingAmount).toBe(alone.shippingAmount);
  });

  it('the basket’s suggestion says, before it is added, whether it rides along or adds a delivery and from what price', async () => {
    const pellets = await cartOf([['PEL-FP-6MM-375', 1]]);
    expect(await suggestionsFor(pellets)).toEqual([
      expect.objectContaining({
        SKUCode: 'ACC-FIRELIGHTER-100',
        deliveryNote: 'Travels with your pallet delivery: no extra delivery charge.',
      }),
    ]);

    const kindling = await cartOf([['KIN-NET-10L', 1]]);
    expect((await suggestionsFor(kindling)).map((s) => [s.SKUCode, s.deliveryNote])).toEqual([
      ['ACC-FIRELIGHTER-100', 'Joins your parcel delivery.'],
      ['LOG-ASH-STD', 'Adds a van delivery, from £19.95; your parcel goods travel with it.'],
    ]);
  });
});
