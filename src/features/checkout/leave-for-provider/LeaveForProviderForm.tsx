import { useStore } from '@nanostores/react';
import { instalmentPlanText, nearestPence } from '../../../../commerce/shared/index.ts';
import type { CardFormProps } from '../card-forms.tsx';
import { $paying, payment } from '../payment-store.ts';
import { useCardFormPage } from '../use-card-form-page.ts';
import { instalmentTermsOf } from './provider-terms.ts';

/**
 * A way to pay the shopper approves on the provider's own page (a redirect method): no fields
 * here, only what will happen and one button. The press starts the payment on the server, which
 * answers with the provider's page; the provider sends the shopper back to the return page (a
 * balance due paid from the order page: `payWith`, and back to that order's page). A
 * pay-in-parts method says what the shopper will pay and when, from the amount due the API gave.
 */
export function LeaveForProviderForm({ order, gateway, payWith }: CardFormProps) {
  const { message, alert } = useCardFormPage();
  const paying = useStore($paying);
  const terms = instalmentTermsOf(gateway);
  return (
    <div className="card-form" data-testid="leave-for-provider">
      {terms && (
        <p className="card-form__plan" data-testid="instalment-plan">
          {instalmentPlanText(nearestPence(order.amountDue), terms)} No interest.
        </p>
      )}
      <p className="field__hint">You will approve the payment on {gateway.name}'s own page, then come back here.</p>
      {message && (
        <p ref={alert} className="form-error" role="alert" tabIndex={-1} data-testid="payment-message">
          {message}
        </p>
      )}
      {/* Disabled while leaving: one press, one payment. */}
      <button
        type="button"
        className="button button--primary card-form__pay"
        disabled={paying}
        onClick={() => void (payWith ?? payment.pay)(gateway.id, null, gateway.name)}
      >
        {paying ? `Opening ${gateway.name}…` : `Continue to ${gateway.name}`}
      </button>
    </div>
  );
}
