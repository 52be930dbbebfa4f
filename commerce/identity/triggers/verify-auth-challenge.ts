import type { VerifyAuthChallengeEvent } from './auth-challenge-events.ts';
import { isSignInCodeExpired, matchesSignInCode, sealedCodeFromParameters } from './sign-in-code.ts';

export interface VerifyAuthChallengeDependencies {
  now: () => Date;
}

/** Checks the answer against the emailed code; an expired code is wrong even if it matches. */
export function createVerifyAuthChallengeHandler(dependencies: VerifyAuthChallengeDependencies) {
  return async function verifyAuthChallenge(event: VerifyAuthChallengeEvent): Promise<VerifyAuthChallengeEvent> {
    const sealed = sealedCodeFromParameters(event.request.privateChallengeParameters);
    const answerCorrect =
      !event.request.userNotFound &&
      sealed !== null &&
      !isSignInCodeExpired(sealed, dependencies.now()) &&
      matchesSignInCode(sealed, String(event.request.challengeAnswer ?? ''));
    return { ...event, response: { answerCorrect } };
  };
}

/** The deployed Lambda trigger. */
export const handler = createVerifyAuthChallengeHandler({ now: () => new Date() });
