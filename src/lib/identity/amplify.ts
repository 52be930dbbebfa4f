import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { amplifyResourcesConfig, readIdentityClientConfig, type IdentityClientConfig } from './client-config.ts';
import { IdentityError, identityErrorOf } from './identity-errors.ts';
import { forgetTokensKeptByEarlierBuilds, tabSessionTokenStorage } from './token-storage.ts';

export const IDENTITY_CONFIG_PATH = '/identity/config.json';

let configuring: Promise<boolean> | null = null;
let published: IdentityClientConfig | null = null;

/** The settings Amplify was configured with on this page (after ensureAmplifyConfigured). */
export const publishedIdentityConfig = () => published;

/**
 * Points Amplify at the shop's user pool once per page, from the settings the server publishes
 * (a local pool in development, the real one in production). Resolves false when this shop has
 * no sign-in; a failed fetch is retried on the next call.
 */
export function ensureAmplifyConfigured(load: () => Promise<Response> = () => fetch(IDENTITY_CONFIG_PATH)): Promise<boolean> {
  if (Amplify.getConfig().Auth?.Cognito?.userPoolId) return Promise.resolve(true);
  configuring ??= load()
    .then(async (response) => {
      const config = response.ok ? readIdentityClientConfig(await response.json()) : null;
      published = config;
      if (config) {
        Amplify.configure(amplifyResourcesConfig(config, location.origin));
        // After configuring, which points the token provider back at localStorage every time; at
        // once, before a hosted-UI redirect that configuring resumes has its tokens back to store.
        keepTokensInThisTab();
      }
      return config !== null;
    })
    .catch((error: unknown) => {
      configuring = null;
      console.error('Could not load the sign-in settings.', error);
      return false;
    });
  return configuring;
}

/** Amplify's tokens in this tab's sessionStorage, not localStorage (why: token-storage.ts). */
function keepTokensInThisTab(): void {
  try {
    forgetTokensKeptByEarlierBuilds(localStorage);
    cognitoUserPoolsTokenProvider.setKeyValueStorage(tabSessionTokenStorage(sessionStorage, localStorage));
  } catch {
    // Web Storage is blocked (site data off): Amplify's default then keeps tokens in memory only.
  }
}

/** Runs one identity-service call with Amplify configured; what it throws is an IdentityError. */
export async function identityCall<T>(action: () => Promise<T>): Promise<T> {
  if (!(await ensureAmplifyConfigured())) throw new IdentityError('notConfigured', 'Signing in is not available right now.');
  try {
    return await action();
  } catch (error) {
    throw identityErrorOf(error);
  }
}
