import { describe, expect, it } from 'vitest';
import { allowedEdits, correctQuery, correctWord, editDistance, toVocabulary } from '../../src/features/search/spelling.ts';
import { wordsOf } from '../../src/features/search/search-words.ts';
import { vocabularyOf } from '../../src/features/search/vocabulary.ts';

// A vocabulary as the build writes it from the seed shop's pages: title words first.
const shop = toVocabulary(
  vocabularyOf([
    { title: 'Kiln-dried ash logs – full crate', content: 'Ash burns well and has little smoke.' },
    { title: '6mm wood pellets – 750 kg pallet', content: 'ENplus A1 wood pellets on a pallet.' },
    { title: 'Wood pellet grades: what ENplus A1 means', content: 'A pellet is compressed sawdust.' },
    { title: 'Kiln-dried kindling – 10 litre net', content: 'Softwood kindling to light the fire.' },
    { title: 'Natural wood-wool firelighters – box of 100', content: 'Each firelighter burns for ten minutes.' },
    { title: 'How to store your logs', content: 'Keep the store dry; a stove needs dry logs.' },
  ]),
);

describe('the edit distance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('pelet', 'pellet', 2)).toBe(1);
    expect(editDistance('pellets', 'pelets', 2)).toBe(1);
    expect(editDistance('birch', 'burch', 2)).toBe(1);
    expect(editDistance('ahs', 'ash', 2)).toBe(1);
    expect(editDistance('firelihgters', 'firelighters', 2)).toBe(1);
    expect(editDistance('kindling', 'kindling', 2)).toBe(0);
    expect(editDistance('pelet', 'pellets', 2)).toBe(2);
  });
  it('stops at the bound it is given', () => {
    expect(editDistance('pallet', 'pellets', 1)).toBe(2);
    expect(editDistance('ash', 'kindling', 2)).toBe(3);
    expect(editDistance('zzqxj', 'pellet', 2)).toBe(3);
  });
});

describe('how far a typed word may be corrected', () => {
  it('allows one edit from 4 to 7 letters, two from 8, a swap at 3 and nothing shorter', () => {
    expect([2, 3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 1, 2, 2]);
  });
});

describe('correcting a typed word to a word of the shop', () => {
  it('mends the shoppers’ typos', () => {
    expect(correctWord('pelet', shop)).toBe('pellet');
    expect(correctWord('ahs', shop)).toBe('ash');
    expect(correctWord('kindlign', shop)).toBe('kindling');
    expect(correctWord('firelgihters', shop)).toBe('firelighters');
    expect(correctWord('Pelet', shop)).toBe('pellet');
  });
  it('keeps a word of the pages, and the start of one (the search matches it, the shopper may be typing)', () => {
    expect(correctWord('stove', shop)).toBeNull();
    expect(correctWord('kindlin', shop)).toBeNull();
    expect(correctWord('firelighter', shop)).toBeNull();
    expect(correctWord('pel', shop)).toBeNull();
  });
  it('goes to a word of a title before an equally near word of the text', () => {
    // "has" is a swap away too, but only the text says it.
    expect(correctWord('ahs', shop)).toBe('ash');
  });
  it('leaves a word too far from every word, and a three-letter word changed other than by a swap', () => {
    expect(correctWord('zzqxj', shop)).toBeNull();
    expect(correctWord('pallte', shop)).toBe('pallet');
    expect(correctWord('pelets', shop)).toBe('pellets');
    // Two edits from "pellets": a 5-letter word may be one edit away, no more.
    expect(correctWord('plets', shop)).toBeNull();
    expect(correctWord('asx', shop)).toBeNull();
    expect(correctWord('as', shop)).toBeNull();
  });
  it('allows two edits to a word of eight letters or more, not three', () => {
    expect(correctWord('kimdlnig', shop)).toBe('kindling');
    expect(correctWord('firlighers', shop)).toBe('firelighters');
    expect(correctWord('fxrlighers', shop)).toBeNull();
  });
});

describe('correcting a query', () => {
  it('corrects each word and keeps spaces, digits and punctuation as typed', () => {
    expect(correctQuery('ahs logs', shop)).toBe('ash logs');
    expect(correctQuery('6mm pelet, 750 kg', shop)).toBe('6mm pellet, 750 kg');
    expect(correctQuery('kiln-dryed kindlign', shop)).toBe('kiln-dried kindling');
  });
  it('gives the query back unchanged when every word is found', () => {
    expect(correctQuery('Ash logs', shop)).toBe('Ash logs');
    expect(correctQuery('zzqxj', shop)).toBe('zzqxj');
  });
});

describe('the vocabulary', () => {
  it('is every word of the pages, title words first, then by how many pages have them', () => {
    const words = vocabularyOf([
      { title: 'Ash logs', content: 'Dry logs burn. Has ash.' },
      { title: 'Birch logs', content: 'Dry birch burns.' },
    ]);
    expect(words).toEqual(['logs', 'ash', 'birch', 'dry', 'burn', 'burns', 'has']);
  });
  it('splits on anything but letters and drops accents and short words', () => {
    expect(wordsOf('Kiln-dried 6mm Café logs, a box')).toEqual(['kiln', 'dried', 'cafe', 'logs', 'box']);
  });
});
