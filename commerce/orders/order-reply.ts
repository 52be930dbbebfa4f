import type { Caller, CommerceContext } from '../context.ts';
import { apiError } from '../errors.ts';
import { loadOrder } from './orders.store.ts';
import { presentOrder } from './order-view.ts';

/**
 * The reply to a call that changed an order: the order as it now stands, read afresh (totals,
 * shipments, history), with the problems the change found for the shopper.
 */
export async function replyWithOrder(ctx: CommerceContext, scope: Caller, orderId: string, errors: readonly string[] = []) {
  const stored = await loadOrder(ctx.db, scope, orderId);
  if (!stored) throw apiError('NOT_FOUND', 'That order does not exist.');
  return presentOrder(stored, ctx.now(), errors);
}
