/**
 * The face of the rate limits: what other features use to put a door behind a limit and to key it.
 * The server and the tests build the limits themselves from rate-limits.ts, limit-settings.ts and
 * api-budget.ts; a feature only goes through a door.
 */
export { clientIp } from './client-ip.ts';
export { cartKeyIfVisible, emailLookupKeys } from './door-keys.ts';
export {
  consumeFrom,
  type LimitVerdict,
  limiterIn,
  peekAt,
  type RateLimitStore,
  type RateLimits,
  throughDoor,
  waitMessage,
} from './rate-limits.ts';
