import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import { type BalancePaymentStateFragment, CheckBalancePaymentDocument, PayBalanceDocument } from './gql/graphql.ts';
import { type FailureListener, orNull } from './outcome.ts';

/** Where a payment of an order's balance due stands, as payBalance and checkBalancePayment answer it. */
export type BalancePaymentReply = BalancePaymentStateFragment;

/**
 * Paying the balance due a change of a placed order's items left, from the order page. Only the
 * order's owner is answered: the customer's token (the transport), or a guest's receipt key.
 */
export function balancePaymentCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    /** paymentData is the JSON string of the checkout's payment-data.ts, with the balance as the amount seen. */
    payBalance: (orderId: string, paymentGatewayId: string, paymentData: string, receiptKey: string | null, onError?: FailureListener) =>
      orNull(
        'payBalance',
        async () =>
          (await execute(transport, PayBalanceDocument, { orderId, paymentGatewayId, paymentData, receiptKey, tenant, salesChannel }))
            .payBalance,
        onError,
      ),
    /** Settles the balance's payment in flight (back from 3-D Secure) and says where it stands. */
    checkBalancePayment: (orderId: string, receiptKey: string | null, onError?: FailureListener) =>
      orNull(
        'checkBalancePayment',
        async () =>
          (await execute(transport, CheckBalancePaymentDocument, { orderId, receiptKey, tenant, salesChannel })).checkBalancePayment,
        onError,
      ),
  };
}

export type BalancePaymentCalls = ReturnType<typeof balancePaymentCalls>;
