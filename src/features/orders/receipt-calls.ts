import { execute, type TransportSource } from '../../lib/commerce/client.ts';
import { GetVatReceiptDocument, type GetVatReceiptQuery } from '../../lib/commerce/gql/graphql.ts';
import { orNull, type FailureListener } from '../../lib/commerce/outcome.ts';
import type { ShopChannel } from '../../lib/channel.ts';

/** A placed order's VAT receipt as the receipt page prints it. */
export type VatReceipt = NonNullable<GetVatReceiptQuery['getVatReceipt']>;

/**
 * The receipt page's one call. Like getOrderDetails it goes with the customer's ID token when
 * signed in, and carries the guest browser's receipt key: the receipt names the buyer and their
 * billing address, so the server answers it to no one else (null, as for no such order).
 */
export function receiptCalls(transport: TransportSource, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getVatReceipt: (orderId: string, receiptKey: string | null, onError?: FailureListener): Promise<VatReceipt | null> =>
      orNull(
        'getVatReceipt',
        async () => (await execute(transport, GetVatReceiptDocument, { orderId, receiptKey, tenant, salesChannel })).getVatReceipt,
        onError,
      ),
  };
}
