import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { maskCardNumbers } from './domain/card-number-scan.ts';

/*
 * The server's one logger: JSON lines (pino), pretty in development, level by HEARTH_LOG_LEVEL.
 * Every line written while a request is handled carries that request's id. No line may carry
 * personal or payment data: fields with such names are removed, and what looks like an email
 * address, a card number, a phone number or a token is masked in messages and errors.
 */

export type LogFormat = 'json' | 'pretty';
export type LogLevel = Level | 'silent';

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `handle` with `requestId` on every log line written inside it (across awaits). */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return requestScope.run({ requestId }, handle);
}

/** Starts work that outlives the request (a timer, a queued job): its log lines carry no request's id. */
export function outsideRequest<T>(work: () => T): T {
  return requestScope.exit(work);
}

/** Field names never logged, at any depth pino's redaction reaches (top level and one down). */
const PERSONAL_FIELDS = [
  'email',
  'phone',
  'phoneNumber',
  'address',
  'line1',
  'line2',
  'postcode',
  'postalCode',
  'firstName',
  'lastName',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'receiptKey',
  'password',
  'card',
  'cardNumber',
  'cvc',
  'paymentData',
  'authorization',
  'cookie',
  // Request headers carry cookies, tokens and the shopper's address: never logged whole.
  'headers',
];
const REDACT_PATHS = [...PERSONAL_FIELDS, ...PERSONAL_FIELDS.map((field) => `*.${field}`)];

const MASKS: readonly ((text: string) => string)[] = [
  // No slash on either side: a stack frame's path through a scoped package (`node_modules/@scope/x.js`)
  // is not an address, and masking it hid where an error came from.
  (text) => text.replace(/[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[a-z]{2,}/gi, '[email]'),
  // JSON web tokens and other long opaque credentials (three base64url parts).
  (text) => text.replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'),
  // A card number however it is written (any separators, any script's digits: the same detector
  // as the API's refusal of card data), and any 13 to 19 digits in plain groups, Luhn-valid or not.
  (text) => maskCardNumbers(text, '[card]'),
  (text) => text.replace(/\b\d(?:[ -]?\d){12,18}\b/g, '[card]'),
  // A UK or international phone number.
  (text) => text.replace(/(?:\+\d{1,3}[ -]?|\b0)\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}\b/g, '[phone]'),
];

/** The text with anything that looks like an email, token, card or phone number masked. */
export function scrubText(text: string): string {
  return MASKS.reduce((masked, mask) => mask(masked), text);
}

/**
 * A database error's own fields that hold the row's values: PGlite's copy of the query's
 * parameters (a cart's id, which is its owner's secret, and whatever the shopper typed) and
 * PostgreSQL's detail ("Key (…)=(…) already exists"). Its code, table, column and constraint
 * still name the problem.
 */
const VALUE_FIELDS = ['params', 'detail'] as const;

function scrubError(error: Error) {
  const serialized: Record<string, unknown> & ReturnType<typeof stdSerializers.err> = { ...stdSerializers.err(error) };
  for (const field of VALUE_FIELDS) delete serialized[field];
  return {
    ...serialized,
    message: scrubText(serialized.message),
    stack: serialized.stack ? scrubText(serialized.stack) : serialized.stack,
  };
}

export interface LogOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where lines go; standard output unless told (tests capture them). */
  destination?: DestinationStream;
}

export function createLogger(options: LogOptions): Logger {
  const destination =
    options.destination ??
    (options.format === 'pretty' ? pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss' }) : undefined);
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      redact: { paths: REDACT_PATHS, remove: true },
      serializers: { err: scrubError, error: scrubError },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** The process's logger: JSON at info until the server configures it from its settings. */
export let log: Logger = createLogger({ level: 'info', format: 'json' });

/** Sets the process's logger (the server at start, from HEARTH_LOG_LEVEL and the mode). */
export function configureLog(options: LogOptions): Logger {
  log = createLogger(options);
  return log;
}

/** An error as a log field, scrubbed like every other: `log.error({ err }, 'what failed')`. */
export const errorField = (error: unknown) => ({ err: error instanceof Error ? error : new Error(String(error)) });

type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The logger behind the console's shape, for modules that take `log: Pick<Console, …>`: the
 * strings make the message, an Error becomes the scrubbed `err` field. Looks the logger up at
 * each call, so it follows configureLog.
 */
export function consoleLike(): Record<ConsoleLevel | 'log', (...data: unknown[]) => void> {
  const write =
    (level: ConsoleLevel) =>
    (...data: unknown[]) => {
      const error = data.find((item): item is Error => item instanceof Error);
      const text = data.filter((item) => typeof item === 'string').join(' ') || (error ? error.message : '');
      // A GraphQL error wraps what a resolver threw: log that (its stack is the useful one) and where.
      const wrapped = error && 'originalError' in error && error.originalError instanceof Error ? error.originalError : undefined;
      const path = error && 'path' in error && Array.isArray(error.path) ? { graphqlPath: error.path.join('.') } : {};
      if (error) log[level]({ err: wrapped ?? error, ...path }, text);
      else log[level](text);
    };
  return { debug: write('debug'), info: write('info'), log: write('info'), warn: write('warn'), error: write('error') };
}
