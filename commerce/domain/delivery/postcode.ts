import { fix, parse } from 'postcode';
import { POSTCODE_AREAS } from './postcode-areas.ts';

export interface UkPostcode {
  ok: true;
  /** Normalised: upper case, one space, e.g. 'IV1 1AA'. */
  postcode: string;
  outward: string;
  inward: string;
  /** Letters of the area, e.g. 'IV'. */
  area: string;
  /** The district number, e.g. 1 for IV1 and for EC1A. */
  district: number;
  /** Present only for lettered districts, e.g. 'EC1A'. */
  subDistrict?: string;
}

export interface PostcodeProblem {
  ok: false;
  code: 'POSTCODE_MISSING' | 'POSTCODE_INCOMPLETE' | 'POSTCODE_MALFORMED' | 'POSTCODE_UNKNOWN_AREA';
  /** Tells the shopper what to fix. */
  message: string;
}

const OUTWARD_ONLY = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/**
 * Parses what a shopper typed: any case, any spacing (none, several, or inside the outward
 * code), and the usual O/0 and I/1 slips where only one of them can be right.
 */
export function parseUkPostcode(input: string): UkPostcode | PostcodeProblem {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === '') {
    return { ok: false, code: 'POSTCODE_MISSING', message: 'Enter your postcode, like LE12 6UZ.' };
  }
  const parsed = parse(fix(compact));
  if (!parsed.valid) {
    if (OUTWARD_ONLY.test(compact)) {
      return {
        ok: false,
        code: 'POSTCODE_INCOMPLETE',
        message: `Enter your full postcode, not just ${compact}: like LE12 6UZ.`,
      };
    }
    return { ok: false, code: 'POSTCODE_MALFORMED', message: 'Enter a full UK postcode, like LE12 6UZ.' };
  }
  if (!POSTCODE_AREAS.has(parsed.area)) {
    return {
      ok: false,
      code: 'POSTCODE_UNKNOWN_AREA',
      message: `${parsed.postcode} is not a UK postcode we recognise; check the letters at the start.`,
    };
  }
  const result: UkPostcode = {
    ok: true,
    postcode: parsed.postcode,
    outward: parsed.outcode,
    inward: parsed.incode,
    area: parsed.area,
    district: Number(parsed.district.slice(parsed.area.length)),
  };
  if (parsed.subDistrict !== null) result.subDistrict = parsed.subDistrict;
  return result;
}

/**
 * A postcode a wallet's sheet discloses before the shopper pays, made quotable. Apple Pay and
 * Google Pay redact a UK address to its outward code (Google to its first three characters, so
 * BA11 reads as BA1), and a quote needs a whole postcode. The zone rules read only the area and the
 * district, so the outward code with any inward part quotes as every postcode of that district
 * does. The quote is the sheet's estimate: the whole address comes with the authorisation, is
 * quoted again before anything is written, and the amount the sheet showed is checked before the charge.
 */
export function quotablePostcode(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return OUTWARD_ONLY.test(compact) ? `${compact} 0AA` : input;
}
