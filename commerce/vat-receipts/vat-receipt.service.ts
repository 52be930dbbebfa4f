import { standsAsSale } from '../domain/order-process.ts';
import { readSeller } from '../catalogue/index.ts';
import type { Caller, CommerceContext } from '../context.ts';
import { disclosureTo, loadOrder } from '../orders/index.ts';
import { chargeChangedSincePlacing, placingPayment } from './vat-receipt.store.ts';
import { presentVatReceipt } from './vat-receipt-view.ts';

/**
 * A placed order's VAT receipt, for whoever may see the order in full (the customer's ID
 * token; for a guest's order the receipt key of the browser that paid, or the one its
 * confirmation mail carries). It names the buyer and their billing address, so anyone else, and any order not
 * placed, gets null: the same answer as an order that does not exist.
 */
export async function openVatReceipt(ctx: CommerceContext, caller: Caller, orderId: string, receiptKey: string | null) {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored || !standsAsSale(stored.order.status)) return null;
  // Only in full: a guest order merely placed in a signed-in customer's email ('claimed') may
  // carry a stranger's name and address, which a receipt would print under the seller's VAT number.
  if ((await disclosureTo(ctx, caller, stored, { receiptKey })) !== 'full') return null;
  const [seller, payment, changed] = await Promise.all([
    readSeller(ctx.db, caller.tenantId),
    placingPayment(ctx.db, orderId),
    chargeChangedSincePlacing(ctx.db, orderId),
  ]);
  if (!seller) throw new Error(`Tenant ${caller.tenantId} has no seller identity: record it before issuing VAT receipts.`);
  if (!payment) throw new Error(`Order ${orderId} is placed without a succeeded payment.`);
  // The receipt states the order as it now is (after any edit of its lines): what it was charged
  // is the placing payment, moved by the edits' balances and refunds, and what is still due.
  const chargedPence = payment.amount_pence + changed + stored.order.balance_due_pence;
  return presentVatReceipt(stored, { seller, payment: { amountPence: chargedPence } });
}
