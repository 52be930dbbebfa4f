import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../src/lib/text/on-first-use.ts';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and keeps it', () => {
    let builds = 0;
    const formatter = onFirstUse(() => ({ n: ++builds }));
    expect(builds).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(builds).toBe(1);
  });

  it('keeps a value that is falsy', () => {
    let builds = 0;
    const zero = onFirstUse(() => {
      builds++;
      return 0;
    });
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(builds).toBe(1);
  });
});
