import type { ChallengeAnswer, SignInStart } from './sign-in.ts';

/** Where to go after signing in: only a path on this site, never another origin (open redirect). */
export function safeNextPath(next: string | null | undefined, fallback = '/account'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\r\n]/.test(next)) return fallback;
  return next.startsWith('/login') ? fallback : next;
}

/** What the sign-in page tells the shopper when starting failed. */
export function signInStartProblem(start: Exclude<SignInStart, { kind: 'codeSent' }>): string {
  switch (start.kind) {
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
  if (answer.message === 'Challenge response cannot be empty') return 'Enter the 6-digit code from the email.';
  return 'That code has expired or was wrong too many times. Send yourself a new code.';
}
