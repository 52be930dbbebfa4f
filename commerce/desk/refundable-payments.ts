import { providerPaymentWay, refundablePayments } from '../domain/refunds.ts';
import type { DeskOrder, PaymentWays } from './order-desk-view.ts';

/**
 * What each payment a provider took can still give back, from the stored payments and refunds: the
 * refund form lists these, and a cancellation refunds them, so the two never count differently.
 */
export function storedRefundablePayments(
  orderPaidWith: string | null,
  providerPayments: DeskOrder['providerPayments'],
  refunds: DeskOrder['refunds'],
  ways: PaymentWays,
) {
  return refundablePayments(
    providerPayments.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      paidWith: providerPaymentWay({ purpose: payment.purpose, gatewayType: payment.gateway_type }, orderPaidWith, (type) =>
        ways.paidWith(type),
      ),
      amountPence: payment.amount_pence,
    })),
    refunds.map((refund) => ({ attemptId: refund.attempt_id, amountPence: refund.amount_pence, status: refund.status })),
  );
}
