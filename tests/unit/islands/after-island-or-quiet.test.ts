import { describe, expect, it } from 'vitest';
import { afterIslandOrQuiet, QUIET_AFTER_LOAD_MS } from '../../../src/lib/islands/after-island-or-quiet.ts';
import { ISLAND_READY } from '../../../src/lib/islands/island-events.ts';

/** A window whose load, timers and idle moments the test runs by hand. */
function handRunWindow() {
  const timers: { ms: number; run: () => void }[] = [];
  const idle: (() => void)[] = [];
  let load: (() => void) | undefined;
  const win = {
    document: { readyState: 'loading' as DocumentReadyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') load = listener;
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    requestIdleCallback: (run: () => void) => idle.push(run),
  };
  return {
    win: win as unknown as Window,
    load: () => {
      win.document.readyState = 'complete';
      load?.();
    },
    timers,
    runIdle: () => idle.splice(0).forEach((run) => run()),
  };
}

describe('afterIslandOrQuiet', () => {
  it('runs once the island is ready, before the page is quiet, and not again when it is', () => {
    const page = handRunWindow();
    const island = new EventTarget() as Element;
    let ran = 0;
    afterIslandOrQuiet(island, () => ran++, page.win);
    page.load();
    page.runIdle();
    expect(ran).toBe(0);
    island.dispatchEvent(new Event(ISLAND_READY));
    expect(ran).toBe(1);
    page.timers.splice(0).forEach(({ run }) => run());
    page.runIdle();
    island.dispatchEvent(new Event(ISLAND_READY));
    expect(ran).toBe(1);
  });

  it('with no one reaching for the island, runs at the first idle moment after the quiet wait from the load', () => {
    const page = handRunWindow();
    let ran = 0;
    afterIslandOrQuiet(new EventTarget() as Element, () => ran++, page.win);
    expect(page.timers).toEqual([]);
    page.load();
    page.runIdle();
    expect(page.timers.map(({ ms }) => ms)).toEqual([QUIET_AFTER_LOAD_MS]);
    expect(ran).toBe(0);
    page.timers.splice(0).forEach(({ run }) => run());
    expect(ran).toBe(0);
    page.runIdle();
    expect(ran).toBe(1);
  });
});
