import { describe, expect, it } from 'vitest';
import {
  chargeLine,
  serviceLabel,
  shipmentHeading,
  shipmentPromise,
  slotText,
  type ShipmentPromiseFacts,
} from '../../commerce/domain/delivery/shipment-promise.ts';

const PALLET: ShipmentPromiseFacts = {
  group: 'pallet',
  method: { displayName: 'Pallet delivery', deliveryDateDisplayFormat: 'EEEE d MMMM', zone: 'mainland', packageCount: 1 },
  deliveryDate: '2026-12-04',
  slot: null,
  services: [{ type: 'restrictedAccess', name: 'Tail-lift delivery' }],
  deliveryPence: 4900,
  surcharges: [{ kind: 'restrictedAccess', pence: 1500 }],
  readyNote: null,
};

describe('a shipment promise', () => {
  it('heads a shipment by its method alone when the method says how it travels, never "By our van: Delivery by our van"', () => {
    expect(shipmentHeading('van', 'Delivery by our van')).toBe('Delivery by our van');
    expect(shipmentHeading('pallet', 'Next-day pallet delivery')).toBe('Next-day pallet delivery');
    expect(shipmentHeading('pallet', 'Express')).toBe('On a pallet: Express');
    expect(shipmentHeading('parcel', null)).toBe('By parcel');
  });

  it('gives a slot its hours, as the shop describes them', () => {
    expect(slotText({ label: 'Morning', description: 'Between 8am and 12 noon.' })).toBe('Morning (between 8am and 12 noon)');
    expect(slotText({ label: 'Morning', description: '' })).toBe('Morning');
  });

  it('says what a booked service is for unless its name says it', () => {
    expect(serviceLabel({ type: 'restrictedAccess', name: 'Tail-lift delivery' })).toBe('Tail-lift delivery (restricted access)');
    expect(serviceLabel({ type: 'bookIn', name: 'Book-in call' })).toBe('Book-in call');
    expect(serviceLabel({ type: 'bookIn', name: 'Phone ahead' })).toBe('Phone ahead (book-in call)');
  });

  it('names what each part of the delivery charge covers: the tail-lift the shopper ticked is not just "Delivery"', () => {
    const promise = shipmentPromise(PALLET);
    expect(promise.heading).toBe('Pallet delivery');
    expect(promise.arrival).toBe('Friday 4 December');
    expect(promise.services).toEqual(['Tail-lift delivery (restricted access)']);
    expect(promise.charges.map(chargeLine)).toEqual(['Pallet delivery £49.00', 'Tail-lift delivery (restricted access) £15.00']);
  });

  it('counts the pallets a load takes, and a waived delivery reads Free while its surcharges stay', () => {
    const promise = shipmentPromise({
      ...PALLET,
      method: { ...PALLET.method!, packageCount: 3 },
      deliveryPence: 0,
      surcharges: [{ kind: 'zone', pence: 2500 }],
      services: [],
    });
    expect(promise.charges.map(chargeLine)).toEqual([
      'Pallet delivery (3 pallets) Free',
      'Remote area surcharge (mainland Great Britain) £25.00',
    ]);
  });

  it('puts the day and the slot with its hours together, in the method’s own date format, and its charge last', () => {
    const promise = shipmentPromise({
      group: 'van',
      method: { displayName: 'Delivery by our van', deliveryDateDisplayFormat: 'EEE d MMM', zone: 'mainland', packageCount: 1 },
      deliveryDate: '2026-12-03',
      slot: { label: 'Morning', description: 'Between 8am and 12 noon.', pricePence: 1000 },
      services: [],
      deliveryPence: 1995,
      surcharges: [{ kind: 'method', pence: 300 }],
      readyNote: 'Pre-order: ships from 15 January',
    });
    expect(promise).toMatchObject({
      heading: 'Delivery by our van',
      day: 'Thu 3 Dec',
      slot: 'Morning (between 8am and 12 noon)',
      arrival: 'Thu 3 Dec, Morning (between 8am and 12 noon)',
      ready: 'Pre-order: ships from 15 January',
    });
    expect(promise.charges.map(chargeLine)).toEqual([
      'Delivery by our van £19.95',
      'Delivery by our van surcharge £3.00',
      'Timed slot: Morning (between 8am and 12 noon) £10.00',
    ]);
  });

  it('without a day or a method, says the day is to be arranged and charges nothing', () => {
    const promise = shipmentPromise({ ...PALLET, method: null, deliveryDate: null, surcharges: [], services: [] });
    expect(promise).toMatchObject({ heading: 'On a pallet', day: null, arrival: 'Day to be arranged', charges: [] });
  });
});
