import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preorderOptionWords } from '../../commerce/domain/delivery/preorder-choice.ts';
import {
  addOnDelivery,
  addOnDeliveryText,
  offersPreorderChoice,
  rideFor,
  SHIPMENT_KEYS,
  splitIntoShipments,
  type PreorderDelivery,
  type ShippableLine,
} from '../../commerce/domain/delivery/shipments.ts';

const PELLETS: ShippableLine = { id: 'pellets', group: 'pallet', weightGrams: 15_000, quantity: 40, totalPence: 18_400 };
const STOVE_PALLET: ShippableLine = {
  id: 'ante',
  group: 'pallet',
  weightGrams: 975_000,
  quantity: 1,
  totalPence: 38_900,
  readyDate: '2027-01-15',
};
const CRATE: ShippableLine = { id: 'crate', group: 'van', weightGrams: 420_000, quantity: 1, totalPence: 21_900 };
const FIRELIGHTERS: ShippableLine = { id: 'lighters', group: 'parcel', weightGrams: 500, quantity: 1, totalPence: 399 };
const KINDLING_LATER: ShippableLine = {
  id: 'kindling',
  group: 'parcel',
  weightGrams: 3000,
  quantity: 1,
  totalPence: 799,
  readyDate: '2027-01-15',
};

describe('an add-on rides with a larger shipment', () => {
  it('rides with the van, else the pallet, and by parcel when nothing larger is in the basket', () => {
    expect(rideFor(FIRELIGHTERS, [PELLETS, CRATE, FIRELIGHTERS])).toBe('van');
    expect(rideFor(FIRELIGHTERS, [PELLETS, FIRELIGHTERS])).toBe('pallet');
    expect(rideFor(FIRELIGHTERS, [FIRELIGHTERS, KINDLING_LATER])).toBeNull();
    expect(rideFor(PELLETS, [PELLETS, CRATE])).toBeNull();
  });

  it('goes on the pallet instead of paying for a parcel of its own', () => {
    expect(splitIntoShipments([PELLETS, FIRELIGHTERS])).toEqual([
      {
        key: 'pallet',
        group: 'pallet',
        lineIds: ['pellets', 'lighters'],
        weightGrams: 600_000 + 500,
        goodsPence: 18_400 + 399,
        itemsCount: 41,
        readyDate: null,
        waitingLineIds: [],
      },
    ]);
  });

  it('in a split basket rides only with larger goods that leave when it can', () => {
    expect(rideFor(FIRELIGHTERS, [STOVE_PALLET, FIRELIGHTERS], 'split')).toBeNull();
    expect(rideFor(FIRELIGHTERS, [STOVE_PALLET, FIRELIGHTERS], 'together')).toBe('pallet');
    expect(rideFor(KINDLING_LATER, [STOVE_PALLET, PELLETS, KINDLING_LATER], 'split')).toBe('pallet');
    expect(rideFor(KINDLING_LATER, [PELLETS, KINDLING_LATER], 'split')).toBeNull();
  });
});

describe('a basket mixing goods in stock with pre-orders', () => {
  it('sent together, makes one delivery that waits for the pre-order', () => {
    const [only, ...rest] = splitIntoShipments([PELLETS, STOVE_PALLET, FIRELIGHTERS], 'together');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ key: 'pallet', readyDate: '2027-01-15', waitingLineIds: ['pellets', 'lighters'] });
  });

  it('split, sends the goods in stock now and the pre-orders apart from their date', () => {
    const shipments = splitIntoShipments([PELLETS, STOVE_PALLET, FIRELIGHTERS, KINDLING_LATER], 'split');
    expect(shipments.map((s) => [s.key, s.lineIds, s.readyDate, s.waitingLineIds])).toEqual([
      ['pallet', ['pellets', 'lighters'], null, []],
      ['pallet-later', ['ante', 'kindling'], '2027-01-15', []],
    ]);
  });

  it('is offered the choice only when sending together would hold goods in stock back', () => {
    expect(offersPreorderChoice([PELLETS, STOVE_PALLET])).toBe(true);
    expect(offersPreorderChoice([FIRELIGHTERS, STOVE_PALLET])).toBe(true); // the firelighters would wait on the pallet
    expect(offersPreorderChoice([PELLETS, FIRELIGHTERS])).toBe(false);
    expect(offersPreorderChoice([STOVE_PALLET, KINDLING_LATER])).toBe(false);
    expect(offersPreorderChoice([CRATE, STOVE_PALLET])).toBe(false); // they travel apart anyway
  });

  it('words each way with its deliveries, their days and the charge in all', () => {
    const now = { readyDate: null, estDeliveryDate: '2026-12-04' };
    const later = { readyDate: '2027-01-15', estDeliveryDate: '2027-01-18' };
    expect(preorderOptionWords('split', [later, now], 7800)).toEqual({
      title: 'Send what is in stock now, the pre-orders when they ship',
      detail: '2 deliveries: Friday 4 December, then Monday 18 January. Delivery £78.00 in all.',
    });
    expect(preorderOptionWords('together', [later], 3900)).toEqual({
      title: 'Wait and send everything together',
      detail: '1 delivery, arriving Monday 18 January. Delivery £39.00.',
    });
    expect(preorderOptionWords('together', [later], 0).detail).toBe('1 delivery, arriving Monday 18 January. Delivery free.');
    // Before a postcode: when each can leave, and no charge called free.
    expect(
      preorderOptionWords(
        'split',
        [
          { readyDate: '2027-01-15', estDeliveryDate: null },
          { readyDate: null, estDeliveryDate: null },
        ],
        null,
      ).detail,
    ).toBe('2 deliveries: leaving as soon as we can, then leaving from Friday 15 January. Delivery is priced once we know where it goes.');
  });
});

describe('what a suggested add-on does to the delivery', () => {
  const ADD_ON = { group: 'parcel' as const, readyDate: null };

  it('rides with a larger shipment, joins the parcel, or says the parcel it adds', () => {
    expect(addOnDeliveryText(addOnDelivery(ADD_ON, [PELLETS], 'together', 499))).toBe('Travels with your pallet: no extra delivery charge');
    expect(addOnDeliveryText(addOnDelivery(ADD_ON, [CRATE, PELLETS], 'together', 499))).toBe(
      'Travels with our van: no extra delivery charge',
    );
    expect(addOnDeliveryText(addOnDelivery(ADD_ON, [FIRELIGHTERS], 'together', 499))).toBe('Goes in your parcel with the rest');
    expect(addOnDeliveryText(addOnDelivery(ADD_ON, [STOVE_PALLET], 'split', 499))).toBe(
      'Comes in a parcel of its own: adds £4.99 delivery',
    );
    expect(addOnDeliveryText(addOnDelivery(ADD_ON, [STOVE_PALLET], 'split', null))).toBe(
      'Comes in a parcel of its own, with its own delivery charge',
    );
    expect(addOnDeliveryText(addOnDelivery({ group: 'pallet', readyDate: null }, [PELLETS], 'together', null))).toBeNull();
  });
});

const LINE = fc.record({
  group: fc.constantFrom('van' as const, 'pallet' as const, 'parcel' as const),
  quantity: fc.integer({ min: 1, max: 5 }),
  readyDate: fc.constantFrom(null, '2027-01-15', '2027-02-01'),
});

describe('shipments (property)', () => {
  it('carry every line once, never leave before a line can, and never make a parcel a larger shipment could take', () => {
    fc.assert(
      fc.property(
        fc.array(LINE, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<PreorderDelivery>('together', 'split'),
        (picked, preorders) => {
          const lines: ShippableLine[] = picked.map((line, i) => ({ ...line, id: `l${i}`, weightGrams: 1000, totalPence: 100 * (i + 1) }));
          const shipments = splitIntoShipments(lines, preorders);
          const carried = shipments.flatMap((s) => s.lineIds);
          expect([...carried].sort()).toEqual(lines.map((l) => l.id).sort());
          expect(shipments.reduce((sum, s) => sum + s.goodsPence, 0)).toBe(lines.reduce((sum, l) => sum + l.totalPence, 0));
          expect(shipments.map((s) => SHIPMENT_KEYS.indexOf(s.key))).toEqual(
            [...shipments.map((s) => SHIPMENT_KEYS.indexOf(s.key))].sort((a, b) => a - b),
          );
          const byId = new Map(lines.map((l) => [l.id, l]));
          for (const shipment of shipments) {
            for (const id of shipment.lineIds) {
              const line = byId.get(id)!;
              // No shipment is promised before its goods can leave.
              if (line.readyDate) expect((shipment.readyDate ?? '') >= line.readyDate).toBe(true);
              // Split, goods that can leave now never wait for a pre-order.
              if (preorders === 'split' && !line.readyDate) expect(shipment.readyDate).toBeNull();
              if (line.group === 'parcel' && shipment.group === 'parcel') expect(rideFor(line, lines, preorders)).toBeNull();
            }
          }
        },
      ),
    );
  });
});
