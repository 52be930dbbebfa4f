import { isPrivatePage } from '../../src/lib/analytics/private-pages.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  routeChangeEvent,
  shouldRegisterServiceWorker,
  shouldReloadAfterUpdate,
  shouldReloadForChunkError,
} from '../../src/lib/pwa/decisions.ts';
import { pageRuntimeScript } from '../../src/lib/pwa/inline-script.ts';

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['https:', 'www.hearth.example', true],
    ['http:', 'localhost', true],
    ['http:', 'LOCALHOST', true],
    ['http:', 'shop.localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'www.hearth.example', false],
    ['http:', '192.168.1.20', false],
    ['file:', '', false],
  ])('%s//%s → %s', (protocol, hostname, expected) => {
    expect(shouldRegisterServiceWorker({ protocol, hostname }, true)).toBe(expected);
  });

  it('never registers where the browser has no service workers', () => {
    expect(shouldRegisterServiceWorker({ protocol: 'https:', hostname: 'www.hearth.example' }, false)).toBe(false);
  });
});

describe('reload rules', () => {
  it('reloads after an update only when earlier loads failed', () => {
    expect(shouldReloadAfterUpdate({ updateInstalled: true, failedResourceLoads: 2 })).toBe(true);
    expect(shouldReloadAfterUpdate({ updateInstalled: true, failedResourceLoads: 0 })).toBe(false);
    expect(shouldReloadAfterUpdate({ updateInstalled: false, failedResourceLoads: 3 })).toBe(false);
  });

  it('recognises failed chunk loads in the browsers’ words', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: https://x/_astro/BuyBox.abc.js')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('Cannot read properties of undefined')).toBe(false);
  });

  it('reloads for a chunk failure at most once in ten seconds', () => {
    expect(shouldReloadForChunkError(100_000, null)).toBe(true);
    expect(shouldReloadForChunkError(100_000, 95_000)).toBe(false);
    expect(shouldReloadForChunkError(100_000, 89_000)).toBe(true);
  });

  it('names the page in the route-change event', () => {
    expect(routeChangeEvent({ pathname: '/firewood/ash', search: '?a=1' }, 'Ash | Hearth')).toEqual({
      event: 'route-change',
      page_path: '/firewood/ash?a=1',
      page_title: 'Ash | Hearth',
    });
  });

  it('never puts an order’s or a shared cart’s id, or a private page’s query, in the route-change event', () => {
    const pathOf = (pathname: string, search = '') => routeChangeEvent({ pathname, search }, 'Hearth').page_path!;
    expect(pathOf('/order/0b8e0a8e-1f7c-4a43-9d55-3c1c4b0d1e2a', '?key=secret')).toBe('/order/[id]');
    expect(pathOf('/order/0b8e0a8e-1f7c-4a43-9d55-3c1c4b0d1e2a/receipt')).toBe('/order/[id]/receipt');
    expect(pathOf('/cart/5f1d2c3b-aaaa-bbbb-cccc-000000000000')).toBe('/cart/[id]');
    expect(pathOf('/tracking', '?email=ann@example.com')).toBe('/tracking');
    // The same pages the server keeps tag hosts away from (the event's copy of the rule is inline).
    for (const path of [
      '/checkout/',
      '/checkout/card-return',
      '/account/orders',
      '/admin',
      '/admin/',
      '/login',
      '/tracking',
      '/order/x',
      '/cart/x',
      '/payment-failed/',
      '/cart/',
      '/',
      '/firewood/ash',
      '/accounts-help',
      '/administration-of-firewood',
      '/orders',
    ]) {
      expect(pathOf(path, '?q=1').endsWith('?q=1'), path).toBe(!isPrivatePage(path));
    }
  });
});

describe('the inline page script', () => {
  /** Runs the script against a fake browser and returns what it did. */
  function run(location: { protocol: string; hostname: string; pathname: string; search: string }, links: string[] = []) {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const register = vi.fn(() => Promise.resolve({ addEventListener: vi.fn() }));
    const window: Record<string, unknown> = {};
    const fakeAddEventListener = (type: string, fn: (event: unknown) => void) => void (listeners[type] ??= []).push(fn);
    const timers: { run: () => void; ms: number }[] = [];
    const prefetched: string[] = [];
    const document = {
      title: 'Home | Hearth',
      querySelectorAll: () => links.map((href) => ({ getAttribute: () => href })),
      getElementById: () => null,
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { href: string }) => void prefetched.push(link.href) },
    };
    const fn = new Function(
      'window',
      'location',
      'navigator',
      'document',
      'addEventListener',
      'setTimeout',
      'clearTimeout',
      'sessionStorage',
      pageRuntimeScript(),
    );
    fn(
      window,
      { ...location, reload: vi.fn() },
      { serviceWorker: { register, controller: null }, userAgent: 'Mozilla/5.0 Chrome/156', onLine: true },
      document,
      fakeAddEventListener,
      (cb: () => void, ms: number) => {
        timers.push({ run: cb, ms });
        return timers.length;
      },
      () => undefined,
      { getItem: () => null, setItem: () => undefined },
    );
    const fire = (type: string) => listeners[type]?.forEach((l) => l({}));
    return { listeners, register, window, timers, prefetched, fire };
  }

  it('is plain JavaScript that registers /sw.js after load on localhost', () => {
    const { register, fire } = run({ protocol: 'http:', hostname: 'localhost', pathname: '/', search: '' });
    fire('load');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does not register over plain http elsewhere', () => {
    const { register, fire } = run({ protocol: 'http:', hostname: 'shop.example', pathname: '/', search: '' });
    fire('load');
    expect(register).not.toHaveBeenCalled();
  });

  it('prefetches the content pages a page links to after load, four at a time, 3 s apart', () => {
    const links = ['/a', '/b', '/c', '/d', '/e', '/cart', '/a'];
    const { timers, prefetched, fire } = run({ protocol: 'https:', hostname: 'shop.example', pathname: '/', search: '' }, links);
    fire('load');
    const batches = timers.filter((t) => t.ms === 0 || t.ms === 3000);
    expect(batches.map((t) => t.ms)).toEqual([0, 3000]);
    batches[0]!.run();
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
    batches[1]!.run();
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('pushes the route-change event 50 ms after the page changes', () => {
    const { window, timers } = run({ protocol: 'https:', hostname: 'shop.example', pathname: '/delivery', search: '' });
    expect(window.dataLayer).toEqual([]);
    timers.filter((t) => t.ms === 50).forEach((t) => t.run());
    expect(window.dataLayer).toEqual([{ event: 'route-change', page_path: '/delivery', page_title: 'Home | Hearth' }]);
  });

  it('cannot end its script element', () => {
    expect(pageRuntimeScript()).not.toMatch(/<\/script/i);
  });
});
