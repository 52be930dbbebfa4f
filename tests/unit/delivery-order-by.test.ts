import { describe, expect, it } from 'vitest';
import { estimateDispatch, orderByInstant } from '../../commerce/domain/delivery/dispatch.ts';

const holidays = new Set(['2026-12-25', '2026-12-28']);
const orderBy = (now: string, cutoffTime = '12:00') => orderByInstant({ now: new Date(now), cutoffTime, holidays }).toISOString();

describe('order-by instant', () => {
  it("is today's cut-off before it, on a working day", () => {
    expect(orderBy('2026-11-18T09:00:00Z')).toBe('2026-11-18T12:00:00.000Z');
  });

  it("is the next working day's cut-off once it has passed, skipping weekends and holidays", () => {
    expect(orderBy('2026-11-18T12:00:00Z')).toBe('2026-11-19T12:00:00.000Z');
    expect(orderBy('2026-12-24T13:00:00Z')).toBe('2026-12-29T12:00:00.000Z');
  });

  it('is London wall-clock time in summer (BST)', () => {
    expect(orderBy('2026-06-10T08:00:00Z', '14:00')).toBe('2026-06-10T13:00:00.000Z');
  });

  it('agrees with the dispatch estimate about which day counts', () => {
    for (const now of ['2026-11-18T09:00:00Z', '2026-11-18T12:30:00Z', '2026-11-21T10:00:00Z', '2026-12-24T15:00:00Z']) {
      const day = orderBy(now).slice(0, 10);
      expect(estimateDispatch({ now: new Date(now), cutoffTime: '12:00', handlingDays: 0, holidays })).toBe(day);
    }
  });
});
