import { confirmSignIn, getCurrentUser, signIn, signOut, signUp, fetchAuthSession } from 'aws-amplify/auth';
import { customerUsername, randomSignUpPassword } from '../../../commerce/shared/index.ts';
import type { ShopChannel } from '../channel.ts';
import type { CustomerMatch } from '../commerce/customers.ts';
import { ensureAmplifyConfigured } from './amplify.ts';
import { retryAfterSecondsOf } from './identity-errors.ts';

/** The shop's customer lookup: a match, null for none, 'error' when the call failed. */
export type CustomerLookup = (email: string) => Promise<CustomerMatch | null | 'error'>;

export interface SignInDependencies {
  lookupCustomer: CustomerLookup;
  channel: ShopChannel;
  randomBytes?: (length: number) => Uint8Array;
}

/** How starting a sign-in ended. */
export type SignInStart =
  /** The shop could not be asked; `customer` is set when the identity service refused a known customer. */
  | { kind: 'apiError'; customer: CustomerMatch | null }
  /** No customer has this email. */
  | { kind: 'noCustomer' }
  /** A code is on its way to the customer's email. */
  | { kind: 'codeSent'; customer: CustomerMatch; email: string; codeDigits: number; attemptsLeft: number; expiresAt: Date | null }
  /** The identity service refused; the customer is known but nobody is signed in. */
  | { kind: 'failed'; customer: CustomerMatch; user: null; message: string }
  /** Too many codes asked for, or the user is locked after wrong codes: no code was sent. 0 seconds: the wait is not known. */
  | { kind: 'rateLimited'; retryAfterSeconds: number };

export type ChallengeAnswer =
  | { kind: 'signedIn' }
  | { kind: 'wrongCode'; attemptsLeft: number }
  /** The sign-in is over (third wrong code, expired code, or no current session after): start again. */
  | { kind: 'failed'; message: string }
  /** Too many wrong codes for this account: it is locked for a while, whatever the answer. */
  | { kind: 'rateLimited'; retryAfterSeconds: number };

const browserRandomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * The attributes a first sign-in registers: the email and the customer it names, all the pool
 * takes (its Pre sign-up trigger refuses names and phone numbers; the account reads those from
 * the shop). The trigger matches the email to the id.
 */
export function signUpAttributes(customer: CustomerMatch, email: string, channel: ShopChannel): Record<string, string> {
  return {
    email,
    'custom:customer_id': customer.id,
    'custom:tenant_id': channel.tenant,
    'custom:sales_channel': channel.salesChannel,
  };
}

/**
 * Registers an existing customer with the identity service: only ever as
 * themselves. Asked only when the pool refused to start their sign-in, so a registered customer
 * costs one call and runs no Pre sign-up. Answers whether the customer was registered just now:
 * false means they already were (UsernameExistsException), so the refusal was about something
 * else and stands.
 */
async function signUpCustomer(
  customer: CustomerMatch,
  email: string,
  channel: ShopChannel,
  randomBytes: (length: number) => Uint8Array,
): Promise<boolean> {
  try {
    await signUp({
      username: customerUsername(channel.salesChannel, customer.id),
      password: randomSignUpPassword(randomBytes(30)),
      options: { userAttributes: signUpAttributes(customer, email, channel) },
    });
    return true;
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') return false;
    throw error;
  }
}

/**
 * How the pool refuses a user it does not have: the shop's Define Auth Challenge trigger ends
 * the sign-in at once (NotAuthorizedException) when the app client hides user existence, and
 * Cognito says UserNotFoundException when it does not.
 */
const mayBeUnregistered = (error: unknown) => ['NotAuthorizedException', 'UserNotFoundException'].includes((error as Error).name);

function challengeInfo(additionalInfo: Record<string, string> | undefined) {
  const number = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
  const expiresAt = additionalInfo?.codeExpiresAt ? new Date(additionalInfo.codeExpiresAt) : null;
  return {
    codeDigits: number(additionalInfo?.codeDigits, 6),
    attemptsLeft: number(additionalInfo?.attemptsLeft, 3),
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
  };
}

/**
 * Steps 1 and 2 of the sign-in: find the customer by email, start the emailed-code
 * challenge, and sign them up with the identity service first only if the pool does not know
 * them yet (their first sign-in).
 */
export async function startSignIn(typedEmail: string, dependencies: SignInDependencies): Promise<SignInStart> {
  const email = typedEmail.trim().toLowerCase();
  const customer = await dependencies.lookupCustomer(email);
  if (customer === 'error') return { kind: 'apiError', customer: null };
  if (!customer) return { kind: 'noCustomer' };
  try {
    if (!(await ensureAmplifyConfigured()))
      return { kind: 'failed', customer, user: null, message: 'Signing in is not available right now.' };
    // A half-finished or stale session would make Amplify refuse a new sign-in.
    await signOut().catch(() => undefined);
    const username = customerUsername(dependencies.channel.salesChannel, customer.id);
    const start = () => signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    let started: Awaited<ReturnType<typeof start>>;
    try {
      started = await start();
    } catch (error) {
      // A first sign-in: register the customer, then start again. Already registered, the refusal stands.
      if (!mayBeUnregistered(error)) throw error;
      if (!(await signUpCustomer(customer, email, dependencies.channel, dependencies.randomBytes ?? browserRandomBytes))) throw error;
      started = await start();
    }
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      return { kind: 'failed', customer, user: null, message: `Unexpected sign-in step ${started.nextStep.signInStep}.` };
    }
    return { kind: 'codeSent', customer, email, ...challengeInfo(started.nextStep.additionalInfo) };
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    if (message.includes('The following identities')) return { kind: 'apiError', customer };
    const retryAfterSeconds = retryAfterSecondsOf(error);
    if (retryAfterSeconds !== null) return { kind: 'rateLimited', retryAfterSeconds };
    console.error('Sign-in failed.', error);
    return { kind: 'failed', customer, user: null, message };
  }
}

/** Step 3: the emailed code. The sign-in counts only if a current session can be read afterwards. */
export async function answerSignInChallenge(code: string): Promise<ChallengeAnswer> {
  const answer = code.replace(/\s+/g, '');
  if (!answer) return { kind: 'failed', message: 'Challenge response cannot be empty' };
  try {
    const result = await confirmSignIn({ challengeResponse: answer });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      return { kind: 'wrongCode', attemptsLeft: challengeInfo(result.nextStep.additionalInfo).attemptsLeft };
    }
    if (!result.isSignedIn) return { kind: 'failed', message: `Unexpected sign-in step ${result.nextStep.signInStep}.` };
    await getCurrentUser();
    if (!(await fetchAuthSession()).tokens?.idToken) return { kind: 'failed', message: 'No current user' };
    return { kind: 'signedIn' };
  } catch (error) {
    const retryAfterSeconds = retryAfterSecondsOf(error);
    if (retryAfterSeconds !== null) return { kind: 'rateLimited', retryAfterSeconds };
    console.error('The sign-in code was not accepted.', error);
    return { kind: 'failed', message: (error as Error).message ?? String(error) };
  }
}
