import type { Kysely } from 'kysely';
import { toPounds } from '../../domain/money.ts';
import type { Database } from '../../store/tables.ts';
import { CHALLENGE_TTL_MS } from './gateway.ts';
import { answerOpenChallenge, findTestCardPayment } from './test-card-payments.store.ts';

export type ChallengeStatus = 'awaiting' | 'approved' | 'failed' | 'expired';

export interface ChallengeView {
  payment: string;
  amount: string;
  currencyCode: string;
  cardLast4: string;
  merchant: string;
  status: ChallengeStatus;
}

function challengeStatus(status: string, createdAt: Date, now: Date): ChallengeStatus {
  if (status === 'challenge') return createdAt.getTime() + CHALLENGE_TTL_MS <= now.getTime() ? 'expired' : 'awaiting';
  return status === 'succeeded' ? 'approved' : 'failed';
}

/** What the 3-D Secure page shows: the amount and the card, never the order or the shopper. */
export async function describeChallenge(db: Kysely<Database>, paymentId: string, now: Date): Promise<ChallengeView | null> {
  const payment = await findTestCardPayment(db, paymentId);
  if (!payment) return null;
  return {
    payment: payment.id,
    amount: toPounds(payment.amount_pence).toFixed(2),
    currencyCode: payment.currency_code,
    cardLast4: payment.card_last4,
    merchant: 'Hearth',
    status: challengeStatus(payment.status, payment.created_at, now),
  };
}

/**
 * The shopper's answer to the pretend bank's check. Only a challenge still awaiting an answer
 * changes (a second click, or a click after it lapsed, changes nothing). Returns where the
 * provider sends the shopper next: the shop's return page.
 */
export async function answerChallenge(db: Kysely<Database>, paymentId: string, approve: boolean, now: Date): Promise<string | null> {
  const oldest = new Date(now.getTime() - CHALLENGE_TTL_MS);
  await answerOpenChallenge(db, paymentId, approve, oldest);
  const payment = await findTestCardPayment(db, paymentId);
  return payment?.return_url ?? null;
}
