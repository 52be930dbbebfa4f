/*
 * Phone numbers are stored in international form (+447700900123) so couriers' SMS gateways
 * and the payment provider accept them, whatever way the shopper typed them.
 */

type PhoneProblemCode =
  | 'PHONE_EMPTY'
  | 'PHONE_HAS_LETTERS'
  | 'PHONE_INVALID_CHARACTERS'
  | 'PHONE_NEEDS_PREFIX'
  | 'PHONE_WRONG_LENGTH'
  | 'PHONE_INVALID_NUMBER';

type NormalisedPhone = { ok: true; phone: string } | { ok: false; code: PhoneProblemCode; message: string };

const EXAMPLE = '07700 900123';
/** UK national significant number: 10 digits after the trunk 0, never starting with 0. */
const UK_NATIONAL_DIGITS = 10;
/** E.164 allows at most 15 digits; the shortest country numbers have about 7. */
const INTERNATIONAL_MIN_DIGITS = 7;
const INTERNATIONAL_MAX_DIGITS = 15;

function problem(code: PhoneProblemCode, message: string): NormalisedPhone {
  return { ok: false, code, message };
}

function ukNumber(national: string, typedInternational: boolean): NormalisedPhone {
  if (national.length !== UK_NATIONAL_DIGITS) {
    return problem(
      'PHONE_WRONG_LENGTH',
      typedInternational
        ? `A UK number has 10 digits after +44 (not counting a 0 in brackets); yours has ${national.length}. Check for a missing or extra digit.`
        : `A UK number has 11 digits starting with 0 (for example ${EXAMPLE}); yours has ${national.length + 1}. Check for a missing or extra digit.`,
    );
  }
  if (national.startsWith('0')) {
    return problem('PHONE_INVALID_NUMBER', `That isn't a valid UK number: it has one 0 too many. Enter it like ${EXAMPLE}.`);
  }
  return { ok: true, phone: `+44${national}` };
}

/**
 * A phone number as typed, in international form. UK numbers written nationally ('07700
 * 900123'), with +44 or 0044, or with the '(0)' people copy from letterheads, all become
 * '+447700900123'. Other countries' numbers are kept once they carry + or 00 and a plausible
 * length. A number with neither a leading 0 nor a country code is refused rather than guessed.
 */
export function normaliseUkPhone(input: string): NormalisedPhone {
  const typed = input.trim();
  if (typed === '') return problem('PHONE_EMPTY', `Enter a phone number, for example ${EXAMPLE}.`);
  if (/\p{L}/u.test(typed)) {
    return problem(
      'PHONE_HAS_LETTERS',
      'Remove the letters from your phone number: enter digits only. Put an extension in the delivery notes.',
    );
  }
  const international = /^(\+|00)/.test(typed);
  // '+44 (0)7700…': the bracketed 0 is the domestic trunk prefix, dialled only from inside.
  const withoutTrunk = international ? typed.replace(/\(\s*0\s*\)/g, '') : typed;
  const compact = withoutTrunk.replace(/[\s\-.()]/g, '');
  const stray = compact.replace(/^\+/, '').replace(/[0-9]/g, '');
  if (stray !== '') {
    return problem(
      'PHONE_INVALID_CHARACTERS',
      `Remove "${[...new Set(stray)].join('')}" from your phone number: use digits, spaces and brackets only, with + only at the start.`,
    );
  }

  if (international) {
    const digits = compact.replace(/^(\+|00)/, '');
    if (digits.startsWith('44')) {
      // '+44 07700 900123' (the 0 kept without brackets) is a common slip with one meaning.
      const national = digits.slice(2).replace(/^0/, '');
      return ukNumber(national, true);
    }
    if (digits.startsWith('0')) {
      return problem(
        'PHONE_INVALID_NUMBER',
        'After the + comes the country code, which never starts with 0 (the UK is +44). Check the number.',
      );
    }
    if (digits.length < INTERNATIONAL_MIN_DIGITS || digits.length > INTERNATIONAL_MAX_DIGITS) {
      return problem(
        'PHONE_WRONG_LENGTH',
        `An international number has a country code and 7 to 15 digits in all after the +; yours has ${digits.length}. Check the number.`,
      );
    }
    return { ok: true, phone: `+${digits}` };
  }
  if (compact.startsWith('0')) return ukNumber(compact.slice(1), false);
  return problem('PHONE_NEEDS_PREFIX', `Start your phone number with 0 (for example ${EXAMPLE}), or with + and the country code.`);
}
