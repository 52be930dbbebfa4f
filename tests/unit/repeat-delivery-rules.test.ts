import { describe, expect, it } from 'vitest';
import {
  addDays,
  basketDay,
  checkNextDate,
  describeChange,
  followingRoundDate,
  movePlan,
  type PlanLine,
  type PlanState,
  planRound,
  plannedWeeks,
  type ProductToday,
  roundDatesUntil,
  weekStart,
  ROUND_LEAD_DAYS,
  roundIsDue,
  roundIsMissed,
  suggestedEveryWeeks,
} from '../../commerce/domain/repeat-delivery.ts';
import { readPlanLink, signPlanLink, PLAN_LINK_LIFETIME_MS } from '../../commerce/repeat-delivery/plan-links.ts';

const today = '2026-11-18';
const active: PlanState = { status: 'active', nextDate: '2026-12-02', everyWeeks: 6 };

describe('round dates', () => {
  it('counts whole weeks across month, year and clock changes', () => {
    expect(followingRoundDate('2026-12-28', 1)).toBe('2027-01-04');
    expect(followingRoundDate('2027-03-22', 2)).toBe('2027-04-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('makes the basket the lead time before the round, not a day earlier', () => {
    expect(ROUND_LEAD_DAYS).toBe(5);
    expect(basketDay('2026-12-02')).toBe('2026-11-27');
    expect(roundIsDue(active, '2026-11-26')).toBe(false);
    expect(roundIsDue(active, '2026-11-27')).toBe(true);
    // A late job still makes it.
    expect(roundIsDue(active, '2026-12-01')).toBe(true);
    expect(roundIsDue({ ...active, status: 'paused' }, '2026-11-27')).toBe(false);
  });

  it('marks a made round missed only the day after its date', () => {
    expect(roundIsMissed({ status: 'made', dueDate: '2026-12-02' }, '2026-12-02')).toBe(false);
    expect(roundIsMissed({ status: 'made', dueDate: '2026-12-02' }, '2026-12-03')).toBe(true);
    expect(roundIsMissed({ status: 'paid', dueDate: '2026-12-02' }, '2026-12-03')).toBe(false);
  });

  it('takes a next date from tomorrow to a year ahead', () => {
    expect(checkNextDate(today, today)?.code).toBe('TOO_SOON');
    expect(checkNextDate('2026-11-19', today)).toBeNull();
    expect(checkNextDate('2027-11-19', today)).toBeNull();
    expect(checkNextDate('2027-11-20', today)?.code).toBe('TOO_FAR');
  });

  it('refuses a date before the first one the shop can deliver, naming that day, and takes that day itself', () => {
    // After a courier's cut-off on Wednesday 18th the first delivery is Friday 20th, not Thursday.
    expect(checkNextDate('2026-11-19', today, '2026-11-20')).toEqual({
      code: 'TOO_SOON',
      message: 'The first delivery we can make now is Friday 20 November: choose that day or a later one.',
    });
    expect(checkNextDate('2026-11-20', today, '2026-11-20')).toBeNull();
    expect(checkNextDate('2026-11-19', today, null)).toBeNull();
  });
});

describe('customer moves on a plan', () => {
  it('skips the next round before its basket: recorded skipped, the plan moves on one rhythm', () => {
    const outcome = movePlan(active, null, { name: 'skip' }, today);
    expect(outcome).toEqual({
      ok: true,
      result: { plan: { ...active, nextDate: '2027-01-13' }, closeRound: null, skippedDate: '2026-12-02' },
    });
  });

  it('skips a round already made by setting its basket aside, the next date unchanged', () => {
    const outcome = movePlan({ ...active, nextDate: '2027-01-13' }, { id: 'r1', dueDate: '2026-12-02' }, { name: 'skip' }, today);
    expect(outcome).toEqual({ ok: true, result: { plan: { ...active, nextDate: '2027-01-13' }, closeRound: 'r1', skippedDate: null } });
  });

  it('pauses and stops, setting aside a made round so it is not mailed as missed', () => {
    const open = { id: 'r1', dueDate: '2026-12-02' };
    expect(movePlan(active, open, { name: 'pause' }, today)).toMatchObject({
      ok: true,
      result: { plan: { status: 'paused' }, closeRound: 'r1' },
    });
    expect(movePlan(active, open, { name: 'stop' }, today)).toMatchObject({
      ok: true,
      result: { plan: { status: 'stopped' }, closeRound: 'r1' },
    });
  });

  it('changes the date and resumes only to a date it can take', () => {
    expect(movePlan(active, null, { name: 'changeDate', date: '2026-12-09' }, today)).toMatchObject({
      ok: true,
      result: { plan: { status: 'active', nextDate: '2026-12-09' } },
    });
    expect(movePlan(active, null, { name: 'changeDate', date: today }, today)).toMatchObject({ ok: false, refusal: { code: 'TOO_SOON' } });
    const paused = { ...active, status: 'paused' as const };
    expect(movePlan(paused, null, { name: 'resume', date: '2027-01-06' }, today)).toMatchObject({
      ok: true,
      result: { plan: { status: 'active', nextDate: '2027-01-06' } },
    });
  });

  it('refuses moves a status does not allow, saying what to do', () => {
    expect(movePlan(active, null, { name: 'resume', date: '2027-01-06' }, today)).toEqual({
      ok: false,
      refusal: { code: 'NOT_ALLOWED', message: 'This plan is not paused.' },
    });
    expect(movePlan({ ...active, status: 'paused' }, null, { name: 'skip' }, today)).toMatchObject({
      ok: false,
      refusal: { message: 'Resume the plan first.' },
    });
    for (const name of ['skip', 'pause', 'resume', 'stop', 'changeDate'] as const) {
      expect(movePlan({ ...active, status: 'stopped' }, null, { name, date: '2027-01-06' }, today)).toMatchObject({
        ok: false,
        refusal: { code: 'NOT_ALLOWED', message: 'This plan has been stopped. Start a new one from an order.' },
      });
    }
  });
});

describe('a round basket and what changed', () => {
  const lines: PlanLine[] = [
    { skuId: 'PEL', name: 'Pellets', quantity: 2, lastUnitPricePence: 41900 },
    { skuId: 'LOG', name: 'Logs', quantity: 3, lastUnitPricePence: 9900 },
  ];
  const product = (over: Partial<ProductToday> = {}): ProductToday => ({
    name: 'X',
    unitPricePence: 41900,
    onHand: 10,
    retired: false,
    ...over,
  });
  const dates = { expectedDate: '2026-12-02', roundDate: '2026-12-02' };

  it('takes every line at today’s price and announces nothing when nothing changed', () => {
    const products = new Map([
      ['PEL', product({ name: 'Pellets' })],
      ['LOG', product({ name: 'Logs', unitPricePence: 9900 })],
    ]);
    expect(planRound(lines, products, dates)).toEqual({
      basket: [
        { skuId: 'PEL', name: 'Pellets', quantity: 2, unitPricePence: 41900 },
        { skuId: 'LOG', name: 'Logs', quantity: 3, unitPricePence: 9900 },
      ],
      changes: [],
    });
  });

  it('announces a new price, a retired or gone product, short stock and a moved date', () => {
    const products = new Map<string, ProductToday | null>([
      ['PEL', product({ name: 'Pellets', unitPricePence: 39900, onHand: 1 })],
      ['LOG', product({ name: 'Logs', unitPricePence: 9900, retired: true })],
    ]);
    const round = planRound(lines, products, { expectedDate: '2026-12-02', roundDate: '2026-12-09' });
    expect(round.basket).toEqual([
      { skuId: 'PEL', name: 'Pellets', quantity: 1, unitPricePence: 39900 },
      { skuId: 'LOG', name: 'Logs', quantity: 0, unitPricePence: null },
    ]);
    expect(round.changes).toEqual([
      { kind: 'short', skuId: 'PEL', name: 'Pellets', wanted: 2, available: 1 },
      { kind: 'price', skuId: 'PEL', name: 'Pellets', fromPence: 41900, toPence: 39900 },
      { kind: 'retired', skuId: 'LOG', name: 'Logs' },
      { kind: 'date', fromDate: '2026-12-02', toDate: '2026-12-09' },
    ]);
    expect(planRound(lines.slice(1), new Map(), dates).changes).toEqual([{ kind: 'retired', skuId: 'LOG', name: 'Logs' }]);
    const words = round.changes.map((c) =>
      describeChange(
        c,
        (p) => `£${p / 100}`,
        (d) => d,
      ),
    );
    expect(words).toEqual([
      'Only 1 of Pellets are in stock (you usually have 2).',
      'Pellets is now £399 each (was £419).',
      'Logs is no longer sold, so it is not in this basket.',
      'This delivery is on 2026-12-09, not 2026-12-02.',
    ]);
  });
});

describe('the suggested rhythm', () => {
  it('needs three orders on different days', () => {
    expect(suggestedEveryWeeks(['2026-01-01', '2026-03-01'])).toBeNull();
    expect(suggestedEveryWeeks(['2026-01-01', '2026-01-01', '2026-03-01'])).toBeNull();
    expect(suggestedEveryWeeks(['2026-01-01', '2026-02-26', '2026-04-23'])).toBe(8);
  });

  it('takes the median gap, so one long summer gap does not stretch it, rounded to the nearest week', () => {
    // Gaps 56, 56, 140 days: the median is 8 weeks.
    expect(suggestedEveryWeeks(['2026-01-01', '2026-02-26', '2026-04-23', '2026-09-10'])).toBe(8);
    // Gaps 52 and 53 days (7.4 and 7.6 weeks): their median, 52.5 days, is 7.5 weeks, which rounds up.
    expect(suggestedEveryWeeks(['2026-01-01', '2026-02-22', '2026-04-16'])).toBe(8);
    // Gaps 45 and 59 days: median 52 days, 7.43 weeks, rounds down.
    expect(suggestedEveryWeeks(['2026-01-01', '2026-02-15', '2026-04-15'])).toBe(7);
  });

  it('never suggests less than a week', () => {
    expect(suggestedEveryWeeks(['2026-01-01', '2026-01-02', '2026-01-03'])).toBe(1);
  });
});

describe('signed plan links', () => {
  const secret = 'a-test-secret-that-is-long-enough-1234';
  const now = new Date('2026-11-27T09:00:00Z');

  it('reads back what was signed, until it expires', () => {
    const token = signPlanLink(secret, 'plan-1', 'pause', now);
    const read = readPlanLink(secret, token, now);
    expect(read).toMatchObject({ ok: true, link: { planId: 'plan-1', action: 'pause' } });
    expect(readPlanLink(secret, token, new Date(now.getTime() + PLAN_LINK_LIFETIME_MS - 1)).ok).toBe(true);
    expect(readPlanLink(secret, token, new Date(now.getTime() + PLAN_LINK_LIFETIME_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link signed with another secret, or with its plan or action edited', () => {
    const token = signPlanLink(secret, 'plan-1', 'skip', now);
    expect(readPlanLink(`${secret}x`, token, now)).toEqual({ ok: false, reason: 'malformed' });
    const [body, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('skip', 'stop')).toString('base64url');
    expect(readPlanLink(secret, `${edited}.${signature}`, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(readPlanLink(secret, 'not-a-token', now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('gives each link its own id, so using one leaves the others working', () => {
    const a = readPlanLink(secret, signPlanLink(secret, 'plan-1', 'skip', now), now);
    const b = readPlanLink(secret, signPlanLink(secret, 'plan-1', 'skip', now), now);
    expect(a.ok && b.ok && a.link.id !== b.link.id).toBe(true);
  });
});

describe('what the desk sees coming', () => {
  it('finds the Monday of a date’s week', () => {
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('counts every round of every plan in the span, week by week, with its weight', () => {
    const weeks = plannedWeeks(
      [
        { nextDate: '2026-11-20', everyWeeks: 2, grams: 975_000 },
        { nextDate: '2026-11-25', everyWeeks: 6, grams: 500_000 },
        // Before the span's first Monday it would not be counted; past the last week neither.
        { nextDate: '2027-02-01', everyWeeks: 1, grams: 1 },
      ],
      '2026-11-18',
      4,
    );
    expect(weeks).toEqual([
      { weekStart: '2026-11-16', stops: 1, grams: 975_000 },
      { weekStart: '2026-11-23', stops: 1, grams: 500_000 },
      { weekStart: '2026-11-30', stops: 1, grams: 975_000 },
      { weekStart: '2026-12-07', stops: 0, grams: 0 },
    ]);
    expect(roundDatesUntil('2026-11-20', 2, '2026-12-04')).toEqual(['2026-11-20', '2026-12-04']);
  });
});
