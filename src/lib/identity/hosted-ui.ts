// Amplify completes a redirect sign-in only where this listener is loaded (the sign-in page).
import 'aws-amplify/auth/enable-oauth-listener';
import { signInWithRedirect } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { hostedUiRedirects } from './client-config.ts';
import { currentCustomer } from './session.ts';

/** Dispatched on window when a hosted-UI sign-in comes back failed (for analytics and the page). */
export const HOSTED_UI_FAILED_EVENT = 'hearth:hosted-ui-sign-in-failed';

/** Leaves for the provider's sign-in (through the pool's hosted UI); `next` comes back with the shopper. */
export async function startHostedUiSignIn(provider: string, next: string): Promise<void> {
  await signInWithRedirect({ provider: provider === 'Google' ? 'Google' : { custom: provider }, customState: next });
}

export interface HostedUiHandlers {
  signedIn(next: string | null): void | Promise<void>;
  failed(message: string): void;
}

/**
 * Handles what the hosted UI sends back. Amplify reports it as Hub events; they are
 * handled one at a time, in order, so a late event never overtakes an earlier one. Success
 * counts only with a readable session; failure is announced and the URL reset to the sign-in
 * redirect URL, so a reload does not replay the provider's error. Returns the unsubscribe.
 */
export function watchHostedUiRedirects(handlers: HostedUiHandlers, origin = location.origin): () => void {
  let queue: Promise<void> = Promise.resolve();
  let next: string | null = null;
  const fail = (message: string) => {
    window.dispatchEvent(new CustomEvent(HOSTED_UI_FAILED_EVENT, { detail: { message } }));
    history.replaceState(history.state, '', hostedUiRedirects(origin).signIn);
    handlers.failed(message);
  };
  return Hub.listen('auth', ({ payload }) => {
    queue = queue
      .then(async () => {
        if (payload.event === 'customOAuthState') next = payload.data;
        if (payload.event === 'signInWithRedirect') {
          if (await currentCustomer()) await handlers.signedIn(next);
          else fail('No current user');
        }
        if (payload.event === 'signInWithRedirect_failure') fail((payload.data?.error as Error | undefined)?.message ?? 'Sign-in failed.');
      })
      .catch((error: unknown) => console.error('Handling the hosted sign-in failed.', error));
  });
}
