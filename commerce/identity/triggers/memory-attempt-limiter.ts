import {
  CODES_PER_IP,
  CODES_PER_USER,
  REFUSED_SIGN_UPS_PER_USER_EMAIL,
  SIGN_UPS_PER_IP,
  SIGN_UPS_PER_USER,
  WRONG_CODES_PER_USER,
  type AttemptLimiter,
  type LimitDecision,
  type LimitRule,
  type SignInLimits,
} from './sign-in-limits.ts';

interface Window {
  startedAt: number;
  count: number;
  blockedUntil: number;
}

/**
 * A fixed-window limiter in this process's memory, on an injected clock: for local Cognito
 * started without the shop's limiter (tests), where one process is the whole pool. It counts the
 * way the shop's shared limiter (rate-limiter-flexible) does: `points` per window, the next one
 * refused, and with `blockSeconds` refused that long from the attempt that went over.
 */
function memoryAttemptLimiter(rule: LimitRule, now: () => Date): AttemptLimiter {
  const windows = new Map<string, Window>();
  const windowMs = rule.windowSeconds * 1000;

  function current(key: string, at: number): Window {
    const found = windows.get(key);
    // A lock replaces the window (as rate-limiter-flexible's block does): when it lapses, the count starts again.
    const lapsed = !found || (found.blockedUntil ? at >= found.blockedUntil : at >= found.startedAt + windowMs);
    if (found && !lapsed) return found;
    const fresh = { startedAt: at, count: 0, blockedUntil: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  function decision(window: Window, at: number): LimitDecision {
    if (at < window.blockedUntil) return { allowed: false, retryAfterSeconds: Math.ceil((window.blockedUntil - at) / 1000) };
    if (window.count > rule.points) return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + windowMs - at) / 1000) };
    return { allowed: true };
  }

  return {
    async consume(key) {
      const at = now().getTime();
      const window = current(key, at);
      if (at < window.blockedUntil) return decision(window, at);
      window.count += 1;
      if (window.count > rule.points && rule.blockSeconds) window.blockedUntil = at + rule.blockSeconds * 1000;
      return decision(window, at);
    },
    async peek(key) {
      const at = now().getTime();
      const found = windows.get(key);
      return found ? decision(current(key, at), at) : { allowed: true };
    },
  };
}

/** The sign-in limits of a local pool: the triggers' per user, and the wrapper's per IP. */
export interface LocalSignInLimits extends SignInLimits {
  codesPerIp: AttemptLimiter;
  signUpsPerIp: AttemptLimiter;
}

/**
 * The shop's sign-in limits, each in this process's memory on the given clock. `ipScale`
 * multiplies only the per-IP allowances, as HEARTH_RATE_LIMIT_SCALE does for the shared ones
 * (tests whose every sign-in comes from the loopback address).
 */
export function memorySignInLimits(now: () => Date, ipScale = 1): LocalSignInLimits {
  const perIp = (rule: LimitRule) => ({ ...rule, points: rule.points * ipScale });
  return {
    codesPerUser: memoryAttemptLimiter(CODES_PER_USER, now),
    codesPerIp: memoryAttemptLimiter(perIp(CODES_PER_IP), now),
    wrongCodesPerUser: memoryAttemptLimiter(WRONG_CODES_PER_USER, now),
    signUpsPerUser: memoryAttemptLimiter(SIGN_UPS_PER_USER, now),
    refusedSignUpsPerUserEmail: memoryAttemptLimiter(REFUSED_SIGN_UPS_PER_USER_EMAIL, now),
    signUpsPerIp: memoryAttemptLimiter(perIp(SIGN_UPS_PER_IP), now),
  };
}
