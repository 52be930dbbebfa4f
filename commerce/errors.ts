import { GraphQLError } from 'graphql';
import { maskError, type MaskError } from 'graphql-yoga';
import type { z } from 'zod';
import { OrderMoveRefused } from './domain/order-process.ts';
import { log } from './log.ts';
import { isDatabaseUnavailable } from './store/database-unavailable.ts';

/** The codes a client can act on; anything else is an internal error and gets masked. */
type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_DECLINED'
  /** Too many tries at a door: `retryAfter` says how many seconds to wait (commerce/limits/). */
  | 'RATE_LIMITED'
  /** The shop's database could not be reached: HTTP 503, try again after `retryAfter` seconds. */
  | 'SHOP_UNAVAILABLE'
  /**
   * The change was saved, but the database went away before the reply could be read: do not send
   * the change again (an add would be added twice); read the order later to see it.
   */
  | 'CHANGE_SAVED';

export function apiError(code: ErrorCode, message: string, details?: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details } });
}

/** Parses resolver arguments; the first broken rule becomes the message, naming the argument. */
export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.infer<T> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw apiError('BAD_USER_INPUT', field ? `${field}: ${issue.message}` : issue.message, {
    field: field || undefined,
  });
}

/** How long a client is asked to wait before trying again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The shop's words when its database cannot be reached; the storefront shows its own while it retries. */
export const SHOP_UNAVAILABLE_MESSAGE = 'We could not reach the shop just now. Please try again in a moment.';

/** The reply's error when the database cannot be reached: HTTP 503 with Retry-After, never "Unexpected error.". */
export function shopUnavailableError(path?: GraphQLError['path']): GraphQLError {
  const retryAfter = UNAVAILABLE_RETRY_AFTER_SECONDS;
  return new GraphQLError(SHOP_UNAVAILABLE_MESSAGE, {
    path,
    extensions: { code: 'SHOP_UNAVAILABLE', retryAfter, http: { status: 503, headers: { 'retry-after': String(retryAfter) } } },
  });
}

/**
 * What a client sees of an error a resolver threw. A refused order move (the order process
 * said no, or someone else changed the order first) is the client's to act on: CONFLICT with
 * the refusal as `reason`. A database that cannot be reached (stopped, restarting, no free
 * connection within the pool's timeout) is SHOP_UNAVAILABLE with HTTP 503 and Retry-After.
 * Anything else unexpected is masked by yoga's default.
 */
export const maskUnexpectedError: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const path = error instanceof GraphQLError ? error.path : undefined;
  if (original instanceof OrderMoveRefused) {
    return new GraphQLError(original.reason, { path, extensions: { code: 'CONFLICT', reason: original.refusal } });
  }
  if (isDatabaseUnavailable(original)) {
    log.warn(`The database could not be reached: ${(original as Error).message}`);
    return shopUnavailableError(path);
  }
  // Never yoga's default for isDev (NODE_ENV === 'development'): only the API's own option says.
  return maskError(error, message, isDev ?? false);
};

/**
 * Refuses input that broke rules of the domain (each `{ field, message }`): the first problem is
 * the message and `field` (under `prefix`, e.g. `input.price`), as parseArgs reports, and
 * `problems` carries them all so a form can mark every field at once.
 */
export function refuseInput(problems: readonly { field: string; message: string }[], prefix = 'input.'): GraphQLError {
  const named = problems.map((problem) => ({ field: `${prefix}${problem.field}`, message: problem.message }));
  const first = named[0];
  if (!first) throw new RangeError('refuseInput needs at least one problem.');
  return apiError('BAD_USER_INPUT', first.message, { field: first.field, problems: named });
}
