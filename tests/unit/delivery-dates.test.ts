import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../commerce/domain/delivery/date-format.ts';
import { deliveryRange, offerDeliveryDates } from '../../commerce/domain/delivery/delivery-dates.ts';
import { estimateDispatch } from '../../commerce/domain/delivery/dispatch.ts';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { londonWallClock } from '../../commerce/domain/london-clock.ts';
import type { ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { addWorkingDays, isIsoDate, isWorkingDay, nextWorkingDay } from '../../commerce/domain/delivery/working-days.ts';
import { onlyShipment, planWithSeedMethods } from '../fixtures/seed-delivery.ts';

const HOLIDAYS = seedHolidayCalendars([2026, 2027]);
const ENGLAND = HOLIDAYS.england;

describe('working days', () => {
  it('are Monday to Friday, less holidays', () => {
    expect(isWorkingDay('2026-11-27', ENGLAND)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', ENGLAND)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', ENGLAND)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-28', ENGLAND)).toBe(false); // Boxing Day substitute
    expect(isWorkingDay('2026-11-30', HOLIDAYS.scotland)).toBe(false);
    expect(isWorkingDay('2026-11-30', ENGLAND)).toBe(true);
  });

  it('step over weekends and holidays, across the year end', () => {
    expect(nextWorkingDay('2026-12-24', ENGLAND)).toBe('2026-12-29');
    expect(nextWorkingDay('2026-12-31', HOLIDAYS.scotland)).toBe('2027-01-05');
    expect(addWorkingDays('2026-12-23', 0, ENGLAND)).toBe('2026-12-23');
    expect(addWorkingDays('2026-12-23', 3, ENGLAND)).toBe('2026-12-30');
  });

  it('use calendar dates, not the server zone, across the clock change', () => {
    expect(addWorkingDays('2026-03-27', 1, ENGLAND)).toBe('2026-03-30');
    expect(addWorkingDays('2026-10-23', 1, ENGLAND)).toBe('2026-10-26');
  });

  it('accept only real ISO dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(() => addWorkingDays('30/11/2026', 1, ENGLAND)).toThrow(RangeError);
  });
});

describe('London wall clock', () => {
  it('reads British Summer Time and Greenwich Mean Time', () => {
    expect(londonWallClock(new Date('2026-07-16T23:30:00Z'))).toEqual({ date: '2026-07-17', time: '00:30:00' });
    expect(londonWallClock(new Date('2026-12-16T23:30:00Z'))).toEqual({ date: '2026-12-16', time: '23:30:00' });
    expect(londonWallClock(new Date('2026-07-16T12:00:00+02:00'))).toEqual({ date: '2026-07-16', time: '11:00:00' });
  });
});

describe('estimateDispatch at the cut-off (14:00 London)', () => {
  const dispatch = (iso: string, handlingDays = 0): string =>
    estimateDispatch({ now: new Date(iso), cutoffTime: '14:00', handlingDays, holidays: ENGLAND });

  it.each([
    ['one second before, in BST', '2026-07-15T12:59:59Z', '2026-07-15'],
    ['exactly at it, in BST (13:00 UTC is 14:00 London)', '2026-07-15T13:00:00Z', '2026-07-16'],
    ['one second before, in GMT', '2026-01-14T13:59:59Z', '2026-01-14'],
    ['exactly at it, in GMT', '2026-01-14T14:00:00Z', '2026-01-15'],
    ['the Friday before the clocks go back, after it in BST', '2026-10-23T13:30:00Z', '2026-10-26'],
    ['the Monday after, before it in GMT', '2026-10-26T13:30:00Z', '2026-10-26'],
    ['an offset instant, after it', '2026-03-31T15:30:00+01:30', '2026-04-01'],
    ['a Saturday morning', '2026-11-14T09:00:00Z', '2026-11-16'],
    ['a bank holiday morning', '2026-08-31T08:00:00Z', '2026-09-01'],
  ])('%s', (_name, iso, expected) => {
    expect(dispatch(iso)).toBe(expected);
  });

  it('counts handling days as working days from the first dispatch day', () => {
    expect(dispatch('2026-12-24T09:00:00Z', 2)).toBe('2026-12-30');
    expect(dispatch('2026-12-24T15:00:00Z', 1)).toBe('2026-12-30');
  });

  it('refuses a cut-off that is not HH:MM', () => {
    expect(() =>
      estimateDispatch({ now: new Date('2026-07-15T09:00:00Z'), cutoffTime: '2pm', handlingDays: 0, holidays: ENGLAND }),
    ).toThrow(RangeError);
  });
});

describe('offerDeliveryDates', () => {
  it('starts transit working days after dispatch and lists generateCount delivery days', () => {
    expect(offerDeliveryDates({ dispatchDate: '2026-12-23', transitDays: 2, generateCount: 4, holidays: ENGLAND })).toEqual({
      earliest: '2026-12-29',
      dates: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04'],
    });
  });

  it('keeps to the courier’s delivery weekdays', () => {
    const offered = offerDeliveryDates({
      dispatchDate: '2026-11-23',
      transitDays: 1,
      generateCount: 3,
      holidays: ENGLAND,
      deliveryWeekdays: [2, 4],
    });
    expect(offered.dates).toEqual(['2026-11-24', '2026-11-26', '2026-12-01']);
  });

  it('refuses weekdays nobody could deliver on and silly counts', () => {
    const base = { dispatchDate: '2026-11-23', transitDays: 1, generateCount: 3, holidays: ENGLAND };
    expect(() => offerDeliveryDates({ ...base, deliveryWeekdays: [6] })).toThrow(RangeError);
    expect(() => offerDeliveryDates({ ...base, deliveryWeekdays: [] })).toThrow(RangeError);
    expect(() => offerDeliveryDates({ ...base, generateCount: 0 })).toThrow(RangeError);
  });
});

describe('deliveryRange and date display', () => {
  it('says how long delivery takes', () => {
    expect(deliveryRange(2, 3)).toBe('Delivered in 2–3 working days');
    expect(deliveryRange(1, 1)).toBe('Delivered in 1 working day');
    expect(deliveryRange(3, 3)).toBe('Delivered in 3 working days');
  });

  it('formats dates in the shop’s pattern, in English', () => {
    expect(formatIsoDate('2026-11-30', 'EEEE d MMMM')).toBe('Monday 30 November');
    expect(formatIsoDate('2027-01-04', "EEE dd MMM yyyy 'at the latest'")).toBe('Mon 04 Jan 2027 at the latest');
  });
});

const LOG_CRATE: ShippableLine = { id: 'crate', group: 'van', weightGrams: 420_000, quantity: 1, totalPence: 21_900 };
const PELLET_PALLET: ShippableLine = { id: 'pellets', group: 'pallet', weightGrams: 15_000, quantity: 65, totalPence: 40_000 };

function planAt(nowIso: string, postcode: string, line: ShippableLine) {
  return planWithSeedMethods({ shipment: onlyShipment([line]), address: { postcode }, holidays: HOLIDAYS, now: new Date(nowIso) });
}

describe('dated cases with a fixed clock (seed methods)', () => {
  it.each([
    // van: cut-off 12:00, dispatch the same day, 1 working day to the mainland
    [
      'Tuesday before the cut-off',
      '2026-11-10T11:59:59Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-11-10',
      ['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16'],
    ],
    [
      'Tuesday at the cut-off',
      '2026-11-10T12:00:00Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-11-11',
      ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17'],
    ],
    [
      'Friday before the cut-off, bank-holiday Monday next',
      '2026-08-28T10:59:00+01:00',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-08-28',
      ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04'],
    ],
    [
      'Friday after the cut-off, bank-holiday Monday next',
      '2026-08-28T12:30:00+01:00',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-09-01',
      ['2026-09-02', '2026-09-03', '2026-09-04', '2026-09-07'],
    ],
    [
      'Christmas: 23 December after the cut-off',
      '2026-12-23T12:00:00Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-12-24',
      ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04'],
    ],
    [
      'Christmas Eve after the cut-off',
      '2026-12-24T15:00:00Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-12-29',
      ['2026-12-30', '2026-12-31', '2027-01-04', '2027-01-05'],
    ],
    [
      'New Year, English postcode',
      '2026-12-30T13:00:00Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-12-31',
      ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07'],
    ],
    [
      'New Year, Scottish postcode (4 January substitute)',
      '2026-12-30T13:00:00Z',
      'EH1 1YZ',
      LOG_CRATE,
      '2026-12-31',
      ['2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'],
    ],
    [
      'St Andrew’s Day, English postcode',
      '2026-11-27T10:00:00Z',
      'LE12 6UZ',
      LOG_CRATE,
      '2026-11-27',
      ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'],
    ],
    [
      'St Andrew’s Day, Scottish postcode',
      '2026-11-27T10:00:00Z',
      'EH1 1YZ',
      LOG_CRATE,
      '2026-11-27',
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
    ],
    [
      'Easter Monday, Scottish postcode: not a Scottish holiday, but our English yard is shut',
      '2026-04-02T08:00:00Z',
      'EH1 1YZ',
      LOG_CRATE,
      '2026-04-02',
      ['2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'],
    ],
    [
      'Highlands: 2 working days, over St Andrew’s Day',
      '2026-11-27T10:00:00Z',
      'IV2 3AB',
      LOG_CRATE,
      '2026-11-27',
      ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'],
    ],
    // pallet: cut-off 14:00 London, 2 working days; 13:00 UTC is already 14:00 in BST
    [
      'pallet, Thursday before Easter after the BST cut-off',
      '2026-04-02T13:00:00Z',
      'LE12 6UZ',
      PELLET_PALLET,
      '2026-04-07',
      ['2026-04-09', '2026-04-10', '2026-04-13', '2026-04-14'],
    ],
    [
      'pallet, Thursday before Easter before the cut-off',
      '2026-04-02T12:59:00Z',
      'LE12 6UZ',
      PELLET_PALLET,
      '2026-04-02',
      ['2026-04-08', '2026-04-09', '2026-04-10', '2026-04-13'],
    ],
  ])('%s', (_name, nowIso, postcode, line, dispatchDate, firstDates) => {
    const plan = planAt(nowIso, postcode, line);
    expect(plan.shipmentErrors).toEqual([]);
    expect(plan.estDispatchDate).toBe(dispatchDate);
    expect(plan.estDeliveryDate).toBe(firstDates[0]);
    expect(plan.shippingMethod?.estDeliveryDates.slice(0, 4)).toEqual(firstDates);
  });

  it('never offers St Andrew’s Day in Scotland, but does in England', () => {
    const scottish = planAt('2026-11-26T10:00:00Z', 'EH1 1YZ', LOG_CRATE).shippingMethod?.estDeliveryDates;
    const english = planAt('2026-11-26T10:00:00Z', 'LE12 6UZ', LOG_CRATE).shippingMethod?.estDeliveryDates;
    expect(scottish).toHaveLength(10);
    expect(scottish).not.toContain('2026-11-30');
    expect(english).toContain('2026-11-30');
  });
});
