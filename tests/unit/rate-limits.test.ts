import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientIp, limitKeyForIp, UNKNOWN_IP } from '../../commerce/limits/client-ip.ts';
import { readLimitSettings } from '../../commerce/limits/limit-settings.ts';
import { createRateLimits, RATE_LIMITS, throughDoor, waitMessage, type LimitRule } from '../../commerce/limits/rate-limits.ts';
import { loadServerConfig } from '../../server/config.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';

const peer = (remoteAddress: string | undefined) => ({ req: { socket: { remoteAddress } } });
const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

describe('the wait a refusal names', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(waitMessage(1)).toBe('Too many tries. Please wait 1 second.');
    expect(waitMessage(59)).toBe('Too many tries. Please wait 59 seconds.');
    expect(waitMessage(60)).toBe('Too many tries. Please wait 1 minute.');
    expect(waitMessage(61)).toBe('Too many tries. Please wait 2 minutes.');
    expect(waitMessage(900)).toBe('Too many tries. Please wait 15 minutes.');
  });
});

describe("the caller's address", () => {
  it("is the socket's peer; IPv4-mapped IPv6 is plain IPv4; none is the 'unknown' bucket", () => {
    expect(clientIp(headers(), peer('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientIp(headers(), peer('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientIp(headers(), {}, 0)).toBe(UNKNOWN_IP);
    expect(clientIp(headers(), peer('not an address'), 0)).toBe(UNKNOWN_IP);
  });

  it('ignores X-Forwarded-For unless the server trusts proxies', () => {
    expect(clientIp(headers('198.51.100.1'), peer('203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  it("behind N trusted proxies, takes the entry the outermost of them appended, never the client's own entries", () => {
    // The client wrote 10.0.0.1; the CDN appended the client's real address; the socket is the load balancer.
    expect(clientIp(headers('10.0.0.1, 198.51.100.1'), peer('192.0.2.1'), 1)).toBe('198.51.100.1');
    expect(clientIp(headers('10.0.0.1, 198.51.100.1, 192.0.2.50'), peer('192.0.2.1'), 2)).toBe('198.51.100.1');
    // Fewer entries than proxies: the leftmost there is.
    expect(clientIp(headers('198.51.100.1'), peer('192.0.2.1'), 2)).toBe('198.51.100.1');
    // No header, or rubbish where the address should be: the socket's peer.
    expect(clientIp(headers(), peer('192.0.2.1'), 1)).toBe('192.0.2.1');
    expect(clientIp(headers('10.0.0.1, <script>'), peer('192.0.2.1'), 1)).toBe('192.0.2.1');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    expect(limitKeyForIp('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKeyForIp('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyForIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyForIp('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyForIp('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('the limits and the doors (memory store)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const rule = (counts: LimitRule['counts'], blockSeconds = 0): LimitRule => ({
    door: 'test',
    key: 'ip',
    points: 3,
    durationSeconds: 60,
    blockSeconds,
    counts,
  });

  it('allows `points` tries in a window, then refuses until the window ends', async () => {
    const limits = createRateLimits({ kind: 'memory' }, { door: rule('every try') });
    for (let i = 0; i < 3; i++) expect(await limits.take('door', 'a')).toEqual({ allowed: true });
    expect(await limits.take('door', 'a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limits.take('door', 'b')).toEqual({ allowed: true });
    vi.advanceTimersByTime(59_000);
    expect(await limits.take('door', 'a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1_000);
    expect(await limits.take('door', 'a')).toEqual({ allowed: true });
  });

  it('blocks for blockSeconds from the try that went over', async () => {
    const limits = createRateLimits({ kind: 'memory' }, { door: rule('every try', 600) });
    for (let i = 0; i < 3; i++) await limits.take('door', 'a');
    vi.advanceTimersByTime(30_000);
    expect(await limits.take('door', 'a')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    vi.advanceTimersByTime(60_000);
    expect(await limits.take('door', 'a')).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });

  it('at a door that counts failed tries, gives a success its point back and keeps a miss or a throw', async () => {
    const limits = createRateLimits({ kind: 'memory' }, { ...RATE_LIMITS, trackingByOrder: rule('failed tries') });
    const keys = [{ limit: 'trackingByOrder' as const, subject: 'order 1' }];
    for (let i = 0; i < 10; i++)
      expect(
        await throughDoor(
          limits,
          keys,
          async () => 'found',
          (found) => found === null,
        ),
      ).toBe('found');
    await throughDoor(
      limits,
      keys,
      async () => null,
      (found) => found === null,
    );
    await expect(throughDoor(limits, keys, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await throughDoor(
      limits,
      keys,
      async () => null,
      (found) => found === null,
    );
    const refused = throughDoor(limits, keys, async () => 'found');
    await expect(refused).rejects.toMatchObject({
      message: 'Too many tries. Please wait 1 minute.',
      extensions: { code: 'RATE_LIMITED', retryAfter: 60 },
    });
  });

  it('refuses when any of the door’s limits is spent, naming the longest wait, and never runs the try', async () => {
    const limits = createRateLimits({ kind: 'memory' }, { ...RATE_LIMITS, emailLookupByEmail: rule('every try') });
    const keys = [
      { limit: 'emailLookupByIp' as const, subject: '192.0.2.1' },
      { limit: 'emailLookupByEmail' as const, subject: 'a@example.com' },
    ];
    for (let i = 0; i < 3; i++) await throughDoor(limits, keys, async () => null);
    const attempt = vi.fn(async () => null);
    await expect(throughDoor(limits, keys, attempt)).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfter: 60 } });
    expect(attempt).not.toHaveBeenCalled();
  });
});

describe('the settings', () => {
  it('trust no proxy and give each IP 600 requests a minute unless told otherwise; 0 turns the budget off', () => {
    expect(readLimitSettings({})).toEqual({ trustedProxies: 0, apiPerMinute: 600, scale: 1 });
    expect(readLimitSettings({ HEARTH_TRUST_PROXY: '1', HEARTH_API_RATE_LIMIT: '1200' })).toEqual({
      trustedProxies: 1,
      apiPerMinute: 1200,
      scale: 1,
    });
    expect(readLimitSettings({ HEARTH_API_RATE_LIMIT: '0' })).toEqual({ trustedProxies: 0, apiPerMinute: null, scale: 1 });
    expect(() => readLimitSettings({ HEARTH_TRUST_PROXY: 'yes' })).toThrow(/HEARTH_TRUST_PROXY/);
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_TRUST_PROXY: '2' }).limits.trustedProxies).toBe(2);
  });

  it('loosen the limits (HEARTH_RATE_LIMIT_SCALE, for the browser tests) only in development', () => {
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_RATE_LIMIT_SCALE: '100' }).limits.scale).toBe(100);
    expect(() =>
      loadServerConfig({
        NODE_ENV: 'production',
        HEARTH_CURSOR_SECRET: 'x'.repeat(32),
        ...PRODUCTION_MAIL_ENV,
        HEARTH_RATE_LIMIT_SCALE: '100',
      }),
    ).toThrow(/HEARTH_RATE_LIMIT_SCALE runs only in development/);
  });
});

describe('the rate-limit table in docs/api.md', () => {
  it('lists every limit with the numbers the code enforces', () => {
    const readme = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    for (const [name, rule] of Object.entries(RATE_LIMITS)) {
      const row = readme.split('\n').find((line) => line.includes(`\`${name}\``));
      expect(row, `docs/api.md row for ${name}`).toBeDefined();
      expect(row).toContain(`| ${rule.points} `);
    }
  });
});
