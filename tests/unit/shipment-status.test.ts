import { describe, expect, it } from 'vitest';
import { moveShipment, orderStatusForShipments } from '../../commerce/domain/shipment-status.ts';

describe('a shipment leaves once and arrives once', () => {
  it('dispatches only a shipment awaiting dispatch', () => {
    expect(moveShipment('awaitingDispatch', 'dispatch', 'van delivery')).toEqual({ ok: true, to: 'dispatched' });
    expect(moveShipment('dispatched', 'dispatch', 'van delivery')).toEqual({
      ok: false,
      reason: 'The van delivery was already dispatched; mark it delivered once it arrives.',
    });
    expect(moveShipment('delivered', 'dispatch', 'van delivery')).toEqual({ ok: false, reason: 'The van delivery was already delivered.' });
  });

  it('marks delivered only a dispatched shipment', () => {
    expect(moveShipment('dispatched', 'deliver', 'pallet delivery')).toEqual({ ok: true, to: 'delivered' });
    expect(moveShipment('awaitingDispatch', 'deliver', 'pallet delivery')).toEqual({
      ok: false,
      reason: 'The pallet delivery has not been dispatched yet: dispatch it first.',
    });
    expect(moveShipment('delivered', 'deliver', 'pallet delivery')).toEqual({
      ok: false,
      reason: 'The pallet delivery was already marked delivered.',
    });
  });
});

describe('a "delivered" taken back', () => {
  it('puts only a delivered shipment back on the road', () => {
    expect(moveShipment('delivered', 'undoDelivery', 'van delivery')).toEqual({ ok: true, to: 'dispatched' });
    for (const status of ['awaitingDispatch', 'dispatched'] as const) {
      expect(moveShipment(status, 'undoDelivery', 'van delivery')).toEqual({
        ok: false,
        reason: 'The van delivery has not been marked delivered, so there is nothing to undo.',
      });
    }
  });
});

describe('the order follows its shipments', () => {
  it.each([
    [['awaitingDispatch'], 'placed'],
    [['awaitingDispatch', 'awaitingDispatch'], 'placed'],
    [['dispatched', 'awaitingDispatch'], 'partlyDispatched'],
    [['delivered', 'awaitingDispatch'], 'partlyDispatched'],
    [['dispatched'], 'dispatched'],
    [['delivered', 'dispatched'], 'dispatched'],
    [['delivered'], 'delivered'],
    [['delivered', 'delivered'], 'delivered'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(orderStatusForShipments(statuses)).toBe(expected);
  });

  it('an order without shipments is a broken invariant', () => {
    expect(() => orderStatusForShipments([])).toThrow(RangeError);
  });
});
