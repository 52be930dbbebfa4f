import { GraphQLError } from 'graphql';
import { z } from 'zod';

/** The codes a client can act on; anything else is an internal error and gets masked. */
export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYMENT_DECLINED';

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
