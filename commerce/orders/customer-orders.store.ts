import { sql, type Kysely } from 'kysely';
import type { OrderStatus } from '../domain/order-process.ts';
import { loadOrder, type StoredOrder } from './orders.store.ts';
import type { Database } from '../store/tables.ts';
import { guestOrder, inScope } from '../store/scope.ts';
import type { CustomerScope } from '../context.ts';

/**
 * Where a page of a customer's orders starts: just after this order in the list's order
 * (created_at desc, id desc). `createdAt` keeps the database's microseconds, which a JS Date
 * would round away, so no order is skipped or shown twice at a page boundary.
 */
export interface OrderListPosition {
  createdAt: string;
  id: string;
}

interface OrderListQuery {
  /** One status, or null for every order that has left the cart. */
  status: string | null;
  limit: number;
  after: OrderListPosition | null;
}

interface OrderListPage {
  orders: StoredOrder[];
  /** Where the next page starts, or null on the last page. */
  next: OrderListPosition | null;
}

/**
 * The customer's orders, newest first: their own, and the guest orders (never carts) they claimed
 * through the link in its confirmation (orders/order-claims.service.ts). A guest order that only
 * carries their email is not theirs: anyone can type an email at checkout. One query over both
 * kinds, so the paging position (created_at, id) runs across them.
 */
export async function listCustomerOrders(db: Kysely<Database>, owner: CustomerScope, query: OrderListQuery): Promise<OrderListPage> {
  let select = db
    .selectFrom('orders')
    .select(['id', sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_at_text')])
    .where(inScope(owner))
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', owner.customerId),
        eb.and([guestOrder()(eb), eb('claimed_by_customer_id', '=', owner.customerId), eb('status', '!=', 'shoppingCart')]),
      ]),
    );
  // An open cart is not part of the order history unless asked for by its status.
  // A status the process does not know simply matches no order.
  select = query.status ? select.where('status', '=', query.status as OrderStatus) : select.where('status', '!=', 'shoppingCart');
  // A product page's express cart is never a basket of theirs: it shows once it is an order.
  select = select.where((eb) => eb.or([eb('express_cart', '=', false), eb('status', '!=', 'shoppingCart')]));
  if (query.after) {
    select = select.where(sql<boolean>`(created_at, id) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`);
  }
  // One row more than the page shows tells whether there is a next page.
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const pageRows = rows.slice(0, query.limit);
  // Loaded the way every other order reply is, so the list shows exactly what getOrder would.
  const loaded = await Promise.all(pageRows.map((row) => loadOrder(db, owner, row.id)));
  const orders = loaded.filter((order): order is StoredOrder => order !== undefined);
  const last = pageRows.at(-1);
  return { orders, next: rows.length > query.limit && last ? { createdAt: last.created_at_text, id: last.id } : null };
}
