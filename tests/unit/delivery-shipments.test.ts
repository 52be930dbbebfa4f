import { describe, expect, it } from 'vitest';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import type { ShipmentChoice } from '../../commerce/domain/delivery/shipment-plan.ts';
import { splitIntoShipments, type Shipment, type ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { onlyShipment, planWithSeedMethods } from '../fixtures/seed-delivery.ts';

const CRATE: ShippableLine = { id: 'crate', group: 'van', weightGrams: 420_000, quantity: 1, totalPence: 21_900 };
const PELLETS: ShippableLine = { id: 'pellets', group: 'pallet', weightGrams: 15_000, quantity: 65, totalPence: 29_900 };
const KINDLING: ShippableLine = { id: 'kindling', group: 'parcel', weightGrams: 3000, quantity: 2, totalPence: 1598 };
const FIRELIGHTERS: ShippableLine = { id: 'lighters', group: 'parcel', weightGrams: 500, quantity: 1, totalPence: 399 };

describe('splitIntoShipments', () => {
  it('puts parcel items on the van when the order has one', () => {
    expect(splitIntoShipments([KINDLING, CRATE, FIRELIGHTERS])).toEqual([
      {
        key: 'van',
        group: 'van',
        lineIds: ['kindling', 'crate', 'lighters'],
        weightGrams: 6000 + 420_000 + 500,
        goodsPence: 1598 + 21_900 + 399,
        itemsCount: 4,
        readyDate: null,
        waitingLineIds: [],
      },
    ]);
  });

  it('puts parcel items on the pallet when there is no van, and sends them by parcel when nothing larger is in the order', () => {
    expect(splitIntoShipments([KINDLING, PELLETS]).map((s) => [s.key, s.lineIds])).toEqual([['pallet', ['kindling', 'pellets']]]);
    expect(splitIntoShipments([KINDLING, FIRELIGHTERS])).toMatchObject([
      { key: 'parcel', lineIds: ['kindling', 'lighters'], weightGrams: 6500, goodsPence: 1997, itemsCount: 3 },
    ]);
    expect(splitIntoShipments([PELLETS, KINDLING, CRATE]).map((s) => s.key)).toEqual(['van', 'pallet']);
  });

  it('makes no shipment for an empty order', () => {
    expect(splitIntoShipments([])).toEqual([]);
  });
});

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const NOW = new Date('2026-11-10T09:00:00Z');

function plan(shipment: Shipment, postcode: string, choice: ShipmentChoice = {}, restrictedAccess = false) {
  return planWithSeedMethods({ shipment, address: { postcode, restrictedAccess }, holidays: HOLIDAYS, now: NOW, choice });
}

describe('planShipment', () => {
  it('offers the methods of the shipment’s group and picks the preferred one by default', () => {
    const result = plan(onlyShipment([PELLETS]), 'LE12 6UZ');
    expect(result.availableShippingMethods.map((q) => q.methodId)).toEqual(['pallet-standard', 'pallet-next-day']);
    expect(result).toMatchObject({
      postcode: 'LE12 6UZ',
      zone: 'mainland',
      region: 'england',
      isShipmentValid: true,
      shipmentErrors: [],
      estDispatchDate: '2026-11-10',
      estDeliveryDate: '2026-11-12',
    });
    expect(result.shippingMethod?.methodId).toBe('pallet-standard');
    expect(result.charge?.totalPence).toBe(3900);
  });

  it('takes the shopper’s method, date, slot and services', () => {
    const result = plan(onlyShipment([CRATE]), 'le12 6uz', {
      methodId: 'van-standard',
      deliveryDate: '2026-11-13',
      timedSlotCode: 'pm',
      services: ['bookIn'],
    });
    expect(result.isShipmentValid).toBe(true);
    expect(result.estDeliveryDate).toBe('2026-11-13');
    expect(result.timedSlot?.code).toBe('PM');
    expect(result.services.map((s) => s.type)).toEqual(['bookIn']);
    expect(result.charge).toMatchObject({ shippingPence: 0, timedPence: 1000, totalPence: 1000 });
  });

  it('reports a malformed postcode as a shipment error, not a crash', () => {
    const result = plan(onlyShipment([CRATE]), 'LE12');
    expect(result).toMatchObject({
      isShipmentValid: false,
      postcode: null,
      shippingMethod: null,
      availableShippingMethods: [],
      shipmentErrors: [{ code: 'POSTCODE_INCOMPLETE', message: 'Enter your full postcode, not just LE12: like LE12 6UZ.' }],
    });
  });

  it('reports an unserviceable postcode', () => {
    expect(plan(onlyShipment([CRATE]), 'BF1 2AU')).toMatchObject({
      isShipmentValid: false,
      zone: 'notServed',
      shipmentErrors: [{ code: 'POSTCODE_NOT_SERVED', message: "We can't deliver to BF1 2AU; please use another delivery address." }],
    });
  });

  it('explains why no method can take a pallet to the islands', () => {
    const result = plan(onlyShipment([PELLETS]), 'HS1 2AB');
    expect(result.isShipmentValid).toBe(false);
    expect(result.shipmentErrors).toEqual([
      {
        code: 'NO_METHOD_AVAILABLE',
        message:
          'We have no delivery for these items to HS1 2AB. Pallet delivery does not reach island addresses. ' +
          'Next-day pallet delivery does not reach island addresses.',
      },
    ]);
    expect(result.unavailableShippingMethods.map((q) => q.code)).toEqual(['ZONE_NOT_SERVED', 'ZONE_NOT_SERVED']);
  });

  it('does not swap a chosen method that no longer fits for another one', () => {
    const result = plan(onlyShipment([PELLETS]), 'IV2 3AB', { methodId: 'pallet-next-day' });
    expect(result.shippingMethod).toBeNull();
    expect(result.availableShippingMethods.map((q) => q.methodId)).toEqual(['pallet-standard']);
    expect(result.shipmentErrors).toEqual([
      {
        code: 'METHOD_UNAVAILABLE',
        message: 'Next-day pallet delivery does not reach the Scottish Highlands. Choose another delivery method.',
      },
    ]);
    expect(plan(onlyShipment([PELLETS]), 'LE12 6UZ', { methodId: 'van-standard' }).shipmentErrors).toEqual([
      { code: 'METHOD_UNAVAILABLE', message: 'Choose a delivery method from the list.' },
    ]);
  });

  it('flags a chosen date, slot or service the method cannot honour', () => {
    const result = plan(onlyShipment([PELLETS]), 'LE12 6UZ', {
      deliveryDate: '2026-11-14',
      timedSlotCode: 'AM',
      services: ['bookIn'],
    });
    expect(result.isShipmentValid).toBe(false);
    expect(result.estDeliveryDate).toBeNull();
    expect(result.shipmentErrors.map((e) => e.code)).toEqual(['SERVICE_UNAVAILABLE', 'TIMED_NOT_OFFERED', 'DATE_NOT_OFFERED']);
    expect(result.shipmentErrors[0]?.message).toBe(
      'Pallet delivery does not offer booked-in delivery; untick it or choose another method.',
    );
  });

  it('forces the tail-lift for a restricted-access address', () => {
    const result = plan(onlyShipment([PELLETS]), 'LE12 6UZ', {}, true);
    expect(result.isShipmentValid).toBe(true);
    expect(result.services).toMatchObject([{ type: 'restrictedAccess', force: true, surchargePence: 1500 }]);
    expect(result.shippingMethod?.restrictedAccessForced).toBe(true);
    expect(result.charge?.totalPence).toBe(3900 + 1500);
  });
});
