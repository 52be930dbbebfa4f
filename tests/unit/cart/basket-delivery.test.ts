import { describe, expect, it } from 'vitest';
import { shipmentChargeText } from '../../../src/features/cart/basket-delivery.ts';

describe("a shipment's delivery charge in the basket", () => {
  it('is free once its goods reach the threshold, with nothing more to add', () => {
    expect(shipmentChargeText({ goodsPence: 15_000, freeOverPence: 15_000, chargePence: 1500 })).toEqual({
      charge: 'free delivery',
      nudge: null,
    });
  });

  it('says what more makes it free when the threshold is near (its goods at least half of it)', () => {
    expect(shipmentChargeText({ goodsPence: 3_001, freeOverPence: 4_000, chargePence: 599 })).toEqual({
      charge: 'delivery from £5.99',
      nudge: 'Add £9.99 more for free delivery.',
    });
    expect(shipmentChargeText({ goodsPence: 2_000, freeOverPence: 4_000, chargePence: 599 }).nudge).toBe(
      'Add £20.00 more for free delivery.',
    );
  });

  it('says nothing of a threshold that is far off, or that the method never has', () => {
    expect(shipmentChargeText({ goodsPence: 1_999, freeOverPence: 4_000, chargePence: 599 }).nudge).toBeNull();
    expect(shipmentChargeText({ goodsPence: 50_000, freeOverPence: null, chargePence: 5900 })).toEqual({
      charge: 'delivery from £59.00',
      nudge: null,
    });
  });

  it('leaves the charge out when the quote has none', () => {
    expect(shipmentChargeText({ goodsPence: 100, freeOverPence: null, chargePence: null })).toEqual({ charge: null, nudge: null });
  });
});
