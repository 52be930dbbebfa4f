import { describe, expect, it } from 'vitest';
import { movingShipments, openUndos, undoHeading, undoWords } from '../../src/features/admin/orders/day-bulk.ts';

describe('the desk’s list of moves whose mails have not left', () => {
  it('names the moves it holds and each undo by its order', () => {
    expect(undoHeading([{ move: 'DISPATCH' }])).toBe('Dispatched: mails not sent yet');
    expect(undoHeading([{ move: 'DELIVER' }, { move: 'DELIVER' }])).toBe('Marked delivered: mails not sent yet');
    expect(undoHeading([{ move: 'DISPATCH' }, { move: 'DELIVER' }])).toBe('Dispatched and delivered: mails not sent yet');
    expect(undoWords({ move: 'DISPATCH', orderNumber: 1042 })).toBe('Undo dispatch of order 1042');
    expect(undoWords({ move: 'DELIVER', orderNumber: 1042 })).toBe('Undo delivered of order 1042');
  });

  it('stops offering an undo the moment its window closes', () => {
    const undo = { move: 'DELIVER' as const, orderId: 'a', orderNumber: 1, shipmentId: 'van', travel: 'Van', until: 1000 };
    expect(openUndos([undo], 999)).toEqual([undo]);
    expect(openUndos([undo], 1000)).toEqual([]);
  });

  it('a move names each chosen shipment with the tracking number typed for it, a blank one left out', () => {
    const stops = [
      { orderId: 'a', shipmentId: 'pallet', trackingNumber: '  PX-7781  ' },
      { orderId: 'b', shipmentId: 'van', trackingNumber: '   ' },
      { orderId: 'c', shipmentId: 'van' },
    ];
    expect(movingShipments(stops, stops)).toEqual([
      { orderId: 'a', shipment: 'pallet', trackingNumber: 'PX-7781' },
      { orderId: 'b', shipment: 'van' },
      { orderId: 'c', shipment: 'van' },
    ]);
    // Only those the plan lets move are sent, each still with its own number.
    expect(movingShipments([{ orderId: 'a', shipmentId: 'pallet' }], stops)).toEqual([
      { orderId: 'a', shipment: 'pallet', trackingNumber: 'PX-7781' },
    ]);
  });
});
