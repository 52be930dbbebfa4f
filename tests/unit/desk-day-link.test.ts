import { describe, expect, it } from 'vitest';
import { dayViewFromHash, dayViewHash } from '../../src/features/admin/orders/order-day-link.ts';

describe('the Orders tab’s day and view in the URL', () => {
  it('writes and reads back the day and whether it lists stops leaving or arriving', () => {
    expect(dayViewHash({ day: '2026-12-02', kind: 'DISPATCH' })).toBe('#orders=leaving:2026-12-02');
    expect(dayViewHash({ day: '2026-12-02', kind: 'DELIVERY' })).toBe('#orders=arriving:2026-12-02');
    expect(dayViewFromHash('#orders=leaving:2026-12-02')).toEqual({ day: '2026-12-02', kind: 'DISPATCH' });
    expect(dayViewFromHash('#orders=arriving:2026-12-02')).toEqual({ day: '2026-12-02', kind: 'DELIVERY' });
  });

  it('ignores anything that is not a real day and view', () => {
    for (const hash of [
      '#orders',
      '#orders=',
      '#orders=leaving:2026-02-30',
      '#orders=departing:2026-12-02',
      '#find=2026-12-02',
      '#orders=leaving:2026-12-2',
    ]) {
      expect(dayViewFromHash(hash)).toBeNull();
    }
  });
});
