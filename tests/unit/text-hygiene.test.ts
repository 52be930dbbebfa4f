import { describe, expect, it } from 'vitest';
import { unsafeTextProblem } from '../../commerce/text-hygiene.ts';

const INVISIBLE_PROBLEM = 'must not contain invisible characters (zero-width spaces, joiners or direction marks): retype it';
const inName = (value: string) => unsafeTextProblem(value, ['input', 'firstName']);

describe('unsafeTextProblem: invisible characters', () => {
  it.each([
    ['zero-width space', 'Ann\u200BAshby'],
    ['zero-width non-joiner in Latin', 'Ann\u200CAshby'],
    ['zero-width joiner in Latin', 'Ann\u200DAshby'],
    ['left-to-right mark', '\u200EAnn'],
    ['right-to-left mark', 'Ann\u200F'],
    ['Arabic letter mark', 'Ann\u061C'],
    ['word joiner', 'Ann\u2060Ashby'],
    ['function application', 'Ann\u2061'],
    ['invisible times', 'Ann\u2062'],
    ['invisible separator', 'Ann\u2063'],
    ['invisible plus', 'Ann\u2064'],
    ['byte-order mark', '\uFEFFAnn'],
    ['a joiner alone', '\u200D'],
    ['a joiner after an emoji with nothing to join', '🔥\u200D'],
    ['a joiner between an emoji and a letter', '🔥\u200DA'],
    ['two joiners in an emoji sequence', '👩\u200D\u200D👧'],
    ['a non-joiner between emoji', '👩\u200C👧'],
    ['a joiner between Arabic and Latin', 'ب\u200DA'],
    ['soft hyphen', 'Ann\u00ADAshby'],
    ['Mongolian vowel separator', 'Ann\u180E'],
    ['combining grapheme joiner', 'Ann\u034FAshby'],
    ['interlinear annotation anchor', 'Ann\uFFF9'],
    ['interlinear annotation separator', 'Ann\uFFFA'],
    ['interlinear annotation terminator', 'Ann\uFFFB'],
    ['musical begin beam', 'Ann\u{1D173}'],
    ['musical end phrase', 'Ann\u{1D17A}'],
    ['tag character (language tag)', 'Ann\u{E0001}'],
    ['unassigned tag code point', 'Ann\u{E0000}'],
    ['tag letters after a letter', 'Ann\u{E0067}\u{E0062}\u{E007F}'],
    ['cancel tag alone', 'Ann\u{E007F}'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', 'Ann\u115F'],
    ['Hangul jungseong filler', 'Ann\u1160'],
    ['halfwidth Hangul filler', 'Ann\uFFA0'],
    ['Khmer inherent vowel aq', 'Ann\u17B4'],
    ['Khmer inherent vowel aa', 'Ann\u17B5'],
    ['braille blank', 'Ann\u2800Ashby'],
    ['variation selector 1 after a letter', 'A\uFE00nn'],
    ['emoji presentation selector after a letter', 'Ann\uFE0F'],
    ['emoji presentation selector alone', '\uFE0F'],
    ['text presentation selector after an emoji', '🔥\uFE0E'],
    ['ideographic variation selector', 'Ann\u{E0100}'],
    ['last ideographic variation selector', 'Ann\u{E01EF}'],
    ['Arabic number sign (another format character)', 'Ann\u0600'],
  ])('refuses a %s', (_what, value) => {
    expect(inName(value)).toBe(INVISIBLE_PROBLEM);
  });

  it.each([
    ['a family emoji (ZWJ sequence)', 'The 👩\u200D👩\u200D👧 house'],
    ['a profession with a skin tone', '👩🏽\u200D🚒'],
    ['a flag sequence with a presentation selector', '🏳\uFE0F\u200D🌈'],
    ['a hair component', '🧑\u200D🦰'],
    ['Persian with a non-joiner between word parts', 'می\u200Cخواهم'],
    ['Hindi with a joiner after a virama (half form)', 'क्\u200Dष'],
    ['Hindi with a non-joiner after a virama (explicit virama)', 'क्\u200Cष'],
    ['Malayalam chillu with a joiner', 'ന്\u200D'.concat('റ')],
    ['Arabic with a vowel sign before the non-joiner', 'بً\u200Cب'],
    ['plain accents and emoji', 'Zoë 🔥'],
    ['a heart with its emoji presentation selector', 'Ann ❤\uFE0F'],
    ['a keycap', 'Flat 1\uFE0F\u20E3'],
    ['the Scottish flag (a tag sequence)', 'Ann 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['the Welsh flag (a tag sequence)', '🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F} Jones'],
    ['Hangul text', '김민준'],
  ])('keeps %s', (_what, value) => {
    expect(inName(value)).toBeNull();
  });

  it('still names control characters first, and multi-line text only in notes', () => {
    expect(inName('Ann\u0000\u200B')).toBe('must not contain control or text-direction characters');
    expect(unsafeTextProblem('line\nline', ['data', 'orderNotes'])).toBeNull();
    expect(inName('line\nline')).toBe('must be on one line');
  });

  it.each([
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
  ])('refuses a %s in a one-line field and keeps it in a note', (_what, separator) => {
    expect(inName(`Ann${separator}Ashby`)).toBe('must be on one line');
    expect(unsafeTextProblem(`line${separator}line`, ['data', 'deliveryNotes'])).toBeNull();
  });
});
