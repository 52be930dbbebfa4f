import type { StorageLike } from '../../lib/browser-storage.ts';
import { withFailure } from '../../lib/commerce/outcome.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { orderLookup, type OrderLookup } from './order-view.ts';
import { receiptCalls, type VatReceipt } from './receipt-calls.ts';
import { receiptKeyFor, receiptKeyStorage } from './receipt-keys.ts';

export interface ReceiptViewDeps {
  calls: Pick<ReturnType<typeof receiptCalls>, 'getVatReceipt'>;
  storage: () => StorageLike | null;
}

/** The receipt page's read: found, "no such order" (a stranger's, a cart's, a missing one alike), or a failure worth retrying. */
export function createReceiptView(deps: ReceiptViewDeps) {
  return {
    loadReceipt: async (orderId: string): Promise<OrderLookup<VatReceipt>> =>
      orderLookup(...(await withFailure((onError) => deps.calls.getVatReceipt(orderId, receiptKeyFor(deps.storage(), orderId), onError)))),
  };
}

export const receiptView = createReceiptView({ calls: receiptCalls(shopperTransport, shopChannel), storage: receiptKeyStorage });

/** A VAT rate as printed: "5%", "20%", "0%". */
export function vatRateText(rate: number): string {
  return `${rate}%`;
}
