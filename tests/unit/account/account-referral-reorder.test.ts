import { describe, expect, it } from 'vitest';
import { signedPounds } from '../../../src/features/account/credit-text.ts';
import { copyText, referralShareLink } from '../../../src/features/account/referral.ts';
import { reorderLines, reorderOutcome, reorderProblems } from '../../../src/features/account/reorder.ts';

describe('referral share link', () => {
  it('is the home page carrying the code', () => {
    expect(referralShareLink('https://hearth.example', 'ADA2024')).toBe('https://hearth.example/?ref=ADA2024');
    expect(referralShareLink('http://localhost:4321/', 'ADA2024')).toBe('http://localhost:4321/?ref=ADA2024');
    expect(new URL(referralShareLink('https://hearth.example', 'A&B C')).searchParams.get('ref')).toBe('A&B C');
  });
});

describe('copying the link', () => {
  it('uses the Clipboard API when it works', async () => {
    const written: string[] = [];
    let legacyUsed = false;
    const copied = await copyText('link', { writeText: async (text) => void written.push(text) }, () => (legacyUsed = true));
    expect(copied).toBe(true);
    expect(written).toEqual(['link']);
    expect(legacyUsed).toBe(false);
  });

  it('falls back to the legacy copy when the Clipboard API is missing or refuses', async () => {
    expect(await copyText('link', undefined, () => true)).toBe(true);
    expect(await copyText('link', { writeText: () => Promise.reject(new Error('NotAllowedError')) }, () => true)).toBe(true);
  });

  it('says so when neither way works, so the shopper is told to copy it themselves', async () => {
    expect(await copyText('link', undefined, () => false)).toBe(false);
    expect(
      await copyText('link', { writeText: () => Promise.reject(new Error('denied')) }, () => {
        throw new Error('no execCommand');
      }),
    ).toBe(false);
  });
});

describe('reorder', () => {
  const items = [
    { skuId: 'LOG-ASH-STD', name: 'Kiln-dried ash, standard crate', quantity: 2 },
    { skuId: 'KIN-NET-10L', name: 'Kindling, 10 litre net', quantity: 1 },
    { skuId: 'LOG-ASH-STD', name: 'Kiln-dried ash, standard crate', quantity: 1 },
  ];

  it('sends each product once with all of its quantity', () => {
    expect(reorderLines(items)).toEqual([
      { skuId: 'LOG-ASH-STD', quantity: 3 },
      { skuId: 'KIN-NET-10L', quantity: 1 },
    ]);
    expect(reorderLines([])).toEqual([]);
  });

  it('names a line it could not add as the order names it, keeping the server’s reason', () => {
    expect(reorderProblems(['KIN-NET-10L: There is no product with the code KIN-NET-10L.', 'Something else went wrong.'], items)).toEqual([
      'Kindling, 10 litre net: There is no product with the code KIN-NET-10L.',
      'Something else went wrong.',
    ]);
  });

  it('goes to the basket only when everything was added', () => {
    expect(reorderOutcome({ errors: [] }, items)).toEqual({ kind: 'allAdded' });
    expect(reorderOutcome({ errors: ['KIN-NET-10L: sold out'] }, items)).toEqual({
      kind: 'someAdded',
      problems: ['Kindling, 10 litre net: sold out'],
    });
    expect(reorderOutcome({ errors: ['LOG-ASH-STD: sold out', 'KIN-NET-10L: sold out'] }, items).kind).toBe('noneAdded');
  });

  it('tells what was added by the refused lines, not by an empty basket, as the basket may hold other things', () => {
    expect(reorderOutcome({ errors: ['LOG-ASH-STD: sold out', 'KIN-NET-10L: sold out'] }, items)).toEqual({
      kind: 'noneAdded',
      problems: ['Kiln-dried ash, standard crate: sold out', 'Kindling, 10 litre net: sold out'],
    });
    expect(reorderOutcome({ errors: [] }, items).kind).toBe('allAdded');
  });
});

describe('credit amounts', () => {
  it('shows credit given with a plus and credit spent with a minus sign', () => {
    expect(signedPounds(5)).toBe('+£5.00');
    expect(signedPounds(-2.5)).toBe('−£2.50');
    expect(signedPounds(1234.5)).toBe('+£1,234.50');
  });
});
