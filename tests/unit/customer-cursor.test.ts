import { describe, expect, it } from 'vitest';
import { checkCursorSecret, decodeCursor, DEVELOPMENT_CURSOR_SECRET, encodeCursor } from '../../commerce/customers/cursor.ts';
import { loadServerConfig } from '../../server/config.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';

const SECRET = 'unit-test-cursor-secret-0123456789abcdef';
const CURSOR = {
  kind: 'customerOrders',
  customerId: 'c-1',
  status: null,
  createdAt: '2026-11-01T09:30:00.123456Z',
  id: '6f1c0f3e-8f43-4a57-9d39-1a2b3c4d5e6f',
};

/** Changes one character of a string, to another character of the base64url alphabet. */
function flip(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('page-link cursors', () => {
  it('decode to the cursor they were made from', () => {
    expect(decodeCursor(SECRET, encodeCursor(SECRET, CURSOR))).toEqual(CURSOR);
  });

  it('are a single URL-safe token that does not show its JSON', () => {
    const token = encodeCursor(SECRET, CURSOR);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('customerOrders');
  });

  it('are refused when made with another secret', () => {
    const token = encodeCursor('another-secret-of-enough-length-0123456789', CURSOR);
    expect(decodeCursor(SECRET, token)).toBeNull();
  });

  it('are refused when the body is edited, even to a cursor that reads well', () => {
    const token = encodeCursor(SECRET, CURSOR);
    const [, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...CURSOR, customerId: 'c-2' })).toString('base64url');
    expect(decodeCursor(SECRET, `${edited}.${signature}`)).toBeNull();
    for (const index of [0, 5, token.indexOf('.') - 1]) expect(decodeCursor(SECRET, flip(token, index))).toBeNull();
  });

  it('are refused when the signature is edited, cut short or taken from another token', () => {
    const token = encodeCursor(SECRET, CURSOR);
    const [body, signature] = token.split('.') as [string, string];
    expect(decodeCursor(SECRET, flip(token, token.length - 2))).toBeNull();
    expect(decodeCursor(SECRET, `${body}.${signature.slice(0, -4)}`)).toBeNull();
    expect(decodeCursor(SECRET, `${body}.`)).toBeNull();
    const other = encodeCursor(SECRET, { ...CURSOR, id: 'x' }).split('.')[1];
    expect(decodeCursor(SECRET, `${body}.${other}`)).toBeNull();
  });

  it('are refused when stray characters are slipped into the body', () => {
    const token = encodeCursor(SECRET, CURSOR);
    expect(decodeCursor(SECRET, `!${token}`)).toBeNull();
    expect(decodeCursor(SECRET, `${token.slice(0, 4)}=${token.slice(4)}`)).toBeNull();
  });

  it.each(['', '.', 'abc', 'a.b.c', 'not a token', `${Buffer.from('{').toString('base64url')}.sig`])(
    'refuses the malformed token %j',
    (token) => {
      expect(decodeCursor(SECRET, token)).toBeNull();
    },
  );
});

describe('the cursor secret', () => {
  const LONG = 'x'.repeat(32);

  it('is refused when too short to be a secret', () => {
    expect(checkCursorSecret(LONG)).toBe(LONG);
    expect(() => checkCursorSecret('short')).toThrow(/at least 32/);
    expect(DEVELOPMENT_CURSOR_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('comes from HEARTH_CURSOR_SECRET, and must be set in production', () => {
    expect(loadServerConfig({ HEARTH_CURSOR_SECRET: LONG, ...PRODUCTION_MAIL_ENV }).cursorSecret).toBe(LONG);
    expect(loadServerConfig({ NODE_ENV: 'development' }).cursorSecret).toBeUndefined();
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/HEARTH_CURSOR_SECRET/);
    // Unset NODE_ENV is production too: fail closed.
    expect(() => loadServerConfig({})).toThrow(/HEARTH_CURSOR_SECRET/);
    expect(() => loadServerConfig({ HEARTH_CURSOR_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
