import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { GetOrderDetailsDocument, GetProductDatesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import {
  AddToCartLinesDocument,
  ChooseShipmentMethodDocument,
  PayForOrderDocument,
  ValidateOrderShipmentsDocument,
} from './gql/graphql.ts';

// Wednesday 2 December 2026, 09:00 in London: before every courier's cut-off.
const NOW = '2026-12-02T09:00:00Z';
const PRE_ORDER = 'PEL-ANTE-6MM-975';
/** A Friday, six weeks on: the earliest pallet delivery from it is Tuesday 19 January (two working days). */
const PRESALE_DATE = '2027-01-15';
const POSTCODE = 'LE12 6UZ';

describe.each(backends)('delivery dates of a pre-order on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const { api } = shop;

  async function presale(onHand = 0) {
    await shop.db
      .updateTable('product')
      .set({ on_hand: onHand, presale_date: PRESALE_DATE, presale_limit: 10 })
      .where('tenant_id', '=', scope.tenant)
      .where('id', '=', PRE_ORDER)
      .execute();
  }

  const productDates = async (productId: string, quantity?: number) => {
    // The buy-box and the basket ask with the quantity as a line; no lines is one unit.
    const lines = quantity === undefined ? undefined : [{ productId, quantity }];
    const result = await api(GetProductDatesDocument, { ...scope, productId, postcode: POSTCODE, lines });
    expect(result.errors).toBeUndefined();
    return result.data!.getProductDates!;
  };

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

  async function validated(orderId: string) {
    const result = await api(ValidateOrderShipmentsDocument, { ...scope, orderId });
    expect(result.errors).toBeUndefined();
    return result.data!.getAndValidateOrder!;
  }

  it("promises the product page's delivery from the presale date, not from today", async () => {
    const inStock = await productDates('PEL-FP-6MM-975');
    expect(inStock).toMatchObject({ estDispatchDate: '2026-12-02', estDeliveryDate: '2026-12-04', errors: [] });
    await presale();
    const dates = await productDates(PRE_ORDER);
    expect(dates).toMatchObject({ estDispatchDate: PRESALE_DATE, estDeliveryDate: '2027-01-19', errors: [] });
    expect(dates.orderBy!.slice(0, 10)).toBe(PRESALE_DATE);
  });

  it("offers the basket's and checkout's dates from the presale date, and refuses an earlier one", async () => {
    await presale();
    const orderId = await cart([[PRE_ORDER, 1]]);
    const order = await validated(orderId);
    const [pallet] = order.shipments;
    expect(pallet).toMatchObject({
      id: 'pallet',
      isShipmentValid: true,
      estDispatchDate: PRESALE_DATE,
      estDeliveryDate: '2027-01-19',
      readyText: 'Pre-order: ships from 15 January',
    });
    expect(pallet!.availableShippingMethods.length).toBeGreaterThan(0);
    for (const method of pallet!.availableShippingMethods) {
      expect(method.estDeliveryDates.every((date) => date > PRESALE_DATE)).toBe(true);
    }
    const early = await api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId,
      id: 'pallet',
      shippingMethod: 'pallet-standard',
      selectedEstDeliveryDate: '2026-12-04',
    });
    expect(early.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(early.errors?.[0]?.message).toMatch(/earliest we can deliver is Tuesday 19 January/);
  });

  it('holds back a shipment that mixes a pre-order with goods in stock, and says why', async () => {
    await presale();
    const order = await validated(
      await cart([
        ['PEL-FP-6MM-375', 1],
        [PRE_ORDER, 1],
      ]),
    );
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0]).toMatchObject({
      estDispatchDate: PRESALE_DATE,
      estDeliveryDate: '2027-01-19',
      readyText: 'Waits for the pre-order: ships from 15 January',
    });
    const alone = await validated(await cart([['PEL-FP-6MM-375', 1]]));
    expect(alone.shipments[0]).toMatchObject({ estDispatchDate: '2026-12-02', estDeliveryDate: '2026-12-04', readyText: null });
  });

  it('ships the units on the shelf now, and a line the shelf cannot cover from the presale date', async () => {
    await presale(1);
    expect(await productDates(PRE_ORDER)).toMatchObject({ estDispatchDate: '2026-12-02' });
    expect(await productDates(PRE_ORDER, 1)).toMatchObject({ estDispatchDate: '2026-12-02' });
    // The basket asks for its line's quantity: more than the shelf holds waits for the presale date.
    expect(await productDates(PRE_ORDER, 2)).toMatchObject({ estDispatchDate: PRESALE_DATE, estDeliveryDate: '2027-01-19' });
    const none = await api(GetProductDatesDocument, {
      ...scope,
      productId: PRE_ORDER,
      postcode: POSTCODE,
      lines: [{ productId: PRE_ORDER, quantity: 0 }],
    });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const covered = await validated(await cart([[PRE_ORDER, 1]]));
    expect(covered.shipments[0]).toMatchObject({ estDispatchDate: '2026-12-02', readyText: null });
    const beyond = await validated(await cart([[PRE_ORDER, 2]]));
    expect(beyond.shipments[0]).toMatchObject({ estDispatchDate: PRESALE_DATE, readyText: 'Pre-order: ships from 15 January' });
  });

  it('confirms the placed order with the delivery after the presale date', async () => {
    await presale();
    await shop.db.deleteFrom('mail_outbox').execute();
    const orderId = await payableOrder(api, [
      ['PEL-FP-6MM-375', 1],
      [PRE_ORDER, 1],
    ]);
    const paid = await api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    const order = (await api(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    expect(order.status).toBe('placed');
    expect(order.shipments[0]).toMatchObject({ estDispatchDate: PRESALE_DATE, estDeliveryDate: '2027-01-19' });

    const inbox = receiver();
    await outboxInto(inbox, shop).runOnce();
    const email = (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email!;
    const [confirmation] = inbox.to(email);
    expect(confirmation!.text).toContain('Delivery on Tuesday 19 January.');
    expect(confirmation!.text).toContain('Waits for the pre-order: ships from 15 January.');
    expect(confirmation!.text).not.toContain('4 December');
  });
});
