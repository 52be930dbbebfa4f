/**
 * Whether an error means the database could not be reached (stopped, restarting, failing over,
 * out of connections), rather than a fault in the query or the data. Such a request is worth
 * trying again in a moment: the API answers 503 with Retry-After instead of "Unexpected error.".
 *
 * Only an error the database's own driver raised counts (`markFromDatabase`, done by the store for
 * every query and connection): a card provider or a mail server that resets its socket raises the
 * same ECONNRESET, and that is the provider's fault, not a reason to tell shoppers the shop is away.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromDatabase = false;
  let unreachable = false;
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') break;
    fromDatabase ||= raisedByDatabase.has(cause);
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || isUnavailableSqlState(code))) unreachable = true;
    if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) unreachable = true;
    cause = (cause as { originalError?: unknown; cause?: unknown }).originalError ?? (cause as { cause?: unknown }).cause;
  }
  return fromDatabase && unreachable;
}

const raisedByDatabase = new WeakSet<object>();

/** Records that the database's driver raised this error (the store calls it); returns the error. */
export function markFromDatabase<T>(error: T): T {
  if (error !== null && typeof error === 'object') raisedByDatabase.add(error);
  return error;
}

/** The socket never reached a server, or the server went away under it. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up:
 * "cannot connect now"), 53300 (too many connections) and 57014 (a statement cancelled, which the
 * shop's statement timeout does to one stuck behind a lock or running away: busy, try again).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** What node-postgres says, without a code, when its pool or connection gives up. */
const POOL_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  // A connect that got no answer within the client's connectionTimeoutMillis (a host that vanished).
  /^timeout expired$/,
  /^Connection terminated/,
  /is not queryable$/,
  /^Query read timeout$/,
];
