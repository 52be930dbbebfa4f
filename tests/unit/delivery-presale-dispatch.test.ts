import { describe, expect, it } from 'vitest';
import { estimateDispatch, firstDispatchDay, orderByInstant } from '../../commerce/domain/delivery/dispatch.ts';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { lineReadyDate, readyNote } from '../../commerce/domain/delivery/ready-date.ts';
import { splitIntoShipments, type ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { onlyShipment, planWithSeedMethods } from '../fixtures/seed-delivery.ts';

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const ENGLAND = HOLIDAYS.england;
/** Wednesday 2 December 2026, 09:00 London (GMT): before the 14:00 cut-off on a working day. */
const MORNING = new Date('2026-12-02T09:00:00Z');

const dispatch = (now: Date, notBefore: string | null, handlingDays = 0): string =>
  estimateDispatch({ now, cutoffTime: '14:00', handlingDays, holidays: ENGLAND, notBefore });

describe('the first dispatch day of goods that cannot leave before a date', () => {
  it('is the date itself when it is a working day ahead of the usual one', () => {
    expect(dispatch(MORNING, null)).toBe('2026-12-02');
    expect(dispatch(MORNING, '2027-01-15')).toBe('2027-01-15'); // a Friday
  });

  it('moves a date on a weekend to the Monday', () => {
    expect(dispatch(MORNING, '2027-01-16')).toBe('2027-01-18');
    expect(dispatch(MORNING, '2027-01-17')).toBe('2027-01-18');
  });

  it('moves a date on a bank holiday past every closed day that follows it', () => {
    expect(dispatch(MORNING, '2027-01-01')).toBe('2027-01-04'); // New Year's Day, a Friday
    expect(dispatch(MORNING, '2027-03-26')).toBe('2027-03-30'); // Good Friday, then the weekend and Easter Monday
    expect(dispatch(MORNING, '2026-12-24')).toBe('2026-12-24'); // Christmas Eve is a working day
    expect(dispatch(MORNING, '2026-12-25')).toBe('2026-12-29');
  });

  it('counts the handling days from the day the goods can first leave', () => {
    expect(dispatch(MORNING, '2027-01-15', 1)).toBe('2027-01-18');
    expect(dispatch(MORNING, '2027-01-16', 2)).toBe('2027-01-20');
  });

  it('keeps the usual day when the cut-off has passed and the date is today or earlier', () => {
    const afternoon = new Date('2026-12-02T15:00:00Z'); // after the cut-off: the usual day is tomorrow
    expect(dispatch(afternoon, '2026-12-02')).toBe('2026-12-03');
    expect(dispatch(afternoon, '2026-12-03')).toBe('2026-12-03');
    expect(dispatch(afternoon, '2026-12-04')).toBe('2026-12-04');
    const fridayAfternoon = new Date('2026-12-04T15:00:00Z');
    expect(dispatch(fridayAfternoon, '2026-12-05')).toBe('2026-12-07');
  });

  it('changes nothing for a date already past', () => {
    expect(dispatch(MORNING, '2026-11-01')).toBe('2026-12-02');
    expect(dispatch(new Date('2026-12-05T10:00:00Z'), '2026-12-01')).toBe('2026-12-07'); // a Saturday: the usual Monday
  });

  it('gives the order-by instant as the cut-off on that day', () => {
    const orderBy = orderByInstant({ now: MORNING, cutoffTime: '14:00', holidays: ENGLAND, notBefore: '2027-01-16' });
    expect(orderBy.toISOString()).toBe('2027-01-18T14:00:00.000Z');
    expect(firstDispatchDay({ now: MORNING, cutoffTime: '14:00', holidays: ENGLAND, notBefore: '2027-01-16' })).toBe('2027-01-18');
  });

  it('refuses a date that is not an ISO date', () => {
    expect(() => dispatch(MORNING, '15/01/2027')).toThrow(RangeError);
  });
});

describe('when a line can leave', () => {
  const TODAY = '2026-12-02';

  it('waits for a presale date still ahead when the shelf is empty', () => {
    expect(lineReadyDate({ quantity: 1, onHand: 0, presaleDate: '2027-01-15' }, TODAY)).toBe('2027-01-15');
  });

  it('goes now when the shelf holds the whole line, and waits when it holds only part', () => {
    expect(lineReadyDate({ quantity: 3, onHand: 3, presaleDate: '2027-01-15' }, TODAY)).toBeNull();
    expect(lineReadyDate({ quantity: 4, onHand: 3, presaleDate: '2027-01-15' }, TODAY)).toBe('2027-01-15');
  });

  it('goes now once the presale date has come, on the London calendar', () => {
    expect(lineReadyDate({ quantity: 1, onHand: 0, presaleDate: '2026-12-02' }, TODAY)).toBeNull();
    expect(lineReadyDate({ quantity: 1, onHand: 0, presaleDate: '2026-12-01' }, TODAY)).toBeNull();
    expect(lineReadyDate({ quantity: 1, onHand: 0, presaleDate: '2026-12-03' }, TODAY)).toBe('2026-12-03');
    expect(lineReadyDate({ quantity: 1, onHand: 5, presaleDate: null }, TODAY)).toBeNull();
  });
});

const PRE_ORDER: ShippableLine = {
  id: 'ante',
  group: 'pallet',
  weightGrams: 975_000,
  quantity: 1,
  totalPence: 38_900,
  readyDate: '2027-01-15',
};
const IN_STOCK: ShippableLine = { id: 'pellets', group: 'pallet', weightGrams: 15_000, quantity: 10, totalPence: 5_000 };
const LATER_PRE_ORDER: ShippableLine = { ...PRE_ORDER, id: 'later', readyDate: '2027-02-01' };

describe('a shipment holding a pre-order', () => {
  it('waits for its latest pre-order, and names the goods that wait with it', () => {
    const [mixed] = splitIntoShipments([IN_STOCK, PRE_ORDER, LATER_PRE_ORDER]);
    expect(mixed).toMatchObject({ readyDate: '2027-02-01', waitingLineIds: ['pellets', 'ante'] });
    expect(onlyShipment([PRE_ORDER])).toMatchObject({ readyDate: '2027-01-15', waitingLineIds: [] });
    expect(onlyShipment([IN_STOCK])).toMatchObject({ readyDate: null, waitingLineIds: [] });
  });

  it('says so on the shipment', () => {
    expect(readyNote(onlyShipment([IN_STOCK, PRE_ORDER]))).toBe('Waits for the pre-order: ships from 15 January');
    expect(readyNote(onlyShipment([PRE_ORDER]))).toBe('Pre-order: ships from 15 January');
    expect(readyNote(onlyShipment([IN_STOCK]))).toBeNull();
  });

  it('is offered delivery dates only after the presale date, for every method', () => {
    const plan = (lines: ShippableLine[]) =>
      planWithSeedMethods({ shipment: onlyShipment(lines), address: { postcode: 'LE12 6UZ' }, holidays: HOLIDAYS, now: MORNING });
    const now = plan([IN_STOCK]);
    expect(now.estDispatchDate).toBe('2026-12-02');
    expect(now.estDeliveryDate! < '2027-01-15').toBe(true);

    const mixed = plan([IN_STOCK, PRE_ORDER]);
    expect(mixed.estDispatchDate).toBe('2027-01-15');
    expect(mixed.estDeliveryDate! > '2027-01-15').toBe(true);
    expect(mixed.availableShippingMethods.length).toBeGreaterThan(0);
    for (const method of mixed.availableShippingMethods) {
      expect(method.estDispatchDate).toBe('2027-01-15');
      expect(method.estDeliveryDates.every((date) => date > '2027-01-15')).toBe(true);
    }
    expect(mixed).toMatchObject({ readyDate: '2027-01-15', waitingLineIds: ['pellets'] });
  });

  it('refuses a date the shopper picks before the goods can leave', () => {
    const plan = planWithSeedMethods({
      shipment: onlyShipment([PRE_ORDER]),
      address: { postcode: 'LE12 6UZ' },
      holidays: HOLIDAYS,
      now: MORNING,
      choice: { deliveryDate: '2026-12-04' },
    });
    expect(plan.isShipmentValid).toBe(false);
    expect(plan.shipmentErrors.map((error) => error.code)).toEqual(['DATE_TOO_EARLY']);
  });
});
