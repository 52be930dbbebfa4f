import type { ReactNode } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';

/**
 * One row of a `cart-totals` list: what the amount is, and the amount as the API sent it (the
 * basket, the checkout and a placed order add nothing up themselves). A deduction reads "−£5.00".
 */
export function TotalsRow({
  label,
  amount,
  deducted = false,
  className,
  testId,
}: {
  label: ReactNode;
  amount: number;
  deducted?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {deducted && '−'}
        {formatPounds(amount)}
      </dd>
    </div>
  );
}
