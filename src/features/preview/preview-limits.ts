import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Tries at the preview secret per caller address: an editor needs one an hour. */
export const PREVIEW_SECRET_LIMIT = { points: 10, durationSeconds: 15 * 60 } as const;

export type PreviewTry = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts tries at the preview secret. The count lives in this process, as the unsubscribe link's
 * does: the secret (32+ random characters) is out of guessing reach anyway, and the limit keeps a
 * script from hammering the door and filling the logs.
 */
export function createPreviewTryLimiter(rule: { points: number; durationSeconds: number } = PREVIEW_SECRET_LIMIT) {
  const limiter = new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds });
  return async (callerKey: string): Promise<PreviewTry> => {
    try {
      await limiter.consume(callerKey);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000) };
      throw refusal;
    }
  };
}
