import { lazy, Suspense, useEffect, useState } from 'react';
import type { GetLoggedInCustomerDataQuery } from '../../lib/commerce/gql/graphql.ts';
import type { AccountTab } from './account-tabs.ts';
import { AccountNav } from './AccountNav.tsx';
import { withAccount } from './account-session.ts';
import { AddressesTab } from './AddressesTab.tsx';
import { browserSessionStorage, keepClaimToken } from './claim-link.ts';
import { CreditTab } from './CreditTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { DevicesTab } from './DevicesTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { ReferralTab } from './ReferralTab.tsx';
import { ReviewsTab } from './ReviewsTab.tsx';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';

// Loaded when opened: few customers have plans, and the account page's script has a budget.
const PlansTab = lazy(() => import('./PlansTab.tsx'));

export type AccountCustomer = GetLoggedInCustomerDataQuery['getLoggedInCustomerData'];

type Load =
  | { state: 'loading' }
  | { state: 'signedOut' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; customer: AccountCustomer };

function TabPanel({
  tab,
  customer,
  onCustomer,
}: {
  tab: AccountTab;
  customer: AccountCustomer;
  onCustomer: (customer: AccountCustomer) => void;
}) {
  switch (tab) {
    case 'details':
      return <DetailsTab customer={customer} onCustomer={onCustomer} />;
    case 'addresses':
      return <AddressesTab customer={customer} onCustomer={onCustomer} />;
    case 'credit':
      return <CreditTab customer={customer} />;
    case 'referral':
      return <ReferralTab customer={customer} onCustomer={onCustomer} />;
    case 'reviews':
      return <ReviewsTab />;
    case 'orders':
      return <OrdersTab />;
    case 'plans':
      return (
        <Suspense fallback={<p role="status">Loading your plans…</p>}>
          <PlansTab run={withAccount} />
        </Suspense>
      );
    case 'devices':
      return <DevicesTab />;
  }
}

/**
 * The signed-in customer's account. Nothing personal is in the page's HTML: the island asks
 * the API with the customer's ID token, and sends anyone not signed in to the sign-in page.
 */
export default function AccountPage({ tab }: { tab: AccountTab }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const loadCustomer = () => {
    // Before a sign-in can take the shopper away: the claim link's token is in the fragment only.
    if (keepClaimToken(window.location.hash, browserSessionStorage())) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    setLoad({ state: 'loading' });
    void withAccount((calls, onError) => calls.customers.getLoggedInCustomerData(onError)).then((result) => {
      if (result.kind === 'done') setLoad({ state: 'ready', customer: result.value });
      else if (result.kind === 'failed') setLoad({ state: 'failed', message: result.message });
      else setLoad({ state: 'signedOut' });
    });
  };
  useEffect(loadCustomer, []);

  if (load.state === 'loading')
    return (
      <p role="status" className="cart-loading">
        Loading your account…
      </p>
    );
  if (load.state === 'signedOut')
    return (
      <p role="status" className="cart-loading">
        Taking you to sign in…
      </p>
    );
  if (load.state === 'failed') {
    return <RetryAlert message={load.message} onRetry={loadCustomer} />;
  }
  const { customer } = load;
  return (
    <div className="account" data-testid="account">
      <AccountNav current={tab} email={customer.email} />
      <div className="account__panel">
        <TabPanel tab={tab} customer={customer} onCustomer={(changed) => setLoad({ state: 'ready', customer: changed })} />
      </div>
    </div>
  );
}
