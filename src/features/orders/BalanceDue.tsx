import { formatPounds } from '../../../commerce/shared/index.ts';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { orderDateTime } from './order-text.ts';

/**
 * What is still to pay after the shop changed the order's items, and what for; or, straight after
 * paying it (`justPaid`), that nothing is. The way to pay it sits below the order (its own island).
 */
export function BalanceDue({
  order,
  justPaid,
}: {
  order: Pick<OrderDetails, 'balanceDue' | 'balanceDueFor' | 'balancesPaid'>;
  justPaid: boolean;
}) {
  return (
    <>
      <BalanceOwed order={order} justPaid={justPaid} />
      <BalancesPaid paid={order.balancesPaid} />
    </>
  );
}

/** Each balance paid so far, with how: the customer sees the way they chose (PayPal, Apple Pay, card…). */
function BalancesPaid({ paid }: { paid: OrderDetails['balancesPaid'] }) {
  if (paid.length === 0) return null;
  return (
    <ul className="order-balance-paid" data-testid="order-balances-paid">
      {paid.map((payment) => (
        <li key={payment.paidAt}>
          Balance of {formatPounds(payment.amount)} paid by {payment.paidWith} on {orderDateTime(payment.paidAt)}.
        </li>
      ))}
    </ul>
  );
}

function BalanceOwed({ order, justPaid }: { order: Pick<OrderDetails, 'balanceDue' | 'balanceDueFor'>; justPaid: boolean }) {
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
