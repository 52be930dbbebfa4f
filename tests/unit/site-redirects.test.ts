import { describe, expect, it } from 'vitest';
import { createRedirectLookup, createRedirectMatcher, redirectKey, redirects } from '../../redirects.config.ts';
import { formatRedirects, mergeRedirects, parseRedirects } from '../../src/lib/redirects.ts';

describe('redirect lookup with encoded paths', () => {
  const lookup = createRedirectLookup(redirects);

  it('sends the delivery article with a trailing space, encoded or not, to the clean path', () => {
    expect(lookup('/knowledge-base/our-delivery-approach%20')).toBe('/knowledge-base/our-delivery-approach');
    expect(lookup('/knowledge-base/our-delivery-approach ')).toBe('/knowledge-base/our-delivery-approach');
    expect(lookup('/Knowledge-Base/Our-Delivery-Approach%20')).toBe('/knowledge-base/our-delivery-approach');
    expect(lookup('/knowledge-base/our-delivery-approach')).toBeUndefined();
  });

  it('looks a malformed escape up as written instead of throwing', () => {
    expect(redirectKey('/bad%zz')).toBe('/bad%zz');
    expect(lookup('/bad%zz')).toBeUndefined();
  });
});

describe('mergeRedirects', () => {
  const reviewed = [{ from: '/old', to: '/new' }];

  it('adds editors’ redirects after the reviewed table, 302 when not permanent', () => {
    const { table, skipped } = mergeRedirects(reviewed, [
      { from: '/faq', to: '/knowledge-base', permanent: true },
      { from: '/winter-sale', to: '/firewood', permanent: false },
      { from: '/help', to: '/knowledge-base', permanent: null },
    ]);
    expect(skipped).toEqual([]);
    expect(table).toEqual([
      { from: '/old', to: '/new', status: 301 },
      { from: '/faq', to: '/knowledge-base', status: 301 },
      { from: '/winter-sale', to: '/firewood', status: 302 },
      { from: '/help', to: '/knowledge-base', status: 301 },
    ]);
  });

  it('keeps the reviewed entry when an editor redirect clashes with it, in any letter case', () => {
    const { table, skipped } = mergeRedirects(reviewed, [{ from: '/OLD/', to: '/elsewhere', permanent: true }]);
    expect(table).toEqual([{ from: '/old', to: '/new', status: 301 }]);
    expect(skipped[0]?.reason).toMatch(/already/);
  });

  it('skips malformed and self-pointing entries', () => {
    const { table, skipped } = mergeRedirects(
      [],
      [
        { from: 'no-slash', to: '/x' },
        { from: '/a', to: 'javascript:alert(1)' },
        { from: '/same', to: '/Same/' },
        { from: null, to: '/x' },
        { from: '/ok', to: 'https://example.com/page' },
      ],
    );
    expect(table).toEqual([{ from: '/ok', to: 'https://example.com/page', status: 301 }]);
    expect(skipped).toHaveLength(4);
  });

  it('shortens chains to one hop and drops loops', () => {
    const { table, skipped } = mergeRedirects(reviewed, [
      { from: '/older', to: '/old' },
      { from: '/loop-a', to: '/loop-b' },
      { from: '/loop-b', to: '/loop-a' },
    ]);
    expect(table).toContainEqual({ from: '/older', to: '/new', status: 301 });
    expect(table.some((r) => r.from.startsWith('/loop'))).toBe(false);
    expect(skipped.filter((s) => s.reason.includes('loop'))).toHaveLength(2);
  });

  it('makes a chain through a temporary redirect temporary', () => {
    const { table } = mergeRedirects(
      [],
      [
        { from: '/a', to: '/b', permanent: true },
        { from: '/b', to: '/c', permanent: false },
      ],
    );
    expect(table).toContainEqual({ from: '/a', to: '/c', status: 302 });
  });

  it('never sends a path of the shipped table to itself or into a chain', () => {
    const { table } = mergeRedirects(redirects, [{ from: '/faq', to: '/knowledge-base', permanent: true }]);
    const sources = new Set(table.map((r) => redirectKey(r.from)));
    for (const r of table) {
      expect(redirectKey(r.to)).not.toBe(redirectKey(r.from));
      expect(sources.has(redirectKey(r.to))).toBe(false);
    }
  });
});

describe('_redirects file', () => {
  it('round-trips the table, including the encoded trailing space', () => {
    const table = mergeRedirects(redirects, [{ from: '/faq', to: '/knowledge-base', permanent: false }]).table;
    const text = formatRedirects(table);
    expect(text).toContain('/knowledge-base/our-delivery-approach%20 /knowledge-base/our-delivery-approach 301\n');
    expect(text).toContain('/faq /knowledge-base 302\n');
    expect(parseRedirects(text)).toEqual(table);
  });

  it('encodes whitespace so a path with a space stays one field', () => {
    expect(formatRedirects([{ from: '/a b', to: '/c', status: 301 }])).toContain('/a%20b /c 301');
  });

  it('reads Netlify forms it serves and skips the rest', () => {
    const text = ['# comment', '', '/a /b', '/c  /d  302!', '/e /f 200', '/g /h 404', '/only-from'].join('\n');
    expect(parseRedirects(text)).toEqual([
      { from: '/a', to: '/b', status: 301 },
      { from: '/c', to: '/d', status: 302 },
    ]);
  });

  it('answers the parsed table with its status', () => {
    const match = createRedirectMatcher(parseRedirects('/faq /knowledge-base 302\n'));
    expect(match('/FAQ/')).toEqual({ from: '/faq', to: '/knowledge-base', status: 302 });
  });
});
