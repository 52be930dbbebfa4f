import { describe, expect, it } from 'vitest';
import { lastToArrive, shipmentChargeText } from '../../../src/features/cart/basket-delivery.ts';

describe("a shipment's delivery charge in the basket", () => {
  it('is free once its goods reach the threshold, with nothing more to add', () => {
    expect(shipmentChargeText({ goodsPence: 15_000, freeOverPence: 15_000, oneUnitChargePence: 1500 })).toEqual({
      charge: 'free delivery',
      nudge: null,
    });
  });

  it('says what more makes it free when the threshold is near (its goods at least half of it)', () => {
    expect(shipmentChargeText({ goodsPence: 3_001, freeOverPence: 4_000, oneUnitChargePence: 599 })).toEqual({
      charge: 'delivery from £5.99',
      nudge: 'Add £9.99 more for free delivery.',
    });
    expect(shipmentChargeText({ goodsPence: 2_000, freeOverPence: 4_000, oneUnitChargePence: 599 }).nudge).toBe(
      'Add £20.00 more for free delivery.',
    );
  });

  it('says nothing of a threshold that is far off, or that the method never has', () => {
    expect(shipmentChargeText({ goodsPence: 1_999, freeOverPence: 4_000, oneUnitChargePence: 599 }).nudge).toBeNull();
    expect(shipmentChargeText({ goodsPence: 50_000, freeOverPence: null, oneUnitChargePence: 5900 })).toEqual({
      charge: 'delivery from £59.00',
      nudge: null,
    });
  });

  it('leaves the charge out when the quote has none', () => {
    expect(shipmentChargeText({ goodsPence: 100, freeOverPence: null, oneUnitChargePence: null })).toEqual({ charge: null, nudge: null });
  });
});

describe("the dates that stand for a basket's shipment", () => {
  const arrives = (estDeliveryDate: string) => ({ errors: [], estDeliveryDate });

  it('are the product that arrives last, so goods in stock wait for a pre-order beside them', () => {
    const preOrder = arrives('2027-01-19');
    expect(lastToArrive([arrives('2026-12-04'), preOrder, arrives('2026-12-07')])).toBe(preOrder);
  });

  it('are a refusal or a failed check before any date', () => {
    const refused = { errors: ['We cannot deliver this to that postcode.'], estDeliveryDate: null };
    expect(lastToArrive([arrives('2027-01-19'), refused])).toBe(refused);
    expect(lastToArrive([arrives('2027-01-19'), null])).toBeNull();
  });
});
