import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';
import { secretHash, secretMatches } from '../../commerce/hashed-secret.ts';
import { CHALLENGE_TTL_MS } from './gateway.ts';
import { answerOpenChallenge, findTestCardPayment } from './test-card-payments.store.ts';

import type { ChallengeView } from './card-frame/frame-pages.ts';

type ChallengeStatus = ChallengeView['status'];

function challengeStatus(status: string, createdAt: Date, now: Date): ChallengeStatus {
  if (status === 'challenge') return createdAt.getTime() + CHALLENGE_TTL_MS <= now.getTime() ? 'expired' : 'awaiting';
  return status === 'succeeded' ? 'approved' : 'failed';
}

/** A challenge as the /secure page names it: the payment, and the token only the paying browser holds. */
export interface ChallengeRef {
  paymentId: string;
  token: string;
}

/** The payment, only when the token is the one minted for its challenge; null for any miss alike. */
async function challengedPayment(db: Kysely<Database>, challenge: ChallengeRef) {
  const payment = await findTestCardPayment(db, challenge.paymentId);
  return payment && secretMatches(payment.challenge_token_hash, challenge.token) ? payment : null;
}

/**
 * What the gateway's 3-D Secure page shows: the amount and the card, never the order or the shopper; and
 * only to the holder of the challenge's token (null, as for no such payment, otherwise).
 */
export async function describeChallenge(db: Kysely<Database>, challenge: ChallengeRef, now: Date): Promise<ChallengeView | null> {
  const payment = await challengedPayment(db, challenge);
  if (!payment) return null;
  return {
    payment: payment.id,
    amountPence: payment.amount_pence,
    currencyCode: payment.currency_code,
    cardLast4: payment.card_last4,
    merchant: 'Hearth',
    status: challengeStatus(payment.status, payment.created_at, now),
  };
}

/**
 * The shopper's answer to the pretend bank's check, with the challenge's token. Only a challenge
 * still awaiting an answer changes (a second click, or a click after it lapsed, changes nothing).
 * Returns where the provider sends the shopper next, the shop's return page; null, changing
 * nothing, when there is no such payment or the token is not its challenge's.
 */
export async function answerChallenge(db: Kysely<Database>, challenge: ChallengeRef, approve: boolean, now: Date): Promise<string | null> {
  const payment = await challengedPayment(db, challenge);
  if (!payment) return null;
  const oldest = new Date(now.getTime() - CHALLENGE_TTL_MS);
  await answerOpenChallenge(db, { paymentId: challenge.paymentId, tokenHash: secretHash(challenge.token) }, approve, oldest);
  // Written once, when the charge was made: no need to read it again after the answer.
  return payment.return_url;
}
