import { createHash } from 'node:crypto';
import type { LimitVerdict } from '../../limits/index.ts';

/**
 * The limits on the sign-in doors: 40 code requests in 0.6 s once mailed 40 codes, and
 * at three tries a code the six digits fell in about 1.3 M requests.
 *
 * Where each is enforced, and why there:
 * - codes per user: in the Create Auth Challenge trigger, so the real user pool obeys it too;
 * - wrong codes per user: counted by Verify Auth Challenge; once over, Verify answers false
 *   without looking at the answer and Create mints nothing until the lock lapses;
 * - codes per IP: NOT in the trigger. Cognito gives a trigger no caller IP it vouches for; the
 *   only place one could ride is `clientMetadata`, which the caller writes. So the local wrapper
 *   counts the request's socket address, and in production the same limit belongs in front of
 *   the pool (an AWS WAF rate-based rule on the user pool).
 * - sign-ups per user: in the Pre sign-up trigger, the sign-ups it lets through. A refused one
 *   (an email or attributes that are not the customer's) counts under the username and the email
 *   it offered instead, so a stranger cannot spend a customer's own allowance;
 * - sign-ups per IP: like codes per IP, in the local wrapper and a WAF rule on the real pool.
 */

/** What a limiter answers: go ahead, or wait this long. */
export type LimitDecision = LimitVerdict;

/**
 * A rate limit on one kind of door, keyed by who knocks (a username, an IP). The shop's own
 * limiter (PostgreSQL, shared by every process and Lambda) is adapted to it; tests use the
 * memory one on an injected clock.
 */
export interface AttemptLimiter {
  /** Counts one attempt and answers whether it is within the limit. */
  consume(key: string): Promise<LimitDecision>;
  /** Whether the key is over its limit now, without counting anything. */
  peek(key: string): Promise<LimitDecision>;
}

export interface LimitRule {
  /** How many attempts a window allows; the one after is refused. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refused this long from that moment (the lock); else until the window ends. */
  blockSeconds?: number;
}

/** Codes mailed to one user: 5 in 15 minutes. */
export const CODES_PER_USER: LimitRule = { points: 5, windowSeconds: 15 * 60 };
/** Codes asked for from one IP address: 20 in 15 minutes (enforced in front of the pool). */
export const CODES_PER_IP: LimitRule = { points: 20, windowSeconds: 15 * 60 };
/**
 * Wrong codes for one user, across sign-ins: the 10th within an hour locks the user for 30
 * minutes. 9 points, because the attempt that goes over the limit is the one that locks.
 */
export const WRONG_CODES_PER_USER: LimitRule = { points: 9, windowSeconds: 60 * 60, blockSeconds: 30 * 60 };

/**
 * Sign-ups for one username: 5 in an hour. A customer signs up once, on their first sign-in;
 * the tries after that are someone pairing a customer id with guessed emails.
 */
export const SIGN_UPS_PER_USER: LimitRule = { points: 5, windowSeconds: 60 * 60 };
/**
 * Refused sign-ups for one username with one offered email: 5 in an hour. Guessing many emails
 * for one customer id is held back by the per-IP limit (the wrapper, a WAF rule on the real pool).
 */
export const REFUSED_SIGN_UPS_PER_USER_EMAIL: LimitRule = { points: 5, windowSeconds: 60 * 60 };
/** Sign-ups from one IP address: 10 in an hour (a household's first sign-ins fit; a sweep does not). */
export const SIGN_UPS_PER_IP: LimitRule = { points: 10, windowSeconds: 60 * 60 };

/** The limits the triggers apply, by username. */
export interface SignInLimits {
  codesPerUser: AttemptLimiter;
  wrongCodesPerUser: AttemptLimiter;
  signUpsPerUser: AttemptLimiter;
  /** Keyed by refusedSignUpKey(username, offered email). */
  refusedSignUpsPerUserEmail: AttemptLimiter;
}

/** The key prefixes in the shop's shared limit store. */
export const SIGN_IN_LIMIT_KEYS = {
  codesPerUser: 'sign-in-codes-user',
  codesPerIp: 'sign-in-codes-ip',
  wrongCodesPerUser: 'sign-in-wrong-codes-user',
  signUpsPerUser: 'sign-ups-user',
  refusedSignUpsPerUserEmail: 'sign-ups-refused-user-email',
  signUpsPerIp: 'sign-ups-ip',
} as const;

/**
 * The key a refused sign-up counts under: the username with the email it offered, hashed so that
 * whatever a caller writes there makes a key of one size.
 */
export function refusedSignUpKey(username: string, offeredEmail: string): string {
  return createHash('sha256').update(`${username}\n${offeredEmail}`).digest('hex');
}

/**
 * The words of a refusal. Cognito hands a trigger's error message to the client (as
 * `UserLambdaValidationException: CreateAuthChallenge failed with error …`), so the client reads
 * `RATE_LIMITED` and the seconds to wait from this text.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `RATE_LIMITED: too many sign-in attempts; retry after ${Math.max(1, Math.ceil(retryAfterSeconds))} seconds`;
}

/** Thrown by a trigger to refuse a sign-in step because a limit is reached. */
export class SignInRateLimited extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(rateLimitedMessage(retryAfterSeconds));
    this.name = 'SignInRateLimited';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
