import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_COURIERS } from '../../dev/demo/delivery-methods.ts';
import {
  AdminCreateDeliveryMethodDocument,
  AdminDeliverySetupDocument,
  type AdminDeliveryMethodInput,
  AdminRetireDeliveryMethodDocument,
  AdminSetCourierServicesDocument,
  AdminUpdateDeliveryMethodDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { latestAuditSeq } from '../fixtures/store-rows.ts';
import { GetOrderShipmentsDocument, PlaceReceiptOrderDocument, SwitchShippingMethodDocument } from './gql/graphql.ts';

const tenant = scope.tenant;

/** A parcel service for the islands alone: £7.50 a parcel, free from £60, £2 more on Shetland's side of things. */
const ISLAND_PARCELS: AdminDeliveryMethodInput = {
  id: 'island-parcels',
  name: 'Parcel – islands',
  displayName: 'Island parcel delivery',
  description: 'Kindling and accessories to the islands by the ferry parcel service.',
  courierId: 'parcel-co',
  group: 'parcel',
  price: 7.5,
  perPackagePrice: null,
  packageWeightGrams: 15_000,
  maxPackagesPerConsignment: null,
  minWeightGrams: 0,
  maxWeightGrams: 30_000,
  freeOver: 60,
  salesChannelFreeOver: 60,
  surcharge: 0,
  vatRatePercent: 20,
  surchargeVatRatePercent: 20,
  zones: [{ zone: 'islands', surcharge: 2, transitMin: 3, transitMax: 5 }],
  handlingDays: 0,
  deliveryWeekdays: [1, 2, 3, 4, 5],
  generateCount: 5,
  priority: 1,
  sort: 40,
  timedEnabled: false,
  timedDisplayType: 'buttons',
  slots: [],
  deliveryDateDisplayFormat: 'EEEE d MMMM',
};

const STORNOWAY = { ...HOME_ADDRESS, line1: '1 Cromwell Street', city: 'Stornoway', postCode: 'HS1 2DA' };

describe.each(backends)('delivery methods at the desk on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const staff = () => shop.client({ token: staffIdToken() });
  let auditFrom = '0';
  const auditRows = () => shop.db.selectFrom('admin_audit').selectAll().where('seq', '>', auditFrom).orderBy('seq').execute();
  const methodsOffered = async (orderId: string) => {
    const order = await shop.api(GetOrderShipmentsDocument, { ...scope, orderId });
    expect(order.errors).toBeUndefined();
    return order.data!.getOrder!.shipments[0]!.availableShippingMethods;
  };
  const kindlingTo = async (address: typeof HOME_ADDRESS) => {
    const orderId = await payableOrder(shop.api, [['KIN-NET-10L', 1]]);
    await billAndDeliverTo(shop.api, orderId, address);
    return orderId;
  };

  beforeEach(async () => {
    auditFrom = await latestAuditSeq(shop.db);
    await shop.db.deleteFrom('shipping_method').where('id', '=', ISLAND_PARCELS.id).execute();
    for (const courier of SEED_COURIERS) await shop.db.updateTable('courier').set({ rule: courier }).where('id', '=', courier.id).execute();
  });

  it('sets a courier’s services (a dearer tail-lift, a new book-in call), audited; a service twice or a negative surcharge is refused by name', async () => {
    const tailLift = {
      type: 'restrictedAccess',
      name: 'Tail-lift delivery',
      description: 'A smaller lorry.',
      surcharge: 18,
      vatRatePercent: 20,
    };
    const bookIn = { type: 'bookIn', name: 'Book-in call', description: 'We phone first.', surcharge: 0, vatRatePercent: 20 };
    const set = await staff()(AdminSetCourierServicesDocument, { tenant, courierId: 'pallet-express', services: [tailLift, bookIn] });
    expect(set.errors).toBeUndefined();
    expect(set.data!.adminSetCourierServices.services.map((service) => [service.type, service.surcharge])).toEqual([
      ['restrictedAccess', 18],
      ['bookIn', 0],
    ]);
    const stored = await shop.db.selectFrom('courier').select('rule').where('id', '=', 'pallet-express').executeTakeFirstOrThrow();
    expect(stored.rule.services.map((service) => service.surchargePence)).toEqual([1800, 0]);
    expect(stored.rule.cutoffTime).toBe('14:00');

    const twice = await staff()(AdminSetCourierServicesDocument, { tenant, courierId: 'pallet-express', services: [tailLift, tailLift] });
    expect(twice.errors?.[0]?.extensions?.problems).toEqual([{ field: 'services', message: 'services: each service once.' }]);
    const negative = await staff()(AdminSetCourierServicesDocument, {
      tenant,
      courierId: 'pallet-express',
      services: [{ ...tailLift, surcharge: -1 }],
    });
    expect(negative.errors?.[0]?.extensions?.problems).toEqual([
      { field: 'services.0.surchargePence', message: 'services.0.surchargePence: must not be negative.' },
    ]);
    expect((await auditRows()).map((row) => [row.action, row.subject_kind, row.subject_id])).toEqual([
      ['courier.services', 'courier', 'pallet-express'],
    ]);
    expect(errorOf(await shop.api(AdminSetCourierServicesDocument, { tenant, courierId: 'pallet-express', services: [] }))?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('offers a new method for a postcode in its zone with its rate and zone surcharge, and not outside it; audited', async () => {
    const created = await staff()(AdminCreateDeliveryMethodDocument, { tenant, input: ISLAND_PARCELS });
    expect(created.errors).toBeUndefined();
    expect(created.data!.adminCreateDeliveryMethod).toMatchObject({ id: 'island-parcels', price: 7.5, retired: false });

    const island = (await methodsOffered(await kindlingTo(STORNOWAY))).find((method) => method.id === 'island-parcels');
    expect(island).toMatchObject({ shippingAmount: 7.5, shippingCost: 9.5, isFree: false });
    expect(island!.surcharges.map((line) => [line.type, line.amount])).toEqual([['zone', 2]]);
    expect(island!.estDeliveryDates.length).toBeGreaterThan(0);
    const mainland = await methodsOffered(await kindlingTo(HOME_ADDRESS));
    expect(mainland.map((method) => method.id)).not.toContain('island-parcels');

    expect((await auditRows()).map((row) => [row.action, row.subject_kind, row.subject_id])).toEqual([
      ['deliveryMethod.create', 'deliveryMethod', 'island-parcels'],
    ]);
    const setup = (await staff()(AdminDeliverySetupDocument, { tenant })).data!.adminDeliverySetup;
    expect(setup.methods.find((method) => method.id === 'island-parcels')?.zones).toEqual(ISLAND_PARCELS.zones);
    expect(setup.zones.find((zone) => zone.zone === 'islands')?.areas).toContain('HS');
  });

  it('edits the rate, and retiring keeps the method on an order placed with it while checkout stops offering it', async () => {
    expect((await staff()(AdminCreateDeliveryMethodDocument, { tenant, input: ISLAND_PARCELS })).errors).toBeUndefined();
    const updated = await staff()(AdminUpdateDeliveryMethodDocument, { tenant, input: { ...ISLAND_PARCELS, price: 8.25 } });
    expect(updated.errors).toBeUndefined();
    const orderId = await kindlingTo(STORNOWAY);
    expect((await methodsOffered(orderId)).find((method) => method.id === 'island-parcels')?.shippingAmount).toBe(8.25);

    expect(
      (await shop.api(SwitchShippingMethodDocument, { ...scope, orderId, shippingMethodId: 'island-parcels' })).errors,
    ).toBeUndefined();
    const placed = await shop.api(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();

    const retired = await staff()(AdminRetireDeliveryMethodDocument, { tenant, id: 'island-parcels' });
    expect(retired.data!.adminRetireDeliveryMethod.retired).toBe(true);
    const after = await shop.api(GetOrderShipmentsDocument, { ...scope, orderId });
    expect(after.data!.getOrder!.shipments[0]!.shippingMethod?.id).toBe('island-parcels');
    expect((await methodsOffered(await kindlingTo(STORNOWAY))).map((method) => method.id)).not.toContain('island-parcels');

    expect((await auditRows()).map((row) => row.action)).toEqual([
      'deliveryMethod.create',
      'deliveryMethod.update',
      'deliveryMethod.retire',
    ]);
    // Its id stays taken: an order's shipment names the method by it.
    const again = await staff()(AdminCreateDeliveryMethodDocument, { tenant, input: ISLAND_PARCELS });
    expect(again.errors?.[0]?.extensions?.field).toBe('input.id');
  });

  it('refuses a rule that breaks the engine’s rules, naming each thing to fix, and writes nothing', async () => {
    const reply = await staff()(AdminCreateDeliveryMethodDocument, {
      tenant,
      input: {
        ...ISLAND_PARCELS,
        courierId: 'no-such-courier',
        price: -1,
        zones: [{ zone: 'islands', surcharge: 0, transitMin: 4, transitMax: 2 }],
      },
    });
    const error = reply.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.problems).toEqual([{ field: 'input.price', message: 'price: must not be negative.' }]);

    const crossField = await staff()(AdminCreateDeliveryMethodDocument, {
      tenant,
      input: { ...ISLAND_PARCELS, courierId: 'no-such-courier', zones: [{ zone: 'islands', surcharge: 0, transitMin: 4, transitMax: 2 }] },
    });
    expect(crossField.errors?.[0]?.extensions?.problems).toEqual([
      { field: 'input.courierId', message: "Unknown courier 'no-such-courier'." },
      { field: 'input.zones', message: "Transit days for 'islands' must be whole numbers with min ≤ max." },
    ]);
    expect(await shop.db.selectFrom('shipping_method').select('id').where('id', '=', 'island-parcels').execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses the storefront key and a customer, and adds nothing', async () => {
    expect(errorOf(await shop.api(AdminCreateDeliveryMethodDocument, { tenant, input: ISLAND_PARCELS }))?.code).toBe('FORBIDDEN');
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminCreateDeliveryMethodDocument, { tenant, input: ISLAND_PARCELS }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await customer.api(AdminRetireDeliveryMethodDocument, { tenant, id: 'parcel-standard' }))?.code).toBe('FORBIDDEN');
    expect(await shop.db.selectFrom('shipping_method').select('id').where('enabled', '=', false).execute()).toEqual([]);
  });
});
