import { describe, expect, it } from 'vitest';
import { dayLoads, isoDaysFrom, londonDayOf, sumPence, takingsPence, tonnesOf } from '../../commerce/domain/desk-today.ts';

describe("the desk's Today figures", () => {
  it('sums takings in whole pence: payments less refunds, with no float drift', () => {
    // 0.1 + 0.2 in pounds is the classic drift; in pence it is exact.
    expect(takingsPence([10, 20, 12_999], [])).toBe(13_029);
    expect(takingsPence([5_000, 2_550], [1_250])).toBe(6_300);
    // A day of refunds for older orders and no sales is a loss, shown as one.
    expect(takingsPence([], [1_999])).toBe(-1_999);
    expect(sumPence([])).toBe(0);
    expect(() => sumPence([10.5])).toThrow(RangeError);
  });

  it("takes today as London's day: after midnight in London is the next day, whatever UTC says", () => {
    // 23:30 UTC on 14 July is 00:30 BST on the 15th.
    const summer = londonDayOf(new Date('2026-07-14T23:30:00Z'));
    expect(summer).toEqual({
      date: '2026-07-15',
      start: new Date('2026-07-14T23:00:00Z'),
      end: new Date('2026-07-15T23:00:00Z'),
    });
    // In winter London is UTC.
    const winter = londonDayOf(new Date('2026-12-02T23:30:00Z'));
    expect(winter).toEqual({ date: '2026-12-02', start: new Date('2026-12-02T00:00:00Z'), end: new Date('2026-12-03T00:00:00Z') });
  });

  it('ends and starts days at London midnight across the clock changes: a 23-hour and a 25-hour day', () => {
    // The clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    const spring = londonDayOf(new Date('2026-03-29T12:00:00Z'));
    expect(spring.start).toEqual(new Date('2026-03-29T00:00:00Z'));
    expect(spring.end).toEqual(new Date('2026-03-29T23:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(londonDayOf(new Date('2026-03-29T23:00:00Z')).date).toBe('2026-03-30');
    expect(londonDayOf(new Date('2026-03-29T22:59:59Z')).date).toBe('2026-03-29');
    // They go back at 01:00 UTC on Sunday 25 October 2026.
    const autumn = londonDayOf(new Date('2026-10-25T12:00:00Z'));
    expect(autumn.start).toEqual(new Date('2026-10-24T23:00:00Z'));
    expect(autumn.end).toEqual(new Date('2026-10-26T00:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(londonDayOf(new Date('2026-10-24T23:00:00Z')).date).toBe('2026-10-25');
    expect(londonDayOf(new Date('2026-10-24T22:59:59Z')).date).toBe('2026-10-24');
  });

  it('lists the week from today by the calendar, over a month, a year and a clock change', () => {
    expect(isoDaysFrom('2026-12-29', 7)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(isoDaysFrom('2026-03-27', 4)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it("buckets each shipment on its day: van stops, pallets, parcels and their goods' weight", () => {
    const days = ['2026-12-02', '2026-12-03', '2026-12-04'];
    const loads = dayLoads(days, [
      { key: 'van', date: '2026-12-02', weightGrams: 480_000 },
      { key: 'van', date: '2026-12-02', weightGrams: 960_000 },
      { key: 'pallet', date: '2026-12-02', weightGrams: 900_000 },
      { key: 'parcel', date: '2026-12-04', weightGrams: 12_500 },
      // Outside the week, and with no day yet: neither counts.
      { key: 'van', date: '2026-12-05', weightGrams: 1_000_000 },
      { key: 'pallet', date: null, weightGrams: 1_000_000 },
    ]);
    expect(loads).toEqual([
      { date: '2026-12-02', vanStops: 2, pallets: 1, parcels: 0, weightGrams: 2_340_000 },
      { date: '2026-12-03', vanStops: 0, pallets: 0, parcels: 0, weightGrams: 0 },
      { date: '2026-12-04', vanStops: 0, pallets: 0, parcels: 1, weightGrams: 12_500 },
    ]);
  });

  it('writes weight as tonnes to the nearest 10 kg', () => {
    expect(tonnesOf(2_340_000)).toBe(2.34);
    expect(tonnesOf(12_500)).toBe(0.01);
    expect(tonnesOf(4_999)).toBe(0);
    expect(tonnesOf(0)).toBe(0);
  });
});
