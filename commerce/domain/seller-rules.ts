import { z } from 'zod';
import { DELIVERY_VAT_TREATMENTS } from './pricing/delivery-vat.ts';
import type { SellerIdentity, SellerTaxSettings } from './seller.ts';

/**
 * HMRC's check on a UK VAT number's nine digits: the first seven weighted 8 down to 2, plus
 * the last two as a number, is a multiple of 97; numbers issued since 2010 add 55 first
 * ("9755"). A typo on every receipt is the mistake this catches.
 */
export function vatNumberChecks(vatNumber: string): boolean {
  const match = /^GB(\d{9})(\d{3})?$/.exec(vatNumber);
  if (!match) return false;
  const digits = [...match[1]!].map(Number);
  const weighted = digits.slice(0, 7).reduce((sum, digit, index) => sum + digit * (8 - index), 0);
  const check = digits[7]! * 10 + digits[8]!;
  return (weighted + check) % 97 === 0 || (weighted + check + 55) % 97 === 0;
}

const line = z.string().trim().min(1, 'must not be empty').max(200);

/** A seller's identity as the store keeps it: each message names the rule broken. */
const sellerIdentitySchema = z.object({
  legalName: line,
  tradingName: line,
  addressLines: z.array(line).min(2, 'needs at least a street and a postcode').max(8),
  // Typed from a letterhead it comes as "GB 123 4567 82": the spaces are layout, not the number.
  vatNumber: z
    .string()
    .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
    .refine(vatNumberChecks, 'must be GB and nine digits (or twelve, for a branch) that pass HMRC’s check'),
  companyNumber: z
    .string()
    .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.string().regex(/^([0-9]{8}|[A-Z]{2}[0-9]{6})$/, 'must be a Companies House number: eight digits, or two letters and six digits'),
    )
    .nullable(),
  email: z.email('must be an email address'),
  phone: line,
  siteUrl: z.url({ protocol: /^https?$/, error: 'must be the shop’s origin, e.g. https://hearth.example' }),
  openingHours: z.array(line).max(8, 'at most eight lines'),
}) satisfies z.ZodType<SellerIdentity>;

/** Checks a seller's identity, naming the first field that breaks a rule. */
export function parseSellerIdentity(value: unknown): SellerIdentity {
  const result = sellerIdentitySchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new RangeError(`Seller ${issue.path.join('.')}: ${issue.message}`);
}

const sellerTaxSettingsSchema = z.object({
  deliveryVatTreatment: z.enum(DELIVERY_VAT_TREATMENTS, { message: 'must be follows_goods or standard_rated' }),
}) satisfies z.ZodType<SellerTaxSettings>;

/** Checks the seller's tax settings as read from the store, naming the field that breaks a rule. */
export function parseSellerTaxSettings(value: unknown): SellerTaxSettings {
  const result = sellerTaxSettingsSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new RangeError(`Seller ${issue.path.join('.')}: ${issue.message}`);
}

/** Everything the shop records about its seller: who it is and how it taxes delivery. */
export type SellerRecord = SellerIdentity & SellerTaxSettings;

export interface SellerProblem {
  /** The input field to fix, e.g. 'vatNumber' or 'addressLines.1'. */
  field: string;
  message: string;
}

const sellerRecordSchema = z.object({ ...sellerIdentitySchema.shape, ...sellerTaxSettingsSchema.shape });

const FIELD_WORDS: Record<string, string> = {
  legalName: 'The legal name',
  tradingName: 'The trading name',
  addressLines: 'The address',
  vatNumber: 'The VAT number',
  companyNumber: 'The company number',
  email: 'The email address',
  phone: 'The phone number',
  siteUrl: 'The site address',
  openingHours: 'The opening hours',
  deliveryVatTreatment: 'The delivery VAT treatment',
};

/**
 * Checks a seller as staff or the set-up command sends it, naming every field that breaks a
 * rule (not only the first), so a form can mark them all at once.
 */
export function checkSellerRecord(value: unknown): { ok: true; seller: SellerRecord } | { ok: false; problems: SellerProblem[] } {
  const result = sellerRecordSchema.safeParse(value);
  if (result.success) return { ok: true, seller: result.data };
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    const head = String(issue.path[0] ?? '');
    const line = typeof issue.path[1] === 'number' ? ` (line ${issue.path[1] + 1})` : '';
    return { field, message: `${FIELD_WORDS[head] ?? (field || 'The seller')}${line} ${issue.message}.` };
  });
  return { ok: false, problems };
}
