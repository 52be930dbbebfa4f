import type { ChallengeAnswer, SignInStart } from './sign-in.ts';

/** Only the origin of resolved URLs is compared, so off the browser any fixed origin stands in for the site's. */
const STAND_IN_ORIGIN = 'https://hearth.invalid';

/** Which site a `next` may lead to: the page's own origin in the browser. */
function currentOrigin(): string {
  return globalThis.location?.origin ?? STAND_IN_ORIGIN;
}

/** Parsed as the browser will parse it, or null when it is not a URL at all. */
function resolve(target: string, origin: string): URL | null {
  try {
    return new URL(target, origin);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: only a page of this site, never another origin (open redirect).
 * The address is resolved the way the browser will resolve it (which drops tabs and newlines
 * and reads `\\` as `/`), and kept only when it stays on the site's origin, so no spelling can
 * reach another host or run a script; the answer is the resolved path, query and fragment,
 * checked once more because a path such as `/.//host` resolves to `//host`. Control characters
 * anywhere, and the sign-in page itself, fall back.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/account', origin = currentOrigin()): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!next || /[\u0000-\u001f\u007f]/.test(next)) return fallback;
  const site = resolve('/', origin)?.origin;
  const url = resolve(next, origin);
  if (!site || !url || url.origin !== site) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || resolve(path, origin)?.origin !== site) return fallback;
  return decodedPath(url).toLowerCase().startsWith('/login') ? fallback : path;
}

/** The path as a router reads it (`/%6Cogin` is `/login`); a broken escape is left as sent. */
function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/**
 * What the sign-in page says when a limit refused the step: how long to wait (whole minutes,
 * rounded up), then what to do, since the page's buttons wait for the shopper rather than retry.
 * Both steps end the same way: on either, a new code is the way back in.
 */
export function rateLimitedProblem(retryAfterSeconds: number): string {
  const next = 'then ask for a new code.';
  if (retryAfterSeconds <= 0) return `Too many tries, please wait a few minutes, ${next}`;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many tries, please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, ${next}`;
}

/** What the sign-in page tells the shopper when starting failed. */
export function signInStartProblem(start: Exclude<SignInStart, { kind: 'codeSent' }>): string {
  switch (start.kind) {
    case 'rateLimited':
      return rateLimitedProblem(start.retryAfterSeconds);
    case 'noCustomer':
      return 'We could not find an account with that email address. Your account is made with your first order: check the spelling, or order as a guest.';
    case 'apiError':
      return 'We could not check your email address just now. Please try again in a moment.';
    case 'failed':
      return 'We could not send you a sign-in code just now. Please try again in a moment.';
  }
}

/** What the code step tells the shopper when the code did not sign them in. */
export function challengeProblem(answer: Exclude<ChallengeAnswer, { kind: 'signedIn' }>): string {
  if (answer.kind === 'wrongCode') {
    return `That code is not right. You have ${answer.attemptsLeft} ${answer.attemptsLeft === 1 ? 'try' : 'tries'} left.`;
  }
  if (answer.kind === 'rateLimited') return rateLimitedProblem(answer.retryAfterSeconds);
  if (answer.message === 'Challenge response cannot be empty') return 'Enter the 6-digit code from the email.';
  return 'That code has expired or was wrong too many times. Send yourself a new code.';
}
