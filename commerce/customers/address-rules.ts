import { normaliseUkPhone } from '../domain/phone.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';

/** A saved address as the rules accept it: trimmed, blanks as null, postcode and phone normalised. */
export interface AddressFields {
  business: boolean;
  firstName: string;
  lastName: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postCode: string;
  stateCode: string | null;
  countryCode: string;
  state: string | null;
  lat: number | null;
  long: number | null;
  what3Words: string | null;
  deliveryNotes: string | null;
  phoneNumber: string | null;
  restrictedAccess: boolean;
}

/** What a caller sent, or a stored address merged with a caller's changes: anything may be missing. */
export type AddressDraft = { [K in keyof AddressFields]?: AddressFields[K] | null };

type AddressCheck = { ok: true; address: AddressFields } | { ok: false; field: keyof AddressFields; message: string };

/** An address is valid only when these are all present. In the order a form shows them. */
const REQUIRED: readonly [keyof AddressFields, string][] = [
  ['firstName', 'Enter the first name'],
  ['lastName', 'Enter the last name'],
  ['line1', 'Enter the first line of the address'],
  ['city', 'Enter the town or city'],
  ['postCode', 'Enter the postcode'],
  ['countryCode', 'Choose the country'],
];

const EVERY_ADDRESS_NEEDS = 'every address needs a first name, last name, first line, town or city, postcode and country';

/** Countries whose addresses use UK postcodes: the UK itself and the Crown Dependencies. */
const UK_POSTCODE_COUNTRIES = new Set(['GB', 'GG', 'JE', 'IM']);

const WHAT3WORDS = /^(?:\/\/\/)?\p{L}+\.\p{L}+\.\p{L}+$/u;

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Checks an address against the shop's rules; the first problem names its field and says what to fix. */
export function checkAddress(draft: AddressDraft): AddressCheck {
  for (const [field, hint] of REQUIRED) {
    const value = draft[field];
    if (typeof value !== 'string' || !text(value)) return { ok: false, field, message: `${hint}: ${EVERY_ADDRESS_NEEDS}.` };
  }
  const countryCode = text(draft.countryCode)!.toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) {
    return { ok: false, field: 'countryCode', message: 'Use the two-letter country code, such as GB.' };
  }
  let postCode = text(draft.postCode)!;
  if (UK_POSTCODE_COUNTRIES.has(countryCode)) {
    const parsed = parseUkPostcode(postCode);
    if (!parsed.ok) return { ok: false, field: 'postCode', message: parsed.message };
    postCode = parsed.postcode;
  } else {
    postCode = postCode.toUpperCase();
  }
  let phoneNumber = text(draft.phoneNumber);
  if (phoneNumber) {
    const normalised = normaliseUkPhone(phoneNumber);
    if (!normalised.ok) return { ok: false, field: 'phoneNumber', message: normalised.message };
    phoneNumber = normalised.phone;
  }
  const what3Words = text(draft.what3Words);
  if (what3Words && !WHAT3WORDS.test(what3Words)) {
    return { ok: false, field: 'what3Words', message: 'Use three words joined by dots, such as ///filled.count.soap.' };
  }
  return {
    ok: true,
    address: {
      business: draft.business ?? false,
      firstName: text(draft.firstName)!,
      lastName: text(draft.lastName)!,
      company: text(draft.company),
      line1: text(draft.line1)!,
      line2: text(draft.line2),
      city: text(draft.city)!,
      postCode,
      stateCode: text(draft.stateCode),
      countryCode,
      state: text(draft.state),
      lat: draft.lat ?? null,
      long: draft.long ?? null,
      what3Words: what3Words ? what3Words.replace(/^\/\/\//, '').toLowerCase() : null,
      deliveryNotes: text(draft.deliveryNotes),
      phoneNumber,
      restrictedAccess: draft.restrictedAccess ?? false,
    },
  };
}
