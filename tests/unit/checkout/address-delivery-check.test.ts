import { describe, expect, it } from 'vitest';
import { addressReach, type ShipmentReachFacts } from '../../../src/features/checkout/address-delivery-check.ts';

const logs: ShipmentReachFacts = {
  id: 'van',
  shipmentErrors: ['We have no delivery for these items to HS1 2AA. Van delivery does not reach island addresses.'],
  availableShippingMethods: [],
  orderItems: [{ quantity: 1, name: 'Ash logs – full crate' }],
};
const firelighters: ShipmentReachFacts = {
  id: 'parcel',
  shipmentErrors: ['Choose a delivery method.'],
  availableShippingMethods: [{ id: 'parcel-standard' }],
  orderItems: [{ quantity: 2, name: 'Firelighters' }],
};

describe('addressReach', () => {
  it('lets the shopper on when some method reaches every shipment, even before one is chosen', () => {
    expect(addressReach([firelighters])).toEqual({ ok: true });
  });

  it('names what cannot go there, with the reasons, and what can go instead', () => {
    expect(addressReach([logs, firelighters])).toEqual({
      ok: false,
      undeliverable: [{ id: 'van', items: '1 × Ash logs – full crate', reasons: logs.shipmentErrors }],
      deliverable: '2 × Firelighters',
    });
  });

  it('says nothing can go there when no shipment is reached', () => {
    expect(addressReach([logs])).toMatchObject({ ok: false, deliverable: null });
  });
});
