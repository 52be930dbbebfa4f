import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import {
  AddToCartLinesDocument,
  ChoosePreorderDeliveryDocument,
  GetOrderShipmentsDocument,
  GetPreorderOptionsDocument,
  PayForOrderDocument,
  SuggestionDeliveryDocument,
  ValidateOrderShipmentsDocument,
} from './gql/graphql.ts';

// Wednesday 2 December 2026, 09:00 in London: before every courier's cut-off.
const NOW = '2026-12-02T09:00:00Z';
const PRE_ORDER = 'PEL-ANTE-6MM-975';
const IN_STOCK = 'PEL-FP-6MM-375';
const FIRELIGHTERS = 'ACC-FIRELIGHTER-100';
const PRESALE_DATE = '2027-01-15';

describe.each(backends)('a basket mixing stock and pre-orders on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const { api } = shop;

  async function presale() {
    await shop.db
      .updateTable('product')
      .set({ on_hand: 0, presale_date: PRESALE_DATE, presale_limit: 10 })
      .where('tenant_id', '=', scope.tenant)
      .where('id', '=', PRE_ORDER)
      .execute();
  }

  async function cart(lines: [string, number][]) {
    let orderId: string | undefined;
    for (const [skuId, quantity] of lines) {
      const added = await api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
      expect(added.errors).toBeUndefined();
      orderId = added.data!.addToCart.id;
    }
    await billAndDeliverTo(api, orderId!);
    return orderId!;
  }

  const choose = async (orderId: string, choice: 'SPLIT' | 'TOGETHER') => {
    const result = await api(ChoosePreorderDeliveryDocument, { ...scope, orderId, choice });
    expect(result.errors).toBeUndefined();
    return result.data!.choosePreorderDelivery;
  };

  it('offers both ways with their charges and dates, and each choice quotes as it said', async () => {
    await presale();
    const orderId = await cart([
      [IN_STOCK, 1],
      [PRE_ORDER, 1],
      [FIRELIGHTERS, 1],
    ]);
    const together = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId })).data!.getAndValidateOrder!;
    expect(together.shipments.map((s) => [s.id, s.estDispatchDate])).toEqual([['pallet', PRESALE_DATE]]);

    const split = await choose(orderId, 'SPLIT');
    expect(split.preorderDelivery).toBe('SPLIT');
    // The goods in stock leave today, the firelighters riding with the pellets; the pre-order not before its date.
    expect(split.shipments.map((s) => [s.id, s.estDispatchDate, s.orderItems.map((i) => i.code)])).toEqual([
      ['pallet', '2026-12-02', [IN_STOCK, FIRELIGHTERS]],
      ['pallet-later', PRESALE_DATE, [PRE_ORDER]],
    ]);
    for (const shipment of split.shipments) expect(shipment.isShipmentValid).toBe(true);
    const later = split.shipments.find((s) => s.id === 'pallet-later')!;
    for (const method of later.availableShippingMethods) expect(method.estDeliveryDates.every((d) => d > PRESALE_DATE)).toBe(true);

    // Each option's words and charge are what choosing it makes of the order.
    const options = new Map(split.preorderOptions.map((o) => [o.choice, o]));
    expect(options.get('SPLIT')).toMatchObject({ chosen: true, deliveries: 2, shippingAmount: split.shippingAmount });
    expect(options.get('SPLIT')!.detail).toBe(
      `2 deliveries: ${split.shipments[0]!.deliveryDateText}, then ${later.deliveryDateText}. Delivery £${split.shippingAmount.toFixed(2)} in all.`,
    );
    expect(options.get('TOGETHER')).toMatchObject({ chosen: false, deliveries: 1, shippingAmount: together.shippingAmount });
    expect(split.totalAmount).toBeCloseTo(split.subTotalAmount + split.shippingAmount, 2);

    const back = await choose(orderId, 'TOGETHER');
    expect(back.shipments.map((s) => s.id)).toEqual(['pallet']);
    expect(back.shippingAmount).toBe(together.shippingAmount);

    // The basket asks before checkout has an address: the same figures for the same postcode.
    const asked = await api(GetPreorderOptionsDocument, { ...scope, orderId, postcode: 'LE12 6UZ' });
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.getPreorderOptions.map((o) => o.shippingAmount)).toEqual(split.preorderOptions.map((o) => o.shippingAmount));
  });

  it('refuses a choice that is not one of the two, and offers none when nothing would wait', async () => {
    const orderId = await cart([
      [IN_STOCK, 1],
      [FIRELIGHTERS, 1],
    ]);
    const wrong = await api(ChoosePreorderDeliveryDocument, { ...scope, orderId, choice: 'EARLY' as never });
    expect(wrong.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const plain = await choose(orderId, 'SPLIT');
    expect(plain.preorderOptions).toEqual([]);
    // A split choice with nothing on pre-order changes nothing: the firelighters still ride on the pallet.
    expect(plain.shipments.map((s) => [s.id, s.orderItems.map((i) => i.code)])).toEqual([['pallet', [IN_STOCK, FIRELIGHTERS]]]);
  });

  it('lets an add-on ride with a pallet instead of paying for its own parcel', async () => {
    const alone = await cart([[FIRELIGHTERS, 1]]);
    const parcel = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId: alone })).data!.getAndValidateOrder!;
    expect(parcel.shipments.map((s) => s.id)).toEqual(['parcel']);
    expect(parcel.shippingAmount).toBeGreaterThan(0);

    const pellets = await cart([[IN_STOCK, 1]]);
    const palletOnly = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId: pellets })).data!.getAndValidateOrder!;
    const riding = await cart([
      [IN_STOCK, 1],
      [FIRELIGHTERS, 1],
    ]);
    const withAddOn = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId: riding })).data!.getAndValidateOrder!;
    expect(withAddOn.shipments.map((s) => [s.id, s.orderItems.map((i) => i.code)])).toEqual([['pallet', [IN_STOCK, FIRELIGHTERS]]]);
    expect(withAddOn.shippingAmount).toBe(palletOnly.shippingAmount);
    expect(withAddOn.totalAmount).toBeCloseTo(withAddOn.subTotalAmount + withAddOn.shippingAmount, 2);

    // A pallet cannot reach the Western Isles: the firelighters then go by parcel, which can.
    await billAndDeliverTo(api, riding, { ...HOME_ADDRESS, city: 'Stornoway', postCode: 'HS1 2AA' });
    const island = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId: riding })).data!.getAndValidateOrder!;
    expect(island.shipments.map((s) => [s.id, s.isShipmentValid, s.orderItems.map((i) => i.code)])).toEqual([
      ['pallet', false, [IN_STOCK]],
      ['parcel', true, [FIRELIGHTERS]],
    ]);
  });

  it('says on a suggestion what delivery adding it brings, before it is added', async () => {
    const suggested = async (orderId: string) => {
      const result = await api(SuggestionDeliveryDocument, { ...scope, orderId });
      expect(result.errors).toBeUndefined();
      return new Map(result.data!.getCartSuggestedProducts.map((s) => [s.SKUCode, s.deliveryText]));
    };
    const pellets = await cart([[IN_STOCK, 1]]);
    expect((await suggested(pellets)).get(FIRELIGHTERS)).toBe('Travels with your pallet: no extra delivery charge');

    // Kindling alone: the firelighters would join its parcel.
    const kindling = await cart([['KIN-NET-10L', 1]]);
    expect((await suggested(kindling)).get(FIRELIGHTERS)).toBe('Goes in your parcel with the rest');

    // A pre-order pallet sent apart leaves later: firelighters in stock cannot ride with it, so they
    // would come in a parcel of their own, priced as that parcel to the cart's address.
    await presale();
    const later = await cart([[PRE_ORDER, 1]]);
    expect((await suggested(later)).get(FIRELIGHTERS)).toBe('Travels with your pallet: no extra delivery charge');
    await choose(later, 'SPLIT');
    const lighters = await cart([[FIRELIGHTERS, 1]]);
    const parcel = (await api(ValidateOrderShipmentsDocument, { ...scope, orderId: lighters })).data!.getAndValidateOrder!.shippingAmount;
    expect((await suggested(later)).get(FIRELIGHTERS)).toBe(`Comes in a parcel of its own: adds £${parcel.toFixed(2)} delivery`);
  });

  it('places a split order with both shipments, each on its own day, and mails the same', async () => {
    await presale();
    await shop.db.deleteFrom('mail_outbox').execute();
    const orderId = await payableOrder(api, [
      [IN_STOCK, 1],
      [PRE_ORDER, 1],
    ]);
    const quoted = await choose(orderId, 'SPLIT');
    const paid = await api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    const placed = (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(placed.shipments.map((s) => [s.id, s.estDispatchDate, s.estDeliveryDate])).toEqual(
      quoted.shipments.map((s) => [s.id, s.estDispatchDate, s.estDeliveryDate]),
    );
    expect(placed.shippingAmount).toBe(quoted.shippingAmount);
    const frozen = await shop.db
      .selectFrom('order_shipment')
      .select(['shipment_key', 'delivery_date'])
      .where('order_id', '=', orderId)
      .orderBy('shipment_key')
      .execute();
    expect(frozen.map((row) => row.shipment_key)).toEqual(['pallet', 'pallet-later']);

    // The shelf empties and the in-stock pellets go on presale for their next batch: the placed
    // order's lines stay where its payment took them from, not where today's stock would put them.
    await shop.db
      .updateTable('product')
      .set({ on_hand: 0, presale_date: '2027-02-01', presale_limit: 10 })
      .where('tenant_id', '=', scope.tenant)
      .where('id', '=', IN_STOCK)
      .execute();
    const later = (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(later.shipments.map((s) => [s.id, s.orderItems.map((item) => item.code), s.estDeliveryDate])).toEqual(
      placed.shipments.map((s) => [s.id, s.orderItems.map((item) => item.code), s.estDeliveryDate]),
    );
    expect(later.shipments.map((s) => [s.id, s.orderItems.map((item) => item.code)])).toEqual([
      ['pallet', [IN_STOCK]],
      ['pallet-later', [PRE_ORDER]],
    ]);

    const inbox = receiver();
    await outboxInto(inbox, shop).runOnce();
    const email = (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email!;
    const [confirmation] = inbox.to(email);
    expect(confirmation!.text).toContain('Delivery on Friday 4 December.');
    expect(confirmation!.text).toContain('Pre-order: ships from 15 January.');
  });

  it('sells a presale product off its shelf while the shelf covers the line: the line ships now, before and after placing', async () => {
    await presale();
    await shop.db
      .updateTable('product')
      .set({ on_hand: 5, presale_date: '2027-02-01', presale_limit: 10 })
      .where('tenant_id', '=', scope.tenant)
      .where('id', '=', IN_STOCK)
      .execute();
    const orderId = await payableOrder(api, [
      [IN_STOCK, 2],
      [PRE_ORDER, 1],
    ]);
    const quoted = await choose(orderId, 'SPLIT');
    expect(quoted.shipments.map((s) => s.id)).toEqual(['pallet', 'pallet-later']);
    const paid = await api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    const stock = await shop.db
      .selectFrom('product')
      .select(['id', 'on_hand', 'presale_limit'])
      .where('tenant_id', '=', scope.tenant)
      .where('id', 'in', [IN_STOCK, PRE_ORDER])
      .orderBy('id')
      .execute();
    expect(stock).toEqual([
      { id: PRE_ORDER, on_hand: 0, presale_limit: 9 },
      { id: IN_STOCK, on_hand: 3, presale_limit: 10 },
    ]);
    const placed = (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(placed.shipments.map((s) => [s.id, s.orderItems.map((item) => item.code)])).toEqual([
      ['pallet', [IN_STOCK]],
      ['pallet-later', [PRE_ORDER]],
    ]);
  });
});
