import { useState } from 'react';
import { ACCOUNT_TABS, accountTabPath, type AccountTab } from './account-tabs.ts';
import { signOut } from '../../lib/identity/session.ts';
import { forgetCustomerOnThisDevice } from './sign-out-forgets.ts';
import { rememberSignedOut } from './signed-out-notice.ts';

/**
 * The sections as plain links (each has its own address, so it can be bookmarked or opened in
 * a new tab), the current one marked for screen readers; and signing out.
 */
export function AccountNav({ current, email }: { current: AccountTab; email: string | null }) {
  const [signingOut, setSigningOut] = useState(false);
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
            setSigningOut(true);
            await signOut();
            forgetCustomerOnThisDevice();
            rememberSignedOut();
            window.location.assign('/');
          }}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
