import { describe, expect, it } from 'vitest';
import { strandedBookings, strandedBookingsRefusal } from '../../commerce/domain/delivery/stranded-bookings.ts';

const leicester = { orderNumber: 100002, shipmentKey: 'van', postcode: 'LE12 6UZ' };
const edinburgh = { orderNumber: 100003, shipmentKey: 'pallet', postcode: 'EH1 1AA' };
const unreadable = { orderNumber: 100004, shipmentKey: 'parcel', postcode: 'nowhere' };

describe('bookings a closed day would strand', () => {
  it('a closure day strands every booking; a bank holiday only those in its nation, and any address it cannot place', () => {
    expect(strandedBookings([leicester, edinburgh], ['england', 'scotland', 'northernIreland'])).toEqual([leicester, edinburgh]);
    expect(strandedBookings([leicester, edinburgh], ['scotland'])).toEqual([edinburgh]);
    expect(strandedBookings([leicester, edinburgh, unreadable], ['northernIreland'])).toEqual([unreadable]);
    expect(strandedBookings([{ ...leicester, postcode: null }], ['scotland'])).toHaveLength(1);
    expect(strandedBookings([], ['england'])).toEqual([]);
  });

  it('the refusal names each order once and says what to do', () => {
    expect(strandedBookingsRefusal('2026-12-03', [leicester, { ...leicester, shipmentKey: 'pallet' }, edinburgh])).toBe(
      '2026-12-03 cannot be closed: 3 shipments are booked to leave or arrive that day (orders 100002, 100003). Move them to another day first, then close it.',
    );
    expect(strandedBookingsRefusal('2026-12-03', [leicester])).toBe(
      '2026-12-03 cannot be closed: 1 shipment is booked to leave or arrive that day (order 100002). Move it to another day first, then close it.',
    );
  });
});
