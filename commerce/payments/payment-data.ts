import { z } from 'zod';
import { cardExpired, passesLuhn } from '../domain/payment-card.ts';
import type { CardDetails } from './gateway.ts';

const cardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the long number on the front of your card (12 to 19 digits).'))
    .refine(passesLuhn, 'That card number is not valid; check it for a mistyped digit.'),
  expiryMonth: z.number().int().min(1, 'The expiry month is 1 to 12.').max(12, 'The expiry month is 1 to 12.'),
  expiryYear: z
    .number()
    .int()
    .min(2000, 'Give the expiry year in four digits, e.g. 2028.')
    .max(2100, 'Give the expiry year in four digits, e.g. 2028.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'The security code is the 3 or 4 digits on the back of your card.'),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(100),
});

const browserSchema = z.object({
  screenHeight: z.number().int().min(0).max(100_000),
  screenWidth: z.number().int().min(0).max(100_000),
  language: z.string().max(35),
  javaEnabled: z.boolean(),
  colorDepth: z.number().int().min(0).max(64),
  origin: z.url().max(200),
});

const paymentDataSchema = z.object({
  card: cardSchema.optional(),
  browserDetails: browserSchema.optional(),
  /** The amount due the shopper saw, in pounds: a different total is refused rather than charged. */
  expectedAmountDue: z.number().min(0).optional(),
});

export type PaymentData = z.infer<typeof paymentDataSchema>;

/** A refusal the shopper can read as it is; `field` says which part of paymentData it is about. */
type ParsedPaymentData = { ok: true; data: PaymentData } | { ok: false; message: string; field: string };

export function parsePaymentData(json: string): ParsedPaymentData {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, message: 'paymentData must be a JSON object with the card and browserDetails.', field: 'paymentData' };
  }
  const result = paymentDataSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  return {
    ok: false,
    message: field.startsWith('card.') ? issue.message : field ? `paymentData.${field}: ${issue.message}` : issue.message,
    field: field ? `paymentData.${field}` : 'paymentData',
  };
}

/** A card whose expiry month has ended, on the London calendar month of `today` (yyyy-mm-dd). */
export function cardHasExpired(card: Pick<CardDetails, 'expiryMonth' | 'expiryYear'>, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return cardExpired({ year: card.expiryYear, month: card.expiryMonth }, { year, month });
}
