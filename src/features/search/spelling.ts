import { foldWord, MIN_WORD_LENGTH } from './search-words.ts';

/**
 * The Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions
 * and swaps of two neighbouring letters, each costing one), or `max + 1` as soon as it is certain to
 * be more than `max`: a vocabulary of hundreds of words is scanned on every corrected query.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table: the one before last (for swaps), the last, and the one being filled.
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforeLast[j - 2]! + 1);
      row.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[b.length]!, max + 1);
}

/**
 * How far a typed word may be from the word it is corrected to: one edit for 4 to 7 letters, two
 * for longer words. A 3-letter word may only have two neighbouring letters swapped ("ahs" is "ash"):
 * any other edit of three letters makes a different word as often as it mends a typo.
 */
export function allowedEdits(length: number): number {
  if (length < MIN_WORD_LENGTH) return 0;
  return length >= 8 ? 2 : 1;
}

function isSwapOfNeighbours(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const differ = [...typed].flatMap((letter, i) => (letter === word[i] ? [] : [i]));
  return (
    differ.length === 2 && differ[1] === differ[0]! + 1 && typed[differ[0]!] === word[differ[1]!] && typed[differ[1]!] === word[differ[0]!]
  );
}

/**
 * The vocabulary word a typed word was meant to be, or null to leave it as typed: when it is a word
 * of the shop's pages, when it is the start of one (the search matches the start of a word, and the
 * shopper may still be typing), or when no word is near enough. Among equally near words the one
 * listed first wins: the vocabulary lists the words of product names and article titles first.
 */
export function correctWord(typed: string, vocabulary: Vocabulary): string | null {
  const word = foldWord(typed);
  const edits = allowedEdits(word.length);
  if (edits === 0 || vocabulary.known.has(word)) return null;
  if (vocabulary.words.some((known) => known.startsWith(word))) return null;
  let best: string | null = null;
  let bestDistance = edits + 1;
  for (const known of vocabulary.words) {
    const distance = word.length === MIN_WORD_LENGTH ? (isSwapOfNeighbours(word, known) ? 1 : 2) : editDistance(word, known, edits);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}

/** Each word of the query corrected where it needs it; spaces, digits and punctuation kept as typed. */
export function correctQuery(query: string, vocabulary: Vocabulary): string {
  return query.replace(/\p{L}+/gu, (typed) => correctWord(typed, vocabulary) ?? typed);
}

/** The words of the indexed pages, in order of preference, and the same words as a set to look up. */
export interface Vocabulary {
  words: readonly string[];
  known: ReadonlySet<string>;
}

export function toVocabulary(words: readonly string[]): Vocabulary {
  return { words, known: new Set(words) };
}
