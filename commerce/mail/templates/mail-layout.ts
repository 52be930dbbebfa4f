import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import type { SellerIdentity } from '../../domain/seller.ts';

// Colours meet WCAG AA on white: body text #1c1917 (17:1), muted #57534e (7.6:1), links #9a3412 (7.3:1).
const COLOURS = { text: '#1c1917', muted: '#57534e', link: '#9a3412', rule: '#d6d3d1' } as const;

export const styles = {
  body: {
    backgroundColor: '#ffffff',
    color: COLOURS.text,
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontSize: '16px',
    lineHeight: '1.5',
  },
  container: { maxWidth: '640px', padding: '16px' },
  h1: { fontSize: '24px', margin: '16px 0 8px' },
  h2: { fontSize: '19px', margin: '24px 0 8px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' },
  muted: { color: COLOURS.muted, fontSize: '14px', margin: '0 0 8px' },
  link: { color: COLOURS.link, textDecoration: 'underline' },
  cell: { padding: '6px 8px 6px 0', textAlign: 'left' as const, verticalAlign: 'top' as const, borderBottom: `1px solid ${COLOURS.rule}` },
  amount: {
    padding: '6px 0 6px 8px',
    textAlign: 'right' as const,
    verticalAlign: 'top' as const,
    borderBottom: `1px solid ${COLOURS.rule}`,
  },
  table: { width: '100%', borderCollapse: 'collapse' as const, margin: '0 0 12px' },
} as const;

/** A real heading: mail readers and screen readers navigate by them. */
export const h1 = (text: string) => h(Heading, { as: 'h1', style: styles.h1 }, text);
export const h2 = (text: string) => h(Heading, { as: 'h2', style: styles.h2 }, text);
/** A paragraph; pass one string where you can (adjacent strings render with a comment between them). */
export const p = (...children: ReactNode[]) => h(Text, { style: styles.text }, ...children);
export const link = (href: string, text: string) => h(Link, { href, style: styles.link }, text);

/** Lines one under another (an address), each its own line in the plain-text part too. */
export const lines = (rows: readonly string[]) =>
  h(Text, { style: styles.text }, ...rows.flatMap((row, index) => (index === 0 ? [row] : [h('br', { key: index }), row])));

/**
 * Marks a table as data (not layout), so the plain-text part lays it out in columns too. React
 * Email's own tables are `role="presentation"` layout and stay plain blocks.
 */
export const DATA_TABLE = 'mail-data';

/** A two-column list of labels and amounts, as a table a screen reader reads row by row. */
export function amounts(rows: readonly (readonly [string, string])[]) {
  return h(
    'table',
    { className: DATA_TABLE, style: styles.table },
    h(
      'tbody',
      null,
      rows.map(([label, amount]) =>
        h(
          'tr',
          { key: label },
          h('th', { scope: 'row', style: { ...styles.cell, fontWeight: 'normal' } }, label),
          h('td', { style: styles.amount }, amount),
        ),
      ),
    ),
  );
}

/** The page every mail of the shop sits on: its name and logo above, who it is from below. */
export function mailLayout(seller: SellerIdentity, preview: string, children: ReactNode[]) {
  return h(
    Html,
    { lang: 'en-GB', dir: 'ltr' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Img, { src: new URL('/icons/icon-192.png', seller.siteUrl).toString(), width: 48, height: 48, alt: seller.tradingName }),
        ...children,
        h(Hr, { style: { borderColor: COLOURS.rule, margin: '24px 0 12px' } }),
        h(Section, null, sellerFooter(seller)),
      ),
    ),
  );
}

/** Who the shop is, as the law asks a trader to say (name, geographic address, VAT and company numbers). */
function sellerFooter(seller: SellerIdentity) {
  const registered = [seller.companyNumber ? `Company number ${seller.companyNumber}.` : null, `VAT number ${seller.vatNumber}.`].filter(
    (line): line is string => line !== null,
  );
  return h(
    Text,
    { style: styles.muted },
    `${seller.legalName} (trading as ${seller.tradingName}), ${seller.addressLines.join(', ')}. ${registered.join(' ')} Phone ${seller.phone}, email `,
    link(`mailto:${seller.email}`, seller.email),
    seller.openingHours.length > 0 ? `. We answer ${seller.openingHours.join('; ')}.` : '.',
  );
}
