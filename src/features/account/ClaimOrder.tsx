import { useState } from 'react';
import { withAccount } from './account-session.ts';
import { browserSessionStorage, forgetClaimToken } from './claim-link.ts';

type Claim =
  | { state: 'offered' }
  | { state: 'claiming' }
  | { state: 'claimed'; number: number | null }
  | { state: 'refused'; message: string };

/**
 * The offer a claim link brings to the orders tab: one button, because only pressing it claims.
 * Answered either way, the token is forgotten; a claimed order joins the list (`onClaimed`).
 */
export function ClaimOrder({ token, onClaimed }: { token: string; onClaimed: () => void }) {
  const [claim, setClaim] = useState<Claim>({ state: 'offered' });

  async function claimIt() {
    if (claim.state === 'claiming') return;
    setClaim({ state: 'claiming' });
    const result = await withAccount((calls, onError) => calls.orders.claimGuestOrder(token, onError));
    if (result.kind === 'signedOut') return;
    forgetClaimToken(browserSessionStorage());
    if (result.kind === 'failed') {
      setClaim({ state: 'refused', message: result.message });
      return;
    }
    setClaim({ state: 'claimed', number: result.value.number ?? null });
    onClaimed();
  }

  if (claim.state === 'claimed')
    return (
      <p role="status" className="account-status" data-testid="order-claimed">
        {claim.number ? `Order ${claim.number} is now in your account.` : 'The order is now in your account.'}
      </p>
    );
  if (claim.state === 'refused')
    return (
      <p role="alert" className="account-status" data-testid="order-claim-refused">
        {claim.message}
      </p>
    );
  return (
    <section aria-labelledby="claim-heading" className="account-claim" data-testid="order-claim">
      <h2 id="claim-heading">Add an order to your account</h2>
      <p>
        You opened the link from an order confirmation. Add that order to your account to see it here, reorder it and review what you
        bought. It must have been placed with the email address you signed in with.
      </p>
      <button type="button" className="button button--primary" aria-disabled={claim.state === 'claiming' || undefined} onClick={claimIt}>
        {claim.state === 'claiming' ? 'Adding the order…' : 'Add this order to my account'}
      </button>
    </section>
  );
}
