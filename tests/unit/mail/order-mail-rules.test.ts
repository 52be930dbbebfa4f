import { describe, expect, it } from 'vitest';
import { addressLines, orderLinks, vatRateText } from '../../../commerce/order-mail/order-mail-view.ts';
import { readOrderMailSettings } from '../../../commerce/mail/order-mail-settings.ts';
import { afterFailure, DEFAULT_RETRY_POLICY } from '../../../commerce/mail/retry-policy.ts';
import { loadServerConfig } from '../../../server/config.ts';

describe('the outbox retry policy', () => {
  const policy = { firstDelayMs: 1_000, maxDelayMs: 5_000, maxAttempts: 5 };

  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => afterFailure(attempts, policy))).toEqual([
      { kind: 'retry', delayMs: 1_000 },
      { kind: 'retry', delayMs: 2_000 },
      { kind: 'retry', delayMs: 4_000 },
      { kind: 'retry', delayMs: 5_000 },
    ]);
  });

  it('gives up at the last attempt, and past it', () => {
    expect(afterFailure(5, policy)).toEqual({ kind: 'giveUp' });
    expect(afterFailure(6, policy)).toEqual({ kind: 'giveUp' });
  });

  it('never overflows however many attempts a generous policy allows', () => {
    expect(afterFailure(1_000, { ...policy, maxAttempts: 10_000 })).toEqual({ kind: 'retry', delayMs: 5_000 });
  });

  it('by default tries for about a day and a half before the owner hears of it', () => {
    let waited = 0;
    for (let attempts = 1; ; attempts++) {
      const next = afterFailure(attempts, DEFAULT_RETRY_POLICY);
      if (next.kind === 'giveUp') break;
      waited += next.delayMs;
    }
    expect(waited / 3_600_000).toBeGreaterThan(24);
    expect(waited / 3_600_000).toBeLessThan(48);
  });
});

describe('what the order mail prints', () => {
  it('writes VAT rates as a receipt does', () => {
    expect([2000, 500, 0, 1250, 1750].map(vatRateText)).toEqual(['20%', '5%', '0%', '12.5%', '17.5%']);
  });

  it("links a guest's order and receipt with its receipt key in the fragment, which no server or Referer sees", () => {
    const key = 'k'.repeat(43);
    expect(orderLinks('https://hearth.example', 'a1b2', key)).toEqual({
      order: `https://hearth.example/order/a1b2/#receipt=${key}`,
      receipt: `https://hearth.example/order/a1b2/receipt#receipt=${key}`,
    });
    expect(orderLinks('https://hearth.example/', 'a1b2', null)).toEqual({
      order: 'https://hearth.example/order/a1b2/',
      receipt: 'https://hearth.example/order/a1b2/receipt',
    });
  });

  it('prints an address as envelope lines, leaving out empty parts and the UK', () => {
    const row = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      line1: '1 Station Road',
      line2: '  ',
      city: 'Loughborough',
      state: null,
      post_code: 'LE12 6UZ',
      country_code: 'GB',
    };
    expect(addressLines(row as Parameters<typeof addressLines>[0])).toEqual(['Ada Lovelace', '1 Station Road', 'Loughborough', 'LE12 6UZ']);
    expect(addressLines({ ...row, company: 'Mill Ltd', country_code: 'IE' } as Parameters<typeof addressLines>[0])).toEqual([
      'Ada Lovelace',
      'Mill Ltd',
      '1 Station Road',
      'Loughborough',
      'LE12 6UZ',
      'IE',
    ]);
  });
});

describe('HEARTH_ORDERS_MAIL_TO', () => {
  it("is the shop's notice address, trimmed; unset or empty means the seller's own email", () => {
    expect(readOrderMailSettings({ HEARTH_ORDERS_MAIL_TO: ' orders@hearth.example ' })).toEqual({ ordersMailTo: 'orders@hearth.example' });
    expect(readOrderMailSettings({})).toEqual({ ordersMailTo: null });
    expect(readOrderMailSettings({ HEARTH_ORDERS_MAIL_TO: '' })).toEqual({ ordersMailTo: null });
  });

  it('stops start-up with its name when it is not one address', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'development', HEARTH_ORDERS_MAIL_TO: 'orders@, owner@x' })).toThrow(
      /HEARTH_ORDERS_MAIL_TO must be one email address/,
    );
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_ORDERS_MAIL_TO: 'orders@hearth.example' }).orderMail.ordersMailTo).toBe(
      'orders@hearth.example',
    );
  });
});
