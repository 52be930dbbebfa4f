import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { fullCreditAmount, parseCreditAmount } from './credit-amount.ts';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { $cartUpdating } from '../cart/cart-store.ts';
import { $checkoutShopper, signedInCheckout } from './signed-in-checkout.ts';
import { Field } from '../../lib/forms/Field.tsx';

/**
 * A signed-in customer's credit: use all of it that the order can take, a chosen amount, or
 * none. What is used and what is left to pay come back from the server with the order.
 */
export function CreditBox({ order, updating }: { order: CartOrder; updating: boolean }) {
  const shopper = useStore($checkoutShopper);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  if (shopper.kind !== 'signedIn' || shopper.customer.creditAmountTotal <= 0) return null;
  const balance = shopper.customer.creditAmountTotal;
  const busy = updating || undefined;
  // Credit goes only on the customer's own order, which it becomes at the details step.
  if (order.customer?.id !== shopper.customer.id) {
    return (
      <p className="field__hint" data-testid="credit-box">
        You have {formatPounds(balance)} credit. To use it on this order, continue from step 1 with your details.
      </p>
    );
  }
  const use = async (pounds: number) => {
    if ($cartUpdating.get()) return;
    setError(undefined);
    if (await signedInCheckout.setCredit(pounds)) setAmount('');
  };

  return (
    <section className="coupon-form" aria-labelledby={headingId} data-testid="credit-box">
      <h3 id={headingId}>Your credit</h3>
      <p>You have {formatPounds(balance)} credit.</p>
      {order.creditUsed > 0 && (
        <p className="applied-coupon">
          {formatPounds(order.creditUsed)} of your credit goes towards this order.{' '}
          <button type="button" className="link-button" aria-disabled={busy} onClick={() => void use(0)}>
            Remove<span className="visually-hidden"> credit from this order</span>
          </button>
        </p>
      )}
      <button type="button" className="button" aria-disabled={busy} onClick={() => void use(fullCreditAmount(balance, order.totalAmount))}>
        Use my credit
      </button>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const entry = parseCreditAmount(amount, balance);
          if (!entry.ok) {
            setError(entry.message);
            return;
          }
          void use(entry.amount);
        }}
      >
        <div className="field-inline field-inline--end">
          <Field label="Or use this much (£)" inputMode="decimal" autoComplete="off" value={amount} error={error} onValue={setAmount} />
          <button type="submit" className="button" aria-disabled={busy}>
            Use amount
          </button>
        </div>
      </form>
    </section>
  );
}
