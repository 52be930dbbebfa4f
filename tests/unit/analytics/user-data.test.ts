import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeEmail, sha256Hex, userDataFor } from '../../../src/lib/analytics/user-data.ts';

// Node's Web Crypto is the same API the browser has (crypto.subtle).
const subtle = webcrypto.subtle as SubtleCrypto;
const MARKETING = 'tracking_consent=statistics:false|marketing:true|chat:false';
const hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashed user data (user-data.ts)', () => {
  it('normalises an email by trimming and lower-casing it, nothing more', () => {
    expect(normalizeEmail('  Gwen.Hart+Logs@Example.CO.UK\t')).toBe('gwen.hart+logs@example.co.uk');
  });

  it('hashes with SHA-256 as lower-case hex', async () => {
    expect(await sha256Hex('', subtle)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('gwen@example.com', subtle)).toBe(hex('gwen@example.com'));
  });

  it('gives the hashed email only with ad storage granted, as the string true', async () => {
    expect(await userDataFor(' Gwen@Example.com ', { cookieHeader: MARKETING, subtle })).toEqual({
      sha256_email_address: hex('gwen@example.com'),
    });
    for (const cookieHeader of [
      '',
      'tracking_consent=statistics:true|marketing:false|chat:true',
      'tracking_consent=statistics:true|marketing:True|chat:true',
      'tracking_consent=statistics:true|marketing:1|chat:true',
      // A grant without the other purposes is no readable choice at all.
      'tracking_consent=marketing:true',
    ]) {
      expect(await userDataFor('gwen@example.com', { cookieHeader, subtle }), cookieHeader).toBeNull();
    }
  });

  it('gives nothing without an email or without Web Crypto (an insecure origin)', async () => {
    for (const email of [null, undefined, '', '   ', 'not an email']) {
      expect(await userDataFor(email, { cookieHeader: MARKETING, subtle })).toBeNull();
    }
    expect(await userDataFor('gwen@example.com', { cookieHeader: MARKETING, subtle: undefined })).toBeNull();
  });
});
