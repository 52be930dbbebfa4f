import { describe, expect, it } from 'vitest';
import { fetchBudget } from '../../../commerce/mail/fetch-budget.ts';

const T0 = new Date('2026-11-18T10:00:00Z');

function budget(maxKeys = 10) {
  const clock = { now: T0 };
  return { clock, budget: fetchBudget({ perKey: 2, windowMs: 60_000, maxKeys, now: () => clock.now }) };
}

describe('a fetch budget per key', () => {
  it('allows each key its own count in the window, then refuses it until the window has moved past', () => {
    const { clock, budget: fetches } = budget();
    expect([fetches.take('a'), fetches.take('a'), fetches.take('a')]).toEqual([true, true, false]);
    expect([fetches.take('b'), fetches.take('b')]).toEqual([true, true]);
    clock.now = new Date(T0.getTime() + 59_999);
    expect(fetches.take('a')).toBe(false);
    clock.now = new Date(T0.getTime() + 60_000);
    expect(fetches.take('a')).toBe(true);
  });

  it('forgets the longest-unused key past its size, which allows that key again rather than refusing anyone', () => {
    const { budget: fetches } = budget(2);
    fetches.take('a');
    fetches.take('a');
    expect(fetches.take('a')).toBe(false);
    fetches.take('b');
    fetches.take('c');
    expect(fetches.take('a')).toBe(true);
  });

  it('a refused key counts as used, so a key being hammered is the one kept', () => {
    const { budget: fetches } = budget(2);
    fetches.take('a');
    fetches.take('a');
    fetches.take('b');
    expect(fetches.take('a')).toBe(false);
    fetches.take('c');
    expect(fetches.take('a')).toBe(false);
  });
});
