import { createHash } from 'node:crypto';
import type {
  AttemptRef,
  CardGateway,
  ChargeRequest,
  FailureReason,
  PaymentOutcome,
  RefundOutcome,
  RefundRef,
  RefundRequest,
} from '../gateway.ts';
import type { AirwallexConfig } from './config.ts';
import {
  AirwallexApiError,
  createAirwallexClient,
  type AirwallexClient,
  type PaymentAttemptSummary,
  type PaymentIntent,
  type RedirectPaymentMethod,
  type Refund,
} from './client.ts';

/**
 * The card port over Airwallex payment intents: create an intent for the order (amount from our
 * totals, merchant_order_id, a request_id derived from the attempt's idempotency key, so a retried
 * charge meets Airwallex's documented `duplicate_request` answer and we find the intent we made),
 * name it to the order flow, and hand its client_secret to the shopper's browser, whose Airwallex
 * card element confirms it: the card goes from the browser to Airwallex, never through us. What
 * became of it we learn by retrieving the intent (the return page, the webhook, the sweep).
 */

interface AirwallexGatewayDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * A method the server confirms itself (a redirect method: the shopper approves on the method's
   * own page, reached through the intent's next_action), instead of the browser's card element.
   */
  redirectMethod?: RedirectPaymentMethod;
  /** The shopper's words for each failure, in place of the card's (a redirect method is no card). */
  failureMessages?: Record<FailureReason, string>;
}

/** Shopper-facing words for each failure: what happened, that no money moved, what to do next. */
export const FAILURE_MESSAGES: Record<FailureReason, string> = {
  declined: 'Your card was declined and no money has been taken. Please check the card details, or try a different card.',
  insufficientFunds:
    'Your bank declined the payment for insufficient funds, and no money has been taken. Please try a different card or contact your bank.',
  authenticationFailed:
    'Your bank could not confirm it was you (3-D Secure), so no money has been taken. Please try again, or use a different card.',
  expiredCard: 'This card has expired and no money has been taken. Please use a different card.',
  abandoned: 'The payment was not completed and no money has been taken. Please try again.',
};

// Airwallex takes zero-decimal currencies in whole units; the shop's pence arithmetic would be
// a hundredfold wrong for them, so they are refused rather than converted.
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'IDR']);

// ISO 8583 issuer response codes, as passed through by Airwallex in provider_original_response_code.
const INSUFFICIENT_FUNDS_CODES = new Set(['51']);
const EXPIRED_CARD_CODES = new Set(['33', '54']);

// A namespace of our own for name-based (v5) UUIDs: request ids look like the v4 UUIDs
// Airwallex's examples use, and the same key always gives the same id.
const REQUEST_ID_NAMESPACE = Buffer.from('6f1c2e0a8b3d4f5e9a7c1b2d3e4f5a6b', 'hex');

/** The request_id for one step of the attempt (or, for 'refund', the refund) named by `idempotencyKey`. */
export function airwallexRequestId(idempotencyKey: string, step: 'create' | 'confirm' | 'cancel' | 'refund'): string {
  const digest = createHash('sha1').update(REQUEST_ID_NAMESPACE).update(`${step}:${idempotencyKey}`, 'utf8').digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function failed(providerRef: string | null, reason: FailureReason, messages = FAILURE_MESSAGES): PaymentOutcome {
  return { status: 'failed', providerRef, reason, message: messages[reason] };
}

/** Which of our reasons an Airwallex failure code plus the issuer's response code amount to. */
function failureReasonFor(code: string | null, issuerResponseCode: string | null): FailureReason {
  if (code === 'authentication_declined' || code === 'no_3ds_liability_shift') return 'authenticationFailed';
  if (issuerResponseCode && INSUFFICIENT_FUNDS_CODES.has(issuerResponseCode)) return 'insufficientFunds';
  if (issuerResponseCode && EXPIRED_CARD_CODES.has(issuerResponseCode)) return 'expiredCard';
  return 'declined';
}

function failedAttemptReason(attempt: PaymentAttemptSummary): FailureReason {
  // An attempt that timed out waiting for the shopper (say, a 3-D Secure page left open).
  if (attempt.status === 'EXPIRED' || attempt.status === 'CANCELLED') return 'abandoned';
  return failureReasonFor(attempt.failureCode, attempt.providerOriginalResponseCode);
}

/** What an intent's state means for the order. */
function outcomeOfIntent(intent: PaymentIntent, messages = FAILURE_MESSAGES): PaymentOutcome {
  const providerRef = intent.id;
  switch (intent.status) {
    case 'SUCCEEDED':
    case 'REQUIRES_CAPTURE':
      return { status: 'succeeded', providerRef };
    case 'REQUIRES_CUSTOMER_ACTION':
      return intent.nextAction?.url
        ? { status: 'requiresAction', providerRef, redirectUrl: intent.nextAction.url }
        : { status: 'pending', providerRef };
    case 'CANCELLED':
      return failed(providerRef, 'abandoned', messages);
    case 'REQUIRES_PAYMENT_METHOD': {
      // After a failed attempt Airwallex puts the intent back to REQUIRES_PAYMENT_METHOD; the
      // latest attempt says why. With no attempt yet, nothing has been decided.
      const attempt = intent.latestPaymentAttempt;
      if (attempt && ['FAILED', 'EXPIRED', 'CANCELLED'].includes(attempt.status ?? '')) {
        return failed(providerRef, failedAttemptReason(attempt), messages);
      }
      return { status: 'pending', providerRef };
    }
    default:
      // PENDING, or a status newer than this code: not decided yet as far as we can tell.
      return { status: 'pending', providerRef };
  }
}

/** The intent this attempt created, found by order id and then by our create request_id. */
async function findIntentOfAttempt(
  client: AirwallexClient,
  attempt: { idempotencyKey: string; orderId: string },
): Promise<PaymentIntent | null> {
  const requestId = airwallexRequestId(attempt.idempotencyKey, 'create');
  // An order can have several attempts (one per idempotency key), so the order id alone is not
  // enough. Pages are bounded: an order with more intents than this is not a real shop order.
  for (let pageNum = 0; pageNum < 10; pageNum++) {
    const page = await client.listPaymentIntents({ merchantOrderId: attempt.orderId, pageNum, pageSize: 50 });
    const match = page.items.find((intent) => intent.requestId === requestId && intent.merchantOrderId === attempt.orderId);
    if (match) return match;
    if (!page.hasMore) return null;
  }
  return null;
}

/**
 * What a refund's state means to the shop. Airwallex answers RECEIVED at once and moves a refund
 * through ACCEPTED to SETTLED as the card scheme pays it out; only FAILED means nothing went back.
 */
function outcomeOfRefund(refund: Refund): RefundOutcome {
  if (refund.status === 'FAILED') {
    return { status: 'failed', providerRef: refund.id, message: 'Airwallex could not refund this payment (the refund failed).' };
  }
  return { status: 'succeeded', providerRef: refund.id };
}

/** What the refund made under `requestId` became; pending while Airwallex shows none under it. */
async function refundMadeUnder(client: AirwallexClient, paymentIntentId: string, requestId: string): Promise<RefundOutcome> {
  const made = await findRefund(client, paymentIntentId, requestId);
  return made ? outcomeOfRefund(made) : { status: 'pending', providerRef: null };
}

/** The refund made under `requestId`, looked for among the intent's refunds. */
async function findRefund(client: AirwallexClient, paymentIntentId: string, requestId: string): Promise<Refund | null> {
  for (let pageNum = 0; pageNum < 10; pageNum++) {
    const page = await client.listRefunds({ paymentIntentId, pageNum, pageSize: 50 });
    const match = page.items.find((refund) => refund.requestId === requestId);
    if (match) return match;
    if (!page.hasMore) return null;
  }
  return null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof AirwallexApiError && (error.code === 'resource_not_found' || error.httpStatus === 404);
}

export function createAirwallexGateway(config: AirwallexConfig, deps: AirwallexGatewayDeps = {}): CardGateway {
  const client = createAirwallexClient({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    apiKey: config.apiKey,
    fetch: deps.fetch,
    now: deps.now,
  });

  const outcomeOf = (intent: PaymentIntent) => outcomeOfIntent(intent, deps.failureMessages ?? FAILURE_MESSAGES);

  /**
   * Confirms the intent with the redirect method, under a request_id of its own derived from the
   * attempt: a retried charge meets duplicate_request and reads the intent as the first confirm left it.
   */
  async function confirmForRedirect(intentId: string, request: ChargeRequest, method: RedirectPaymentMethod): Promise<PaymentIntent> {
    try {
      return await client.confirmWithRedirectMethod(intentId, {
        requestId: airwallexRequestId(request.idempotencyKey, 'confirm'),
        method,
        returnUrl: request.returnUrl,
      });
    } catch (error) {
      if (error instanceof AirwallexApiError && error.code === 'duplicate_request') return client.retrievePaymentIntent(intentId);
      throw error;
    }
  }

  async function createOrFindIntent(request: ChargeRequest): Promise<PaymentIntent | null> {
    try {
      return await client.createPaymentIntent({
        requestId: airwallexRequestId(request.idempotencyKey, 'create'),
        amountPence: request.amountPence,
        currency: request.currencyCode,
        merchantOrderId: request.orderId,
        returnUrl: request.returnUrl,
      });
    } catch (error) {
      // Airwallex refuses a repeated request_id with duplicate_request: this charge was made
      // before (a retry, or a crash after creating). Carry on with the intent it made.
      if (error instanceof AirwallexApiError && error.code === 'duplicate_request') return findIntentOfAttempt(client, request);
      throw error;
    }
  }

  return {
    async charge(request) {
      if (ZERO_DECIMAL_CURRENCIES.has(request.currencyCode.toUpperCase())) {
        throw new Error(`Airwallex charges in ${request.currencyCode} are not supported: amounts are kept in hundredths.`);
      }
      const intent = await createOrFindIntent(request);
      // duplicate_request but not listed yet: Airwallex has it, we cannot see it; ask again later.
      if (!intent) return { status: 'pending', providerRef: null };
      if (intent.amountPence !== request.amountPence || intent.currency.toUpperCase() !== request.currencyCode.toUpperCase()) {
        throw new Error(`Idempotency key reused for a different amount on order ${request.orderId}.`);
      }
      await request.rememberProviderRef(intent.id);

      // A retried charge whose intent already moved on (confirmed, failed, succeeded) answers
      // from the intent; a fresh one waits for the browser's card element to confirm it.
      const untouched = intent.status === 'REQUIRES_PAYMENT_METHOD' && intent.latestPaymentAttempt === null;
      if (!untouched) return outcomeOf(intent);
      if (deps.redirectMethod) return outcomeOf(await confirmForRedirect(intent.id, request, deps.redirectMethod));
      // A found intent (a replay) may come without its secret: the first call's browser has it.
      if (!intent.clientSecret) return { status: 'pending', providerRef: intent.id };
      return { status: 'awaitingConfirmation', providerRef: intent.id, clientSecret: intent.clientSecret };
    },

    async cancel(attempt: AttemptRef) {
      const intentId = attempt.providerRef ?? (await findIntentOfAttempt(client, attempt))?.id ?? null;
      // No intent under this attempt: nothing Airwallex could charge yet; the caller's grace rule decides.
      if (intentId === null) return { status: 'pending', providerRef: null };
      try {
        const cancelled = await client.cancelPaymentIntent(intentId, {
          requestId: airwallexRequestId(attempt.idempotencyKey, 'cancel'),
          reason: 'The shopper left the payment unfinished',
        });
        return outcomeOf(cancelled);
      } catch (error) {
        // Paid (or failed) a moment before: what the intent became stands.
        if (error instanceof AirwallexApiError && error.code === 'invalid_status_for_operation') {
          return outcomeOf(await client.retrievePaymentIntent(intentId));
        }
        throw error;
      }
    },

    async refund(request: RefundRequest) {
      const requestId = airwallexRequestId(request.idempotencyKey, 'refund');
      try {
        return outcomeOfRefund(
          await client.createRefund({
            requestId,
            paymentIntentId: request.paymentRef,
            amountPence: request.amountPence,
            reason: request.reason,
          }),
        );
      } catch (error) {
        if (!(error instanceof AirwallexApiError)) throw error;
        // Made before (a retry after a lost answer): what that refund became stands.
        if (error.code === 'duplicate_request') return refundMadeUnder(client, request.paymentRef, requestId);
        // Airwallex said no (an amount over what is left, an intent not paid): nothing went back.
        if (error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401 && error.httpStatus !== 429) {
          return { status: 'failed', providerRef: null, message: `Airwallex refused the refund: ${error.providerMessage}` };
        }
        throw error;
      }
    },

    async refundState(refund: RefundRef) {
      return refundMadeUnder(client, refund.paymentRef, airwallexRequestId(refund.idempotencyKey, 'refund'));
    },

    async lookup(attempt: AttemptRef) {
      if (attempt.providerRef !== null) {
        try {
          return outcomeOf(await client.retrievePaymentIntent(attempt.providerRef));
        } catch (error) {
          if (isNotFound(error)) return { status: 'pending', providerRef: null };
          throw error;
        }
      }
      const intent = await findIntentOfAttempt(client, attempt);
      return intent ? outcomeOf(intent) : { status: 'pending', providerRef: null };
    },
  };
}
