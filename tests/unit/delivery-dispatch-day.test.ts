import { describe, expect, it } from 'vitest';
import { dispatchDayFor } from '../../commerce/domain/delivery/dispatch.ts';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import type { ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { onlyShipment, planWithSeedMethods } from '../fixtures/seed-delivery.ts';

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const NONE: ReadonlySet<string> = new Set();

describe('dispatchDayFor', () => {
  it('is the latest working day from which the transit still arrives on the day', () => {
    // Tuesday 1 December, two working days on the road: it leaves on Friday 27 November.
    expect(dispatchDayFor('2026-12-01', 2, NONE, NONE)).toBe('2026-11-27');
    expect(dispatchDayFor('2026-12-01', 1, NONE, NONE)).toBe('2026-11-30');
    // Same-day delivery on a Saturday leaves on the Friday: the yard does not work weekends.
    expect(dispatchDayFor('2026-11-28', 0, NONE, NONE)).toBe('2026-11-27');
  });

  it('steps back over a yard holiday, and counts road days over the destination’s holidays', () => {
    expect(dispatchDayFor('2026-12-01', 2, new Set(['2026-11-27']), NONE)).toBe('2026-11-26');
    // St Andrew's Day (Monday 30 November) is no road day in Scotland: two days to arrive on the
    // Tuesday means leaving on the Thursday, where England alone would allow the Friday.
    expect(dispatchDayFor('2026-12-01', 2, HOLIDAYS.england, HOLIDAYS.england)).toBe('2026-11-27');
    expect(dispatchDayFor('2026-12-01', 2, HOLIDAYS.england, HOLIDAYS.scotland)).toBe('2026-11-26');
  });
});

describe('a shipment with a later delivery date than the earliest', () => {
  const PELLET_PALLET: ShippableLine = { id: 'pellets', group: 'pallet', weightGrams: 15_000, quantity: 65, totalPence: 40_000 };
  const planFor = (deliveryDate: string | null) =>
    planWithSeedMethods({
      shipment: onlyShipment([PELLET_PALLET]),
      address: { postcode: 'LE12 6UZ' },
      holidays: HOLIDAYS,
      now: new Date('2026-11-23T10:00:00Z'),
      choice: { deliveryDate },
    });

  it('leaves when it must to arrive then, not on the first dispatch day', () => {
    const earliest = planFor(null);
    expect(earliest.estDispatchDate).toBe(earliest.shippingMethod?.estDispatchDate);
    const later = planFor('2026-12-01');
    expect(later.shipmentErrors).toEqual([]);
    expect(later.estDeliveryDate).toBe('2026-12-01');
    expect(later.estDispatchDate).toBe('2026-11-27');
    expect(later.estDispatchDate! > earliest.estDispatchDate!).toBe(true);
  });
});
