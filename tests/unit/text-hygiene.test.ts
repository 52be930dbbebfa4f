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
  ])('keeps %s', (_what, value) => {
    expect(inName(value)).toBeNull();
  });

  it('still names control characters first, and multi-line text only in notes', () => {
    expect(inName('Ann\u0000\u200B')).toBe('must not contain control or text-direction characters');
    expect(unsafeTextProblem('line\nline', ['data', 'orderNotes'])).toBeNull();
    expect(inName('line\nline')).toBe('must be on one line');
  });
});
