/**
 * A word as the search compares it: lower case, accents dropped ("Café" and "cafe" are one word).
 * The vocabulary is built with it and a shopper's words are compared with it, so both sides agree.
 */
export function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * The words of a text the correction works with: runs of letters, folded, of three letters or more
 * ("kiln-dried" is "kiln" and "dried"; "6mm" and "a" are no words to correct or correct to).
 */
export function wordsOf(text: string): string[] {
  return (foldWord(text).match(/[a-z]+/g) ?? []).filter((word) => word.length >= MIN_WORD_LENGTH);
}

/** Shorter words are left as typed: at one or two letters every change makes another word. */
export const MIN_WORD_LENGTH = 3;
