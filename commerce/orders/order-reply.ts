import type { Caller, CommerceContext } from '../context.ts';
import { orderDisclosure, type OrderViewer } from '../domain/order-disclosure.ts';
import { apiError } from '../errors.ts';
import { isDatabaseUnavailable } from '../store/database-unavailable.ts';
import { loadOrder, type StoredOrder } from './orders.store.ts';
import { presentOrder } from './order-view.ts';
import { receiptKeyOpens } from './receipt-keys.ts';

/** The order facts the disclosure rules read, from its row. */
export function disclosedFacts(stored: StoredOrder) {
  const { order } = stored;
  return {
    status: order.status,
    guest: order.guest,
    customerId: order.customer_id,
    customerEmail: order.customer_email,
    claimedBy: order.claimed_by_customer_id,
  };
}

interface ReplyProof {
  /** A receipt key the caller sent (getOrder's receiptKey); checked only when it could matter. */
  receiptKey?: string | null;
  /** placeOrder's newly issued key: it opens the order and goes back in the reply. */
  issuedReceiptKey?: string | null;
}

/**
 * An order as this caller may see it (domain/order-disclosure.ts): whole, as the customer who
 * claimed a guest order sees it, or as a receipt when it is a guest's order past the cart
 * and the caller proves nothing. Every reply that
 * carries an order read by id goes through here.
 */
export async function presentOrderTo(
  ctx: CommerceContext,
  viewer: OrderViewer,
  stored: StoredOrder,
  { errors = [], receiptKey = null, issuedReceiptKey = null }: ReplyProof & { errors?: readonly string[] } = {},
) {
  const disclosure = await disclosureTo(ctx, viewer, stored, { receiptKey, issuedReceiptKey });
  return presentOrder(stored, ctx.now(), { disclosure, errors, receiptKey: disclosure === 'full' ? issuedReceiptKey : null });
}

/** How much of the order this caller may see (domain/order-disclosure.ts), checking a sent receipt key only when it could matter. */
export async function disclosureTo(
  ctx: CommerceContext,
  viewer: OrderViewer,
  stored: StoredOrder,
  { receiptKey = null, issuedReceiptKey = null }: ReplyProof = {},
): Promise<'full' | 'claimed' | 'receipt'> {
  const facts = disclosedFacts(stored);
  const disclosure = orderDisclosure(facts, viewer, issuedReceiptKey !== null);
  if (disclosure !== 'full' && receiptKey) {
    return orderDisclosure(facts, viewer, await receiptKeyOpens(ctx.db, stored.order.id, receiptKey));
  }
  return disclosure;
}

/**
 * The reply to a call that changed an order: the order as it now stands, read afresh (totals,
 * shipments, history), with the problems the change found for the shopper.
 *
 * The change has committed by now. If the database goes away before the order can be read, the
 * answer must not be the 503 that tells a client to send the call again: an add sent twice is
 * added twice. It says the change was saved instead, and the client reads the order later.
 */
export async function replyWithOrder(ctx: CommerceContext, caller: Caller, orderId: string, errors: readonly string[] = []) {
  try {
    const stored = await loadOrder(ctx.db, caller, orderId);
    if (!stored) throw apiError('NOT_FOUND', 'That order does not exist.');
    return await presentOrderTo(ctx, caller, stored, { errors });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw apiError('CHANGE_SAVED', CHANGE_SAVED_MESSAGE);
  }
}

export const CHANGE_SAVED_MESSAGE = 'Your change was saved, but we could not show it just now. Please reload the page in a moment.';
