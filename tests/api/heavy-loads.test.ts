import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import type { ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import { SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { deliveryCalls } from '../../src/lib/commerce/delivery.ts';
import { up as liftPalletLimit } from '../../commerce/store/migrations/0029_pallet_loads.ts';
import { GetProductDatesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { ChooseShipmentMethodDocument, GetOrderShipmentsDocument, PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';

/** Changes one seed method's stored rule for this file's shop. */
function changePalletStandard(change: Partial<ShippingMethodRule>) {
  return async (db: Kysely<Database>) => {
    const row = await db
      .selectFrom('shipping_method')
      .select('rule')
      .where('tenant_id', '=', 'hearth')
      .where('id', '=', 'pallet-standard')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('shipping_method')
      .set({ rule: { ...row.rule, ...change } })
      .where('tenant_id', '=', 'hearth')
      .where('id', '=', 'pallet-standard')
      .execute();
  };
}

const SEED_PALLET_STANDARD = SEED_SHIPPING_METHODS.find((m) => m.id === 'pallet-standard') as ShippingMethodRule;

function storePalletStandard(db: Kysely<Database>, rule: ShippingMethodRule) {
  return db.updateTable('shipping_method').set({ rule }).where('tenant_id', '=', 'hearth').where('id', '=', 'pallet-standard').execute();
}

const read = async (api: ApiClient, orderId: string) => (await api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!;
const pay = (api: ApiClient, orderId: string) =>
  api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(TEST_CARDS.approved) });

describe.each(backends)('pallet loads heavier than one pallet on $name', (backend) => {
  // Never free here, so the per-pallet price shows: £39 the first pallet, £25 each further one.
  const { api } = useShop(backend, { now: NOW, setUp: changePalletStandard({ freeOverPence: null }) });

  it('places three 750 kg pallets of pellets, priced as three pallets', async () => {
    const orderId = await payableOrder(api, [['PEL-ANTE-6MM-750', 3]]);
    const order = await read(api, orderId);
    expect(order).toMatchObject({ shipmentsInvalid: false, shippingAmount: 89 });
    const [pallet] = order.shipments;
    expect(pallet).toMatchObject({
      isShipmentValid: true,
      shipmentErrors: [],
      shippingAmount: 89,
      shippingMethod: { id: 'pallet-standard' },
    });
    // Next-day carries one pallet, so it is not offered.
    expect(pallet!.availableShippingMethods.map((m) => m.id)).toEqual(['pallet-standard']);

    const placed = await pay(api, orderId);
    expect(placed.errors).toBeUndefined();
    // Three pallets at £329 and their delivery.
    expect(placed.data!.placeOrder).toMatchObject({ id: orderId, status: 'placed', amountDue: 3 * 329 + 89 });
  });

  it('places five tonnes of pellets by the chosen standard service, priced as five pallets', async () => {
    // Five 995 kg pallets: 4,975 kg.
    const orderId = await payableOrder(api, [['PEL-ANTE-6MM-975', 5]]);
    const chosen = await api(ChooseShipmentMethodDocument, { ...scope, orderId, id: 'pallet', shippingMethod: 'pallet-standard' });
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.selectShippingMethodForShipment).toMatchObject({ shipmentsInvalid: false, shippingAmount: 39 + 4 * 25 });

    const placed = await pay(api, orderId);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ status: 'placed', amountDue: 5 * 419 + 139 });
  });

  it('quotes the product page and the basket for the whole load, as checkout does', async () => {
    const dates = await api(GetProductDatesDocument, {
      ...scope,
      productId: 'PEL-ANTE-6MM-750',
      postcode: 'LE12 6UZ',
      lines: [{ productId: 'PEL-ANTE-6MM-750', quantity: 3 }],
    });
    expect(dates.errors).toBeUndefined();
    expect(dates.data!.getProductDates).toMatchObject({ methodName: 'Pallet delivery', totalShippingAmount: 89, errors: [] });
    const one = await api(GetProductDatesDocument, { ...scope, productId: 'PEL-ANTE-6MM-750', postcode: 'LE12 6UZ' });
    expect(one.data!.getProductDates).toMatchObject({ methodName: 'Pallet delivery', totalShippingAmount: 39 });
  });
});

describe.each(backends)('a pallet load no method takes on $name', (backend) => {
  // A shop whose pallet service takes at most ten tonnes an order.
  const shop = useShop(backend, { now: NOW, setUp: changePalletStandard({ maxWeightGrams: 10_000_000 }) });
  const { api } = shop;
  // Eleven 995 kg pallets: 10,945 kg.
  const refusal =
    'At 10,945 kg, these items are more than we deliver in one order (at most 10,000 kg). ' +
    'Take at least 945 kg out of the basket and order it separately.';

  it('is refused in the same words, naming the weight and what to do, on the product page, in the basket and at checkout', async () => {
    const productPage = await api(GetProductDatesDocument, {
      ...scope,
      productId: 'PEL-ANTE-6MM-975',
      postcode: 'LE12 6UZ',
      lines: [{ productId: 'PEL-ANTE-6MM-975', quantity: 11 }],
    });
    expect(productPage.data!.getProductDates).toMatchObject({ estDeliveryDate: null, errors: [refusal] });

    // The basket asks for its shipment's lines: a 975 kg pallet and ten more of another pellet.
    const basket = await api(GetProductDatesDocument, {
      ...scope,
      productId: 'PEL-ANTE-6MM-975',
      postcode: 'LE12 6UZ',
      lines: [
        { productId: 'PEL-ANTE-6MM-975', quantity: 6 },
        { productId: 'PEL-FP-6MM-975', quantity: 5 },
      ],
    });
    expect(basket.data!.getProductDates).toMatchObject({ estDeliveryDate: null, errors: [refusal] });

    const orderId = await payableOrder(api, [['PEL-ANTE-6MM-975', 11]]);
    const order = await read(api, orderId);
    expect(order.shipmentsInvalid).toBe(true);
    expect(order.shipments[0]!.shipmentErrors).toEqual([refusal]);
    expect(order.shipments[0]!.shipmentErrors.join(' ')).not.toMatch(/LE12|address|postcode/i);

    const placed = await pay(api, orderId);
    expect(placed.data?.placeOrder ?? null).toBeNull();
    expect(JSON.stringify(placed.errors)).toContain(refusal);
  });

  it('is refused the same through the storefront client the buy-box and basket use', async () => {
    const commerce = createCommerceApi({ db: shop.db, now: () => new Date(NOW), payments: testCardPayments(shop.db, () => new Date(NOW)) });
    const calls = deliveryCalls(
      {
        endpoint: 'http://shop.test/graphql',
        apiKey: SEED_STOREFRONT_API_KEY,
        fetch: ((url: string, init: RequestInit) => commerce.fetch(url, init)) as typeof fetch,
      },
      scope,
    );
    const lines = [{ productId: 'PEL-ANTE-6MM-975', quantity: 11 }];
    expect(await calls.getProductDates('PEL-ANTE-6MM-975', 'LE12 6UZ', undefined, lines)).toMatchObject({ errors: [refusal] });
    expect(await calls.getProductDates('PEL-ANTE-6MM-975', 'LE12 6UZ')).toMatchObject({ errors: [], methodName: 'Pallet delivery' });
  });

  it('goes once the load is within the limit', async () => {
    const orderId = await payableOrder(api, [['PEL-ANTE-6MM-975', 10]]);
    expect((await read(api, orderId)).shipmentsInvalid).toBe(false);
  });
});

describe.each(backends)('a shop whose pallet service is as first seeded, at 2,000 kg an order, on $name', (backend) => {
  const { maxPackagesPerConsignment: _cap, ...firstSeeded } = { ...SEED_PALLET_STANDARD, maxWeightGrams: 2_000_000 };
  const shop = useShop(backend, { now: NOW, setUp: (db) => storePalletStandard(db, firstSeeded) });
  const rule = async () =>
    (
      await shop.db
        .selectFrom('shipping_method')
        .select('rule')
        .where('tenant_id', '=', 'hearth')
        .where('id', '=', 'pallet-standard')
        .executeTakeFirstOrThrow()
    ).rule;

  it('is migrated to as many pallets as an order needs, 26 to a lorry, and then takes three pallets', async () => {
    await liftPalletLimit(shop.db as unknown as Kysely<unknown>);
    expect(await rule()).toMatchObject({ maxWeightGrams: null, maxPackagesPerConsignment: 26 });
    const orderId = await payableOrder(shop.api, [['PEL-ANTE-6MM-750', 3]]);
    expect((await read(shop.api, orderId)).shipmentsInvalid).toBe(false);
  });

  it('leaves a limit staff have set alone', async () => {
    await storePalletStandard(shop.db, { ...firstSeeded, maxWeightGrams: 3_000_000 });
    await liftPalletLimit(shop.db as unknown as Kysely<unknown>);
    expect(await rule()).toMatchObject({ maxWeightGrams: 3_000_000 });
    expect(await rule()).not.toHaveProperty('maxPackagesPerConsignment');
  });
});
