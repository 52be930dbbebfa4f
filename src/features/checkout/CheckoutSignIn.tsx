import { lazy, Suspense, useState } from 'react';
import { customerCalls } from '../../lib/commerce/customers.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { CHECKOUT_CODE_REFUSAL, checkoutSignInEmailProblem, checkoutSignInOffer, type CheckoutSignInOffer } from './checkout-sign-in.ts';
import { rateLimitedProblem } from '../../lib/identity/sign-in-text.ts';

const customers = customerCalls(storefrontTransport, shopChannel);

// The identity library is loaded only when a guest asks for a code: most guests never do, and the
// checkout's first load stays without it.
const SignInCodeForm = lazy(() => import('../../lib/identity/SignInCodeForm.tsx').then((module) => ({ default: module.SignInCodeForm })));

/**
 * The returning customer's way in from the details step: a code mailed to the
 * email typed above, without leaving the checkout. Whatever the email, the shopper is told the same
 * thing, so a guest learns nothing about who has an account here.
 */
export function CheckoutSignIn({ email }: { email: string }) {
  const [offer, setOffer] = useState<CheckoutSignInOffer>({ step: 'offer', problem: null });
  const [busy, setBusy] = useState(false);

  async function sendCode(address: string): Promise<CheckoutSignInOffer> {
    const { startSignIn } = await import('../../lib/identity/sign-in.ts');
    const start = await startSignIn(address, {
      lookupCustomer: (value) => customers.getCustomerByEmailSalesChannel(value),
      channel: shopChannel,
    });
    return checkoutSignInOffer(address, start);
  }

  if (offer.step === 'code') {
    return (
      <div className="checkout-sign-in">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <SignInCodeForm
            intro={
              <>
                If <strong>{offer.email}</strong> has an account with us, we have emailed it a {offer.codeDigits}-digit code. It works for
                10 minutes. Or carry on as a guest below.
              </>
            }
            codeDigits={offer.codeDigits}
            resend={async () => {
              const next = await sendCode(offer.email);
              return next.step === 'code' ? null : next.problem;
            }}
            useAnotherEmail={() => setOffer({ step: 'offer', problem: null })}
            // The checkout reads the session when it loads: the signed-in shopper's cart, addresses and credit.
            signedIn={() => location.reload()}
            refusal={(answer) => (answer.kind === 'rateLimited' ? rateLimitedProblem(answer.retryAfterSeconds) : CHECKOUT_CODE_REFUSAL)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="checkout-sign-in">
      <p>Have an account? Sign in to use your credit and saved addresses: type your email below and we will email you a code.</p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={async () => {
          if (busy) return;
          const problem = checkoutSignInEmailProblem(email);
          if (problem) {
            setOffer({ step: 'offer', problem });
            return;
          }
          setBusy(true);
          try {
            setOffer(await sendCode(email.trim()));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Sending…' : 'Email me a sign-in code'}
      </button>
      <FormAlert message={offer.problem} />
    </div>
  );
}
