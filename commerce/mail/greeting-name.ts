/** Longer than any first name a greeting needs; past it a "name" is a message. */
export const GREETING_NAME_MAX_LENGTH = 40;

/** Letters and combining marks, with the spaces, hyphens, apostrophes and full stops names use. */
const NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** Every character a mail reader may start a new line at. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/** `evil.example`: a full stop with a word right after it. Initials (`J.R.`) and `St. John` are fine. */
const DOTTED_WORD = /\.\p{L}\p{M}*\p{L}/u;

/**
 * The name a greeting may carry, or null for a plain "Hello,". A record holds whatever a customer
 * typed, so the name is treated as untrusted text: one with a line break is dropped whole, other
 * control and format characters go, runs of white space become one, and only a short run of
 * letters and the punctuation names use stays. Digits, colons, slashes, `@` and a full stop
 * inside a word (`evil.example`) cannot appear, so a name never brings a link, an address or a
 * second line into the mail. A short message in plain words still passes, so the sign-in code
 * mail, which anyone can send to anyone's inbox, greets nobody by name and never calls this.
 */
export function greetingName(name: string | null | undefined): string | null {
  if (!name || LINE_BREAK.test(name)) return null;
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!cleaned || [...cleaned].length > GREETING_NAME_MAX_LENGTH) return null;
  return NAME_CHARACTERS.test(cleaned) && !DOTTED_WORD.test(cleaned) ? cleaned : null;
}
