import { z } from 'zod';
import { RATE_LIMITS } from './rate-limits.ts';

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const limitEnv = z.object({
  /** How many proxies in front of the server append to X-Forwarded-For; 0 (unset): believe only the socket. */
  HEARTH_TRUST_PROXY: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int('HEARTH_TRUST_PROXY is the number of proxies in front of the server (0 to 5)').min(0).max(5).default(0),
  ),
  /** The general budget: requests per minute per IP on /graphql; 0 turns it off (benchmarks). */
  HEARTH_API_RATE_LIMIT: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int('HEARTH_API_RATE_LIMIT is requests per minute per IP').min(0).default(RATE_LIMITS.api.points),
  ),
  /**
   * Development only: every limit's allowance multiplied, for the browser tests, whose many
   * sign-ins and look-ups all come from one loopback address.
   */
  HEARTH_RATE_LIMIT_SCALE: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int('HEARTH_RATE_LIMIT_SCALE is a whole multiplier such as 100').min(1).max(100_000).default(1),
  ),
});

export interface LimitSettings {
  /** Proxies whose X-Forwarded-For entry is believed (limits/client-ip.ts). */
  trustedProxies: number;
  /** Requests per minute per IP on /graphql; null: no general budget. */
  apiPerMinute: number | null;
  /** Every limit's allowance multiplied by this (1 outside development). */
  scale: number;
}

/**
 * Reads the rate-limit settings from the environment; a bad value stops start-up with its name,
 * and so does loosening the limits (HEARTH_RATE_LIMIT_SCALE) anywhere but in development.
 */
export function readLimitSettings(env: Record<string, string | undefined>, development = false): LimitSettings {
  const parsed = limitEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Server settings are not valid: ${problems}`);
  }
  const { HEARTH_TRUST_PROXY, HEARTH_API_RATE_LIMIT, HEARTH_RATE_LIMIT_SCALE } = parsed.data;
  if (HEARTH_RATE_LIMIT_SCALE !== 1 && !development) {
    throw new Error(
      'Server settings are not valid: HEARTH_RATE_LIMIT_SCALE runs only in development (NODE_ENV=development on a loopback HOST).',
    );
  }
  return {
    trustedProxies: HEARTH_TRUST_PROXY,
    apiPerMinute: HEARTH_API_RATE_LIMIT === 0 ? null : HEARTH_API_RATE_LIMIT,
    scale: HEARTH_RATE_LIMIT_SCALE,
  };
}
