import { z } from 'zod';
import { salesChannelArg, tenantArg } from '../args.ts';
import type { CommerceContext, CustomerScope } from '../context.ts';
import { decodeCursor, encodeCursor, requireSignedIn } from '../customers/index.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { listCustomerOrders, type OrderListPosition } from './customer-orders.store.ts';
import { presentOrderTo } from './order-reply.ts';

/**
 * A signed-in customer's order history (getCustomerOrders). It lives with the orders, not the
 * account: it reads and presents orders exactly as every other order reply does, and the
 * customers feature sits below orders, so it may not reach up for them.
 */

const scoped = { tenant: tenantArg, salesChannel: salesChannelArg };
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const ORDERS_PAGE_DEFAULT = 10;
const ORDERS_PAGE_MAX = 50;
const getCustomerOrdersArgs = z.object({
  ...scoped,
  // An empty status is read as "any", as a form's blank filter sends it.
  status: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,40}$/, 'must be an order status, such as placed')
    .nullish(),
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, `must be 1 to ${ORDERS_PAGE_MAX}`)
    .max(ORDERS_PAGE_MAX, `must be 1 to ${ORDERS_PAGE_MAX}`)
    .nullish(),
  nextToken: text(2000).nullish(),
});

/** What a nextToken carries, signed: where the page starts, and whose list with which filter it belongs to. */
const orderListCursor = z.object({
  kind: z.literal('customerOrders'),
  customerId: z.string(),
  status: z.string().nullable(),
  createdAt: z.iso.datetime({ precision: 6 }),
  id: z.uuid(),
});
type OrderListCursor = z.infer<typeof orderListCursor>;

// ---- Page links for getCustomerOrders.

const INVALID_PAGE_LINK = 'That page link is no longer valid.';

function readPageLink(ctx: CommerceContext, token: string, owner: CustomerScope, status: string | null): OrderListPosition {
  const parsed = orderListCursor.safeParse(decodeCursor(ctx.cursorSecret, token));
  // A link from another customer's list or another filter would start this list at a wrong place.
  if (!parsed.success || parsed.data.customerId !== owner.customerId || parsed.data.status !== status) {
    throw apiError('BAD_USER_INPUT', INVALID_PAGE_LINK, { field: 'nextToken' });
  }
  return { createdAt: parsed.data.createdAt, id: parsed.data.id };
}

function makePageLink(ctx: CommerceContext, owner: CustomerScope, status: string | null, position: OrderListPosition): string {
  const cursor: OrderListCursor = { kind: 'customerOrders', customerId: owner.customerId, status, ...position };
  return encodeCursor(ctx.cursorSecret, cursor);
}

export const customerOrderQueries = {
  async getCustomerOrders(_, raw, ctx) {
    const args = parseArgs(getCustomerOrdersArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    const viewer = { customerId: owner.customerId, email: ctx.caller?.email ?? null };
    const status = args.status || null;
    const after = args.nextToken ? readPageLink(ctx, args.nextToken, owner, status) : null;
    const page = await listCustomerOrders(ctx.db, owner, { status, limit: args.limit ?? ORDERS_PAGE_DEFAULT, after });
    return {
      data: await Promise.all(page.orders.map((order) => presentOrderTo(ctx, viewer, order))),
      nextToken: page.next ? makePageLink(ctx, owner, status, page.next) : null,
    };
  },
} satisfies QueryResolvers;
