import type { Transaction } from 'kysely';
import type { Database, PaymentAttemptRow } from '../store/tables.ts';
import { updateAttempt } from './attempts.store.ts';
import type { PaymentOutcome } from './gateway.ts';

/** A provider's answer that decides nothing yet: still waiting, or the bank's 3-D Secure check. */
export type UndecidedOutcome = Extract<PaymentOutcome, { status: 'pending' | 'awaitingConfirmation' | 'requiresAction' }>;

export function isUndecided(outcome: PaymentOutcome): outcome is UndecidedOutcome {
  return outcome.status === 'pending' || outcome.status === 'awaitingConfirmation' || outcome.status === 'requiresAction';
}

/**
 * Records an answer that decides nothing yet, for an order's payment and a balance's alike: still
 * waiting (for the provider, or the browser's confirmation) keeps only a new provider reference;
 * the bank's 3-D Secure check keeps where to send the shopper. Answers which it was. The caller
 * holds the lock on the attempt, and settles a decided outcome itself.
 */
export async function recordUndecidedOutcome(
  tx: Transaction<Database>,
  attempt: PaymentAttemptRow,
  outcome: UndecidedOutcome,
  now: Date,
): Promise<'waiting' | 'bankCheck'> {
  const providerRef = outcome.providerRef ?? attempt.provider_ref;
  if (outcome.status !== 'requiresAction') {
    if (providerRef !== attempt.provider_ref) await updateAttempt(tx, attempt.id, { provider_ref: providerRef, updated_at: now });
    return 'waiting';
  }
  await updateAttempt(tx, attempt.id, {
    status: 'requiresAction',
    provider_ref: providerRef,
    redirect_url: outcome.redirectUrl,
    updated_at: now,
  });
  return 'bankCheck';
}
