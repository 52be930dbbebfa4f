import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderStatus } from '../domain/order-process.ts';
import type { OrderSearch } from '../domain/order-search.ts';
import type { ShipmentStatus } from '../domain/shipment-status.ts';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import type { DeliveryVatPart } from '../domain/pricing/delivery-vat.ts';
import type { RefundOf } from '../domain/refunds.ts';
import { loadDetails, type StoredOrder } from '../orders/index.ts';
import type { GatewayType } from '../payments/index.ts';
import type { Database, OrderRow, RefundStatus } from '../store/tables.ts';

/**
 * The orders desk's reads and writes. Staff see every order of their tenant, in every sales
 * channel, whoever it belongs to; a shopper's scope rules (store/scope.ts) are not theirs.
 */

/** An order of the tenant that has been placed, with the rest of it; undefined when there is none. */
export async function loadPlacedOrder(db: Kysely<Database>, tenantId: string, orderId: string): Promise<StoredOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .where('placed_at', 'is not', null)
    .executeTakeFirst();
  return order ? loadDetails(db, order) : undefined;
}

/** Locks a placed order of the tenant for the rest of the transaction, so staff moves on it queue. */
export async function lockPlacedOrder(tx: Transaction<Database>, tenantId: string, orderId: string): Promise<OrderRow | undefined> {
  return tx
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .where('placed_at', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
}

export interface DeskQuery {
  tenantId: string;
  statuses: readonly OrderStatus[] | null;
  /**
   * Orders with a shipment due to arrive (delivery) or leave (dispatch) on this ISO day, or on
   * any day from it to `until` (included) when given.
   */
  day: { date: string; until?: string; kind: 'delivery' | 'dispatch' } | null;
  limit: number;
}

/** The placed orders a desk list shows, oldest placed first (the order they were promised in). */
export async function listDeskOrders(db: Kysely<Database>, query: DeskQuery): Promise<StoredOrder[]> {
  let select = db
    .selectFrom('orders')
    .selectAll('orders')
    .where('orders.tenant_id', '=', query.tenantId)
    .where('orders.placed_at', 'is not', null);
  if (query.statuses) select = select.where('orders.status', 'in', [...query.statuses]);
  const day = query.day;
  if (day) {
    const column = day.kind === 'delivery' ? 'order_shipment.delivery_date' : 'order_shipment.dispatch_date';
    // A cancelled order's stock and money went back: nothing of it is loaded or delivered that day,
    // so it stays off the van run, its print and the drivers' CSV.
    select = select.where('orders.status', '!=', 'cancelled');
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_shipment')
          .select(sql.lit(1).as('one'))
          .whereRef('order_shipment.order_id', '=', 'orders.id')
          .where(column, '>=', day.date)
          .where(column, '<=', day.until ?? day.date),
      ),
    );
  }
  const rows = await select.orderBy('orders.placed_at').orderBy('orders.order_number').limit(query.limit).execute();
  return Promise.all(rows.map((row) => loadDetails(db, row)));
}

/**
 * Moves one shipment from the status it was read in to the next, with the instant it happened.
 * Guarded on the old status, so of two staff dispatching the same van only one moves it.
 */
export async function moveShipmentRow(
  tx: Transaction<Database>,
  orderId: string,
  key: ShipmentKey,
  change: { from: ShipmentStatus; to: ShipmentStatus; at: Date },
): Promise<boolean> {
  const stamp = change.to === 'dispatched' ? { dispatched_at: change.at } : change.to === 'delivered' ? { delivered_at: change.at } : {};
  // A shipment placed before its row existed (defaults only) gets one now.
  await tx
    .insertInto('order_shipment')
    .values({ order_id: orderId, shipment_key: key, method_id: null, delivery_date: null, timed_code: null, dispatch_date: null })
    .onConflict((oc) => oc.columns(['order_id', 'shipment_key']).doNothing())
    .execute();
  const result = await tx
    .updateTable('order_shipment')
    .set({ status: change.to, ...stamp })
    .where('order_id', '=', orderId)
    .where('shipment_key', '=', key)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The carrier's tracking number and page staff gave when the shipment left (the dispatch mail carries them). */
export async function setShipmentTracking(
  tx: Transaction<Database>,
  orderId: string,
  key: ShipmentKey,
  tracking: { number: string; url: string | null },
): Promise<void> {
  await tx
    .updateTable('order_shipment')
    .set({ tracking_number: tracking.number, tracking_url: tracking.url })
    .where('order_id', '=', orderId)
    .where('shipment_key', '=', key)
    .execute();
}

/** The payment that placed the order (not a later payment of a balance due): what a refund goes back to. */
export async function placingPayment(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payment_attempt')
    .select(['id', 'gateway_id', 'amount_pence', 'currency_code', 'provider_ref', 'stock_holds'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .where('purpose', '=', 'order')
    .executeTakeFirst();
}

/**
 * What has gone back to the card (succeeded) and, unless `settledOnly`, what is on its way
 * there (pending): a new refund must leave room for those too. With `attemptId`, only the refunds
 * of that one payment (the placing payment, or one online balance payment).
 */
export async function refundedPence(
  db: Kysely<Database>,
  orderId: string,
  { settledOnly = false, attemptId }: { settledOnly?: boolean; attemptId?: string } = {},
): Promise<number> {
  let query = db
    .selectFrom('order_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_pence'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderId)
    .where('status', 'in', settledOnly ? ['succeeded'] : ['pending', 'succeeded']);
  if (attemptId) query = query.where('attempt_id', '=', attemptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The order's balance payments made online that the provider took, oldest first: each may be refunded through it. */
export async function onlineBalanceAttempts(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payment_attempt')
    .select(['id', 'gateway_id', 'amount_pence', 'currency_code', 'provider_ref'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .where('purpose', '=', 'balance')
    .orderBy('created_at')
    .execute();
}

/**
 * Every payment of the order a provider took, the placing one first then each balance paid
 * online, with its provider's type (which names how it was paid): the desk refunds through these.
 */
export async function providerPaymentsOf(db: Kysely<Database>, orderId: string) {
  return (
    db
      .selectFrom('payment_attempt as attempt')
      .innerJoin('orders', 'orders.id', 'attempt.order_id')
      .leftJoin('payment_gateway as gateway', (join) =>
        join.onRef('gateway.id', '=', 'attempt.gateway_id').onRef('gateway.tenant_id', '=', 'orders.tenant_id'),
      )
      .select(['attempt.id', 'attempt.purpose', 'attempt.amount_pence', 'attempt.created_at', 'gateway.type as gateway_type'])
      .where('attempt.order_id', '=', orderId)
      .where('attempt.status', '=', 'succeeded')
      .where('attempt.amount_pence', '>', 0)
      // The placing payment first ('order' sorts after 'balance'), then the balances as they were paid.
      .orderBy('attempt.purpose', 'desc')
      .orderBy('attempt.created_at')
      .orderBy('attempt.id')
      .execute()
  );
}

/** One payment of an order that the provider took (placing or balance): the one a refund goes back through. */
export async function paidAttempt(db: Kysely<Database>, orderId: string, attemptId: string) {
  return db
    .selectFrom('payment_attempt')
    .select(['id', 'gateway_id', 'amount_pence', 'currency_code', 'provider_ref', 'purpose'])
    .where('order_id', '=', orderId)
    .where('id', '=', attemptId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
}

/** The delivery refunds of an order made or on their way, each with its VAT by rate. */
export async function deliveryRefunds(db: Kysely<Database>, orderId: string): Promise<DeliveryVatPart[]> {
  const rows = await db
    .selectFrom('order_refund')
    .select('vat_by_rate')
    .where('order_id', '=', orderId)
    .where('refund_of', '=', 'delivery')
    .where('status', 'in', ['pending', 'succeeded'])
    .execute();
  return rows.flatMap((row) => row.vat_by_rate ?? []);
}

export async function findRefundByRequest(db: Kysely<Database>, orderId: string, requestKey: string) {
  return db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).where('request_key', '=', requestKey).executeTakeFirst();
}

export async function findRefund(db: Kysely<Database>, refundId: string) {
  return db.selectFrom('order_refund').selectAll().where('id', '=', refundId).executeTakeFirst();
}

export async function orderRefunds(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}

/** A refund asked for, written before the provider hears of it; its id is the provider's idempotency key. */
export async function insertRefund(
  tx: Transaction<Database>,
  refund: {
    tenantId: string;
    orderId: string;
    requestKey: string;
    attemptId: string;
    amountPence: number;
    reason: string;
    staffEmail: string;
    at: Date;
    claimedUntil: Date;
    refundOf: RefundOf;
    vatByRate: readonly DeliveryVatPart[] | null;
  },
) {
  return tx
    .insertInto('order_refund')
    .values({
      id: randomUUID(),
      tenant_id: refund.tenantId,
      order_id: refund.orderId,
      request_key: refund.requestKey,
      attempt_id: refund.attemptId,
      amount_pence: refund.amountPence,
      reason: refund.reason,
      status: 'pending',
      provider_ref: null,
      failure_message: null,
      staff_email: refund.staffEmail,
      claimed_until: refund.claimedUntil,
      created_at: refund.at,
      settled_at: null,
      refund_of: refund.refundOf,
      vat_by_rate: refund.vatByRate ? JSON.stringify(refund.vatByRate) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes over the call to the provider for a pending refund whose claim has lapsed (the request
 * that wrote it died before it heard back). Guarded on the claim it read, so one taker wins.
 */
export async function reclaimRefund(db: Kysely<Database>, refundId: string, lapsedClaim: Date, claimedUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('order_refund')
    .set({ claimed_until: claimedUntil })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .where('claimed_until', '=', lapsedClaim)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records what the provider said, once: only a pending refund changes. */
export async function settleRefundRow(
  tx: Transaction<Database>,
  refundId: string,
  outcome: { status: Exclude<RefundStatus, 'pending'>; providerRef: string | null; failureMessage: string | null; at: Date },
): Promise<boolean> {
  const result = await tx
    .updateTable('order_refund')
    .set({ status: outcome.status, provider_ref: outcome.providerRef, failure_message: outcome.failureMessage, settled_at: outcome.at })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The refunds of the paid attempt that a gateway of `gatewayType` knows as `paymentRef`
 * (its payment intent's id, say), oldest first: what that provider's refund event can be about.
 */
export async function refundsOfProviderPayment(db: Kysely<Database>, gatewayType: GatewayType, paymentRef: string) {
  return db
    .selectFrom('order_refund')
    .innerJoin('payment_attempt', 'payment_attempt.id', 'order_refund.attempt_id')
    .innerJoin('payment_gateway', (join) =>
      join
        .onRef('payment_gateway.id', '=', 'payment_attempt.gateway_id')
        .onRef('payment_gateway.tenant_id', '=', 'payment_attempt.tenant_id'),
    )
    .selectAll('order_refund')
    .where('payment_gateway.type', '=', gatewayType)
    .where('payment_attempt.provider_ref', '=', paymentRef)
    .where('payment_attempt.status', '=', 'succeeded')
    .orderBy('order_refund.created_at')
    .execute();
}

/**
 * A refund the provider took and later reported failed: recorded once (only a succeeded refund
 * changes). When it was first settled stays; the order's history dates the failure.
 */
export async function reverseRefundRow(tx: Transaction<Database>, refundId: string, failureMessage: string): Promise<boolean> {
  const result = await tx
    .updateTable('order_refund')
    .set({ status: 'failed', failure_message: failureMessage })
    .where('id', '=', refundId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** What credit the customer spent on the order (positive pence); 0 when none. */
export async function creditSpentOn(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('customer_credit')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_pence'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderId)
    .where('amount_pence', '<', 0)
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}

/**
 * Gives credit spent on a cancelled order back, as a new line of the customer's credit history
 * (the spend stays: the history says what happened, in order).
 */
export async function returnCredit(
  tx: Transaction<Database>,
  credit: { customerId: string; orderId: string; pence: number; description: string; at: Date },
): Promise<void> {
  await tx
    .insertInto('customer_credit')
    .values({
      id: randomUUID(),
      customer_id: credit.customerId,
      created_at: credit.at,
      amount_pence: credit.pence,
      description: credit.description,
      order_id: credit.orderId,
    })
    .execute();
}

/** LIKE's own characters typed into a search match themselves, not anything. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The tenant's placed orders that match a desk search, newest number first, from below
 * `beforeNumber` (the last of the previous page), at most `limit`. Each kind of search reads one
 * index of migration 0040: the expressions here are written exactly as those indexes are.
 */
export async function searchDeskOrders(
  db: Kysely<Database>,
  query: { tenantId: string; search: OrderSearch; beforeNumber: number | null; limit: number },
): Promise<StoredOrder[]> {
  const { search, tenantId } = query;
  let select = db
    .selectFrom('orders')
    .selectAll('orders')
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.placed_at', 'is not', null);
  switch (search.kind) {
    case 'number':
      select = select.where('orders.order_number', '=', search.number);
      break;
    case 'email':
      select = select.where(sql<string>`lower(orders.customer_email)`, 'like', `${likeLiteral(search.prefix)}%`);
      break;
    case 'name': {
      const prefix = `${likeLiteral(search.prefix)}%`;
      select = select.where((eb) =>
        eb.or([
          eb(sql<string>`lower(orders.customer_last_name)`, 'like', prefix),
          eb(
            sql<string>`lower(coalesce(orders.customer_first_name, '') || ' ' || coalesce(orders.customer_last_name, ''))`,
            'like',
            prefix,
          ),
          // The start of an email typed without its @ ("ada.lov").
          eb(sql<string>`lower(orders.customer_email)`, 'like', prefix),
          // Whoever the delivery is addressed to, when it is not the customer.
          eb(
            'orders.id',
            'in',
            eb
              .selectFrom('order_address')
              .select('order_address.order_id')
              .where(sql<string>`lower(order_address.last_name)`, 'like', prefix),
          ),
        ]),
      );
      break;
    }
    case 'phone':
      select = select.where((eb) =>
        eb.or([
          eb('orders.customer_phone', '=', search.phone),
          eb(
            'orders.id',
            'in',
            eb.selectFrom('order_address').select('order_address.order_id').where('order_address.phone_number', '=', search.phone),
          ),
        ]),
      );
      break;
    case 'postcode':
      select = select.where('orders.id', 'in', (eb) =>
        eb
          .selectFrom('order_address')
          .select('order_address.order_id')
          .where('order_address.address_type', '=', 'shipping')
          .where((inner) =>
            search.outwardOnly
              ? inner(sql<string>`order_address.post_code`, 'like', `${likeLiteral(search.postcode)} %`)
              : inner('order_address.post_code', '=', search.postcode),
          ),
      );
      break;
  }
  if (query.beforeNumber !== null) select = select.where('orders.order_number', '<', query.beforeNumber);
  const rows = await select.orderBy('orders.order_number', 'desc').limit(query.limit).execute();
  return Promise.all(rows.map((row) => loadDetails(db, row)));
}

/** A shipment's new day and slot, with the day it must now leave; only while it waits to leave. */
export async function setShipmentDay(
  tx: Transaction<Database>,
  orderId: string,
  key: ShipmentKey,
  day: { deliveryDate: string; timedCode: string | null; dispatchDate: string | null },
): Promise<boolean> {
  // A shipment placed before its row existed (defaults only) gets one now.
  await tx
    .insertInto('order_shipment')
    .values({ order_id: orderId, shipment_key: key, method_id: null, delivery_date: null, timed_code: null, dispatch_date: null })
    .onConflict((oc) => oc.columns(['order_id', 'shipment_key']).doNothing())
    .execute();
  const result = await tx
    .updateTable('order_shipment')
    .set({ delivery_date: day.deliveryDate, timed_code: day.timedCode, dispatch_date: day.dispatchDate })
    .where('order_id', '=', orderId)
    .where('shipment_key', '=', key)
    .where('status', '=', 'awaitingDispatch')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The parts of the delivery address the desk changes; the rest of the row stays. */
export interface DeliveryAddressChange {
  first_name: string;
  last_name: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  post_code: string;
  phone_number: string | null;
}

export async function setDeliveryAddress(tx: Transaction<Database>, orderId: string, address: DeliveryAddressChange): Promise<void> {
  await tx.updateTable('order_address').set(address).where('order_id', '=', orderId).where('address_type', '=', 'shipping').execute();
}

export async function setAccessNotes(tx: Transaction<Database>, orderId: string, notes: string | null): Promise<void> {
  await tx
    .updateTable('order_address')
    .set({ delivery_notes: notes })
    .where('order_id', '=', orderId)
    .where('address_type', '=', 'shipping')
    .execute();
}
