import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  categoryFromProductUrl,
  ecommerceEvents,
  itemDiscount,
  orderItems,
  purchase,
  pushEvent,
  pushWithRetry,
  removeFromCart,
  shippingTier,
  viewCart,
  viewItem,
  type DataLayer,
  type EcommerceEvent,
} from '../../src/lib/analytics/ecommerce.ts';
import type { CartOrder } from '../../src/lib/commerce/orders.ts';
import { cartOrder } from '../fixtures/storefront-orders.ts';

type Line = CartOrder['orderItems'][number];
type Shipment = CartOrder['shipments'][number];

function line(overrides: Partial<Line> = {}): Line {
  return {
    id: 'item-1',
    skuId: 'sku-1',
    code: 'LOG-ASH-FULL',
    quantity: 1,
    name: 'Kiln-dried ash logs – full crate',
    unitAmount: 219,
    totalAmount: 219,
    imageUrl: '{"url":"/img/ash.jpg"}',
    productUrl: '/firewood/ash/full-crate',
    ...overrides,
  };
}

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'van',
    isShipmentValid: true,
    shipmentErrors: [],
    estDeliveryDate: '2026-11-26',
    dispatchDateText: null,
    deliveryDateText: null,
    readyText: null,
    shippingAmount: 0,
    surcharges: [],
    orderItems: [],
    services: [],
    shippingMethod: null,
    availableShippingMethods: [],
    ...overrides,
  };
}

function order(overrides: Partial<CartOrder> = {}): CartOrder {
  const items = overrides.orderItems ?? [
    line(),
    line({
      id: 'item-2',
      skuId: 'sku-2',
      code: 'KIN-NET-10L',
      name: 'Kiln-dried kindling – 10 litre net',
      unitAmount: 6.99,
      quantity: 2,
      totalAmount: 13.98,
      productUrl: '/kindling/kiln-dried-kindling',
    }),
  ];
  return cartOrder({
    id: '0b7c1f1e-7a43-4a43-9d7f-2b1f0c9d9a11',
    number: 100234,
    subTotalAmount: 232.98,
    subTotalTax: 12.76,
    totalAmount: 232.98,
    totalTax: 12.76,
    amountDue: 232.98,
    totalWeight: 500,
    itemsCount: items.reduce((n, i) => n + i.quantity, 0),
    shipments: [shipment()],
    ...overrides,
    orderItems: items,
  });
}

describe('the item-level discount (order discount ÷ item count, to 2 decimals)', () => {
  it('splits £23.20 over 3 items into £7.73 each', () => {
    expect(itemDiscount(23.2, 3)).toBe(7.73);
  });

  it('rounds half up, in pence, without float error', () => {
    expect(itemDiscount(20, 3)).toBe(6.67); // 666.67p
    expect(itemDiscount(10, 3)).toBe(3.33); // 333.33p
    expect(itemDiscount(0.05, 2)).toBe(0.03); // 2.5p → 3p
    expect(itemDiscount(0.15, 2)).toBe(0.08); // 7.5p → 8p (0.15 * 100 is 14.999… in binary)
    expect(itemDiscount(1.1, 4)).toBe(0.28); // 27.5p → 28p
    expect(itemDiscount(0.29, 1)).toBe(0.29); // 0.29 * 100 = 28.999…
    expect(itemDiscount(20, 1)).toBe(20);
  });

  it('is nothing without a discount or without items', () => {
    expect(itemDiscount(0, 3)).toBe(0);
    expect(itemDiscount(-5, 3)).toBe(0);
    expect(itemDiscount(10, 0)).toBe(0);
  });

  it('is given to every line of an order with a discount, counting units not lines', () => {
    const discounted = order({ discountAmount: 23.2, couponsUsed: [{ couponCode: 'CRATE20', awaitsEmail: false }] });
    expect(discounted.itemsCount).toBe(3);
    expect(orderItems(discounted).map((i) => i.discount)).toEqual([7.73, 7.73]);
  });

  it('is left out when the order has no discount', () => {
    for (const item of orderItems(order())) expect(item).not.toHaveProperty('discount');
  });
});

describe('items', () => {
  it('maps an order line: SKU code, name, unit price, quantity, category from its URL, position', () => {
    expect(orderItems(order())).toEqual([
      {
        item_id: 'LOG-ASH-FULL',
        item_name: 'Kiln-dried ash logs – full crate',
        price: 219,
        quantity: 1,
        item_category: 'firewood',
        index: 0,
      },
      {
        item_id: 'KIN-NET-10L',
        item_name: 'Kiln-dried kindling – 10 litre net',
        price: 6.99,
        quantity: 2,
        item_category: 'kindling',
        index: 1,
      },
    ]);
  });

  it('reads the category from a path or a full URL, and leaves it out when there is none', () => {
    expect(categoryFromProductUrl('/wood-pellets/firepower/6mm-975-kg')).toBe('wood-pellets');
    expect(categoryFromProductUrl('https://hearth.example/firewood/birch')).toBe('firewood');
    expect(categoryFromProductUrl('')).toBeUndefined();
    expect(categoryFromProductUrl('/')).toBeUndefined();
    expect(orderItems(order({ orderItems: [line({ productUrl: '' })] }))[0]).not.toHaveProperty('item_category');
  });
});

describe('builders', () => {
  it('view_item: one product at its live price', () => {
    expect(viewItem({ skuCode: 'PEL-FP-975', name: 'Firepower pellets 975 kg', price: 329.5, category: 'wood-pellets' })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP',
        value: 329.5,
        items: [{ item_id: 'PEL-FP-975', item_name: 'Firepower pellets 975 kg', price: 329.5, quantity: 1, item_category: 'wood-pellets' }],
      },
    });
  });

  it('add_to_cart from the returned line: the quantity just added, value = price × quantity', () => {
    // The SKU was already in the basket once; the shopper added 2 more (line now 3).
    const event = addToCart(
      line({
        code: 'KIN-NET-10L',
        name: 'Kindling',
        unitAmount: 6.99,
        quantity: 3,
        totalAmount: 20.97,
        productUrl: '/kindling/kiln-dried-kindling',
      }),
      2,
    );
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: 13.98,
        items: [{ item_id: 'KIN-NET-10L', item_name: 'Kindling', price: 6.99, quantity: 2, item_category: 'kindling' }],
      },
    });
  });

  it('add_to_cart from a line without a quantity uses the line quantity; from a product, 1 by default', () => {
    expect(addToCart(line({ quantity: 2 })).ecommerce).toMatchObject({ value: 438, items: [{ quantity: 2 }] });
    expect(addToCart({ skuCode: 'KIN-NET-10L', name: 'Kindling', price: 6.99 })).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'GBP', value: 6.99, items: [{ item_id: 'KIN-NET-10L', item_name: 'Kindling', price: 6.99, quantity: 1 }] },
    });
    // 3 × £0.10 is £0.30, not 0.30000000000000004.
    expect(addToCart({ skuCode: 'X', name: 'X', price: 0.1 }, 3).ecommerce.value).toBe(0.3);
  });

  it('remove_from_cart: the whole line, or the units taken out', () => {
    const removed = line({ quantity: 2, totalAmount: 438 });
    expect(removeFromCart(removed)).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'GBP',
        value: 438,
        items: [
          { item_id: 'LOG-ASH-FULL', item_name: 'Kiln-dried ash logs – full crate', price: 219, quantity: 2, item_category: 'firewood' },
        ],
      },
    });
    expect(removeFromCart(removed, 1).ecommerce).toMatchObject({ value: 219, items: [{ quantity: 1 }] });
  });

  it('view_cart and begin_checkout: every line, value = goods after the discount, the coupon', () => {
    const plain = order();
    expect(viewCart(plain)).toEqual({ event: 'view_cart', ecommerce: { currency: 'GBP', value: 232.98, items: orderItems(plain) } });
    expect(beginCheckout(plain)).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'GBP', value: 232.98, items: orderItems(plain) },
    });

    const discounted = order({ discountAmount: 20, couponsUsed: [{ couponCode: 'CRATE20', awaitsEmail: false }] });
    expect(viewCart(discounted).ecommerce).toMatchObject({ value: 212.98, coupon: 'CRATE20' });
    expect(beginCheckout(discounted).ecommerce.items.every((i) => i.discount === 6.67)).toBe(true);
  });

  it('value ignores delivery and never goes below zero', () => {
    expect(viewCart(order({ shippingAmount: 15, totalAmount: 247.98 })).ecommerce.value).toBe(232.98);
    expect(viewCart(order({ orderItems: [line({ unitAmount: 5, quantity: 1 })], discountAmount: 10 })).ecommerce.value).toBe(0);
  });

  it('add_shipping_info: shipping_tier names the methods chosen, once each', () => {
    const method = (displayName: string) => ({ id: displayName, displayName, selectedTimedConfig: null });
    const chosen = order({
      shipments: [
        shipment({ id: 'van', shippingMethod: method('Our van') }),
        shipment({ id: 'pallet', shippingMethod: method('Pallet delivery') }),
        shipment({ id: 'parcel', shippingMethod: method('Our van') }),
      ],
    });
    expect(shippingTier(chosen)).toBe('Our van, Pallet delivery');
    expect(addShippingInfo(chosen)).toEqual({
      event: 'add_shipping_info',
      ecommerce: { currency: 'GBP', value: 232.98, items: orderItems(chosen), shipping_tier: 'Our van, Pallet delivery' },
    });
    expect(shippingTier(order())).toBe('');
  });

  it('add_payment_info: payment_type', () => {
    expect(addPaymentInfo(order(), 'card')).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'GBP', value: 232.98, items: orderItems(order()), payment_type: 'card' },
    });
  });

  it('purchase: transaction_id, tax, shipping and coupon, with the item discount', () => {
    const placed = order({
      orderItems: [line({ quantity: 3, totalAmount: 657 })],
      subTotalAmount: 657,
      discountAmount: 23.2,
      couponsUsed: [
        { couponCode: 'CRATE20', awaitsEmail: false },
        { couponCode: 'WINTER', awaitsEmail: false },
      ],
      shippingAmount: 12.5,
      totalAmount: 646.3,
      totalTax: 32.25,
    });
    expect(purchase(placed)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100234',
        currency: 'GBP',
        value: 633.8,
        tax: 32.25,
        shipping: 12.5,
        coupon: 'CRATE20,WINTER',
        items: [
          {
            item_id: 'LOG-ASH-FULL',
            item_name: 'Kiln-dried ash logs – full crate',
            price: 219,
            quantity: 3,
            discount: 7.73,
            item_category: 'firewood',
            index: 0,
          },
        ],
      },
    });
  });

  it('purchase without an order number carries no transaction_id (never the order id); the currency is the order’s', () => {
    const event = purchase(order({ number: null, currencyCode: 'EUR' }));
    expect(event.ecommerce).not.toHaveProperty('transaction_id');
    expect(JSON.stringify(event)).not.toContain('0b7c1f1e-7a43-4a43-9d7f-2b1f0c9d9a11');
    expect(event.ecommerce.currency).toBe('EUR');
    expect(event.ecommerce).not.toHaveProperty('coupon');
  });

  it('no event names the order id: it opens the order, and a cart’s id is its only secret', () => {
    const source = order();
    const events = [
      viewCart(source),
      beginCheckout(source),
      addShippingInfo(source),
      addPaymentInfo(source, 'card'),
      purchase(source),
      purchase(order({ number: null })),
    ];
    for (const event of events) expect(JSON.stringify(event)).not.toContain(source.id);
  });

  it('returns plain data: JSON round-trips unchanged and the order is not touched', () => {
    const source = order({ discountAmount: 5, couponsUsed: [{ couponCode: 'FIVER', awaitsEmail: false }] });
    const before = structuredClone(source);
    const events = [viewCart(source), beginCheckout(source), addShippingInfo(source), addPaymentInfo(source, 'card'), purchase(source)];
    for (const event of events) expect(JSON.parse(JSON.stringify(event))).toEqual(event);
    expect(source).toEqual(before);
  });
});

describe('pushEvent', () => {
  it('clears the previous ecommerce object first, then pushes the event', () => {
    const layer: unknown[] = [];
    const event = viewCart(order());
    expect(pushEvent(event, { getDataLayer: () => layer })).toBe(true);
    expect(layer).toEqual([{ ecommerce: null }, event]);
  });

  it('pushes nothing and says so when there is no data layer', () => {
    expect(pushEvent(viewCart(order()), { getDataLayer: () => undefined })).toBe(false);
    expect(pushEvent(viewCart(order()), { getDataLayer: () => null })).toBe(false);
  });

  it('uses the layer’s own push (GTM replaces it)', () => {
    const push = vi.fn();
    pushEvent(purchase(order()), { getDataLayer: () => ({ push }) });
    expect(push.mock.calls).toEqual([[{ ecommerce: null }], [purchase(order())]]);
  });
});

describe('pushWithRetry (up to 5 tries, 500 ms apart, while the data layer is absent)', () => {
  /** A data layer that appears after `absentFor` looks, with a count of the looks. */
  function layerAppearingAfter(absentFor: number) {
    const layer: unknown[] = [];
    let looks = 0;
    return {
      layer,
      looks: () => looks,
      getDataLayer: (): DataLayer | undefined => {
        looks += 1;
        return looks > absentFor ? layer : undefined;
      },
    };
  }

  /** A scheduler that records delays and runs callbacks only when told. */
  function fakeScheduler() {
    const queue: { run: () => void; ms: number }[] = [];
    const delays: number[] = [];
    return {
      delays,
      schedule: (run: () => void, ms: number) => {
        delays.push(ms);
        queue.push({ run, ms });
      },
      runAll: () => {
        while (queue.length) queue.shift()!.run();
      },
    };
  }

  const event: EcommerceEvent = addToCart(line());

  it('pushes at once when the data layer is there, with no retry scheduled', async () => {
    const dl = layerAppearingAfter(0);
    const clock = fakeScheduler();
    await expect(pushWithRetry(event, { getDataLayer: dl.getDataLayer, schedule: clock.schedule })).resolves.toBe(true);
    expect(dl.layer).toEqual([{ ecommerce: null }, event]);
    expect(clock.delays).toEqual([]);
  });

  it('absent 4 times then present: pushed once, on the 5th try, each try 500 ms after the last', async () => {
    const dl = layerAppearingAfter(4);
    const clock = fakeScheduler();
    const warn = vi.fn();
    const done = pushWithRetry(event, { getDataLayer: dl.getDataLayer, schedule: clock.schedule, warn });
    clock.runAll();
    await expect(done).resolves.toBe(true);
    expect(dl.looks()).toBe(5);
    expect(clock.delays).toEqual([500, 500, 500, 500]);
    expect(dl.layer).toEqual([{ ecommerce: null }, event]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('absent 5 times: dropped with a console.warn, never a 6th try', async () => {
    const dl = layerAppearingAfter(5);
    const clock = fakeScheduler();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const done = pushWithRetry(event, { getDataLayer: dl.getDataLayer, schedule: clock.schedule });
      clock.runAll();
      await expect(done).resolves.toBe(false);
      expect(dl.looks()).toBe(5);
      expect(clock.delays).toEqual([500, 500, 500, 500]);
      expect(dl.layer).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/add_to_cart.*dropped|dropped.*add_to_cart/);
    } finally {
      warn.mockRestore();
    }
  });

  it('never looks more than 5 times, even if the layer never comes', async () => {
    const dl = layerAppearingAfter(Number.POSITIVE_INFINITY);
    const clock = fakeScheduler();
    const done = pushWithRetry(event, { getDataLayer: dl.getDataLayer, schedule: clock.schedule, warn: () => {} });
    clock.runAll();
    await done;
    expect(dl.looks()).toBe(5);
  });

  it('honours other attempt counts and intervals', async () => {
    const dl = layerAppearingAfter(10);
    const clock = fakeScheduler();
    const done = pushWithRetry(event, {
      getDataLayer: dl.getDataLayer,
      schedule: clock.schedule,
      attempts: 2,
      intervalMs: 50,
      warn: () => {},
    });
    clock.runAll();
    await expect(done).resolves.toBe(false);
    expect(dl.looks()).toBe(2);
    expect(clock.delays).toEqual([50]);
  });

  it('a data layer whose push throws drops the event with a warning instead of breaking the page', async () => {
    const warn = vi.fn();
    const clock = fakeScheduler();
    const done = pushWithRetry(event, {
      getDataLayer: () => ({
        push: () => {
          throw new Error('tag crashed');
        },
      }),
      schedule: clock.schedule,
      warn,
    });
    await expect(done).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(clock.delays).toEqual([]);
  });

  describe('with real timers faked (setTimeout as the scheduler)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tries at 0, 500, 1000, 1500 and 2000 ms, and not before', async () => {
      const dl = layerAppearingAfter(4);
      const done = pushWithRetry(event, { getDataLayer: dl.getDataLayer, schedule: (run, ms) => setTimeout(run, ms) });
      expect(dl.looks()).toBe(1);
      for (let tries = 2; tries <= 5; tries += 1) {
        await vi.advanceTimersByTimeAsync(499);
        expect(dl.looks()).toBe(tries - 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(dl.looks()).toBe(tries);
      }
      await expect(done).resolves.toBe(true);
      expect(dl.layer).toEqual([{ ecommerce: null }, event]);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(dl.looks()).toBe(5);
      expect(dl.layer).toHaveLength(2);
    });
  });
});

describe('the ecommerceEvents facade', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does nothing on the server (no window)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => ecommerceEvents.viewCart(order())).not.toThrow();
  });

  it('pushes to window.dataLayer in the browser, waiting for it when it comes late', async () => {
    vi.useFakeTimers();
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    ecommerceEvents.addToCart(line(), 1);
    expect(win.dataLayer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    win.dataLayer = [];
    await vi.advanceTimersByTimeAsync(500);
    expect(win.dataLayer).toEqual([{ ecommerce: null }, addToCart(line(), 1)]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(win.dataLayer).toHaveLength(2);
  });

  it('sends each event by name', async () => {
    const layer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer: layer });
    const o = order();
    ecommerceEvents.viewItem({ skuCode: 'A', name: 'A', price: 1 });
    ecommerceEvents.addToCart(line());
    ecommerceEvents.removeFromCart(line());
    ecommerceEvents.viewCart(o);
    ecommerceEvents.beginCheckout(o);
    ecommerceEvents.addShippingInfo(o);
    ecommerceEvents.addPaymentInfo(o, 'card');
    ecommerceEvents.purchase(o);
    // The purchase waits for its user data (none here: no grants), then follows the others.
    await vi.waitFor(() => expect(layer).toHaveLength(16));
    const names = layer
      .filter((entry): entry is EcommerceEvent => typeof entry === 'object' && entry !== null && 'event' in entry)
      .map((e) => e.event);
    expect(names).toEqual([
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    expect(layer.filter((entry) => JSON.stringify(entry) === '{"ecommerce":null}')).toHaveLength(8);
  });

  it('the purchase carries the hashed email only when the page has ad storage granted, and never the email itself', async () => {
    const email = '  Gwen.Hart@Example.co.uk ';
    const placed = order({ customer: { id: null, email, firstName: 'Gwen', lastName: 'Hart', phoneNumber: null } });
    const purchasesPushed = async (cookie: string) => {
      const layer: unknown[] = [];
      vi.stubGlobal('window', { dataLayer: layer });
      vi.stubGlobal('document', { cookie });
      ecommerceEvents.purchase(placed);
      await vi.waitFor(() => expect(layer).toHaveLength(2));
      return layer[1] as EcommerceEvent;
    };
    // sha256('gwen.hart@example.co.uk'), computed apart from the code under test.
    const hashed = createHash('sha256').update('gwen.hart@example.co.uk').digest('hex');

    for (const cookie of [
      '',
      'tracking_consent=statistics:true|marketing:false|chat:true',
      'tracking_consent=statistics:true|marketing:TRUE|chat:true',
    ]) {
      const event = await purchasesPushed(cookie);
      expect(event.event).toBe('purchase');
      expect(event).not.toHaveProperty('user_data');
      expect(JSON.stringify(event).toLowerCase()).not.toContain('gwen.hart');
    }

    const granted = await purchasesPushed('a=1; tracking_consent=statistics:false|marketing:true|chat:false');
    expect(granted.user_data).toEqual({ sha256_email_address: hashed });
    expect(granted.ecommerce).toEqual(purchase(placed).ecommerce);
    expect(JSON.stringify(granted).toLowerCase()).not.toContain('gwen.hart');
  });
});
