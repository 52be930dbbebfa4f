import { describe, expect, it } from 'vitest';
import { dayStops, driversCsv, loadSummary, slotStart, vanStops } from '../../../src/features/admin/orders/day-sheet.ts';
import type { AdminOrderFieldsFragment } from '../../../src/features/admin/gql/graphql.ts';

type Shipment = AdminOrderFieldsFragment['shipments'][number];

function shipment(id: string, overrides: Partial<Shipment> = {}): Shipment {
  return {
    id,
    status: 'awaitingDispatch',
    method: id === 'van' ? 'Our van' : 'Pallet',
    courier: null,
    deliveryDate: '2026-12-03',
    dispatchDate: '2026-12-02',
    slot: null,
    slotHours: null,
    services: [],
    weightKg: 10,
    items: '1 × Ash logs',
    dispatchedAt: null,
    deliveredAt: null,
    heading: 'Delivery by our van',
    arrival: 'Thursday 3 December',
    ready: null,
    bookedServices: [],
    chargeLines: [],
    ...overrides,
  };
}

function order(
  number: number,
  postCode: string,
  shipments: Shipment[],
  notes: Partial<NonNullable<AdminOrderFieldsFragment['deliveryAddress']>> = {},
  orderNotes: string | null = null,
) {
  return {
    id: `order-${number}`,
    number,
    placedAt: '2026-11-18T10:00:00.000Z',
    status: 'placed',
    paymentStatus: 'paid',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '07700 900000', hasAccount: true },
    total: 100,
    paidByCard: 100,
    paidWith: 'card',
    creditUsed: 0,
    refunded: 0,
    refundable: 100,
    couponCode: null,
    orderNotes,
    deliveryAddress: {
      name: 'Ada Lovelace',
      company: null,
      lines: ['1 Station Road', 'Loughborough', postCode],
      postCode,
      phone: null,
      deliveryNotes: null,
      restrictedAccess: false,
      what3words: null,
      ...notes,
    },
    shipments,
  } satisfies AdminOrderFieldsFragment;
}

describe("the day's stops", () => {
  const orders = [
    order(3, 'LE12 6UZ', [shipment('pallet'), shipment('van', { slot: '8am to 12pm' })], {
      deliveryNotes: 'Gate code 1234',
      restrictedAccess: true,
    }),
    order(1, 'LE11 1AA', [shipment('van', { slot: '8am to 12pm' })]),
    order(2, 'DE1 1AA', [shipment('van', { slot: '12pm to 4pm' }), shipment('parcel', { deliveryDate: '2026-12-04' })]),
  ];

  it('lists the shipments arriving that day, vans first, then by slot and postcode', () => {
    const stops = dayStops(orders, '2026-12-03', 'DELIVERY');
    expect(stops.map((s) => `${s.orderNumber} ${s.shipmentId}`)).toEqual(['1 van', '3 van', '2 van', '3 pallet']);
    expect(stops[1]).toMatchObject({
      travel: 'Van',
      slot: '8am to 12pm',
      access: 'Restricted access: no large vehicle. Gate code 1234',
      address: '1 Station Road, Loughborough, LE12 6UZ',
      phone: '07700 900000',
      status: 'Awaiting dispatch',
    });
  });

  it('lists by the day they leave for DISPATCH', () => {
    expect(dayStops(orders, '2026-12-02', 'DISPATCH')).toHaveLength(5);
    expect(dayStops(orders, '2026-12-03', 'DISPATCH')).toEqual([]);
  });

  it('adds up stops and weight per way of travel without float dust', () => {
    const stops = dayStops(
      [
        order(1, 'A', [shipment('van', { weightKg: 0.1 })]),
        order(2, 'B', [shipment('van', { weightKg: 0.2 }), shipment('pallet', { weightKg: 500 })]),
      ],
      '2026-12-03',
      'DELIVERY',
    );
    expect(loadSummary(stops)).toEqual([
      { travel: 'Van', stops: 2, weightKg: 0.3 },
      { travel: 'Pallet', stops: 1, weightKg: 500 },
    ]);
  });

  it('carries what the customer chose to the stop: services, slot hours, what3words and both notes', () => {
    const [stop] = dayStops(
      [
        order(
          5,
          'LE1 1AA',
          [shipment('van', { slot: 'Morning', slotHours: 'Between 8am and 12 noon.', services: ['Book-in call', 'Small-van delivery'] })],
          { what3words: 'filled.count.soap', deliveryNotes: 'Gate code 1234' },
          'Stack by the shed',
        ),
      ],
      '2026-12-03',
      'DELIVERY',
    );
    expect(stop).toMatchObject({
      date: '2026-12-03',
      slotHours: 'Between 8am and 12 noon.',
      services: ['Book-in call', 'Small-van delivery'],
      what3words: 'filled.count.soap',
      access: 'Gate code 1234',
      orderNotes: 'Stack by the shed',
    });
  });

  it('prints only the van run: pallets and parcels go with their couriers', () => {
    expect(vanStops(dayStops(orders, '2026-12-03', 'DELIVERY')).map((s) => `${s.orderNumber} ${s.shipmentId}`)).toEqual([
      '1 van',
      '3 van',
      '2 van',
    ]);
  });

  it('writes the drivers a CSV of the same stops, mark and header first, phone kept a number, customer words made safe', () => {
    const csv = driversCsv(
      dayStops(
        [
          order(
            7,
            'LE1 1AA',
            [shipment('van', { slot: 'Morning', slotHours: 'Between 8am and 12 noon.', services: ['Book-in call', 'Tail-lift delivery'] })],
            { deliveryNotes: '=cmd|calc', phone: '+447700900123', what3words: 'filled.count.soap' },
            '@SUM(A1)',
          ),
        ],
        '2026-12-03',
        'DELIVERY',
      ),
      new Map([['order-7', 'Van 2']]),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Date,Order,Travels,Van,Method,Slot,Slot hours,Customer,Phone,Address,Postcode,what3words,Services,Access notes,Order notes,Weight (kg),Items,Status',
    );
    expect(row).toBe(
      `2026-12-03,7,Van,Van 2,Our van,Morning,Between 8am and 12 noon.,Ada Lovelace,"+447700900123","1 Station Road, Loughborough, LE1 1AA",LE1 1AA,///filled.count.soap,Book-in call; Tail-lift delivery,'=cmd|calc,'@SUM(A1),10,1 × Ash logs,Awaiting dispatch`,
    );
    expect(end).toBe('');
  });

  it("quotes the customer's own phone when the address has none", () => {
    const csv = driversCsv(dayStops([order(8, 'LE1 1AA', [shipment('van')])], '2026-12-03', 'DELIVERY'));
    expect(csv.split('\r\n')[1]).toContain(',"07700 900000",');
  });
});

describe('when a slot begins', () => {
  it.each([
    ['8am to 12pm', 480],
    ['12pm to 4pm', 720],
    ['12am to 6am', 0],
    ['08:30 to 12:00', 510],
    ['4.30pm', 16 * 60 + 30],
    ['Morning', 480],
    ['Afternoon', 720],
    ['', 1440],
    ['Any time', 1440],
  ])('%j starts at minute %i', (label, minutes) => {
    expect(slotStart(label)).toBe(minutes);
  });
});
