import { GraphQLError } from 'graphql';
import { maskError, type MaskError } from 'graphql-yoga';
import type { z } from 'zod';
import { OrderMoveRefused } from './domain/order-process.ts';

/** The codes a client can act on; anything else is an internal error and gets masked. */
type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_DECLINED'
  /** Too many tries at a door: `retryAfter` says how many seconds to wait (commerce/limits/). */
  | 'RATE_LIMITED';

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

/**
 * What a client sees of an error a resolver threw. A refused order move (the order process
 * said no, or someone else changed the order first) is the client's to act on: CONFLICT with
 * the refusal as `reason`. Anything else unexpected is masked by yoga's default.
 */
export const maskUnexpectedError: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof OrderMoveRefused) {
    const path = error instanceof GraphQLError ? error.path : undefined;
    return new GraphQLError(original.reason, { path, extensions: { code: 'CONFLICT', reason: original.refusal } });
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
