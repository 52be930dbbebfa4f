import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { requireScope, type CommerceContext, type Scope } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { loadOrder } from './orders.store.ts';
import type { Database } from '../store/tables.ts';
import { orderIdArg, quantityArg, salesChannelArg, skuIdArg, tenantArg } from '../args.ts';
import { addLine, changeCart } from './cart.service.ts';
import { presentOrder } from './order-view.ts';

/** Link ids are 16 random bytes, base64url: 22 characters. */
const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
const linkIdArg = z.string().regex(LINK_ID, 'must be the id of a basket link, as returned by createCartLink');
const createLinkArgs = z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg });
const createFromLinkArgs = z.object({ id: linkIdArg, tenant: tenantArg, salesChannel: salesChannelArg, gtagClientId: z.string().max(100).nullish() });
const reOrderArgs = z.object({
  input: z
    .array(
      z.object({
        orderId: orderIdArg.nullish(),
        skuId: skuIdArg,
        quantity: quantityArg,
        tenant: tenantArg,
        salesChannel: salesChannelArg,
        gtagClientId: z.string().max(100).nullish(),
      }),
    )
    .min(1, 'Send at least one line to reorder.')
    .max(50, 'Reorder at most 50 lines at once.'),
});

/**
 * Adds each line it can and says which it could not, instead of failing the whole copy: a
 * shared cart or an old order is still useful when one product has sold out.
 */
async function copyLines(tx: Transaction<Database>, ctx: CommerceContext, scope: Scope, orderId: string, lines: { skuId: string; name: string; quantity: number }[]) {
  const problems: string[] = [];
  for (const line of lines) {
    try {
      await addLine(tx, ctx, scope, orderId, line.skuId, line.quantity);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push(`${line.name}: ${error.message}`);
    }
  }
  return problems;
}

export const cartCopyMutations = {
  /** The link a shopper can share for their cart (one per cart, made on first request). */
  async createCartLink(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(createLinkArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    if (!(await loadOrder(ctx.db, caller, args.orderId))) throw apiError('NOT_FOUND', 'That cart does not exist.');
    await ctx.db
      .insertInto('cart_link')
      .values({ id: randomBytes(16).toString('base64url'), tenant_id: caller.tenantId, sales_channel_id: caller.salesChannelId, order_id: args.orderId, created_at: ctx.now() })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
    const link = await ctx.db.selectFrom('cart_link').select('id').where('order_id', '=', args.orderId).executeTakeFirstOrThrow();
    return { id: link.id, path: `/cart/${link.id}` };
  },

  async createOrderFromCartLink(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(createFromLinkArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const link = await ctx.db
      .selectFrom('cart_link')
      .select('order_id')
      .where('id', '=', args.id)
      .where('tenant_id', '=', caller.tenantId)
      .where('sales_channel_id', '=', caller.salesChannelId)
      .executeTakeFirst();
    const source = link ? await loadOrder(ctx.db, caller, link.order_id) : undefined;
    if (!source) throw apiError('NOT_FOUND', 'That basket link does not work any more. Ask for a new one.');
    // Only the products travel: the sharer's contact details and addresses stay theirs.
    const lines = source.items.map((item) => ({ skuId: item.product_id, name: item.name, quantity: item.quantity }));
    let problems: string[] = [];
    const orderId = await changeCart(ctx, caller, { newCart: { gtagClientId: args.gtagClientId ?? null } }, async (tx, order) => {
      problems = await copyLines(tx, ctx, caller, order.id, lines);
    });
    return presentOrder((await loadOrder(ctx.db, caller, orderId))!, ctx.now(), problems);
  },

  async reOrder(_: unknown, raw: unknown, ctx: CommerceContext) {
    const { input } = parseArgs(reOrderArgs, raw);
    const first = input[0]!;
    if (input.some((line) => line.tenant !== first.tenant || line.salesChannel !== first.salesChannel)) {
      throw apiError('BAD_USER_INPUT', 'All lines of a reorder must name the same tenant and sales channel.');
    }
    const caller = requireScope(ctx, first.tenant, first.salesChannel);
    const target = first.orderId ? { orderId: first.orderId } : { newCart: { gtagClientId: first.gtagClientId ?? null } };
    let problems: string[] = [];
    const orderId = await changeCart(ctx, caller, target, async (tx, order) => {
      problems = await copyLines(tx, ctx, caller, order.id, input.map((line) => ({ skuId: line.skuId, name: line.skuId, quantity: line.quantity })));
    });
    return presentOrder((await loadOrder(ctx.db, caller, orderId))!, ctx.now(), problems);
  },
};
