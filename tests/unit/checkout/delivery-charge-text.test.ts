import { describe, expect, it } from 'vitest';
import { methodPriceText, surchargeText } from '../../../src/lib/text/delivery-charge-text.ts';

const tailLift = { name: 'Tail-lift delivery', reason: 'Your address has restricted access.', amount: 15 };

describe('methodPriceText', () => {
  it('calls a method free only when nothing is added to it', () => {
    expect(methodPriceText({ isFree: true, shippingAmount: 0, shippingCost: 0, surcharges: [] })).toBe('free');
  });

  it('names a surcharge on a method whose own price is waived instead of saying free', () => {
    expect(methodPriceText({ isFree: true, shippingAmount: 0, shippingCost: 15, surcharges: [tailLift] })).toBe(
      '£15.00 (free delivery + £15.00 Tail-lift delivery)',
    );
  });

  it('shows the method price and each surcharge that make up the total', () => {
    expect(methodPriceText({ isFree: false, shippingAmount: 59, shippingCost: 74, surcharges: [tailLift] })).toBe(
      '£74.00 (£59.00 delivery + £15.00 Tail-lift delivery)',
    );
  });

  it('shows a plain price without surcharges', () => {
    expect(methodPriceText({ isFree: false, shippingAmount: 59, shippingCost: 59, surcharges: [] })).toBe('£59.00');
  });
});

describe('surchargeText', () => {
  it('names the surcharge, its amount and its reason', () => {
    expect(surchargeText(tailLift)).toBe('Tail-lift delivery, £15.00: Your address has restricted access.');
  });
});
