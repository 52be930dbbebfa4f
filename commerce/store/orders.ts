import type { Kysely, Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import { deliveryConfig, type DeliveryConfig } from './delivery.ts';
import type { CouponRow, Database, OrderAddressRow, OrderItemRow, OrderRow, OrderShipmentTable } from './tables.ts';
import type { Selectable } from 'kysely';

export type StoredItem = OrderItemRow & { shipping_group: ShippingGroup };

export interface StoredOrder {
  order: OrderRow;
  /** Each line with how its product travels (a product since removed goes by parcel). */
  items: StoredItem[];
  /** What the shopper chose per shipment. */
  shipmentChoices: Selectable<OrderShipmentTable>[];
  delivery: DeliveryConfig;
  addresses: OrderAddressRow[];
  /** The coupon the order carries, as it is defined now; null when none (or since deleted). */
  coupon: CouponRow | null;
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
  return order ? withDetails(db, order) : undefined;
}

/** Reads a placed order by its number, inside the caller's tenant and channel. */
export async function loadOrderByNumber(db: Kysely<Database>, scope: Scope, orderNumber: number): Promise<StoredOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('tenant_id', '=', scope.tenantId)
    .where('sales_channel_id', '=', scope.salesChannelId)
    .executeTakeFirst();
  return order ? withDetails(db, order) : undefined;
}

async function withDetails(db: Kysely<Database>, order: OrderRow): Promise<StoredOrder> {
  const [items, addresses, coupon, shipmentChoices, delivery] = await Promise.all([
    db
      .selectFrom('order_item')
      .leftJoin('product', (join) => join.onRef('product.id', '=', 'order_item.product_id').on('product.tenant_id', '=', order.tenant_id))
      .selectAll('order_item')
      .select('product.shipping_group')
      .where('order_item.order_id', '=', order.id)
      .orderBy('order_item.position')
      .execute(),
    db.selectFrom('order_address').selectAll().where('order_id', '=', order.id).orderBy('address_type').orderBy('position').execute(),
    order.coupon_code
      ? db.selectFrom('coupon').selectAll().where('tenant_id', '=', order.tenant_id).where('code', '=', order.coupon_code).executeTakeFirst()
      : undefined,
    db.selectFrom('order_shipment').selectAll().where('order_id', '=', order.id).execute(),
    deliveryConfig(db, order.tenant_id),
  ]);
  return {
    order,
    items: items.map((item) => ({ ...item, shipping_group: item.shipping_group ?? 'parcel' })),
    addresses,
    coupon: coupon ?? null,
    shipmentChoices,
    delivery,
  };
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
