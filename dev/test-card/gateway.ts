import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TestCardPaymentStatus } from '../../commerce/store/tables.ts';
import type { AttemptRef, CardGateway, PaymentOutcome, RefundRequest } from '../../commerce/payments/gateway.ts';
import { mintSecret } from '../../commerce/hashed-secret.ts';
import { cardExpired } from '../../commerce/domain/payment-card.ts';
import { londonDate } from '../../commerce/domain/london-clock.ts';
import { processTestCardVault, type TestCardVault, type VaultCard } from './card-vault.ts';
import { decideTestCard, TEST_CARDS } from './test-cards.ts';
import {
  findTestCardPayment,
  findTestCardPaymentByKey,
  findTestCardRefundByKey,
  insertTestCardPaymentOnce,
  insertTestCardRefundOnce,
  testCardRefundedPence,
  withdrawOpenChallenge,
} from './test-card-payments.store.ts';
import { log } from '../../commerce/log.ts';

interface TestCardGatewayOptions {
  now: () => Date;
  /** The 3-D Secure page (the gateway's own), given the gateway's payment id and the challenge's one-time token. */
  challengePage: (paymentId: string, token: string) => string;
  /** An unanswered 3-D Secure challenge lapses after this long, as an issuer's would. */
  challengeTtlMs?: number;
  slowAnswerMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Where the pretend bank says what it did (the server log by default). */
  log?: (line: string) => void;
  /** Where the card frame's tokens are redeemed (the process's vault by default). */
  vault?: TestCardVault;
}

/** A card whose expiry month has ended, on the London calendar. */
function expiredOn(card: VaultCard, now: Date): boolean {
  const [year, month] = londonDate(now).split('-').map(Number) as [number, number];
  return cardExpired({ year: card.expiryYear, month: card.expiryMonth }, { year, month });
}

export const CHALLENGE_TTL_MS = 15 * 60_000;

/**
 * The embedded card gateway: no network, no real money, but it behaves like a provider. It
 * keeps its own ledger (test_card_payment), answers the same for the same idempotency key,
 * and can be asked later what became of a payment, so the shop's recovery paths are exercised
 * exactly as they would be against a real provider.
 */
export function createTestCardGateway(db: Kysely<Database>, options: TestCardGatewayOptions): CardGateway {
  const ttl = options.challengeTtlMs ?? CHALLENGE_TTL_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const findPayment = (key: string) => findTestCardPaymentByKey(db, key);
  const vault = options.vault ?? processTestCardVault;

  /**
   * What the gateway answers about a payment. An open challenge's page can be named only with its
   * token, which only the charge that minted it holds (the ledger keeps the hash): every other
   * answer, a lookup or a replayed charge, says the payment is still pending, which leaves the
   * page the shop already recorded for the paying browser as it is.
   */
  const outcomeOf = (payment: { id: string; status: TestCardPaymentStatus; created_at: Date }, token: string | null): PaymentOutcome => {
    switch (payment.status) {
      case 'succeeded':
        return { status: 'succeeded', providerRef: payment.id };
      case 'declined':
        return {
          status: 'failed',
          providerRef: payment.id,
          reason: 'declined',
          message: 'Your card was declined. Nothing was taken; please use another card, or ask your bank why.',
        };
      case 'insufficientFunds':
        return {
          status: 'failed',
          providerRef: payment.id,
          reason: 'insufficientFunds',
          message: 'Your bank says there is not enough money on this card. Nothing was taken; please use another card.',
        };
      case 'challengeFailed':
        return {
          status: 'failed',
          providerRef: payment.id,
          reason: 'authenticationFailed',
          message: 'Your bank could not confirm the payment (3-D Secure). Nothing was taken; please try again or use another card.',
        };
      case 'challenge':
        if (payment.created_at.getTime() + ttl <= options.now().getTime()) {
          return {
            status: 'failed',
            providerRef: payment.id,
            reason: 'abandoned',
            message: "Your bank's check was not finished in time. Nothing was taken; please pay again.",
          };
        }
        return token
          ? { status: 'requiresAction', providerRef: payment.id, redirectUrl: options.challengePage(payment.id, token) }
          : { status: 'pending', providerRef: payment.id };
    }
  };

  return {
    async charge(request) {
      // A replayed charge answers as the first one did: its token was spent by then.
      const earlier = await findPayment(request.idempotencyKey);
      if (earlier) return outcomeOf(earlier, null);
      const card = request.cardToken ? vault.redeem(request.cardToken) : null;
      if (!card) {
        return {
          status: 'failed',
          providerRef: null,
          reason: 'declined',
          message:
            'Your card details were not received in time (they are kept for a few minutes only). Nothing was taken; enter them again.',
        };
      }
      if (expiredOn(card, options.now())) {
        return { status: 'failed', providerRef: null, reason: 'expiredCard', message: 'This card has expired. Please use another card.' };
      }
      const status = decideTestCard(card.number);
      const challenge = status === 'challenge' ? mintSecret() : null;
      await insertTestCardPaymentOnce(db, {
        id: randomUUID(),
        idempotency_key: request.idempotencyKey,
        order_id: request.orderId,
        amount_pence: request.amountPence,
        currency_code: request.currencyCode,
        card_last4: card.number.slice(-4),
        status,
        return_url: request.returnUrl,
        challenge_token_hash: challenge?.hash ?? null,
        created_at: options.now(),
      });
      const payment = (await findPayment(request.idempotencyKey))!;
      // The log names the payment and the attempt, never the order (whose id is a guest's secret) or the card.
      (options.log ?? ((line: string) => log.info(line)))(
        `Test card gateway: payment ${payment.id} is ${payment.status} (key ${request.idempotencyKey}).`,
      );
      await request.rememberProviderRef(payment.id);
      if (card.number === TEST_CARDS.slowAnswer) await sleep(options.slowAnswerMs ?? 5_000);
      // A twin charge racing this one finds the first one's row, whose token this call never saw.
      const minted = challenge && payment.challenge_token_hash === challenge.hash ? challenge.secret : null;
      return outcomeOf(payment, minted);
    },
    async lookup(attempt: AttemptRef) {
      const payment = await findPayment(attempt.idempotencyKey);
      return payment ? outcomeOf(payment, null) : { status: 'pending', providerRef: null };
    },
    async cancel(attempt: AttemptRef) {
      if (await withdrawOpenChallenge(db, attempt.idempotencyKey)) {
        const payment = await findPayment(attempt.idempotencyKey);
        return {
          status: 'failed',
          providerRef: payment?.id ?? attempt.providerRef,
          reason: 'abandoned',
          message: "You left your bank's check unfinished, so it was cancelled. Nothing was taken.",
        };
      }
      const payment = await findPayment(attempt.idempotencyKey);
      return payment ? outcomeOf(payment, null) : { status: 'pending', providerRef: null };
    },
    async refund(request: RefundRequest) {
      // A replayed refund answers as the first one did, and refunds nothing more.
      const earlier = await findTestCardRefundByKey(db, request.idempotencyKey);
      if (earlier) return { status: 'succeeded', providerRef: earlier.id };
      const payment = await findTestCardPayment(db, request.paymentRef);
      if (payment?.status !== 'succeeded') {
        return { status: 'failed', providerRef: null, message: 'The test gateway has no paid payment under that reference to refund.' };
      }
      // Like a real provider, it never returns more than it took, whatever the shop asks.
      if ((await testCardRefundedPence(db, payment.id)) + request.amountPence > payment.amount_pence) {
        return { status: 'failed', providerRef: null, message: 'The test gateway refuses to refund more than the payment took.' };
      }
      await insertTestCardRefundOnce(db, {
        id: randomUUID(),
        idempotency_key: request.idempotencyKey,
        payment_id: payment.id,
        amount_pence: request.amountPence,
        reason: request.reason,
        created_at: options.now(),
      });
      const refund = (await findTestCardRefundByKey(db, request.idempotencyKey))!;
      (options.log ?? ((line: string) => log.info(line)))(
        `Test card gateway: refund ${refund.id} of payment ${payment.id} (key ${request.idempotencyKey}).`,
      );
      return { status: 'succeeded', providerRef: refund.id };
    },
  };
}
