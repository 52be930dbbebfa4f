import type { ElementConfirmOutcome } from '../in-page-confirm.ts';
import { declineMessage, type DeclineReason } from '../payment-outcome.ts';
export type { ConfirmHandOff } from './confirm-hand-off.ts';
export type { ElementConfirmOutcome };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

// The intent's statuses once a confirm has authorised it (REQUIRES_CAPTURE: authorised, not captured yet).
const PAID_STATUSES = new Set(['SUCCEEDED', 'REQUIRES_CAPTURE']);

/** confirm() resolved with the intent. Anything but paid (say, still waiting on the bank) is for the server to settle. */
export function confirmResolved(intent: unknown): ElementConfirmOutcome {
  const status = isRecord(intent) ? text(intent.status) : null;
  return status && PAID_STATUSES.has(status) ? { kind: 'confirmed' } : { kind: 'unknown' };
}

// The element's input codes (its ERROR_CODE list): the card was never sent.
const INPUT_CODES = new Set(['required', 'invalid', 'un_support', 'expired', 'validation_error']);
// Refusals of the card by the issuer, Airwallex's risk engine or the 3-D Secure check.
const DECLINE_CODES = new Set([
  'processor_declined',
  'issuer_declined',
  'risk_declined',
  'transaction_blocked',
  'payment_blocked',
  'amount_above_limit',
  'frequency_above_limit',
  'authentication_declined',
  'no_3ds_liability_shift',
]);
const AUTHENTICATION_CODES = new Set(['authentication_declined', 'no_3ds_liability_shift']);
// ISO 8583 issuer answers Airwallex passes through (provider_original_response_code), as the server reads them.
const ISSUER_REASONS: Record<string, DeclineReason> = { '51': 'insufficientFunds', '33': 'expiredCard', '54': 'expiredCard' };

function issuerCode(error: Record<string, unknown>): string | null {
  const details = isRecord(error.details) ? error.details : {};
  return text(error.provider_original_response_code) ?? text(details.original_response_code);
}

export const CARD_NOT_ACCEPTED = 'Check your card details: the card fields could not accept them.';

/** confirm() rejected: its error ({ code, message }) as what the page does. */
export function confirmRejected(error: unknown): ElementConfirmOutcome {
  const record = isRecord(error) ? error : {};
  const code = text(record.code)?.toLowerCase() ?? null;
  if (code && INPUT_CODES.has(code)) return { kind: 'invalid', message: text(record.message) ?? CARD_NOT_ACCEPTED };
  if (code && DECLINE_CODES.has(code)) {
    const reason: DeclineReason = AUTHENTICATION_CODES.has(code)
      ? 'authenticationFailed'
      : (ISSUER_REASONS[issuerCode(record) ?? ''] ?? 'declined');
    return { kind: 'declined', reason, message: declineMessage(reason) };
  }
  return { kind: 'unknown' };
}
