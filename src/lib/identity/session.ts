import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import type { CommerceTransport } from '../commerce/client.ts';
import { storefrontTransport } from '../commerce/settings.ts';
import { ensureAmplifyConfigured } from './amplify.ts';

/** Hosted-UI sign-out waits on the identity provider's page; it gives up after this. */
export const SIGN_OUT_TIMEOUT_MS = 3000;

/** Who is signed in, from the verified ID token Amplify holds. */
export interface SignedInCustomer {
  customerId: string;
  email: string;
  givenName: string;
  familyName: string;
  idToken: string;
}

/**
 * The signed-in customer, or null. Amplify refreshes expired tokens here with the refresh
 * token, so a null means the session is gone (signed out, revoked, or expired refresh token).
 */
export async function currentCustomer(): Promise<SignedInCustomer | null> {
  if (!(await ensureAmplifyConfigured())) return null;
  try {
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    if (!idToken) return null;
    const claim = (name: string) => (typeof idToken.payload[name] === 'string' ? (idToken.payload[name] as string) : '');
    // A staff sign-in (the desk's, /admin) names no customer: in the shop the tab is a guest's.
    if (!claim('custom:customer_id')) return null;
    return {
      customerId: claim('custom:customer_id'),
      email: claim('email'),
      givenName: claim('given_name'),
      familyName: claim('family_name'),
      idToken: idToken.toString(),
    };
  } catch (error) {
    console.error('Could not read the sign-in session.', error);
    return null;
  }
}

/** A transport for own-data calls: the ID token as bearer and an empty API key. */
export async function signedInTransport(): Promise<CommerceTransport | null> {
  const customer = await currentCustomer();
  return customer ? { ...storefrontTransport, apiKey: '', idToken: customer.idToken } : null;
}

/**
 * Ends the session: cached credentials first, then the user; `global` also revokes
 * the customer's sessions on every other device. Never throws: a failure is only logged, and a
 * hosted-UI sign-out that hangs gives up with 'Signout timeout fail'.
 */
export async function signOut(options: { global?: boolean } = {}, timeoutMs = SIGN_OUT_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (!(await ensureAmplifyConfigured())) return;
    await Amplify.clearCredentials();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Signout timeout fail')), timeoutMs);
    });
    await Promise.race([amplifySignOut({ global: options.global === true }), timeout]);
  } catch (error) {
    console.error('Sign-out failed.', error);
  } finally {
    clearTimeout(timer);
  }
}
