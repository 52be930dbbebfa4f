/**
 * Whether an error means the database could not be reached (stopped, restarting, failing over,
 * out of connections), rather than a fault in the query or the data. Such a request is worth
 * trying again in a moment: the API answers 503 with Retry-After instead of "Unexpected error.".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) return true;
    cause = (cause as { originalError?: unknown; cause?: unknown }).originalError ?? (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The socket never reached a server, or the server went away under it. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up:
 * "cannot connect now") and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
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
