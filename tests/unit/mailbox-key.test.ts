import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../commerce/domain/mailbox-key.ts';

describe('mailboxKey', () => {
  it('gives every spelling of one mailbox the same key', () => {
    expect(mailboxKey(' Ann@Example.com ')).toBe('ann@example.com');
    expect(mailboxKey('ann+shop@example.com')).toBe('ann@example.com');
    expect(mailboxKey('a.nn+1@googlemail.com')).toBe('ann@gmail.com');
    expect(mailboxKey('A.N.N@gmail.com')).toBe('ann@gmail.com');
  });

  it('keeps dots outside Gmail, and an address that is only a tag', () => {
    expect(mailboxKey('a.nn@example.com')).toBe('a.nn@example.com');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
