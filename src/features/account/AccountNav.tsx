import { useState } from 'react';
import { ACCOUNT_TABS, accountTabPath, type AccountTab } from './account-tabs.ts';
import { withAccount } from './account-session.ts';
import { signOut } from '../../lib/identity/session.ts';
import { forgetCustomerOnThisDevice } from './sign-out-forgets.ts';
import { rememberSignedOut } from './signed-out-notice.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';

type SignOutState = { kind: 'idle' } | { kind: 'confirmingEverywhere' } | { kind: 'signingOut' } | { kind: 'failed'; message: string };

/** What both sign-outs end with: nothing of the account left on this device, and word for the next page. */
function leaveAccount(): void {
  forgetCustomerOnThisDevice();
  rememberSignedOut();
  window.location.assign('/');
}

/**
 * The sections as plain links (each has its own address, so it can be bookmarked or opened in
 * a new tab), the current one marked for screen readers; and signing out, here or everywhere.
 */
export function AccountNav({ current, email }: { current: AccountTab; email: string | null }) {
  const [state, setState] = useState<SignOutState>({ kind: 'idle' });
  const signingOut = state.kind === 'signingOut';

  const everywhere = async () => {
    if (signingOut) return;
    setState({ kind: 'signingOut' });
    const message = await signOutEverywhere({
      record: () => withAccount((calls, onError) => calls.customers.signOutEverywhere(onError)),
      signOutGlobally: () => signOut({ global: true }),
      leave: leaveAccount,
    });
    if (message) setState({ kind: 'failed', message });
  };

  return (
    <div className="account-nav">
      <nav aria-label="Your account">
        <ul className="account-tabs">
          {ACCOUNT_TABS.map((tab) => (
            <li key={tab.id}>
              <a href={accountTabPath(tab.id)} aria-current={tab.id === current ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-nav__who">
        {email && (
          <p className="field__hint">
            Signed in as <span data-testid="account-email">{email}</span>
          </p>
        )}
        <button
          type="button"
          className="link-button"
          aria-disabled={signingOut || undefined}
          onClick={async () => {
            if (signingOut) return;
            setState({ kind: 'signingOut' });
            await signOut();
            leaveAccount();
          }}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
        {state.kind === 'confirmingEverywhere' ? (
          // biome-ignore lint/a11y/useSemanticElements: an inline yes/no prompt, not a form; a fieldset would bring a form's frame.
          <div role="group" aria-label="Confirm signing out everywhere" className="account-nav__confirm">
            <p>Signs you out on every device, this one included.</p>
            <div className="account-actions">
              <button
                type="button"
                className="button button--primary"
                // biome-ignore lint/a11y/noAutofocus: the prompt replaces the button the shopper just pressed; focus must land in it.
                autoFocus
                onClick={() => void everywhere()}
              >
                Sign out everywhere
              </button>
              <button type="button" className="button" onClick={() => setState({ kind: 'idle' })}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="link-button"
            aria-disabled={signingOut || undefined}
            onClick={() => !signingOut && setState({ kind: 'confirmingEverywhere' })}
          >
            Sign out everywhere
          </button>
        )}
        {state.kind === 'failed' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
