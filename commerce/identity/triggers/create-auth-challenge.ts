import { CUSTOM_CHALLENGE, type CreateAuthChallengeEvent, type UserAttributes } from './auth-challenge-events.ts';
import { directoryScopeOf, type CustomerDirectory } from './customer-directory.ts';
import type { MailSender } from './mail-sender.ts';
import { SignInRateLimited, type SignInLimits } from './sign-in-limits.ts';
import { signInCodeMail } from './sign-in-code-mail.ts';
import {
  currentSealedCode,
  failedCodeAttempts,
  generateSignInCode,
  MAX_SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_VALIDITY_MS,
  sealedCodeToMetadata,
  sealedCodeToParameters,
  sealSignInCode,
  type SealedSignInCode,
} from './sign-in-code.ts';

export interface CreateAuthChallengeDependencies {
  now: () => Date;
  mailSender: MailSender;
  /** Where the recorded email comes from; null mails the pool's email attribute. */
  directory: CustomerDirectory | null;
  /** Codes per user and the wrong-code lock (sign-in-limits.ts); required, so no pool runs without them. */
  limits: SignInLimits;
  generateCode?: () => string;
}

/**
 * Presents the emailed-code challenge. The first step of a sign-in emails a fresh code; a retry
 * after a wrong answer asks again for the same code (no second email). The code goes only into
 * the email; the client sees how many tries are left and when the code expires.
 * A user locked by wrong codes gets no challenge at all, and a fresh code is minted only within
 * the user's codes-per-user limit; a refusal is an error whose message says how long to wait.
 * An unknown username never gets this far (Define Auth Challenge ends its sign-in first); should
 * one arrive, it is counted like any other and mails nobody.
 */
export function createCreateAuthChallengeHandler(dependencies: CreateAuthChallengeDependencies) {
  const generateCode = dependencies.generateCode ?? generateSignInCode;

  /**
   * The customer as the shop records them. The pool's attributes are whatever the browser that
   * signed the user up wrote, so the shop's mail goes to the recorded email, never the pool's.
   */
  async function recordedCustomer(attributes: UserAttributes) {
    const scope = directoryScopeOf(attributes);
    if (!scope || !dependencies.directory) return null;
    return dependencies.directory.findCustomer(scope);
  }

  async function issueCode(event: CreateAuthChallengeEvent): Promise<SealedSignInCode> {
    const now = dependencies.now();
    const code = generateCode();
    const sealed = sealSignInCode(code, new Date(now.getTime() + SIGN_IN_CODE_VALIDITY_MS));
    // An unknown username gets the same answer shape and a code nobody receives.
    if (event.request.userNotFound) return sealed;
    const recorded = await recordedCustomer(event.request.userAttributes);
    const email = recorded?.email ?? event.request.userAttributes.email;
    if (!email) throw new Error(`User ${event.userName} has no email address to send a sign-in code to.`);
    await dependencies.mailSender.send(
      signInCodeMail({
        to: email,
        code,
        validForMinutes: SIGN_IN_CODE_VALIDITY_MS / 60_000,
        shop: recorded?.shop ?? null,
      }),
    );
    return sealed;
  }

  return async function createAuthChallenge(event: CreateAuthChallengeEvent): Promise<CreateAuthChallengeEvent> {
    if (event.request.challengeName !== CUSTOM_CHALLENGE) {
      throw new Error(`Unexpected challenge ${event.request.challengeName}.`);
    }
    const { limits } = dependencies;
    const locked = await limits.wrongCodesPerUser.peek(event.userName);
    if (!locked.allowed) throw new SignInRateLimited(locked.retryAfterSeconds);
    let sealed = currentSealedCode(event.request.session);
    if (!sealed) {
      const allowed = await limits.codesPerUser.consume(event.userName);
      if (!allowed.allowed) throw new SignInRateLimited(allowed.retryAfterSeconds);
      sealed = await issueCode(event);
    }
    return {
      ...event,
      response: {
        publicChallengeParameters: {
          codeDigits: String(SIGN_IN_CODE_DIGITS),
          attemptsLeft: String(MAX_SIGN_IN_CODE_ATTEMPTS - failedCodeAttempts(event.request.session)),
          codeExpiresAt: new Date(sealed.expiresAt).toISOString(),
        },
        privateChallengeParameters: sealedCodeToParameters(sealed),
        challengeMetadata: sealedCodeToMetadata(sealed),
      },
    };
  };
}
