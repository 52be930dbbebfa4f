import { CUSTOM_CHALLENGE, type DefineAuthChallengeEvent } from './auth-challenge-events.ts';
import { currentSealedCode, failedCodeAttempts, isSignInCodeExpired, MAX_SIGN_IN_CODE_ATTEMPTS } from './sign-in-code.ts';

export interface DefineAuthChallengeDependencies {
  now: () => Date;
}

/**
 * Decides the next step of an emailed-code sign-in: ask for the code, issue tokens once it was
 * right, or end the sign-in after three wrong answers or once the code has expired (a new code
 * takes a new sign-in).
 * A username the pool does not have ends at once (NotAuthorizedException), rather than running
 * a challenge whose code nobody receives: that answer is how the shop's browser knows to sign a
 * customer up on their first sign-in, instead of calling SignUp before every sign-in. It tells
 * nobody more than SignUp already does (UsernameExistsException), and a pool user is only ever a
 * customer the public email look-up already names.
 */
export function createDefineAuthChallengeHandler(dependencies: DefineAuthChallengeDependencies) {
  return async function defineAuthChallenge(event: DefineAuthChallengeEvent): Promise<DefineAuthChallengeEvent> {
    const { session, userNotFound } = event.request;
    const decide = (response: DefineAuthChallengeEvent['response']) => ({ ...event, response });
    const ask = () => decide({ challengeName: CUSTOM_CHALLENGE, issueTokens: false, failAuthentication: false });
    const fail = () => decide({ issueTokens: false, failAuthentication: true });

    // Only our own challenge belongs in this flow; anything else (SRP, a password) is refused.
    if (session.some((step) => step.challengeName !== CUSTOM_CHALLENGE)) return fail();
    if (userNotFound) return fail();
    const last = session.at(-1);
    if (!last) return ask();
    if (last.challengeResult) return decide({ issueTokens: true, failAuthentication: false });
    if (failedCodeAttempts(session) >= MAX_SIGN_IN_CODE_ATTEMPTS) return fail();
    const sealed = currentSealedCode(session);
    if (!sealed || isSignInCodeExpired(sealed, dependencies.now())) return fail();
    return ask();
  };
}

/** The deployed Lambda trigger. */
export const handler = createDefineAuthChallengeHandler({ now: () => new Date() });
