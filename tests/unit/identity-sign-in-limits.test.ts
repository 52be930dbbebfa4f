import { describe, expect, it } from 'vitest';
import { SIGN_UP_REFUSED } from '../../commerce/identity/triggers/pre-sign-up.ts';
import { rateLimitedMessage, SignInRateLimited } from '../../commerce/identity/triggers/sign-in-limits.ts';
import { identityErrorOf, retryAfterSecondsOf } from '../../src/lib/identity/identity-errors.ts';
import { challengeProblem, rateLimitedProblem, signInStartProblem } from '../../src/lib/identity/sign-in-text.ts';

/** An error as Amplify throws it: `name` is Cognito's `__type`, `message` its message. */
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('the sign-in page’s words for a limit', () => {
  it('says how many minutes to wait, rounded up, from the seconds the refusal names', () => {
    expect(signInStartProblem({ kind: 'rateLimited', retryAfterSeconds: 900 })).toBe(
      'Too many tries, please wait 15 minutes, then ask for a new code.',
    );
    expect(challengeProblem({ kind: 'rateLimited', retryAfterSeconds: 1800 })).toBe(
      'Too many tries, please wait 30 minutes, then ask for a new code.',
    );
    expect(rateLimitedProblem(601)).toBe('Too many tries, please wait 11 minutes, then ask for a new code.');
    expect(rateLimitedProblem(60)).toBe('Too many tries, please wait 1 minute, then ask for a new code.');
    expect(rateLimitedProblem(1)).toBe('Too many tries, please wait 1 minute, then ask for a new code.');
    expect(rateLimitedProblem(0)).toBe('Too many tries, please wait a few minutes, then ask for a new code.');
  });

  it('keeps the other words of the page as they were', () => {
    expect(challengeProblem({ kind: 'wrongCode', attemptsLeft: 1 })).toBe('That code is not right. You have 1 try left.');
    expect(challengeProblem({ kind: 'failed', message: 'Incorrect username or password.' })).toBe(
      'That code has expired or was wrong too many times. Send yourself a new code.',
    );
    expect(signInStartProblem({ kind: 'failed', customer: { id: 'c', salesChannel: 'uk-web' }, user: null, message: 'x' })).toBe(
      'We could not send you a sign-in code just now. Please try again in a moment.',
    );
  });
});

describe('reading a limit out of what the identity service answered', () => {
  it('reads the seconds the triggers wrote, inside Cognito’s wording of a trigger error', () => {
    const trigger = new SignInRateLimited(899.2);
    expect(trigger.message).toBe(rateLimitedMessage(900));
    expect(
      retryAfterSecondsOf(cognitoError('UserLambdaValidationException', `CreateAuthChallenge failed with error ${trigger.message}.`)),
    ).toBe(900);
    // Sign-ups per username, counted by the Pre sign-up trigger.
    expect(
      retryAfterSecondsOf(
        cognitoError('UserLambdaValidationException', `PreSignUp failed with error ${new SignInRateLimited(3600).message}.`),
      ),
    ).toBe(3600);
  });

  it('reads the local pool’s per-IP refusal, and Cognito’s own throttling (no time given) as an unknown wait', () => {
    expect(retryAfterSecondsOf(cognitoError('TooManyRequestsException', rateLimitedMessage(600)))).toBe(600);
    expect(retryAfterSecondsOf(cognitoError('TooManyRequestsException', 'Rate exceeded'))).toBe(0);
  });

  it('is null for every other failure, which keeps the usual mapping', () => {
    for (const error of [
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      cognitoError('UserLambdaValidationException', `PreSignUp failed with error ${SIGN_UP_REFUSED}.`),
      cognitoError('NetworkError', 'A network error has occurred.'),
      cognitoError('UserLambdaValidationException', 'CreateAuthChallenge failed with error retry after 5 seconds.'),
    ]) {
      expect(retryAfterSecondsOf(error), error.message).toBeNull();
    }
    expect(identityErrorOf(cognitoError('NetworkError', 'A network error has occurred.')).kind).toBe('network');
    expect(identityErrorOf(cognitoError('NotAuthorizedException', 'Incorrect username or password.')).message).toBe(
      'Incorrect username or password.',
    );
  });
});
