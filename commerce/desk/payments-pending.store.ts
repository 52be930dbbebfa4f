import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** What the desk's payments list shows of an order: who to call, what is in it, where it stands. */
export interface PaymentOrderFacts {
  id: string;
  orderNumber: number | null;
  status: Database['orders']['status'];
  paymentStatus: Database['orders']['payment_status'];
  balanceDuePence: number;
  placedAt: Date | null;
  customerName: string | null;
  email: string | null;
  phone: string | null;
  items: { name: string; quantity: number }[];
}

const ORDER_COLUMNS = [
  'id',
  'order_number',
  'status',
  'payment_status',
  'balance_due_pence',
  'placed_at',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
] as const;

/**
 * The tenant's orders among `ids`, and its placed orders with a balance due (at most `limit` of
 * those, oldest placed first), with their lines. Another shop's order among `ids` is not read.
 */
export async function paymentOrderFacts(
  db: Kysely<Database>,
  tenantId: string,
  { ids, limit }: { ids: readonly string[]; limit: number },
): Promise<PaymentOrderFacts[]> {
  const [named, owing] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('orders')
          .select(ORDER_COLUMNS)
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', [...ids])
          .execute(),
    db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('balance_due_pence', '>', 0)
      .where('placed_at', 'is not', null)
      .where('status', '!=', 'cancelled')
      .orderBy('placed_at')
      .limit(limit)
      .execute(),
  ]);
  const orders = new Map([...named, ...owing].map((order) => [order.id, order]));
  if (orders.size === 0) return [];
  const lines = await db
    .selectFrom('order_item')
    .select(['order_id', 'name', 'quantity'])
    .where('order_id', 'in', [...orders.keys()])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  return [...orders.values()].map((order) => ({
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    paymentStatus: order.payment_status,
    balanceDuePence: order.balance_due_pence,
    placedAt: order.placed_at ? new Date(order.placed_at) : null,
    customerName: [order.customer_first_name, order.customer_last_name].filter(Boolean).join(' ') || null,
    email: order.customer_email,
    phone: order.customer_phone,
    items: lines.filter((line) => line.order_id === order.id).map((line) => ({ name: line.name, quantity: line.quantity })),
  }));
}
