import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import {
  AddToCartLinesDocument,
  ApplyDeliveryCouponDocument,
  ChooseShipmentMethodDocument,
  GetOrderShipmentsDocument,
  SetOrderAddressesDocument,
  SwitchShippingMethodDocument,
  type ChooseShipmentMethodMutationVariables,
  type OrderAddressInput,
} from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';

const NEXT_DAY_FORMAT = 'EEE d MMM yyyy';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** NEXT_DAY_FORMAT by hand, so the test does not check the formatter against itself. */
const shortDate = (iso: string) => {
  const day = new Date(`${iso}T12:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

async function givePalletNextDayItsOwnDateFormat(db: Kysely<Database>) {
  const row = await db
    .selectFrom('shipping_method')
    .select('rule')
    .where('tenant_id', '=', 'hearth')
    .where('id', '=', 'pallet-next-day')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('shipping_method')
    .set({ rule: { ...row.rule, deliveryDateDisplayFormat: NEXT_DAY_FORMAT } })
    .where('tenant_id', '=', 'hearth')
    .where('id', '=', 'pallet-next-day')
    .execute();
}

type Choice = Omit<ChooseShipmentMethodMutationVariables, 'orderId' | keyof typeof scope>;

describe.each(backends)('shipments and delivery choices on $name', (backend) => {
  const { api } = useShop(backend, { now: NOW, setUp: givePalletNextDayItsOwnDateFormat });

  async function cart(lines: [string, number][], postCode?: string, extra: Partial<OrderAddressInput> = {}) {
    let orderId: string | undefined;
    for (const [skuId, quantity] of lines)
      orderId = (await api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity })).data!.addToCart.id;
    if (postCode) {
      const set = await api(SetOrderAddressesDocument, {
        ...scope,
        orderId: orderId!,
        address: [
          { addressType: 'shipping', firstName: 'A', lastName: 'B', line1: '1 Road', city: 'Town', postCode, countryCode: 'GB', ...extra },
        ],
      });
      expect(set.errors).toBeUndefined();
    }
    return orderId!;
  }
  const read = async (orderId: string) => (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;
  const select = (orderId: string, choice: Choice) => api(ChooseShipmentMethodDocument, { ...scope, orderId, ...choice });

  it('asks for a postcode before it can plan delivery, charging nothing yet', async () => {
    const order = await read(await cart([['LOG-ASH-FULL', 1]]));
    expect(order).toMatchObject({ shipmentsCount: 1, shipmentsInvalid: true, shippingAmount: 0 });
    expect(order.shipments[0]!.shipmentErrors).toEqual([expect.stringMatching(/postcode/)]);
  });

  it('splits lines by how they travel, kindling riding with the logs, each with a default method and dates', async () => {
    const order = await read(
      await cart(
        [
          ['LOG-ASH-STD', 1],
          ['PEL-FP-6MM-375', 1],
          ['KIN-NET-10L', 1],
        ],
        'le12 6uz',
      ),
    );
    expect(order.shipments.map((s) => [s.id, s.orderItems.map((i) => i.code)])).toEqual([
      ['van', ['LOG-ASH-STD', 'KIN-NET-10L']],
      ['pallet', ['PEL-FP-6MM-375']],
    ]);
    expect(order.shipmentsInvalid).toBe(false);
    const van = order.shipments[0]!;
    const pallet = order.shipments[1]!;
    expect(van.shippingMethod!.id).toBe('van-standard');
    expect(van.estDeliveryDate).toBe(van.availableShippingMethods[0]!.estDeliveryDates[0]);
    // The van is free over £150 of goods in its shipment (£149 + £7.99 here); the pallet is not.
    expect(van.shippingAmount).toBe(0);
    expect(pallet.shippingAmount).toBeGreaterThan(0);
    expect(order.shippingAmount).toBe(van.shippingAmount + pallet.shippingAmount);
    expect(order.totalAmount).toBe(Math.round((order.subTotalAmount + order.shippingAmount) * 100) / 100);
  });

  it('takes a chosen date and timed slot, and the total rises by the slot price', async () => {
    const orderId = await cart([['LOG-ASH-FULL', 1]], 'LE12 6UZ');
    const before = await read(orderId);
    const van = before.shipments[0]!.availableShippingMethods[0]!;
    const date = van.estDeliveryDates[3];
    const slot = van.timedConfig[0]!;
    const result = await select(orderId, {
      id: 'van',
      shippingMethod: van.id,
      selectedEstDeliveryDate: date,
      selectedTimedConfigCode: slot.code,
    });
    expect(result.errors).toBeUndefined();
    const after = result.data!.selectShippingMethodForShipment;
    expect(after.shipments[0]).toMatchObject({
      estDeliveryDate: date,
      shippingMethod: { selectedTimedConfig: { code: slot.code, price: slot.price } },
    });
    expect(after.totalAmount).toBe(Math.round((before.totalAmount + slot.price) * 100) / 100);
  });

  it.each<[string, Partial<Choice>, RegExp]>([
    ['a date that was not offered (a Saturday)', { selectedEstDeliveryDate: '2026-11-21' }, /Saturday 21 November/],
    ['an unknown timed slot', { selectedTimedConfigCode: 'DAWN' }, /slot|time/i],
    ['a method that does not carry this shipment', { shippingMethod: 'pallet-standard' }, /.+/],
  ])('refuses %s with a message and keeps the previous choice', async (_, change, message) => {
    const orderId = await cart([['LOG-BIR-FULL', 1]], 'LE12 6UZ');
    const first = (await read(orderId)).shipments[0]!.availableShippingMethods[0]!;
    await select(orderId, { id: 'van', shippingMethod: first.id, selectedEstDeliveryDate: first.estDeliveryDates[1] });
    const result = await select(orderId, { id: 'van', shippingMethod: first.id, ...change });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(message);
    expect((await read(orderId)).shipments[0]!.estDeliveryDate).toBe(first.estDeliveryDates[1]);
  });

  it('refuses a shipment the order does not have', async () => {
    const orderId = await cart([['LOG-BIR-FULL', 1]], 'LE12 6UZ');
    const result = await select(orderId, { id: 'pallet', shippingMethod: 'pallet-standard' });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: 'This order has no pallet shipment.' });
  });

  it('says a pallet cannot reach the Western Isles, and re-validates when the address changes', async () => {
    const orderId = await cart([['PEL-ANTE-6MM-750', 1]], 'LE12 6UZ');
    expect((await read(orderId)).shipmentsInvalid).toBe(false);
    await api(SetOrderAddressesDocument, {
      ...scope,
      orderId,
      address: [
        {
          addressType: 'shipping',
          firstName: 'A',
          lastName: 'B',
          line1: '1 Road',
          city: 'Stornoway',
          postCode: 'HS1 2AA',
          countryCode: 'GB',
        },
      ],
    });
    const order = await read(orderId);
    expect(order.shipmentsInvalid).toBe(true);
    expect(order.shipments[0]!.shipmentErrors[0]).toMatch(/island|reach|deliver/i);
  });

  it('adds the Highlands surcharge, which free delivery never waives', async () => {
    const mainland = await read(await cart([['LOG-ASH-MAX', 1]], 'LE12 6UZ'));
    const highlands = await read(await cart([['LOG-ASH-MAX', 1]], 'IV2 3BN'));
    const m = mainland.shipments[0]!.availableShippingMethods[0]!;
    const h = highlands.shipments[0]!.availableShippingMethods[0]!;
    expect(m.shippingAmount).toBe(0);
    expect(h.shippingAmount).toBe(0);
    expect(h.shippingMethodSurcharge).toBeGreaterThan(m.shippingMethodSurcharge);
    expect(highlands.shippingAmount).toBeGreaterThan(mainland.shippingAmount);
  });

  it('names each surcharge with its reason on the methods and the shipment it is added to', async () => {
    const open = await read(await cart([['PEL-FP-6MM-750', 1]], 'LE12 6UZ'));
    const restricted = await read(await cart([['PEL-FP-6MM-750', 1]], 'LE12 6UZ', { restrictedAccess: true }));
    const openPallet = open.shipments[0]!;
    const pallet = restricted.shipments[0]!;
    expect(openPallet.surcharges).toEqual([]);
    const tailLift = {
      type: 'restrictedAccess',
      name: 'Tail-lift delivery',
      reason: expect.stringMatching(/restricted access/),
      amount: 15,
    };
    expect(pallet.surcharges).toEqual([tailLift]);
    expect(pallet.shippingAmount).toBe(openPallet.shippingAmount + 15);
    for (const method of pallet.availableShippingMethods) {
      const before = openPallet.availableShippingMethods.find((m) => m.id === method.id)!;
      expect(method.surcharges).toEqual([tailLift]);
      expect(method.shippingCost).toBe(before.shippingCost + 15);
    }
  });

  it("offers each delivery date, and says the chosen days, in each method's own display format", async () => {
    const orderId = await cart([['PEL-FP-6MM-750', 1]], 'LE12 6UZ');
    const offered = (await read(orderId)).shipments[0]!.availableShippingMethods;
    const standard = offered.find((m) => m.id === 'pallet-standard')!;
    const nextDay = offered.find((m) => m.id === 'pallet-next-day')!;
    expect(standard.deliveryDateOptions.map((o) => o.date)).toEqual(standard.estDeliveryDates);
    expect(standard.deliveryDateOptions[0]!.text).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} (November|December)$/);
    // pallet-next-day speaks in its own format (set up above): short names and the year.
    expect(nextDay.deliveryDateOptions.map((o) => o.text)).toEqual(nextDay.estDeliveryDates.map(shortDate));

    const chosen = await select(orderId, {
      id: 'pallet',
      shippingMethod: 'pallet-next-day',
      selectedEstDeliveryDate: nextDay.estDeliveryDates[1],
    });
    const pallet = chosen.data!.selectShippingMethodForShipment.shipments[0]!;
    expect(pallet.deliveryDateText).toBe(shortDate(nextDay.estDeliveryDates[1]!));
    expect(pallet.dispatchDateText).toBe(shortDate(pallet.estDispatchDate!));
  });

  it('switches every shipment a method can carry with updateShippingCosts', async () => {
    const orderId = await cart([['PEL-FP-6MM-750', 1]], 'LE12 6UZ');
    const result = await api(SwitchShippingMethodDocument, { ...scope, orderId, shippingMethodId: 'pallet-next-day' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateShippingCosts.orderShippingMethod).toBe('pallet-next-day');
    const none = await api(SwitchShippingMethodDocument, { ...scope, orderId, shippingMethodId: 'parcel-standard' });
    expect(none.errors?.[0]?.message).toMatch(/cannot take any part of this order/);
  });

  it('waives the delivery charge with a free-delivery coupon but keeps a chosen slot', async () => {
    const orderId = await cart([['PEL-FP-6MM-375', 1]], 'LE12 6UZ');
    const plain = await read(orderId);
    expect(plain.shippingAmount).toBeGreaterThan(0);
    const applied = await api(ApplyDeliveryCouponDocument, { ...scope, orderId, couponCode: 'FREEDELIVERY' });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.updateDiscountAmount.shippingAmount).toBe(0);
    expect(applied.data!.updateDiscountAmount.totalAmount).toBe(plain.subTotalAmount);
  });
});
