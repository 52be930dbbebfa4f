import { describe, expect, it } from 'vitest';
import { whenPageIdle } from '../../../src/lib/islands/when-page-idle.ts';

/** A window with only what the idle wait reads, recording what it was asked to do. */
function fakeWindow(readyState: DocumentReadyState, idleCallbacks: boolean) {
  const asked: string[] = [];
  const listeners = new Map<string, () => void>();
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => {
      asked.push(`timeout ${ms}`);
      run();
      return 0;
    },
    ...(idleCallbacks && {
      requestIdleCallback: (run: () => void, options: { timeout: number }) => {
        asked.push(`idle within ${options.timeout}`);
        run();
        return 0;
      },
    }),
  } as unknown as Window;
  return { win, asked, load: () => listeners.get('load')?.() };
}

describe('whenPageIdle', () => {
  it('waits for the page to load, then for an idle moment', () => {
    const { win, asked, load } = fakeWindow('loading', true);
    let ran = 0;
    whenPageIdle(() => ran++, win);
    expect(ran).toBe(0);
    load();
    expect(asked).toEqual(['idle within 3000']);
    expect(ran).toBe(1);
  });

  it('on a page already loaded, asks for the idle moment at once', () => {
    const { win, asked } = fakeWindow('complete', true);
    let ran = 0;
    whenPageIdle(() => ran++, win);
    expect(asked).toEqual(['idle within 3000']);
    expect(ran).toBe(1);
  });

  it('without idle callbacks, waits a short while after the load', () => {
    const { win, asked } = fakeWindow('complete', false);
    let ran = 0;
    whenPageIdle(() => ran++, win);
    expect(asked).toEqual(['timeout 300']);
    expect(ran).toBe(1);
  });
});
