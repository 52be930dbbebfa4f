import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import { addDays } from '../../commerce/domain/delivery/working-days.ts';
import { formatPence } from '../../commerce/domain/money.ts';
import { DELIVERY_VAT_TREATMENTS } from '../../commerce/domain/pricing/delivery-vat.ts';
import { orderMailView } from '../../commerce/order-mail/order-mail-view.ts';
import { priceOrder } from '../../commerce/orders/order-pricing.ts';
import type { StoredOrder } from '../../commerce/orders/orders.store.ts';
import { shipmentPromises } from '../../commerce/shipments/shipment-promises.ts';
import { deliveryCharges, orderVatByRate, presentVatReceipt } from '../../commerce/vat-receipts/vat-receipt-view.ts';
import type { CouponRow, OrderAddressRow } from '../../commerce/store/tables.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import { TEST_SELLER } from '../fixtures/recording-mail.ts';

// Wednesday 18 November 2026, 10:00 in London: the baskets are priced and placed then.
const NOW = new Date('2026-11-18T10:00:00Z');
const TODAY = '2026-11-18';
const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Per unit: logs by van, pellets by the pallet (several pallets once heavy), small goods by parcel or riding along. */
const GROUPS = {
  van: { weights: [120_000, 420_000], quantities: [1, 3] },
  // Up to 30 pallets a line: over a lorry's 26, the load goes as two consignments.
  pallet: { weights: [375_000, 750_000, 975_000], quantities: [1, 30] },
  parcel: { weights: [500, 3000], quantities: [1, 6] },
} as const;

const line = fc.constantFrom(...(Object.keys(GROUPS) as (keyof typeof GROUPS)[])).chain((group) =>
  fc.record({
    group: fc.constant(group),
    weightGrams: fc.constantFrom(...GROUPS[group].weights),
    quantity: fc.integer({ min: GROUPS[group].quantities[0], max: GROUPS[group].quantities[1] }),
    unitPricePence: fc.integer({ min: 99, max: 40_000 }),
    vatRateBasisPoints: fc.constantFrom(0, 500, 2000),
    // A pre-order: its presale date ahead, with fewer (or no) units on the shelf than the line wants.
    presale: fc.option(fc.record({ daysAhead: fc.integer({ min: 1, max: 70 }), onHand: fc.integer({ min: 0, max: 3 }) }), {
      freq: 3,
    }),
  }),
);

const coupon = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percentage' as const), percent_basis_points: fc.integer({ min: 100, max: 5000 }) }),
    fc.record({ kind: fc.constant('fixedAmount' as const), amount_pence: fc.integer({ min: 100, max: 20_000 }) }),
    fc.constant({ kind: 'freeDelivery' as const }),
  ),
  { freq: 2 },
);

const basket = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  coupon,
  // Mainland, Highlands (a zone surcharge), islands, Northern Ireland.
  postcode: fc.constantFrom('LE12 6UZ', 'IV2 3AA', 'HS1 2AA', 'BT1 1AA'),
  restrictedAccess: fc.boolean(),
  morningSlot: fc.boolean(),
  creditPence: fc.option(fc.integer({ min: 1, max: 100_000 }), { freq: 3 }),
  treatment: fc.constantFrom(...DELIVERY_VAT_TREATMENTS),
  placed: fc.boolean(),
  /** What a placed order wrote down as its pallet's per-consignment surcharges (null: placed before they were kept). */
  frozenPerConsignment: fc.constantFrom(null, [], ['zone'] as const, ['zone', 'restrictedAccess'] as const),
});

type Basket = typeof basket extends fc.Arbitrary<infer T> ? T : never;

function address(type: 'shipping' | 'billing', postcode: string, restrictedAccess: boolean): OrderAddressRow {
  return {
    id: `address-${type}`,
    order_id: 'order-1',
    address_type: type,
    position: 0,
    business: false,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: null,
    line1: '1 Mill Lane',
    line2: null,
    city: 'Somewhere',
    post_code: postcode,
    state_code: null,
    state: null,
    country_code: 'GB',
    lat: null,
    long: null,
    what3words: null,
    delivery_notes: null,
    phone_number: null,
    restricted_access: restrictedAccess,
    restricted_access_forced: false,
  };
}

function couponRow(picked: NonNullable<Basket['coupon']>): CouponRow {
  return {
    tenant_id: 'hearth',
    code: 'RANDOM',
    name: 'Random coupon',
    kind: picked.kind,
    percent_basis_points: 'percent_basis_points' in picked ? picked.percent_basis_points : null,
    amount_pence: 'amount_pence' in picked ? picked.amount_pence : null,
    min_spend_pence: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    enabled: true,
  } as CouponRow;
}

/** A basket as the store would hand it to the pricing: the demo shop's methods, couriers, zones and calendars. */
function storedOrder(picked: Basket): StoredOrder {
  const items = picked.lines.map((l, index) => ({
    id: `line-${index}`,
    order_id: 'order-1',
    product_id: `SKU-${index}`,
    sku_code: `SKU-${index}`,
    name: `Product ${index}`,
    quantity: l.quantity,
    unit_price_pence: l.unitPricePence,
    vat_rate_basis_points: l.vatRateBasisPoints,
    weight_grams: l.weightGrams,
    image_url: '',
    product_url: '',
    position: index,
    shipping_group: l.group,
    product_on_hand: l.presale ? l.presale.onHand : 1000,
    product_presale_date: l.presale ? addDays(TODAY, l.presale.daysAhead) : null,
  }));
  const choices = [
    ...(picked.morningSlot
      ? [
          {
            order_id: 'order-1',
            shipment_key: 'van' as const,
            method_id: 'van-standard',
            delivery_date: null,
            timed_code: 'AM',
            services: [],
            status: 'awaitingDispatch' as const,
            dispatch_date: null,
            dispatched_at: null,
            delivered_at: null,
            tracking_number: null,
            tracking_url: null,
            surcharges_per_consignment: null,
          },
        ]
      : []),
    // A placed order's pallet, with the surcharges per consignment it was placed under.
    ...(picked.placed
      ? [
          {
            order_id: 'order-1',
            shipment_key: 'pallet' as const,
            method_id: null,
            delivery_date: null,
            timed_code: null,
            services: [],
            status: 'awaitingDispatch' as const,
            dispatch_date: null,
            dispatched_at: null,
            delivered_at: null,
            tracking_number: null,
            tracking_url: null,
            surcharges_per_consignment: picked.frozenPerConsignment === null ? null : [...picked.frozenPerConsignment],
          },
        ]
      : []),
  ];
  return {
    order: {
      id: 'order-1',
      tenant_id: 'hearth',
      sales_channel_id: 'uk-web',
      status: picked.placed ? 'placed' : 'shoppingCart',
      payment_status: picked.placed ? 'paid' : 'notPaid',
      guest: true,
      currency_code: 'GBP',
      gtag_client_id: null,
      version: 1,
      created_at: NOW,
      updated_at: NOW,
      customer_id: null,
      customer_email: 'ada@example.com',
      customer_first_name: 'Ada',
      customer_last_name: 'Lovelace',
      customer_phone: null,
      notes: null,
      coupon_code: picked.coupon ? 'RANDOM' : null,
      credit_requested_pence: picked.creditPence,
      language_code: 'en',
      order_number: picked.placed ? 1001 : null,
      inv_number: picked.placed ? 'INV-1001' : null,
      placed_at: picked.placed ? NOW : null,
      metadata: {},
      claimed_by_customer_id: null,
      delivery_vat_treatment: picked.treatment,
      paid_with: null,
      preorder_delivery: 'together',
      balance_due_pence: 0,
      express_cart: false,
      balance_due_for: null,
    },
    items,
    shipmentChoices: choices,
    delivery: {
      methods: [...SEED_SHIPPING_METHODS],
      retiredMethods: [],
      couriers: [...SEED_COURIERS],
      zoneRules: UK_ZONE_RULES,
      holidays: HOLIDAYS,
    },
    deliveryVatTreatment: picked.treatment,
    addresses: [address('shipping', picked.postcode, picked.restrictedAccess), address('billing', picked.postcode, false)],
    coupon: picked.coupon ? couponRow(picked.coupon) : null,
    couponUsesByPurchaser: 0,
    referral: null,
    history: [],
    openAttempt: null,
    balancePayments: [],
    credit: picked.creditPence
      ? { kind: 'requested', requestedPence: picked.creditPence, balancePence: picked.creditPence }
      : { kind: 'none' },
  } as StoredOrder;
}

const RUNS = { seed: 37_2026, numRuns: 400 };

describe('random baskets: mixed VAT rates, pre-orders, multi-pallet loads, coupons, free delivery, surcharges and credit', () => {
  it('the total is the lines plus delivery less the discount, and credit only lowers what the card pays', () => {
    fc.assert(
      fc.property(basket, (picked) => {
        const { totals, shipments, deliveryWaived } = priceOrder(storedOrder(picked), NOW);
        const goods = sum(picked.lines.map((l) => l.unitPricePence * l.quantity));
        const delivery = sum(
          shipments.map((plan) => (plan.charge ? plan.charge.totalPence - (deliveryWaived ? plan.charge.shippingPence : 0) : 0)),
        );
        expect(totals.subTotalPence).toBe(goods);
        expect(totals.shippingPence).toBe(delivery);
        expect(totals.discountPence).toBeLessThanOrEqual(goods);
        expect(totals.totalPence).toBe(goods + delivery - totals.discountPence);
        expect(totals.amountDuePence).toBe(totals.totalPence - totals.creditUsedPence);
        expect(totals.amountDuePence).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('VAT by rate adds up to the order’s VAT, and the delivery rows to its delivery charge', () => {
    fc.assert(
      fc.property(basket, (picked) => {
        const stored = storedOrder(picked);
        const priced = priceOrder(stored, NOW);
        const rates = orderVatByRate(stored, priced);
        expect(sum(rates.map((rate) => rate.vatPence))).toBe(priced.totals.totalTaxPence);
        expect(sum(rates.map((rate) => rate.grossPence))).toBe(priced.totals.totalPence);
        expect(sum(deliveryCharges(priced).map((charge) => charge.pence))).toBe(priced.totals.shippingPence);
      }),
      RUNS,
    );
  });

  it('each shipment’s promise names charges that add up to what the shipment adds to the order', () => {
    fc.assert(
      fc.property(basket, (picked) => {
        const stored = storedOrder(picked);
        const priced = priceOrder(stored, NOW);
        shipmentPromises(stored, priced).forEach((promise, index) => {
          const charge = priced.shipments[index]!.charge;
          const owed = charge ? charge.totalPence - (priced.deliveryWaived ? charge.shippingPence : 0) : 0;
          expect(sum(promise.charges.map((c) => c.pence))).toBe(owed);
        });
      }),
      RUNS,
    );
  });

  it('each shipment’s delivery is the sum over its consignments: the per-consignment surcharges the rule (or a placed order’s record) names are paid by each', () => {
    fc.assert(
      fc.property(basket, (picked) => {
        const stored = storedOrder(picked);
        const priced = priceOrder(stored, NOW);
        const promises = shipmentPromises(stored, priced);
        priced.shipments.forEach((plan, index) => {
          const quote = plan.shippingMethod;
          if (!quote || !plan.charge) return;
          const rule = SEED_SHIPPING_METHODS.find((m) => m.id === quote.methodId)!;
          const courier = SEED_COURIERS.find((c) => c.id === rule.courierId)!;
          const row = stored.shipmentChoices.find((c) => c.shipment_key === plan.key);
          const perConsignment = picked.placed && row ? (row.surcharges_per_consignment ?? []) : (rule.surchargesPerConsignment ?? []);
          // The load packed by hand: whole packages, at most the cap to a consignment.
          const packages = Math.max(1, Math.ceil(plan.weightGrams / rule.packageWeightGrams));
          const cap = rule.maxPackagesPerConsignment ?? packages;
          const consignments = Array.from({ length: Math.ceil(packages / cap) }, (_, i) => Math.min(cap, packages - i * cap));
          const unit = (kind: string) =>
            kind === 'method'
              ? rule.surchargePence
              : kind === 'zone'
                ? (rule.zoneSurchargesPence[plan.zone!] ?? 0)
                : (courier.services.find((s) => s.type === kind)?.surchargePence ?? 0);
          const kinds = plan.charge.surchargePence === 0 ? [] : quote.surcharges.map((line) => line.kind);
          const eachConsignment = consignments.map(
            (count) =>
              (quote.isFree ? 0 : rule.pricePence + (rule.perPackagePence ?? 0) * (count - 1)) +
              sum(kinds.filter((kind) => perConsignment.includes(kind)).map(unit)),
          );
          const once = sum(kinds.filter((kind) => !perConsignment.includes(kind)).map(unit));
          expect(plan.charge.totalPence).toBe(sum(eachConsignment) + once + plan.charge.timedPence);
          // The promise says how many times a surcharge is paid, and only when it is more than once.
          for (const line of quote.surcharges) {
            const times = perConsignment.includes(line.kind) ? consignments.length : 1;
            expect(line.pence).toBe(unit(line.kind) * times);
            const said = promises[index]!.charges.filter((c) => c.pence === line.pence && c.label.endsWith(` × ${times} consignments`));
            expect(said.length > 0).toBe(times > 1);
          }
        });
      }),
      RUNS,
    );
  });

  it('no shipment is promised a day before its goods can leave: every pre-order line’s shipment leaves on or after its presale date', () => {
    fc.assert(
      fc.property(basket, (picked) => {
        const stored = storedOrder(picked);
        const { shipments } = priceOrder(stored, NOW);
        for (const item of stored.items) {
          const waits = item.product_presale_date !== null && item.quantity > item.product_on_hand;
          const plan = shipments.find((candidate) => candidate.lineIds.includes(item.id))!;
          expect(plan).toBeDefined();
          if (!plan.estDispatchDate) continue;
          expect(plan.estDispatchDate >= TODAY).toBe(true);
          if (waits) expect(plan.estDispatchDate >= item.product_presale_date!).toBe(true);
          if (plan.estDeliveryDate) expect(plan.estDeliveryDate > plan.estDispatchDate).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a placed order’s VAT receipt and confirmation mail print the same VAT by rate, summing to the order’s VAT', () => {
    fc.assert(
      fc.property(
        basket.map((picked) => ({ ...picked, placed: true })),
        (picked) => {
          const stored = storedOrder(picked);
          const priced = priceOrder(stored, NOW);
          // Only a basket every shipment of which can go can be placed.
          fc.pre(priced.shipments.every((plan) => plan.isShipmentValid));
          const receipt = presentVatReceipt(stored, { seller: TEST_SELLER, payment: { amountPence: priced.totals.amountDuePence } });
          const mail = orderMailView(stored, TEST_SELLER, { order: 'https://hearth.test/o', receipt: 'https://hearth.test/r' });
          const receiptVat = sum(receipt.vatByRate.map((rate) => Math.round(rate.vatAmount * 100)));
          expect(receiptVat).toBe(priced.totals.totalTaxPence);
          expect(mail.totals.vat).toBe(formatPence(priced.totals.totalTaxPence));
          expect(mail.totals.vatByRate).toEqual(
            receipt.vatByRate.map((rate) => ({ rate: `${rate.rate}%`, vat: formatPence(Math.round(rate.vatAmount * 100)) })),
          );
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
  });
});
