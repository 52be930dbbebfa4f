import { describe, expect, it } from 'vitest';
import { isInternalHref, portableTextHtml } from '../../src/lib/content/portable-text-html.ts';
import type { PortableTextBlock } from '../../src/lib/content/queries.ts';

const SITE = 'https://www.hearth.example';
let keys = 0;
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s${++keys}`, text, marks });
const block = (children: unknown[], extra: Record<string, unknown> = {}) =>
  ({ _type: 'block', _key: `b${++keys}`, style: 'normal', markDefs: [], children, ...extra }) as unknown as PortableTextBlock;
const linked = (text: string, href: string) =>
  block([span('See '), span(text, ['l1'])], { markDefs: [{ _type: 'link', _key: 'l1', href }] });

describe('editors’ rich text as HTML', () => {
  it('keeps headings, bold, italic and lists as written', () => {
    const html = portableTextHtml(
      [
        block([span('Storing logs')], { style: 'h2' }),
        block([span('Keep them '), span('dry', ['strong']), span(' and '), span('aired', ['em'])]),
        block([span('Off the ground')], { listItem: 'bullet', level: 1 }),
        block([span('Under cover')], { listItem: 'bullet', level: 1 }),
        block([span('Stack')], { listItem: 'number', level: 1 }),
      ],
      SITE,
    );
    expect(html).toBe(
      '<h2>Storing logs</h2><p>Keep them <strong>dry</strong> and <em>aired</em></p>' +
        '<ul><li>Off the ground</li><li>Under cover</li></ul><ol><li>Stack</li></ol>',
    );
  });

  it('escapes what editors type instead of running it', () => {
    expect(portableTextHtml([block([span('<script>alert(1)</script> & <b>')])], SITE)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</p>',
    );
  });

  it('links inside the shop plainly and elsewhere with rel="noopener"', () => {
    expect(portableTextHtml([linked('delivery', '/delivery')], SITE)).toBe('<p>See <a href="/delivery">delivery</a></p>');
    expect(portableTextHtml([linked('us', `${SITE}/about`)], SITE)).toBe(`<p>See <a href="${SITE}/about">us</a></p>`);
    expect(portableTextHtml([linked('HETAS', 'https://www.hetas.co.uk/?a=1&b="2"')], SITE)).toBe(
      '<p>See <a href="https://www.hetas.co.uk/?a=1&amp;b=&quot;2&quot;" rel="noopener">HETAS</a></p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('prints the text alone for a link that could run script: %s', (href) => {
    expect(portableTextHtml([linked('click', href)], SITE)).toBe('<p>See click</p>');
  });

  it('drops block types it does not know rather than printing them raw', () => {
    const unknown = { _type: 'rawHtml', _key: 'x', html: '<img src=x onerror=alert(1)>' } as unknown as PortableTextBlock;
    expect(portableTextHtml([unknown, block([span('After')])], SITE)).toBe('<p>After</p>');
  });
});

describe('isInternalHref', () => {
  it('tells the shop’s own addresses from others', () => {
    expect(isInternalHref('/firewood', SITE)).toBe(true);
    expect(isInternalHref(`${SITE}/x`, SITE)).toBe(true);
    expect(isInternalHref('//evil.example/x', SITE)).toBe(false);
    expect(isInternalHref('https://evil.example', SITE)).toBe(false);
    expect(isInternalHref('not a url', SITE)).toBe(false);
  });
});
