import type { Kysely, Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import type { Database, OrderItemRow, OrderRow } from './tables.ts';

export interface StoredOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

export const CART_STATUS = 'shoppingCart';

/** Reads an order inside the caller's tenant and channel; another tenant's order is "not found". */
export async function loadOrder(db: Kysely<Database>, scope: Scope, orderId: string): Promise<StoredOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('tenant_id', '=', scope.tenantId)
    .where('sales_channel_id', '=', scope.salesChannelId)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db.selectFrom('order_item').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
  return { order, items };
}

/** Locks the order row for the rest of the transaction so concurrent edits queue behind it. */
export async function lockOrder(tx: Transaction<Database>, scope: Scope, orderId: string): Promise<OrderRow | undefined> {
  return tx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('tenant_id', '=', scope.tenantId)
    .where('sales_channel_id', '=', scope.salesChannelId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The guarded update every order change ends with: it succeeds only if the order still has
 * the status and version the change was computed from. Returns false when someone else won.
 */
export async function bumpOrderVersion(
  tx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'version' | 'status'>,
  now: Date,
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set({ version: order.version + 1, updated_at: now })
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .where('status', '=', order.status)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
