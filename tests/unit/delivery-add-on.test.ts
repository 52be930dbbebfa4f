import { describe, expect, it } from 'vitest';
import { addOnDeliveryNote, cheapestDeliveryOf } from '../../commerce/domain/delivery/add-on-delivery.ts';
import { SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';

const FIRELIGHTERS = { group: 'parcel' as const, weightGrams: 1000, pricePence: 1299 };
const ASH_CRATE = { group: 'van' as const, weightGrams: 420_000, pricePence: 14_900 };
const PELLETS = { group: 'pallet' as const, weightGrams: 375_000, pricePence: 9_900 };

describe('what a suggested product adds to the deliveries, said before it is added', () => {
  it('small goods ride with a pallet or a van already coming, at no extra delivery charge', () => {
    expect(addOnDeliveryNote(FIRELIGHTERS, ['pallet'], SEED_SHIPPING_METHODS)).toBe(
      'Travels with your pallet delivery: no extra delivery charge.',
    );
    expect(addOnDeliveryNote(FIRELIGHTERS, ['pallet', 'van'], SEED_SHIPPING_METHODS)).toBe(
      'Travels with your van delivery: no extra delivery charge.',
    );
  });

  it('a product of a delivery already in the basket joins it', () => {
    expect(addOnDeliveryNote(FIRELIGHTERS, ['parcel'], SEED_SHIPPING_METHODS)).toBe('Joins your parcel delivery.');
    expect(addOnDeliveryNote(ASH_CRATE, ['van', 'parcel'], SEED_SHIPPING_METHODS)).toBe('Joins your van delivery.');
  });

  it('anything else adds a delivery, named with its lowest price; a van or pallet takes the parcel goods along', () => {
    expect(addOnDeliveryNote(FIRELIGHTERS, [], SEED_SHIPPING_METHODS)).toBe('Adds a parcel delivery, from £4.95.');
    expect(addOnDeliveryNote(ASH_CRATE, ['pallet'], SEED_SHIPPING_METHODS)).toBe('Adds a van delivery, from £19.95.');
    expect(addOnDeliveryNote(PELLETS, ['parcel'], SEED_SHIPPING_METHODS)).toMatch(
      /^Adds a pallet delivery, from £\d+\.\d{2}; your parcel goods travel with it\.$/,
    );
  });

  it('prices a delivery from the cheapest method of its group that takes the weight, free past its threshold', () => {
    expect(cheapestDeliveryOf(FIRELIGHTERS, SEED_SHIPPING_METHODS)).toBe(495);
    expect(cheapestDeliveryOf({ ...FIRELIGHTERS, pricePence: 4000 }, SEED_SHIPPING_METHODS)).toBe(0);
    expect(cheapestDeliveryOf({ ...FIRELIGHTERS, weightGrams: 31_000 }, SEED_SHIPPING_METHODS)).toBeNull();
    expect(addOnDeliveryNote({ ...FIRELIGHTERS, pricePence: 4000 }, [], SEED_SHIPPING_METHODS)).toBe('Adds a parcel delivery, free.');
  });
});
