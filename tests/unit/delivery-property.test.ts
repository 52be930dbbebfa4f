import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonDate } from '../../commerce/domain/london-clock.ts';
import { offerDeliveryDates } from '../../commerce/domain/delivery/delivery-dates.ts';
import { seedHolidayCalendars } from '../../commerce/domain/delivery/holidays.ts';
import { SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import { splitIntoShipments, type ShippableLine } from '../../commerce/domain/delivery/shipments.ts';
import { addDays, addWorkingDays, isoWeekday, isWeekend, isWorkingDay } from '../../commerce/domain/delivery/working-days.ts';
import { planWithSeedMethods } from '../fixtures/seed-delivery.ts';

// Orders placed late in 2027 are delivered in 2028, so its holidays must be known too.
const HOLIDAYS = seedHolidayCalendars([2026, 2027, 2028]);

const POSTCODES = [
  'LE12 6UZ',
  'SW1A 2AA',
  'M1 1AE',
  'CF10 1AA',
  'NR1 1AA',
  'TD15 1AA',
  'EH1 1YZ',
  'G2 1DU',
  'AB10 1XG',
  'DD1 4HN',
  'KY16 9AJ',
  'TD12 4AA',
  'IV2 3AB',
  'PH33 6AA',
  'KW1 4AA',
  'PA34 4AA',
  'AB37 9AA',
  'HS1 2AB',
  'ZE1 0AA',
  'KW15 1AA',
  'PA42 7AA',
  'IV51 9AA',
  'PO30 1AA',
  'TR21 0AA',
  'KA27 8AA',
  'BT1 1AA',
  'BT48 6AA',
  'IM1 1AA',
  'JE2 3AA',
  'BF1 2AU',
];

const LINE_KINDS: readonly Omit<ShippableLine, 'quantity' | 'id'>[] = [
  { group: 'van', weightGrams: 420_000, totalPence: 21_900 },
  { group: 'pallet', weightGrams: 15_000, totalPence: 460 },
  { group: 'parcel', weightGrams: 3000, totalPence: 799 },
];

const instant = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const order = fc
  .array(fc.record({ kind: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((picks) =>
    picks.map(({ kind, quantity }, index): ShippableLine => {
      const line = LINE_KINDS[kind] as Omit<ShippableLine, 'quantity' | 'id'>;
      // Pallet lines are bags: scale the quantity up to pallet loads.
      return { ...line, id: `line-${index}`, quantity: line.group === 'pallet' ? quantity * 40 : quantity };
    }),
  );

describe('offered delivery dates (property)', () => {
  it('are never on a weekend or holiday, never before dispatch, strictly increasing, generateCount long', () => {
    let checkedQuotes = 0;
    fc.assert(
      fc.property(instant, fc.constantFrom(...POSTCODES), order, (now, postcode, lines) => {
        for (const shipment of splitIntoShipments(lines)) {
          const plan = planWithSeedMethods({ shipment, address: { postcode }, holidays: HOLIDAYS, now });
          expect(plan.isShipmentValid).toBe(plan.shippingMethod !== null && plan.shipmentErrors.length === 0);
          if (plan.region === null) continue;
          const closed = new Set([...HOLIDAYS.england, ...HOLIDAYS[plan.region]]);
          for (const quote of plan.availableShippingMethods) {
            checkedQuotes += 1;
            const method = SEED_SHIPPING_METHODS.find((m) => m.id === quote.methodId);
            const dispatch = quote.estDispatchDate;
            const dates = quote.estDeliveryDates;
            expect(dispatch >= londonDate(now)).toBe(true);
            expect(isWorkingDay(dispatch, HOLIDAYS.england)).toBe(true);
            expect(dates).toHaveLength(method?.generateCount ?? -1);
            expect(quote.earliestDeliveryDate).toBe(dates[0]);
            expect((dates[0] ?? '') >= addWorkingDays(dispatch, quote.transitDays.min, closed)).toBe(true);
            dates.forEach((date, i) => {
              expect(isWeekend(date)).toBe(false);
              expect(closed.has(date)).toBe(false);
              expect(date > dispatch).toBe(true);
              if (i > 0) expect(date > (dates[i - 1] ?? '')).toBe(true);
            });
          }
        }
      }),
      { numRuns: 400 },
    );
    // Guards the property against passing vacuously if every quote came back ineligible.
    expect(checkedQuotes).toBeGreaterThan(200);
  });

  it('hold for any transit, count, weekdays and holiday list', () => {
    const isoDate = fc.integer({ min: 0, max: 729 }).map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }),
        fc.array(isoDate, { maxLength: 40 }),
        (dispatchDate, transitDays, generateCount, deliveryWeekdays, holidayList) => {
          const holidays = new Set(holidayList);
          const { earliest, dates } = offerDeliveryDates({
            dispatchDate,
            transitDays,
            generateCount,
            holidays,
            deliveryWeekdays,
          });
          expect(dates).toHaveLength(generateCount);
          expect(earliest).toBe(dates[0]);
          expect(earliest >= addWorkingDays(dispatchDate, transitDays, holidays)).toBe(true);
          dates.forEach((date, i) => {
            expect(isWorkingDay(date, holidays)).toBe(true);
            expect(deliveryWeekdays).toContain(isoWeekday(date));
            expect(date >= dispatchDate).toBe(true);
            if (i > 0) expect(date > (dates[i - 1] ?? '')).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
