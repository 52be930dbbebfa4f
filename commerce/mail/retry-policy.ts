/** How the outbox retries a message the provider did not accept. */
export interface RetryPolicy {
  /** The wait after the first failed attempt; each later one doubles it. */
  firstDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** After this many attempts the message is kept as failed, for the owner. */
  maxAttempts: number;
}

/**
 * About a day and a half of trying (1, 2, 4 … minutes, then every 6 hours): long enough to ride
 * out a provider's outage, short enough that the owner hears of a confirmation that never left
 * while the shopper still remembers ordering.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 6 * 3_600_000, maxAttempts: 14 };

/** What to do after attempt number `attempts` (1 for the first) failed for a passing reason. */
export type AfterFailure = { kind: 'retry'; delayMs: number } | { kind: 'giveUp' };

export function afterFailure(attempts: number, policy: RetryPolicy): AfterFailure {
  if (attempts >= policy.maxAttempts) return { kind: 'giveUp' };
  // 2 ** 30 minutes of doubling is far past any cap: stop doubling before the number overflows.
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return { kind: 'retry', delayMs: Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs) };
}
