import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitStore } from '../../limits/rate-limits.ts';
import { RATE_LIMITS_TABLE, rateLimitStoreClient } from '../../limits/rate-limits.store.ts';
import type { LocalSignInLimits } from './memory-attempt-limiter.ts';
import {
  CODES_PER_IP,
  CODES_PER_USER,
  SIGN_IN_LIMIT_KEYS,
  WRONG_CODES_PER_USER,
  type AttemptLimiter,
  type LimitDecision,
  type LimitRule,
} from './sign-in-limits.ts';

/** As the shop's other limits key their rows: a hash of the subject, so the table names nobody. */
const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');

const refused = (result: RateLimiterRes): LimitDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
});

/**
 * One sign-in limit in the shop's shared limit store (commerce/limits): the `rate_limits` table
 * when the shop runs on a PostgreSQL server, so every API process and every Lambda container
 * counts together; this process's memory on PGlite (one process is the whole shop there).
 */
export function sharedAttemptLimiter(store: RateLimitStore, keyPrefix: string, rule: LimitRule): AttemptLimiter {
  const options = { keyPrefix, points: rule.points, duration: rule.windowSeconds, blockDuration: rule.blockSeconds ?? 0 };
  const limiter: RateLimiterAbstract =
    store.kind === 'memory'
      ? new RateLimiterMemory(options)
      : new RateLimiterPostgres({
          ...options,
          storeClient: rateLimitStoreClient(store.db),
          storeType: 'client',
          tableName: RATE_LIMITS_TABLE,
          tableCreated: true,
          // The shop's API limits already sweep expired rows; a Lambda must not keep a timer alive.
          clearExpiredByTimeout: false,
        });
  return {
    async consume(key) {
      try {
        await limiter.consume(keyOf(key));
        return { allowed: true };
      } catch (refusal) {
        // The library rejects with its answer when the limit is spent, and with an Error when the store fails.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refused(refusal);
      }
    },
    async peek(key) {
      const found = await limiter.get(keyOf(key));
      return found && found.consumedPoints > rule.points ? refused(found) : { allowed: true };
    },
  };
}

/**
 * The sign-in limits in the shop's shared limit store. `ipScale` multiplies only the per-IP
 * allowance (HEARTH_RATE_LIMIT_SCALE, development only: the browser tests all sign in from one
 * loopback address); the per-user limits are about an account, not an address, and stay as they are.
 */
export function sharedSignInLimits(store: RateLimitStore, ipScale = 1): LocalSignInLimits {
  return {
    codesPerUser: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.codesPerUser, CODES_PER_USER),
    codesPerIp: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.codesPerIp, { ...CODES_PER_IP, points: CODES_PER_IP.points * ipScale }),
    wrongCodesPerUser: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.wrongCodesPerUser, WRONG_CODES_PER_USER),
  };
}
