import { z } from 'zod';
import { CARD_TOKEN } from '../shared/card-frame-messages.ts';
import { BROWSER_LANGUAGE, MAX_BROWSER_LANGUAGE } from '../shared/payment-details.ts';
import { apiError } from '../errors.ts';
import { findCardData } from './card-data-refusal.ts';

const browserSchema = z.strictObject({
  screenHeight: z.number().int().min(0).max(100_000),
  screenWidth: z.number().int().min(0).max(100_000),
  language: z.string().max(MAX_BROWSER_LANGUAGE).regex(BROWSER_LANGUAGE, 'must be a language tag such as en-GB'),
  javaEnabled: z.boolean(),
  colorDepth: z.number().int().min(0).max(64),
  // The page's origin (scheme, host, port) and nothing after it: a path or query could carry any text.
  origin: z
    .url()
    .max(200)
    .refine(
      (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
      'must be the origin of the page, such as https://www.hearth.example',
    ),
});

const paymentDataSchema = z.strictObject({
  /** The single-use token a provider's own card frame gave; a provider whose element confirms in the browser needs none. */
  cardToken: z
    .string()
    .regex(CARD_TOKEN, 'cardToken is the token the card fields gave (tok_…); enter the card again for a new one.')
    .optional(),
  browserDetails: browserSchema.optional(),
  /** The amount due the shopper saw, in pounds: a different total is refused rather than charged. */
  expectedAmountDue: z.number().min(0).optional(),
});

export type PaymentData = z.infer<typeof paymentDataSchema>;

/** A refusal the shopper can read as it is; `field` says which part of paymentData it is about. */
type ParsedPaymentData = { ok: true; data: PaymentData } | { ok: false; message: string; field: string; reason?: string };

const CARD_DATA_REFUSED =
  "paymentData must not hold card details: the card is typed into the payment provider's own card fields, and paymentData carries only the token they give (cardToken) and browserDetails.";

/**
 * paymentData, checked. Anything that looks like card data is refused first, in words that never
 * repeat what was sent, so the number is not echoed into a reply, a log or an error report.
 */
export function parsePaymentData(json: string): ParsedPaymentData {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    if (findCardData(json, null)) return { ok: false, message: CARD_DATA_REFUSED, field: 'paymentData', reason: 'CARD_DATA_REFUSED' };
    return { ok: false, message: 'paymentData must be a JSON object with cardToken and browserDetails.', field: 'paymentData' };
  }
  if (findCardData(json, raw)) return { ok: false, message: CARD_DATA_REFUSED, field: 'paymentData', reason: 'CARD_DATA_REFUSED' };
  const result = paymentDataSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? `paymentData.${issue.path.join('.')}` : 'paymentData';
  // Never the unknown key itself: it is the caller's text, and may be the very card number.
  if (issue.code === 'unrecognized_keys') return { ok: false, message: `${field} holds a field it does not take.`, field };
  return { ok: false, message: issue.path.length > 0 ? `${field}: ${issue.message}` : issue.message, field };
}

/** paymentData checked, or refused with BAD_USER_INPUT naming the field: what every call that pays takes. */
export function requirePaymentData(json: string): PaymentData {
  const parsed = parsePaymentData(json);
  if (!parsed.ok)
    throw apiError('BAD_USER_INPUT', parsed.message, { field: parsed.field, ...(parsed.reason ? { reason: parsed.reason } : {}) });
  return parsed.data;
}
