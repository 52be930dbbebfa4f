import { describe, expect, it } from 'vitest';
import { dateChangeClosesAt, dateChangeOpen } from '../../commerce/domain/delivery/date-change-cutoff.ts';

describe('until when a shopper may change a delivery date', () => {
  it('closes at the courier’s cut-off on the London wall clock of the day it leaves, in GMT and in BST', () => {
    expect(dateChangeClosesAt('2026-11-23', '12:00').toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(dateChangeClosesAt('2026-07-13', '12:00').toISOString()).toBe('2026-07-13T11:00:00.000Z');
  });

  it('is open until the cut-off minute, which is already too late', () => {
    const closesAt = dateChangeClosesAt('2026-11-23', '14:30');
    expect(dateChangeOpen(new Date('2026-11-23T14:29:59Z'), closesAt)).toBe(true);
    expect(dateChangeOpen(new Date('2026-11-23T14:30:00Z'), closesAt)).toBe(false);
    expect(dateChangeOpen(new Date('2026-11-24T09:00:00Z'), closesAt)).toBe(false);
  });
});
