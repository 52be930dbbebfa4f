import type { Caller, CommerceContext } from '../context.ts';
import { apiError } from '../errors.ts';
import { cartLinkFor, linesOfLink } from './cart-links.store.ts';
import { changeCart, copyLines, type CartTarget } from './cart.service.ts';
import { loadOrder } from '../orders/index.ts';

interface CopiedCart {
  orderId: string;
  /** The lines that could not be copied, each with why, in the shopper's words. */
  problems: string[];
}

/** The link a shopper can share for their cart (one per cart, made on first request). */
export async function shareCart(ctx: CommerceContext, caller: Caller, orderId: string): Promise<{ id: string; path: string }> {
  if (!(await loadOrder(ctx.db, caller, orderId))) throw apiError('NOT_FOUND', 'That cart does not exist.');
  const id = await cartLinkFor(ctx.db, caller, orderId, ctx.now());
  return { id, path: `/cart/${id}` };
}

/** A new cart with the products of a shared one. */
export async function cartFromLink(ctx: CommerceContext, caller: Caller, linkId: string, gtagClientId: string | null): Promise<CopiedCart> {
  // Only the products travel: the sharer's contact details and addresses stay theirs, and a
  // signed-in sharer's cart still answers only to them.
  const lines = await linesOfLink(ctx.db, caller, linkId);
  if (!lines) throw apiError('NOT_FOUND', 'That basket link does not work any more. Ask for a new one.');
  return copyInto(ctx, caller, { newCart: { gtagClientId } }, lines);
}

/** Puts the lines of an earlier order into a cart (the given one, or a new one). */
export async function reorder(
  ctx: CommerceContext,
  caller: Caller,
  target: CartTarget,
  lines: readonly { skuCode: string; quantity: number }[],
): Promise<CopiedCart> {
  return copyInto(
    ctx,
    caller,
    target,
    lines.map((line) => ({ skuCode: line.skuCode, name: line.skuCode, quantity: line.quantity })),
  );
}

async function copyInto(
  ctx: CommerceContext,
  caller: Caller,
  target: CartTarget,
  lines: { skuCode: string; name: string; quantity: number }[],
): Promise<CopiedCart> {
  let problems: string[] = [];
  const orderId = await changeCart(ctx, caller, target, async (tx, order) => {
    problems = await copyLines(tx, ctx, caller, order.id, lines);
  });
  return { orderId, problems };
}
