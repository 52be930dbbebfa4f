import { formatPounds } from '../../../commerce/shared/index.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';

/**
 * What is still to pay after the shop changed the order's items, and what for; or, straight after
 * paying it (`justPaid`), that nothing is. The way to pay it sits below the order (its own island).
 */
export function BalanceDue({ order, justPaid }: { order: Pick<OrderDetails, 'balanceDue' | 'balanceDueFor'>; justPaid: boolean }) {
  if (order.balanceDue > 0) {
    return (
      <div className="order-balance" data-testid="order-balance-due">
        <p>
          <strong>{formatPounds(order.balanceDue)} still to pay</strong>
        </p>
        <p className="field__hint">
          For the change we made to your items{order.balanceDueFor ? `: ${order.balanceDueFor}` : ''}. Please pay it before your delivery.
        </p>
      </div>
    );
  }
  if (!justPaid) return null;
  return (
    <p className="order-placed" role="status" data-testid="order-balance-paid">
      Thank you: your payment went through, and there is nothing left to pay. We have emailed you a receipt.
    </p>
  );
}
