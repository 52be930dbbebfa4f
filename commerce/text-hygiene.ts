import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Characters no shopper types and no address or note needs: C0 controls (tab aside; newline only
 * in a note), DEL, C1 controls, and the bidi overrides and isolates that make text read
 * differently from what it holds (U+202A–U+202E, U+2066–U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing yet change what text holds, so two strings that look the same
 * differ (a name that matches no search, a note that hides a word): every format character
 * (\p{Cf}: zero-width space, the joiners, the direction marks, word joiner, the invisible
 * operators, the byte-order mark, soft hyphen, the Mongolian vowel separator, interlinear
 * annotation marks, musical formatting, tag characters); the blanks that are letters or marks
 * yet draw nothing (Hangul fillers, Khmer inherent vowels, the braille blank, the combining
 * grapheme joiner); unassigned tag code points; and the variation selectors. The joiners, U+FE0F
 * and the tags of a subdivision flag have honest uses, kept by IN_USE.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each combining mark is matched on its own, as a stray invisible.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/**
 * Scripts whose spelling needs U+200C/U+200D between letters: Persian and the other Arabic-script
 * languages (ZWNJ between word parts), Syriac, N'Ko, Mongolian, and the Indic scripts (a joiner
 * after a virama picks the half or the full form of a conjunct). Marks count by their script
 * extensions, so an Arabic vowel sign counts as Arabic.
 */
const JOINING_SCRIPT =
  '\\p{scx=Arab}\\p{scx=Syrc}\\p{scx=Nkoo}\\p{scx=Mong}\\p{scx=Deva}\\p{scx=Beng}\\p{scx=Guru}\\p{scx=Gujr}\\p{scx=Orya}\\p{scx=Taml}\\p{scx=Telu}\\p{scx=Knda}\\p{scx=Mlym}\\p{scx=Sinh}';
/**
 * The invisible characters where they belong: U+200D inside an emoji sequence (👩‍👩‍👧: a
 * pictograph, its optional presentation selector or skin tone, then the next pictograph or hair
 * component); U+200C/U+200D between two letters or marks of a joining script; U+FE0F (emoji
 * presentation) right after a pictograph or in a keycap (1️⃣); and the tag letters ending in a cancel tag after a black flag
 * (🏴 and gbsct: the Scottish flag, gbwls: the Welsh). Anywhere else they only hide.
 */
const IN_USE = new RegExp(
  [
    `(?<=\\p{Extended_Pictographic}[\\u{FE0F}\\u{1F3FB}-\\u{1F3FF}]?)\\u200D(?=\\p{Extended_Pictographic})`,
    `(?<=[${JOINING_SCRIPT}])[\\u200C\\u200D](?=[${JOINING_SCRIPT}])`,
    `(?<=\\p{Extended_Pictographic})\\u{FE0F}|(?<=[0-9#*])\\u{FE0F}(?=\\u{20E3})`,
    `(?<=\\u{1F3F4})[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{1,6}\\u{E007F}`,
  ].join('|'),
  'gu',
);
/** Line breaks, and the line and paragraph separators that break a line just the same. */
const LINE_BREAK = /[\n\r\u2028\u2029]/u;
/** Multi-line fields: delivery and order notes (a textarea in the storefront), and the desk's catalogue CSV. */
const MULTI_LINE_FIELD = /(notes?|csv)$/i;

/** Why `value` is refused in the field at `path`, or null when it is clean text. */
export function unsafeTextProblem(value: string, path: readonly (string | number)[]): string | null {
  if (NEVER.test(value)) return 'must not contain control or text-direction characters';
  if (INVISIBLE.test(value.replace(IN_USE, ''))) {
    return 'must not contain invisible characters (zero-width spaces, joiners or direction marks): retype it';
  }
  const field = [...path].reverse().find((key): key is string => typeof key === 'string') ?? '';
  if (LINE_BREAK.test(value) && !MULTI_LINE_FIELD.test(field)) return 'must be on one line';
  return null;
}

interface Refusal {
  field: string;
  message: string;
}

function checkValue(value: unknown, path: (string | number)[]): Refusal | null {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value, path);
    return problem ? { field: path.join('.'), message: problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = checkValue(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = checkValue(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** String literals written into the document's arguments, named by argument and input field. */
function checkLiterals(document: DocumentNode): Refusal | null {
  let found: Refusal | null = null;
  const names: string[] = [];
  visit(document, {
    enter(node: ASTNode) {
      if (found) return false;
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
      if (node.kind === Kind.STRING) {
        const problem = unsafeTextProblem(node.value, names);
        if (problem) found = { field: names.join('.'), message: problem };
      }
      return undefined;
    },
    leave(node: ASTNode) {
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.pop();
    },
  });
  return found;
}

/**
 * Refuses a request whose text arguments (variables or literals) hold such characters, before
 * any resolver runs: BAD_USER_INPUT naming the field, instead of a database error later.
 */
export function refuseUnsafeText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = checkValue(args.variableValues ?? {}, []) ?? checkLiterals(args.document);
      if (!refusal) return;
      setResultAndStopExecution({
        data: null,
        errors: [
          new GraphQLError(`${refusal.field}: ${refusal.message}`, {
            extensions: { code: 'BAD_USER_INPUT', field: refusal.field },
          }),
        ],
      });
    },
  };
}
