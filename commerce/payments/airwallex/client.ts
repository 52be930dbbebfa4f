import { z } from 'zod';

/**
 * A small client for the parts of Airwallex's Payments API the shop uses
 * (https://www.airwallex.com/docs/api): log in for an access token, then create, retrieve, cancel and
 * list payment intents, and refund them (whole or part). The card never passes here: the shopper's browser confirms the intent
 * with Airwallex's card element (PCI DSS SAQ A). Amounts cross this boundary as integer pence on our side
 * and major units (12.34) on Airwallex's, converted without floating-point arithmetic.
 */

interface AirwallexClientOptions {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * Log in again this long before the token's `expires_at`, so a token never expires between
   * our check and Airwallex's. Default one minute (tokens live 30 minutes per the docs).
   */
  refreshMarginMs?: number;
  /** Give up on a request after this long. Default 30 seconds. */
  timeoutMs?: number;
}

/** The statuses Airwallex documents for a payment intent; anything newer arrives as a plain string. */
type PaymentIntentStatus =
  | 'REQUIRES_PAYMENT_METHOD'
  | 'REQUIRES_CUSTOMER_ACTION'
  | 'REQUIRES_CAPTURE'
  | 'PENDING'
  | 'SUCCEEDED'
  | 'CANCELLED';

interface PaymentIntentNextAction {
  type: string | null;
  url: string | null;
  method: string | null;
}

export interface PaymentAttemptSummary {
  id: string | null;
  status: string | null;
  /** e.g. issuer_declined, authentication_declined, risk_declined. */
  failureCode: string | null;
  /** The issuer's own ISO 8583 response code, e.g. '51' for insufficient funds. */
  providerOriginalResponseCode: string | null;
}

export interface PaymentIntent {
  id: string;
  requestId: string | null;
  amountPence: number;
  currency: string;
  merchantOrderId: string | null;
  /** What the browser's card element confirms the intent with; Airwallex gives it on create. */
  clientSecret: string | null;
  status: PaymentIntentStatus | (string & {});
  nextAction: PaymentIntentNextAction | null;
  latestPaymentAttempt: PaymentAttemptSummary | null;
}

interface CreatePaymentIntentInput {
  requestId: string;
  amountPence: number;
  currency: string;
  merchantOrderId: string;
  returnUrl: string;
}

/** A payment method confirmed from the server, as Airwallex's confirm takes it: its type and that type's own details. */
export interface RedirectPaymentMethod {
  /** Airwallex's payment_method.type, e.g. the name of a wallet or pay-later method. */
  type: string;
  details: Record<string, string>;
}

interface ListPaymentIntentsInput {
  merchantOrderId: string;
  /** Zero-based, as Airwallex numbers pages. */
  pageNum?: number;
  pageSize?: number;
}

interface PaymentIntentPage {
  hasMore: boolean;
  items: PaymentIntent[];
}

/** The statuses Airwallex documents for a refund; anything newer arrives as a plain string. */
type RefundStatus = 'RECEIVED' | 'ACCEPTED' | 'SETTLED' | 'FAILED';

export interface Refund {
  id: string;
  requestId: string | null;
  paymentIntentId: string | null;
  amountPence: number;
  currency: string;
  status: RefundStatus | (string & {});
}

interface CreateRefundInput {
  requestId: string;
  paymentIntentId: string;
  amountPence: number;
  /** At most 128 characters, as Airwallex documents. */
  reason: string;
}

export interface AirwallexClient {
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  listPaymentIntents(input: ListPaymentIntentsInput): Promise<PaymentIntentPage>;
  /**
   * Confirms an intent from the server with a method that needs no card (POST …/{id}/confirm with
   * `payment_method: { type, [type]: details }`): for a redirect method the reply's next_action
   * is `{ type: 'redirect', method: 'GET', url }`, the provider's page the shopper is sent to.
   * Never a card: the card goes from the browser's element to Airwallex, never through the shop.
   */
  confirmWithRedirectMethod(
    id: string,
    input: { requestId: string; method: RedirectPaymentMethod; returnUrl: string },
  ): Promise<PaymentIntent>;
  /** Withdraws an intent not yet paid (POST …/{id}/cancel): a later confirm of it is refused. */
  cancelPaymentIntent(id: string, input: { requestId: string; reason: string }): Promise<PaymentIntent>;
  /** POST /api/v1/pa/refunds/create: money back to the card an intent was paid with. */
  createRefund(input: CreateRefundInput): Promise<Refund>;
  /** GET /api/v1/pa/refunds?payment_intent_id=…: the intent's refunds, one page. */
  listRefunds(input: { paymentIntentId: string; pageNum?: number; pageSize?: number }): Promise<{ hasMore: boolean; items: Refund[] }>;
}

/** Airwallex's error reply ({ code, message, source?, provider_original_response_code? }) as an Error. */
export class AirwallexApiError extends Error {
  readonly httpStatus: number;
  /** Airwallex's error code, e.g. duplicate_request, issuer_declined, unauthorized. */
  readonly code: string;
  /** Airwallex's own message (for logs and support, not for shoppers). */
  readonly providerMessage: string;
  /** The request field at fault, for validation_error. */
  readonly source: string | null;
  /** The issuer's response code on a decline, e.g. '51'. */
  readonly providerOriginalResponseCode: string | null;

  constructor(init: {
    httpStatus: number;
    code: string;
    message: string;
    source?: string | null;
    providerOriginalResponseCode?: string | null;
  }) {
    super(`Airwallex answered ${init.httpStatus} ${init.code}: ${init.message}`);
    this.name = 'AirwallexApiError';
    this.httpStatus = init.httpStatus;
    this.code = init.code;
    this.providerMessage = init.message;
    this.source = init.source ?? null;
    this.providerOriginalResponseCode = init.providerOriginalResponseCode ?? null;
  }
}

// ---------------------------------------------------------------------------------------------
// Money: pence <-> major units, by integer and string arithmetic only.

/** 1 -> 0.01, 43999 -> 439.99. Two-decimal currencies only (GBP, EUR, USD...). */
export function penceToMajorUnits(pence: number): number {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`Not a whole, non-negative number of pence: ${pence}`);
  const remainder = pence % 100;
  const whole = (pence - remainder) / 100;
  // Number('439.99') is the double that prints as 439.99, so JSON carries exactly what we mean.
  return Number(`${whole}.${String(remainder).padStart(2, '0')}`);
}

/** 439.99 -> 43999; refuses anything finer than a penny rather than rounding money. */
export function majorUnitsToPence(amount: number): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) throw new RangeError(`Not an amount in major units with at most two decimals: ${amount}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const pence = whole * 100 + fraction;
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Amount too large: ${amount}`);
  return pence;
}

// ---------------------------------------------------------------------------------------------
// Replies, checked at the boundary.

const loginReply = z.object({ token: z.string().min(1), expires_at: z.string().min(1) });

const nextActionReply = z.object({
  type: z.string().nullish(),
  url: z.string().nullish(),
  method: z.string().nullish(),
});

const attemptReply = z.object({
  id: z.string().nullish(),
  status: z.string().nullish(),
  failure_code: z.string().nullish(),
  provider_original_response_code: z.string().nullish(),
});

const intentReply = z.object({
  id: z.string().min(1),
  request_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  merchant_order_id: z.string().nullish(),
  status: z.string(),
  next_action: nextActionReply.nullish(),
  latest_payment_attempt: attemptReply.nullish(),
  /** For the browser's card element to confirm this intent with (Airwallex returns it on create). */
  client_secret: z.string().nullish(),
});

const listReply = z.object({ has_more: z.boolean().default(false), items: z.array(intentReply) });

const refundReply = z.object({
  id: z.string().min(1),
  request_id: z.string().nullish(),
  payment_intent_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

const refundListReply = z.object({ has_more: z.boolean().default(false), items: z.array(refundReply) });

function toRefund(reply: z.infer<typeof refundReply>): Refund {
  return {
    id: reply.id,
    requestId: reply.request_id ?? null,
    paymentIntentId: reply.payment_intent_id ?? null,
    amountPence: majorUnitsToPence(reply.amount),
    currency: reply.currency,
    status: reply.status,
  };
}

const errorReply = z.object({
  code: z.string(),
  message: z.string().default(''),
  source: z.string().nullish(),
  provider_original_response_code: z.string().nullish(),
  details: z.object({ original_response_code: z.string().nullish() }).partial().nullish(),
});

function toIntent(reply: z.infer<typeof intentReply>): PaymentIntent {
  const action = reply.next_action;
  const attempt = reply.latest_payment_attempt;
  return {
    id: reply.id,
    requestId: reply.request_id ?? null,
    amountPence: majorUnitsToPence(reply.amount),
    currency: reply.currency,
    merchantOrderId: reply.merchant_order_id ?? null,
    clientSecret: reply.client_secret ?? null,
    status: reply.status,
    nextAction: action ? { type: action.type ?? null, url: action.url ?? null, method: action.method ?? null } : null,
    latestPaymentAttempt: attempt
      ? {
          id: attempt.id ?? null,
          status: attempt.status ?? null,
          failureCode: attempt.failure_code ?? null,
          providerOriginalResponseCode: attempt.provider_original_response_code ?? null,
        }
      : null,
  };
}

/**
 * Airwallex writes expires_at as ISO 8601 with a colon-less offset ("2026-05-12T00:00:00+0000"),
 * which the ECMAScript date format does not promise to parse; add the colon first.
 */
export function parseAirwallexTimestamp(value: string): Date | null {
  const normalised = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(normalised);
  return Number.isNaN(ms) ? null : new Date(ms);
}

// ---------------------------------------------------------------------------------------------

export function createAirwallexClient(options: AirwallexClientOptions): AirwallexClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const refreshMarginMs = options.refreshMarginMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;

  let cached: { token: string; renewAtMs: number } | null = null;
  // Concurrent callers share one login instead of racing to log in several times.
  let loggingIn: Promise<string> | null = null;

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function errorFrom(status: number, body: unknown): AirwallexApiError {
    const parsed = errorReply.safeParse(body);
    if (!parsed.success) {
      return new AirwallexApiError({
        httpStatus: status,
        code: 'unexpected_reply',
        message: `HTTP ${status} without an Airwallex error body`,
      });
    }
    const e = parsed.data;
    return new AirwallexApiError({
      httpStatus: status,
      code: e.code,
      message: e.message,
      source: e.source ?? null,
      providerOriginalResponseCode: e.provider_original_response_code ?? e.details?.original_response_code ?? null,
    });
  }

  async function logIn(): Promise<string> {
    const response = await fetchImpl(`${baseUrl}/api/v1/authentication/login`, {
      method: 'POST',
      headers: { 'x-client-id': options.clientId, 'x-api-key': options.apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readJson(response);
    if (!response.ok) throw errorFrom(response.status, body);
    const parsed = loginReply.safeParse(body);
    if (!parsed.success)
      throw new AirwallexApiError({
        httpStatus: response.status,
        code: 'unexpected_reply',
        message: 'Login reply without token and expires_at',
      });
    const expiresAt = parseAirwallexTimestamp(parsed.data.expires_at);
    if (!expiresAt)
      throw new AirwallexApiError({
        httpStatus: response.status,
        code: 'unexpected_reply',
        message: 'Login reply with an unreadable expires_at',
      });
    cached = { token: parsed.data.token, renewAtMs: expiresAt.getTime() - refreshMarginMs };
    return parsed.data.token;
  }

  async function accessToken(): Promise<string> {
    if (cached && now().getTime() < cached.renewAtMs) return cached.token;
    cached = null;
    loggingIn ??= logIn().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    // One fresh login on a 401: the token may have been revoked or expired early on Airwallex's
    // side. A second 401 is a real credentials problem, so it is reported, not retried.
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const reply = await readJson(response);
      if (response.status === 401 && attempt === 0) {
        if (cached?.token === token) cached = null;
        continue;
      }
      if (!response.ok) throw errorFrom(response.status, reply);
      return reply;
    }
  }

  function parseIntent(reply: unknown): PaymentIntent {
    const parsed = intentReply.safeParse(reply);
    if (!parsed.success)
      throw new AirwallexApiError({ httpStatus: 200, code: 'unexpected_reply', message: 'Reply is not a payment intent' });
    return toIntent(parsed.data);
  }

  const intentPath = (id: string) => `/api/v1/pa/payment_intents/${encodeURIComponent(id)}`;

  return {
    async createPaymentIntent(input) {
      const reply = await call('POST', '/api/v1/pa/payment_intents/create', {
        request_id: input.requestId,
        amount: penceToMajorUnits(input.amountPence),
        currency: input.currency,
        merchant_order_id: input.merchantOrderId,
        return_url: input.returnUrl,
      });
      return parseIntent(reply);
    },

    async retrievePaymentIntent(id) {
      return parseIntent(await call('GET', intentPath(id)));
    },

    async confirmWithRedirectMethod(id, input) {
      if (input.method.type === 'card') throw new Error('A card is confirmed by the browser, never by the shop.');
      return parseIntent(
        await call('POST', `${intentPath(id)}/confirm`, {
          request_id: input.requestId,
          payment_method: { type: input.method.type, [input.method.type]: input.method.details },
          return_url: input.returnUrl,
        }),
      );
    },

    async cancelPaymentIntent(id, input) {
      return parseIntent(
        await call('POST', `${intentPath(id)}/cancel`, { request_id: input.requestId, cancellation_reason: input.reason }),
      );
    },

    async listPaymentIntents(input) {
      const query = new URLSearchParams({
        merchant_order_id: input.merchantOrderId,
        page_num: String(input.pageNum ?? 0),
        page_size: String(input.pageSize ?? 20),
      });
      const parsed = listReply.safeParse(await call('GET', `/api/v1/pa/payment_intents?${query}`));
      if (!parsed.success)
        throw new AirwallexApiError({ httpStatus: 200, code: 'unexpected_reply', message: 'Reply is not a list of payment intents' });
      return { hasMore: parsed.data.has_more, items: parsed.data.items.map(toIntent) };
    },

    async createRefund(input) {
      const parsed = refundReply.safeParse(
        await call('POST', '/api/v1/pa/refunds/create', {
          request_id: input.requestId,
          payment_intent_id: input.paymentIntentId,
          amount: penceToMajorUnits(input.amountPence),
          reason: input.reason.slice(0, 128),
        }),
      );
      if (!parsed.success) throw new AirwallexApiError({ httpStatus: 200, code: 'unexpected_reply', message: 'Reply is not a refund' });
      return toRefund(parsed.data);
    },

    async listRefunds(input) {
      const query = new URLSearchParams({
        payment_intent_id: input.paymentIntentId,
        page_num: String(input.pageNum ?? 0),
        page_size: String(input.pageSize ?? 20),
      });
      const parsed = refundListReply.safeParse(await call('GET', `/api/v1/pa/refunds?${query}`));
      if (!parsed.success)
        throw new AirwallexApiError({ httpStatus: 200, code: 'unexpected_reply', message: 'Reply is not a list of refunds' });
      return { hasMore: parsed.data.has_more, items: parsed.data.items.map(toRefund) };
    },
  };
}
