import { CUSTOM_CHALLENGE, type DefineAuthChallengeEvent } from './auth-challenge-events.ts';
import { currentSealedCode, failedCodeAttempts, isSignInCodeExpired, MAX_SIGN_IN_CODE_ATTEMPTS } from './sign-in-code.ts';

export interface DefineAuthChallengeDependencies {
  now: () => Date;
}

/**
 * Decides the next step of an emailed-code sign-in: ask for the code, issue tokens once it was
 * right, or end the sign-in after three wrong answers or once the code has expired (a new code
 * takes a new sign-in).
 */
export function createDefineAuthChallengeHandler(dependencies: DefineAuthChallengeDependencies) {
  return async function defineAuthChallenge(event: DefineAuthChallengeEvent): Promise<DefineAuthChallengeEvent> {
    const { session, userNotFound } = event.request;
    const decide = (response: DefineAuthChallengeEvent['response']) => ({ ...event, response });
    const ask = () => decide({ challengeName: CUSTOM_CHALLENGE, issueTokens: false, failAuthentication: false });
    const fail = () => decide({ issueTokens: false, failAuthentication: true });

    // Only our own challenge belongs in this flow; anything else (SRP, a password) is refused.
    if (session.some((step) => step.challengeName !== CUSTOM_CHALLENGE)) return fail();
    const last = session.at(-1);
    if (!last) return ask();
    if (last.challengeResult) {
      return userNotFound ? fail() : decide({ issueTokens: true, failAuthentication: false });
    }
    if (failedCodeAttempts(session) >= MAX_SIGN_IN_CODE_ATTEMPTS) return fail();
    const sealed = currentSealedCode(session);
    if (!sealed || isSignInCodeExpired(sealed, dependencies.now())) return fail();
    return ask();
  };
}

/** The deployed Lambda trigger. */
export const handler = createDefineAuthChallengeHandler({ now: () => new Date() });
