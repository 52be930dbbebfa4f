import { wordsOf } from './search-words.ts';

/** The vocabulary's file in the index's folder, fetched by the search page when it corrects a query. */
export const VOCABULARY_FILE = 'vocabulary.json';

/** One page as the search index holds it: its title and its indexed text. */
export interface IndexedPage {
  title: string;
  content: string;
}

/**
 * Every word of the indexed pages, for correcting a shopper's typo to a word the search can find.
 * The words of titles (product names with their range, species and size; article titles) come
 * first, so a typo as near to a shop word as to a common one goes to the shop word ("ahs" is "ash",
 * not "has"); within each group, the words on more pages come first, then alphabetical order, so the
 * same pages always give the same file.
 */
export function vocabularyOf(pages: readonly IndexedPage[]): string[] {
  const inTitles = new Map<string, number>();
  const inText = new Map<string, number>();
  for (const page of pages) {
    for (const word of new Set(wordsOf(page.title))) inTitles.set(word, (inTitles.get(word) ?? 0) + 1);
    for (const word of new Set([...wordsOf(page.title), ...wordsOf(page.content)])) inText.set(word, (inText.get(word) ?? 0) + 1);
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0)).map(([word]) => word);
  const titleWords = ranked(inTitles);
  const titled = new Set(titleWords);
  return [...titleWords, ...ranked(inText).filter((word) => !titled.has(word))];
}
