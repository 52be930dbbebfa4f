import { consumeFrom, limiterIn, peekAt, type RateLimitStore } from '../../limits/index.ts';
import type { LocalSignInLimits } from './memory-attempt-limiter.ts';
import {
  CODES_PER_IP,
  CODES_PER_USER,
  REFUSED_SIGN_UPS_PER_USER_EMAIL,
  SIGN_IN_LIMIT_KEYS,
  SIGN_UPS_PER_IP,
  SIGN_UPS_PER_USER,
  WRONG_CODES_PER_USER,
  type AttemptLimiter,
  type LimitRule,
} from './sign-in-limits.ts';

/**
 * One sign-in limit in the shop's shared limit store (commerce/limits): the `rate_limits` table
 * when the shop runs on a PostgreSQL server, so every API process and every Lambda container
 * counts together; this process's memory on PGlite (one process is the whole shop there).
 */
export function sharedAttemptLimiter(store: RateLimitStore, keyPrefix: string, rule: LimitRule): AttemptLimiter {
  const limiter = limiterIn(store, {
    keyPrefix,
    points: rule.points,
    durationSeconds: rule.windowSeconds,
    blockSeconds: rule.blockSeconds ?? 0,
    // The shop's API limits already sweep expired rows; a Lambda must not keep a timer alive.
    sweepsExpiredRows: false,
    blocksInMemory: false,
  });
  return {
    consume: (key) => consumeFrom(limiter, key),
    peek: (key) => peekAt(limiter, key, rule.points),
  };
}

/**
 * The sign-in limits in the shop's shared limit store. `ipScale` multiplies only the per-IP
 * allowance (HEARTH_RATE_LIMIT_SCALE, development only: the browser tests all sign in from one
 * loopback address); the per-user limits are about an account, not an address, and stay as they are.
 */
export function sharedSignInLimits(store: RateLimitStore, ipScale = 1): LocalSignInLimits {
  const perIp = (rule: LimitRule) => ({ ...rule, points: rule.points * ipScale });
  return {
    codesPerUser: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.codesPerUser, CODES_PER_USER),
    codesPerIp: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.codesPerIp, perIp(CODES_PER_IP)),
    wrongCodesPerUser: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.wrongCodesPerUser, WRONG_CODES_PER_USER),
    signUpsPerUser: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.signUpsPerUser, SIGN_UPS_PER_USER),
    refusedSignUpsPerUserEmail: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.refusedSignUpsPerUserEmail, REFUSED_SIGN_UPS_PER_USER_EMAIL),
    signUpsPerIp: sharedAttemptLimiter(store, SIGN_IN_LIMIT_KEYS.signUpsPerIp, perIp(SIGN_UPS_PER_IP)),
  };
}
