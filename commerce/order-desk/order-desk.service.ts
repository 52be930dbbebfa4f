import type { Kysely } from 'kysely';
import type { StoredOrder } from '../orders/orders.store.ts';
import type { Database } from '../store/tables.ts';
import type { DeskOrder } from './order-desk-view.ts';
import { listDeskOrders, loadPlacedOrder, orderRefunds, placingPayment, type DeskQuery } from './order-desk.store.ts';

/** What the desk shows of one stored order besides the order itself: its refunds and what the card paid. */
async function withPayments(db: Kysely<Database>, stored: StoredOrder): Promise<DeskOrder> {
  const [refunds, payment] = await Promise.all([orderRefunds(db, stored.order.id), placingPayment(db, stored.order.id)]);
  return { stored, refunds, paidByCardPence: payment?.amount_pence ?? 0 };
}

export async function deskOrder(db: Kysely<Database>, tenantId: string, orderId: string): Promise<DeskOrder | undefined> {
  const stored = await loadPlacedOrder(db, tenantId, orderId);
  return stored ? withPayments(db, stored) : undefined;
}

export async function deskOrders(db: Kysely<Database>, query: DeskQuery): Promise<DeskOrder[]> {
  const stored = await listDeskOrders(db, query);
  return Promise.all(stored.map((order) => withPayments(db, order)));
}
