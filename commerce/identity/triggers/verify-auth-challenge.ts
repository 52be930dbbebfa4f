import type { VerifyAuthChallengeEvent } from './auth-challenge-events.ts';
import { isSignInCodeExpired, matchesSignInCode, sealedCodeFromParameters } from './sign-in-code.ts';
import type { AttemptLimiter } from './sign-in-limits.ts';

export interface VerifyAuthChallengeDependencies {
  now: () => Date;
  /** Wrong codes per user, across sign-ins (sign-in-limits.ts). */
  wrongCodesPerUser: AttemptLimiter;
}

/**
 * Checks the answer against the emailed code; an expired code is wrong even if it matches.
 * While the user is locked by wrong codes the answer is not even looked at: it is wrong, so the
 * lock cannot be used to test guesses. Every wrong answer counts towards the lock.
 */
export function createVerifyAuthChallengeHandler(dependencies: VerifyAuthChallengeDependencies) {
  return async function verifyAuthChallenge(event: VerifyAuthChallengeEvent): Promise<VerifyAuthChallengeEvent> {
    const locked = !(await dependencies.wrongCodesPerUser.peek(event.userName)).allowed;
    const sealed = sealedCodeFromParameters(event.request.privateChallengeParameters);
    const answerCorrect =
      !locked &&
      !event.request.userNotFound &&
      sealed !== null &&
      !isSignInCodeExpired(sealed, dependencies.now()) &&
      matchesSignInCode(sealed, String(event.request.challengeAnswer ?? ''));
    if (!answerCorrect && !locked) await dependencies.wrongCodesPerUser.consume(event.userName);
    return { ...event, response: { answerCorrect } };
  };
}
