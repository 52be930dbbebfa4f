import { describe, expect, it } from 'vitest';
import { encodeMailKey, messageIdFor } from '../../../commerce/mail/message-id.ts';

describe('the Message-ID made from an idempotency key', () => {
  it('is <key@sender-domain>, with what RFC 5322 forbids in its left part percent-encoded', () => {
    expect(messageIdFor('order-confirmation:7f3c-11ef', 'hearth.example')).toBe('<order-confirmation%3A7f3c-11ef@hearth.example>');
    expect(encodeMailKey('shop-notice:HE-1042')).toBe('shop-notice%3AHE-1042');
    expect(encodeMailKey('a b.c@d<e>')).toBe('a%20b%2Ec%40d%3Ce%3E');
    expect(encodeMailKey('Zoë')).toBe('Zo%C3%AB');
  });

  it('keeps different keys different, the percent sign included', () => {
    const keys = ['a:b', 'a%3Ab', 'a%3ab', 'a.b', 'a%2Eb', 'ab'];
    expect(new Set(keys.map(encodeMailKey)).size).toBe(keys.length);
  });

  it('yields only characters a Message-ID left part allows', () => {
    for (const key of ['order-confirmation:1', '💡 idea', '"quoted"', 'x\r\nBcc: evil@example.com']) {
      expect(encodeMailKey(key)).toMatch(/^[A-Za-z0-9_%-]+$/);
    }
  });

  it('refuses an empty key', () => {
    expect(() => encodeMailKey('')).toThrow(/cannot be empty/);
  });
});
