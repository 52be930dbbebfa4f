import type { Kysely, Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import { creditBalancePence } from '../customers/customers.store.ts';
import { deliveryConfig, type DeliveryConfig } from '../delivery/delivery.store.ts';
import type { CouponRow, Database, OrderAddressRow, OrderHistoryTable, OrderItemRow, OrderRow, OrderShipmentTable, PaymentAttemptRow } from '../store/tables.ts';
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
  /** Oldest first; empty for a cart that was never paid for. */
  history: Selectable<OrderHistoryTable>[];
  /** The payment in flight (a 3-D Secure challenge waiting), if any. */
  openAttempt: Pick<PaymentAttemptRow, 'id' | 'status' | 'redirect_url'> | null;
  credit: OrderCredit;
}

/**
 * Store credit and the order: a cart may ask to use some of the customer's balance; once
 * payment starts the credit is spent (a ledger row against the order) and that is what counts.
 */
export type OrderCredit =
  | { kind: 'none' }
  | { kind: 'requested'; requestedPence: number; balancePence: number }
  | { kind: 'spent'; pence: number };

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

export const PAYMENT_PENDING_STATUS = 'paymentPending';
export const PLACED_STATUS = 'placed';

async function withDetails(db: Kysely<Database>, order: OrderRow): Promise<StoredOrder> {
  // A cart that never went to payment has no history, attempts or spent credit: skip the reads.
  const everPaid = order.status !== CART_STATUS || order.payment_status !== 'notPaid';
  const [items, addresses, coupon, shipmentChoices, delivery, history, openAttempt, credit] = await Promise.all([
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
    everPaid ? db.selectFrom('order_history').selectAll().where('order_id', '=', order.id).orderBy('seq').execute() : [],
    everPaid
      ? db.selectFrom('payment_attempt').select(['id', 'status', 'redirect_url']).where('order_id', '=', order.id).where('status', 'in', ['started', 'requiresAction']).executeTakeFirst()
      : undefined,
    orderCredit(db, order),
  ]);
  return {
    order,
    items: items.map((item) => ({ ...item, shipping_group: item.shipping_group ?? 'parcel' })),
    addresses,
    coupon: coupon ?? null,
    shipmentChoices,
    delivery,
    history,
    openAttempt: openAttempt ?? null,
    credit,
  };
}

async function orderCredit(db: Kysely<Database>, order: OrderRow): Promise<OrderCredit> {
  if (!order.customer_id) return { kind: 'none' };
  if (order.status !== CART_STATUS) {
    const spent = await db.selectFrom('customer_credit').select('amount_pence').where('order_id', '=', order.id).where('amount_pence', '<', 0).executeTakeFirst();
    return spent ? { kind: 'spent', pence: -spent.amount_pence } : { kind: 'none' };
  }
  if (!order.credit_requested_pence) return { kind: 'none' };
  return { kind: 'requested', requestedPence: order.credit_requested_pence, balancePence: await creditBalancePence(db, order.customer_id) };
}

/** Just the order's status, inside the caller's tenant and channel; undefined when there is no such order. */
export async function orderStatus(db: Kysely<Database>, scope: Scope, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .where('tenant_id', '=', scope.tenantId)
    .where('sales_channel_id', '=', scope.salesChannelId)
    .executeTakeFirst();
  return row?.status;
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
