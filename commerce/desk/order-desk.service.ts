import type { Kysely } from 'kysely';
import type { StoredOrder } from '../orders/index.ts';
import type { Database } from '../store/tables.ts';
import type { DeskOrder } from './order-desk-view.ts';
import type { TimedSlot } from '../domain/delivery/methods.ts';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import type { OrderSearch } from '../domain/order-search.ts';
import { nextSearchCursor } from '../domain/order-search.ts';
import {
  listDeskOrders,
  loadPlacedOrder,
  orderRefunds,
  placingPayment,
  providerPaymentsOf,
  searchDeskOrders,
  type DeskQuery,
} from './order-desk.store.ts';
import { balancePaymentsOf } from '../payments/index.ts';
import { promisedShipments, shipmentStatuses, shipmentsAsOf } from './order-moves.service.ts';

/** What the desk shows of one stored order besides the order itself: its refunds, what the card paid, the balances paid. */
async function withPayments(db: Kysely<Database>, stored: StoredOrder): Promise<DeskOrder> {
  const [refunds, payment, balancePayments, providerPayments] = await Promise.all([
    orderRefunds(db, stored.order.id),
    placingPayment(db, stored.order.id),
    balancePaymentsOf(db, stored.order.id),
    providerPaymentsOf(db, stored.order.id),
  ]);
  return {
    stored,
    refunds,
    paidByCardPence: payment?.amount_pence ?? 0,
    placingAttemptId: payment?.id ?? null,
    balancePayments,
    providerPayments,
  };
}

export async function deskOrder(db: Kysely<Database>, tenantId: string, orderId: string): Promise<DeskOrder | undefined> {
  const stored = await loadPlacedOrder(db, tenantId, orderId);
  return stored ? withPayments(db, stored) : undefined;
}

export async function deskOrders(db: Kysely<Database>, query: DeskQuery): Promise<DeskOrder[]> {
  const stored = await listDeskOrders(db, query);
  return Promise.all(stored.map((order) => withPayments(db, order)));
}

/** One page of a desk search, and where the next starts (null: this is the last). */
export async function searchOrders(
  db: Kysely<Database>,
  query: { tenantId: string; search: OrderSearch; beforeNumber: number | null; pageSize: number },
): Promise<{ orders: DeskOrder[]; nextCursor: string | null }> {
  // One more than the page shows: whether it is there says whether there is a next page.
  const stored = await searchDeskOrders(db, { ...query, limit: query.pageSize + 1 });
  const nextCursor = nextSearchCursor(
    stored.map((order) => order.order.order_number ?? 0),
    query.pageSize,
  );
  return { orders: await Promise.all(stored.slice(0, query.pageSize).map((order) => withPayments(db, order))), nextCursor };
}

/**
 * The days and slots a shipment still waiting may move to: those its method offers a customer
 * booking today. Undefined when the shop has no such placed order.
 */
export async function shipmentDays(
  db: Kysely<Database>,
  tenantId: string,
  orderId: string,
  key: ShipmentKey,
  now: Date,
): Promise<{ dates: string[]; slots: TimedSlot[] } | undefined> {
  const stored = await loadPlacedOrder(db, tenantId, orderId);
  if (!stored) return undefined;
  const promised = promisedShipments(stored);
  if (shipmentStatuses(stored, promised).get(key) !== 'awaitingDispatch') return { dates: [], slots: [] };
  const plan = shipmentsAsOf(stored, now).find((candidate) => candidate.key === key);
  const quote = plan?.shippingMethod;
  if (!quote) return { dates: [], slots: [] };
  const rule = stored.delivery.methods.find((method) => method.id === quote.methodId);
  return { dates: [...quote.estDeliveryDates], slots: rule?.timedEnabled ? [...rule.timedConfig] : [] };
}
