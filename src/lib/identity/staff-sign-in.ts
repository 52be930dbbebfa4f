import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { staffUsername } from '../../../commerce/shared/index.ts';
import { ensureAmplifyConfigured } from './amplify.ts';
import { retryAfterSecondsOf } from './identity-errors.ts';

/** How starting a staff sign-in ended. */
export type StaffSignInStart =
  | { kind: 'codeSent'; codeDigits: number }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** Not a staff member of this pool, or the pool refused: one answer, so the form reveals nobody. */
  | { kind: 'failed' };

/**
 * Starts the same emailed-code sign-in customers use, for a staff member: their username is
 * their email (the owner created them so). No sign-up: the pool never makes a staff member.
 */
export async function startStaffSignIn(typedEmail: string): Promise<StaffSignInStart> {
  try {
    if (!(await ensureAmplifyConfigured())) return { kind: 'failed' };
    // A customer's session in this tab would make Amplify refuse a new sign-in.
    await signOut().catch(() => undefined);
    const started = await signIn({ username: staffUsername(typedEmail), options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return { kind: 'failed' };
    const digits = Number(started.nextStep.additionalInfo?.codeDigits);
    return { kind: 'codeSent', codeDigits: Number.isInteger(digits) && digits > 0 ? digits : 6 };
  } catch (error) {
    const retryAfterSeconds = retryAfterSecondsOf(error);
    if (retryAfterSeconds !== null) return { kind: 'rateLimited', retryAfterSeconds };
    console.error('The staff sign-in did not start.', error);
    return { kind: 'failed' };
  }
}

/** Whoever is signed in in this tab, staff or not: their email and a fresh ID token; null when nobody is. */
export async function currentIdToken(): Promise<{ email: string; idToken: string } | null> {
  if (!(await ensureAmplifyConfigured())) return null;
  try {
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    if (!idToken) return null;
    const email = typeof idToken.payload.email === 'string' ? idToken.payload.email : '';
    return { email, idToken: idToken.toString() };
  } catch (error) {
    console.error('Could not read the sign-in session.', error);
    return null;
  }
}
