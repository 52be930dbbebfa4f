import { describe, expect, it } from 'vitest';
import {
  earliestPlanDate,
  firstPlanDate,
  planDay,
  rhythmText,
  roundCheckoutPath,
  roundToPay,
  tomorrow,
} from '../../../src/features/account/plan-text.ts';

describe('the plan card’s words and links', () => {
  it('says the rhythm, one week in the singular', () => {
    expect(rhythmText({ kind: 'deliver', everyWeeks: 6 })).toBe('Delivered every 6 weeks');
    expect(rhythmText({ kind: 'remind', everyWeeks: 1 })).toBe('A reminder every week');
  });

  it('offers the first date one rhythm from today in London, and tomorrow as the earliest', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const lateJune = new Date('2026-06-30T23:30:00Z');
    expect(tomorrow(lateJune)).toBe('2026-07-02');
    expect(firstPlanDate(lateJune, 2)).toBe('2026-07-15');
  });

  it('after the cut-off, offers the first date the shop can deliver (the API’s), not tomorrow', () => {
    // Thursday 19 November at 14:00, a courier's cut-off: the API says the first delivery is Monday 23rd.
    const atCutoff = new Date('2026-11-19T14:00:00Z');
    expect(earliestPlanDate(atCutoff, '2026-11-23')).toBe('2026-11-23');
    // A minute before, the API said Friday 20th, which is tomorrow: the field starts there.
    expect(earliestPlanDate(new Date('2026-11-19T13:59:00Z'), '2026-11-20')).toBe('2026-11-20');
    // Before the API answers, tomorrow; the API checks the date again.
    expect(earliestPlanDate(atCutoff, null)).toBe('2026-11-20');
    // A rhythm's first date already later than the first deliverable one stays; one earlier moves up to it.
    expect(firstPlanDate(atCutoff, 1, '2026-11-23')).toBe('2026-11-26');
    expect(firstPlanDate(new Date('2026-11-19T14:00:00Z'), 1, '2026-12-01')).toBe('2026-12-01');
  });

  it('opens checkout on the one round that waits to be paid', () => {
    const rounds = [
      { status: 'made', cartId: 'c-2', dueDate: '2027-01-27' },
      { status: 'paid', cartId: null, dueDate: '2026-12-02' },
    ];
    expect(roundToPay(rounds)?.cartId).toBe('c-2');
    expect(roundToPay(rounds.slice(1))).toBeNull();
    expect(roundCheckoutPath('c-2')).toBe('/checkout?cart=c-2');
  });
});

describe('plan dates in words', () => {
  it('writes a date as the shop does', () => {
    expect(planDay('2026-12-02')).toBe('Wednesday 2 December');
    expect(planDay('2027-03-28')).toBe('Sunday 28 March');
  });
});
