import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createCommerceApi } from '../../commerce/server.ts';
import { testCardPayments } from '../fixtures/test-card-payments.ts';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import type { Courier, ShippingMethodRule } from '../../commerce/domain/delivery/index.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type ApiResult } from '../fixtures/api-fixture.ts';
import { RIVAL, seedRivalTenant } from '../fixtures/customer-tokens.ts';
import type { CommerceTransport } from '../../src/lib/commerce/client.ts';
import { deliveryCalls } from '../../src/lib/commerce/delivery.ts';
// The storefront's own delivery reads, field for field, and those only the API's other clients make.
import { GetDeliveryCountriesDocument, GetProductDatesDocument, GetShippingMethodsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { GetCourierDocument, GetShippingHolidaysWithTenantDocument, GetShippingMethodDocument } from './gql/graphql.ts';

const NO_DATES = {
  estDeliveryDate: null,
  estDispatchDate: null,
  totalShippingAmount: null,
  deliveryRange: null,
  methodName: null,
  orderBy: null,
  surcharges: [],
};

/** The rival shop's own courier and methods: one with no weight limit, one switched off. */
const RIVAL_COURIER: Courier = {
  ...(SEED_COURIERS[1] as Courier),
  id: 'rival-freight',
  name: 'Rival Freight',
  cutoffTime: '10:00',
  services: [],
};
const RIVAL_METHOD: ShippingMethodRule = {
  ...(SEED_SHIPPING_METHODS[1] as ShippingMethodRule),
  id: 'rival-pallet',
  name: 'Rival pallet',
  displayName: 'Rival pallet delivery',
  courierId: RIVAL_COURIER.id,
  maxWeightGrams: null,
  sort: 5,
};
const RIVAL_DISABLED: ShippingMethodRule = { ...RIVAL_METHOD, id: 'rival-old', name: 'Rival old', sort: 6 };

/** The rival shop's courier and methods. */
async function seedRivalDelivery(db: Kysely<Database>) {
  // Before any call names the rival, so the cached delivery configuration is the full one.
  await seedRivalTenant(db);
  await db
    .insertInto('courier')
    .values({ tenant_id: RIVAL.tenant, id: RIVAL_COURIER.id, name: RIVAL_COURIER.name, rule: RIVAL_COURIER })
    .execute();
  await db
    .insertInto('shipping_method')
    .values([
      { tenant_id: RIVAL.tenant, id: RIVAL_METHOD.id, name: RIVAL_METHOD.name, sort: RIVAL_METHOD.sort, rule: RIVAL_METHOD },
      {
        tenant_id: RIVAL.tenant,
        id: RIVAL_DISABLED.id,
        name: RIVAL_DISABLED.name,
        sort: RIVAL_DISABLED.sort,
        rule: RIVAL_DISABLED,
        enabled: false,
      },
    ])
    .execute();
}

describe.each(backends)('delivery reads on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalDelivery });
  const call = shop.api;

  /** The product page's delivery promise for one unit, asked at a fixed instant. */
  async function datesAt(now: string, productId: string, postcode: string) {
    shop.clock.set(now);
    const result = await shop.api(GetProductDatesDocument, { ...scope, productId, postcode });
    expect(result.errors).toBeUndefined();
    return result.data!.getProductDates;
  }

  describe('getDeliveryCountries', () => {
    it('offers only the countries a delivery method reaches: not the Crown Dependencies nor a billing-only country', async () => {
      const { data, errors } = await call(GetDeliveryCountriesDocument, { tenant: scope.tenant });
      expect(errors).toBeUndefined();
      // The seed's country table marks Jersey, Guernsey and the Isle of Man for shipping, but no method goes there.
      const table = await shop.db
        .selectFrom('country')
        .select('alpha2')
        .where('tenant_id', '=', scope.tenant)
        .where('checkout_shipping', '=', true)
        .execute();
      expect(table.map((c) => c.alpha2)).toEqual(expect.arrayContaining(['JE', 'GG', 'IM']));
      expect(data!.getDeliveryCountries).toEqual([{ alpha2: 'GB', name: 'United Kingdom' }]);
    });
  });

  describe('getShippingMethods and getShippingMethod', () => {
    it('lists the enabled methods in display order with their settings in pounds and kilograms', async () => {
      const { data, errors } = await call(GetShippingMethodsDocument, { tenant: scope.tenant });
      expect(errors).toBeUndefined();
      expect(data!.getShippingMethods.map((m) => m.id)).toEqual(['van-standard', 'pallet-standard', 'pallet-next-day', 'parcel-standard']);
      expect(data!.getShippingMethods[0]).toEqual({
        id: 'van-standard',
        type: 'van',
        name: 'Our van – standard',
        displayName: 'Delivery by our van',
        courier: { id: 'hearth-van', name: 'Hearth vans', type: 'van' },
        config: [
          { propertyId: 'van-standard.handlingDays', property: 'handlingDays', value: '0' },
          { propertyId: 'van-standard.generateCount', property: 'generateCount', value: '10' },
          { propertyId: 'van-standard.deliveryWeekdays', property: 'deliveryWeekdays', value: '1,2,3,4,5' },
          { propertyId: 'van-standard.packageWeightKg', property: 'packageWeightKg', value: '500' },
          { propertyId: 'van-standard.deliveryDateDisplayFormat', property: 'deliveryDateDisplayFormat', value: 'EEEE d MMMM' },
        ],
        freeOver: 150,
        salesChannelFreeOver: 150,
        imageUrl: '/media/delivery/van.svg',
        minWeight: 0,
        maxWeight: 1500,
        sort: 10,
        days: [
          { zone: 'mainland', min: 1, max: 3 },
          { zone: 'highlands', min: 2, max: 4 },
        ],
        deliveryRange: 'Delivered in 1–3 working days',
      });
    });

    it('answers one method by id, with null for a method that is never free', async () => {
      const { data } = await call(GetShippingMethodDocument, { id: 'pallet-next-day', tenant: scope.tenant });
      expect(data!.getShippingMethod).toMatchObject({
        id: 'pallet-next-day',
        type: 'pallet',
        courier: { id: 'pallet-express', name: 'Pallet Express', type: 'pallet' },
        freeOver: null,
        salesChannelFreeOver: null,
        maxWeight: 1000,
        days: [{ zone: 'mainland', min: 1, max: 1 }],
        deliveryRange: 'Delivered in 1 working day',
      });
      const parcel = (await call(GetShippingMethodDocument, { id: 'parcel-standard', tenant: scope.tenant })).data!.getShippingMethod!;
      expect(parcel.days.map((d) => d.zone)).toEqual(['mainland', 'highlands', 'islands', 'northernIreland']);
      expect(parcel).toMatchObject({ freeOver: 40, maxWeight: 30 });
    });

    it("answers null for an unknown method and for another tenant's method", async () => {
      for (const id of ['no-such-method', RIVAL_METHOD.id]) {
        const result = await call(GetShippingMethodDocument, { id, tenant: scope.tenant });
        expect(result.errors).toBeUndefined();
        expect(result.data!.getShippingMethod).toBeNull();
      }
    });

    it('shows a tenant only its own enabled methods, with null for no weight limit', async () => {
      const rival = shop.client({ apiKey: RIVAL.apiKey });
      const { data } = await rival(GetShippingMethodsDocument, { tenant: RIVAL.tenant });
      expect(data!.getShippingMethods.map((m) => m.id)).toEqual(['rival-pallet']);
      expect(data!.getShippingMethods[0]).toMatchObject({
        maxWeight: null,
        courier: { id: 'rival-freight', name: 'Rival Freight', type: 'pallet' },
      });
      expect((await rival(GetShippingMethodDocument, { id: 'rival-old', tenant: RIVAL.tenant })).data!.getShippingMethod).toBeNull();
      const ours = (await call(GetShippingMethodsDocument, { tenant: scope.tenant })).data!.getShippingMethods.map((m) => m.id);
      expect(ours).not.toContain('rival-pallet');
    });

    it('refuses an empty method id, saying what to send', async () => {
      const result = await call(GetShippingMethodDocument, { id: '', tenant: scope.tenant });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'id: name the shipping method, e.g. van-standard' });
    });
  });

  describe('getCourier', () => {
    it('describes a courier and its services, with the flags derived from them', async () => {
      const { data, errors } = await call(GetCourierDocument, { id: 'pallet-express', tenant: scope.tenant });
      expect(errors).toBeUndefined();
      expect(data!.getCourier).toEqual({
        id: 'pallet-express',
        name: 'Pallet Express',
        type: 'pallet',
        config: [{ propertyId: 'pallet-express.dispatchRegion', property: 'dispatchRegion', value: 'england' }],
        cutoffTime: '14:00',
        imageUrl: '/media/delivery/couriers/pallet-express.svg',
        unitOfMeasure: 'kg',
        hasBookInService: false,
        hasRestrictedAccessService: true,
        serviceConfig: [
          {
            id: 'pallet-express.restrictedAccess',
            type: 'restrictedAccess',
            name: 'Tail-lift delivery',
            surchargeCode: 'restrictedAccess',
            surcharge: 15,
            websiteEnabled: true,
            customerServiceEnabled: true,
            note: 'A smaller lorry with a tail-lift, for addresses an articulated lorry cannot reach.',
          },
        ],
      });
    });

    it('shows free services without a surcharge code, and both flags for our vans', async () => {
      const { data } = await call(GetCourierDocument, { id: 'hearth-van', tenant: scope.tenant });
      expect(data!.getCourier).toMatchObject({
        type: 'van',
        cutoffTime: '12:00',
        hasBookInService: true,
        hasRestrictedAccessService: true,
      });
      expect(data!.getCourier!.serviceConfig.map((s) => [s.type, s.surchargeCode, s.surcharge])).toEqual([
        ['bookIn', null, 0],
        ['restrictedAccess', null, 0],
      ]);
    });

    it("answers null for an unknown courier and for another tenant's courier", async () => {
      for (const id of ['no-such-courier', RIVAL_COURIER.id]) {
        const result = await call(GetCourierDocument, { id, tenant: scope.tenant });
        expect(result.errors).toBeUndefined();
        expect(result.data!.getCourier).toBeNull();
      }
      const rival = await shop.client({ apiKey: RIVAL.apiKey })(GetCourierDocument, { id: RIVAL_COURIER.id, tenant: RIVAL.tenant });
      expect(rival.data!.getCourier).toMatchObject({
        id: 'rival-freight',
        hasBookInService: false,
        hasRestrictedAccessService: false,
        serviceConfig: [],
      });
    });
  });

  describe('getShippingHolidaysWithTenant', () => {
    it("lists 2027 by date, one entry per date and region, with each nation's own days", async () => {
      const { data, errors } = await call(GetShippingHolidaysWithTenantDocument, { year: '2027', tenantId: scope.tenant });
      expect(errors).toBeUndefined();
      const holidays: { id: string; date: string; name: string; region: string }[] = data!.getShippingHolidaysWithTenant;
      const dates = holidays.map((h) => h.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((d) => d.startsWith('2027-'))).toBe(true);
      expect(new Set(holidays.map((h) => `${h.region} ${h.date}`)).size).toBe(holidays.length);
      expect(new Set(holidays.map((h) => h.id)).size).toBe(holidays.length);

      const on = (date: string) => holidays.filter((h) => h.date === date).map((h) => h.region);
      expect(on('2027-01-01')).toEqual(['england', 'scotland', 'northernIreland']);
      expect(holidays).toContainEqual({
        id: 'scotland-2027-01-04',
        date: '2027-01-04',
        name: 'January 2nd (substitute day)',
        region: 'scotland',
      });
      expect(on('2027-01-04')).toEqual(['scotland']);
      expect(on('2027-03-29')).toEqual(['england', 'northernIreland']);
      expect(on('2027-05-03')).toEqual(['england', 'scotland', 'northernIreland']);
      expect(on('2027-08-02')).toEqual(['scotland']);
      expect(on('2027-08-30')).toEqual(['england', 'northernIreland']);
      expect(on('2027-11-30')).toEqual(['scotland']);
      expect(on('2027-12-28')).toEqual(['england', 'scotland', 'northernIreland']);
      expect(holidays.filter((h) => h.region === 'england')).toHaveLength(10);
    });

    it('answers an empty list for a year with no holidays stored', async () => {
      const { data, errors } = await call(GetShippingHolidaysWithTenantDocument, { year: '2031', tenantId: scope.tenant });
      expect(errors).toBeUndefined();
      expect(data!.getShippingHolidaysWithTenant).toEqual([]);
    });

    it.each(['27', '20270', '2027-01', 'next', ''])('refuses the year %j: it must be four digits', async (year) => {
      const result = await call(GetShippingHolidaysWithTenantDocument, { year, tenantId: scope.tenant });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'year: must be a year of four digits, such as "2027"' });
    });
  });

  describe('tenant scope', () => {
    const refused: [string, (api: ApiClient) => Promise<ApiResult<Record<string, unknown>>>][] = [
      ['getShippingMethods', (api) => api(GetShippingMethodsDocument, { tenant: RIVAL.tenant })],
      ['getShippingMethod', (api) => api(GetShippingMethodDocument, { id: RIVAL_METHOD.id, tenant: RIVAL.tenant })],
      ['getCourier', (api) => api(GetCourierDocument, { id: RIVAL_COURIER.id, tenant: RIVAL.tenant })],
      ['getShippingHolidaysWithTenant', (api) => api(GetShippingHolidaysWithTenantDocument, { year: '2027', tenantId: RIVAL.tenant })],
      [
        'getProductDates',
        (api) =>
          api(GetProductDatesDocument, {
            productId: 'LOG-ASH-STD',
            postcode: 'LE12 6UZ',
            tenant: RIVAL.tenant,
            salesChannel: RIVAL.salesChannel,
          }),
      ],
      [
        'getProductDates (another channel)',
        (api) =>
          api(GetProductDatesDocument, { productId: 'LOG-ASH-STD', postcode: 'LE12 6UZ', tenant: scope.tenant, salesChannel: 'trade' }),
      ],
    ];

    it.each(refused)('%s naming another tenant or channel is FORBIDDEN', async (_, attempt) => {
      const result = await attempt(call);
      expect(errorOf(result)?.code).toBe('FORBIDDEN');
      // Nothing of the other tenant's comes back: a list field nulls the reply, a nullable one is null.
      expect(Object.values(result.data ?? {}).every((value) => value === null)).toBe(true);
    });

    it('refuses a call without credentials', async () => {
      const result = await shop.client({ apiKey: null })(GetShippingMethodsDocument, { tenant: scope.tenant });
      expect(errorOf(result)?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('getProductDates', () => {
    it.each([
      // [case, now (UTC), dispatch, delivery, order by]
      ['a weekday before the van cut-off (GMT)', '2026-11-18T11:59:59Z', '2026-11-18', '2026-11-19', '2026-11-18T12:00:00.000Z'],
      ['the cut-off minute itself, which has missed it', '2026-11-18T12:00:00Z', '2026-11-19', '2026-11-20', '2026-11-19T12:00:00.000Z'],
      ['a weekday after the cut-off', '2026-11-18T15:30:00Z', '2026-11-19', '2026-11-20', '2026-11-19T12:00:00.000Z'],
      [
        'a weekday before the cut-off in summer time (11:30 BST)',
        '2027-06-16T10:30:00Z',
        '2027-06-16',
        '2027-06-17',
        '2027-06-16T11:00:00.000Z',
      ],
      [
        'a weekday after the cut-off in summer time (12:30 BST)',
        '2027-06-16T11:30:00Z',
        '2027-06-17',
        '2027-06-18',
        '2027-06-17T11:00:00.000Z',
      ],
      ['a Saturday morning', '2026-11-21T09:00:00Z', '2026-11-23', '2026-11-24', '2026-11-23T12:00:00.000Z'],
      [
        'a Friday after the cut-off before the May bank-holiday Monday',
        '2027-04-30T13:00:00Z',
        '2027-05-04',
        '2027-05-05',
        '2027-05-04T11:00:00.000Z',
      ],
      [
        'Christmas Eve after the cut-off, Christmas on Friday and Boxing Day on Monday',
        '2026-12-24T13:00:00Z',
        '2026-12-29',
        '2026-12-30',
        '2026-12-29T12:00:00.000Z',
      ],
      ['the Friday before Christmas after the cut-off', '2027-12-24T13:00:00Z', '2027-12-29', '2027-12-30', '2027-12-29T12:00:00.000Z'],
    ])('by our van to the mainland on %s', async (_, now, dispatch, delivery, orderBy) => {
      expect(await datesAt(now, 'LOG-ASH-STD', 'LE12 6UZ')).toEqual({
        estDispatchDate: dispatch,
        estDeliveryDate: delivery,
        totalShippingAmount: 19.95,
        deliveryRange: 'Delivered in 1–3 working days',
        methodName: 'Delivery by our van',
        orderBy,
        surcharges: [],
        errors: [],
      });
    });

    it("uses the pallet courier's later cut-off and its default (standard) method", async () => {
      // 13:00 is past the vans' 12:00 cut-off but before Pallet Express's 14:00.
      expect(await datesAt('2026-11-18T13:00:00Z', 'PEL-FP-6MM-375', 'LE12 6UZ')).toEqual({
        estDispatchDate: '2026-11-18',
        estDeliveryDate: '2026-11-20',
        totalShippingAmount: 39,
        deliveryRange: 'Delivered in 2–3 working days',
        methodName: 'Pallet delivery',
        orderBy: '2026-11-18T14:00:00.000Z',
        surcharges: [],
        errors: [],
      });
      const pastPalletCutoff = await datesAt('2026-11-18T14:00:00Z', 'PEL-FP-6MM-375', 'LE12 6UZ');
      expect(pastPalletCutoff).toMatchObject({ estDispatchDate: '2026-11-19', orderBy: '2026-11-19T14:00:00.000Z' });
    });

    it("keeps St Andrew's Day (Monday 30 November 2026) for a Scottish postcode only", async () => {
      const scottish = await datesAt('2026-11-27T10:00:00Z', 'LOG-ASH-STD', 'EH1 1YZ');
      const english = await datesAt('2026-11-27T10:00:00Z', 'LOG-ASH-STD', 'LE12 6UZ');
      // The yard is in England, so both leave on the Friday; only Scotland is closed on the Monday.
      expect(scottish).toMatchObject({
        estDispatchDate: '2026-11-27',
        estDeliveryDate: '2026-12-01',
        orderBy: '2026-11-27T12:00:00.000Z',
        errors: [],
      });
      expect(english).toMatchObject({
        estDispatchDate: '2026-11-27',
        estDeliveryDate: '2026-11-30',
        orderBy: '2026-11-27T12:00:00.000Z',
        errors: [],
      });
    });

    it('adds the Highlands surcharge, which free delivery does not waive', async () => {
      const now = '2026-11-18T10:00:00Z';
      expect(await datesAt(now, 'LOG-ASH-STD', 'IV2 3AA')).toMatchObject({
        totalShippingAmount: 44.95,
        deliveryRange: 'Delivered in 2–4 working days',
        estDispatchDate: '2026-11-18',
        estDeliveryDate: '2026-11-20',
      });
      // A full crate (£219) is over the £150 free-delivery threshold: only the surcharge is left.
      expect((await datesAt(now, 'LOG-ASH-FULL', 'LE12 6UZ'))!.totalShippingAmount).toBe(0);
      expect((await datesAt(now, 'LOG-ASH-FULL', 'IV2 3AA'))!.totalShippingAmount).toBe(25);
      expect((await datesAt(now, 'PEL-FP-6MM-375', 'IV2 3AA'))!.totalShippingAmount).toBe(74);
    });

    it('names each surcharge in the promise with its reason, so the basket can say why delivery costs more', async () => {
      const now = '2026-11-18T10:00:00Z';
      expect((await datesAt(now, 'LOG-ASH-FULL', 'LE12 6UZ'))!.surcharges).toEqual([]);
      expect((await datesAt(now, 'LOG-ASH-FULL', 'IV2 3AA'))!.surcharges).toEqual([
        { type: 'zone', name: 'Remote area surcharge', reason: 'Delivering to the Scottish Highlands costs the courier more.', amount: 25 },
      ]);
    });

    it.each(['HS1 2AA', 'ZE1 0AA'])('answers errors, not dates, for a pallet to the island postcode %s', async (postcode) => {
      expect(await datesAt('2026-11-18T10:00:00Z', 'PEL-FP-6MM-375', postcode)).toEqual({
        ...NO_DATES,
        errors: [
          `We have no delivery for these items to ${postcode}. Pallet delivery does not reach island addresses. Next-day pallet delivery does not reach island addresses.`,
        ],
      });
    });

    it('still promises a parcel to the islands, with the island surcharge', async () => {
      expect(await datesAt('2026-11-18T10:00:00Z', 'KIN-NET-10L', 'HS1 2AA')).toEqual({
        estDispatchDate: '2026-11-18',
        estDeliveryDate: '2026-11-23',
        totalShippingAmount: 13.95,
        deliveryRange: 'Delivered in 3–5 working days',
        methodName: 'Parcel delivery',
        orderBy: '2026-11-18T15:00:00.000Z',
        surcharges: [
          { type: 'zone', name: 'Remote area surcharge', reason: 'Delivering to island addresses costs the courier more.', amount: 9 },
        ],
        errors: [],
      });
    });

    it.each([
      ['not a postcode', 'Enter a full UK postcode, like LE12 6UZ.'],
      ['LE12', 'Enter your full postcode, not just LE12: like LE12 6UZ.'],
      ['', 'Enter your postcode, like LE12 6UZ.'],
      ['BF1 2AA', "We can't deliver to BF1 2AA; please use another delivery address."],
    ])('answers errors, not a GraphQL error, for the postcode %j', async (postcode, message) => {
      expect(await datesAt('2026-11-18T10:00:00Z', 'LOG-ASH-STD', postcode)).toEqual({ ...NO_DATES, errors: [message] });
    });

    it('reads a postcode however it is typed', async () => {
      const typed = await datesAt('2026-11-18T10:00:00Z', 'LOG-ASH-STD', ' le126uz ');
      expect(typed).toEqual(await datesAt('2026-11-18T10:00:00Z', 'LOG-ASH-STD', 'LE12 6UZ'));
    });

    it('answers null for an unknown product', async () => {
      expect(await datesAt('2026-11-18T10:00:00Z', 'LOG-OAK-STD', 'LE12 6UZ')).toBeNull();
    });

    it('refuses a product id that is not a product code', async () => {
      const result = await call(GetProductDatesDocument, { ...scope, productId: 'ash logs', postcode: 'LE12 6UZ' });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'productId: must be a product code such as LOG-ASH-FULL' });
    });
  });

  describe('deliveryCalls (the storefront client)', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const transport = (apiKey: string): CommerceTransport => {
      const api = createCommerceApi({ db: shop.db, now: () => now, payments: testCardPayments(shop.db, () => now) });
      return {
        endpoint: 'http://shop.test/graphql',
        apiKey,
        fetch: ((url: string, init: RequestInit) => api.fetch(url, init)) as typeof fetch,
      };
    };

    it('reads each operation through the generated documents', async () => {
      const calls = deliveryCalls(transport(SEED_STOREFRONT_API_KEY), scope);
      expect((await calls.getShippingMethods())?.map((m) => m.id)).toEqual([
        'van-standard',
        'pallet-standard',
        'pallet-next-day',
        'parcel-standard',
      ]);
      expect(await calls.getProductDates('LOG-ASH-STD', 'EH1 1YZ')).toMatchObject({ estDeliveryDate: '2026-12-01', errors: [] });
    });

    it('answers an empty country list and null for the rest when a call fails', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const calls = deliveryCalls(transport('no-such-key'), scope);
        expect(await calls.getDeliveryCountries()).toEqual([]);
        expect(await calls.getShippingMethods()).toBeNull();
        const reasons: string[] = [];
        expect(await calls.getProductDates('LOG-ASH-STD', 'LE12 6UZ', (e) => reasons.push(e.code))).toBeNull();
        expect(reasons).toEqual(['UNAUTHENTICATED']);
        expect(logged).toHaveBeenCalledTimes(3);
      } finally {
        logged.mockRestore();
      }
    });
  });
});
