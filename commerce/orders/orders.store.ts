import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { checkMove, moveTargets, ORDER_MOVES, OrderMoveRefused, type OrderMoveName, type OrderStatus } from '../domain/order-process.ts';
import { checkPaymentStatusMove, PAYMENT_STATUS_AT_START, type PaymentStatus } from '../domain/payment-status.ts';
import type { Caller, Scope } from '../context.ts';
import { inScope, ownedBy } from '../store/scope.ts';
import type { ServiceType, ShippingGroup, SurchargeKind } from '../domain/delivery/methods.ts';
import type { PreorderDelivery, ShipmentKey } from '../domain/delivery/shipments.ts';
import { purchaserOf } from '../domain/purchaser.ts';
import { couponUsage } from '../coupons/index.ts';
import { creditBalancePence } from '../customers/index.ts';
import { referralForOrder, type StoredReferral } from '../customers/index.ts';
import { deliveryConfig, type DeliveryConfig } from '../delivery/index.ts';
import { readSellerTaxSettings } from '../catalogue/index.ts';
import type { DeliveryVatTreatment } from '../domain/pricing/delivery-vat.ts';
import type {
  AddressType,
  CouponRow,
  Database,
  OrderAddressTable,
  OrderAddressRow,
  OrderBalancePaymentTable,
  OrderHistoryTable,
  OrderItemRow,
  OrderRow,
  OrderShipmentTable,
  OrderTable,
  PaymentAttemptRow,
  StockHold,
} from '../store/tables.ts';

/** A line with its product's stock facts now (none for a product since removed): when its goods can leave. */
type StoredItem = OrderItemRow & {
  shipping_group: ShippingGroup;
  product_on_hand: number;
  product_presale_date: string | null;
  /**
   * A placed order's line: the stock it was paid from, the shelf (`onHand`) or the presale
   * allowance (`presale`), as the placing payment held it; absent before placing (or for an order
   * whose payment held none), when the product's stock now decides.
   */
  held_from?: StockHold['pool'];
};

export interface StoredOrder {
  order: OrderRow;
  /** Each line with how its product travels (a product since removed goes by parcel). */
  items: StoredItem[];
  /** What the shopper chose per shipment. */
  shipmentChoices: Selectable<OrderShipmentTable>[];
  delivery: DeliveryConfig;
  /** How its delivery is taxed: as when it was placed, or, for a cart, the seller's setting now. */
  deliveryVatTreatment: DeliveryVatTreatment;
  addresses: OrderAddressRow[];
  /** The coupon the order carries, as it is defined now; null when none (or since deleted). */
  coupon: CouponRow | null;
  /**
   * For a cart with a coupon limited per customer and an email: how often this purchaser used the
   * code on other orders, so the basket says so before payment. 0 otherwise (a placed order's
   * own use counted when it was paid for).
   */
  couponUsesByPurchaser: number;
  /** The order's code is a customer's referral code (not a coupon), and whether this order may use it. */
  referral: StoredReferral | null;
  /** Oldest first; empty for a cart that was never paid for. */
  history: Selectable<OrderHistoryTable>[];
  /** The payment in flight (a 3-D Secure challenge waiting), if any. */
  openAttempt: Pick<PaymentAttemptRow, 'id' | 'status' | 'redirect_url'> | null;
  credit: OrderCredit;
  /** The balances paid after an edit of its lines, oldest first; empty for an order never edited upwards. */
  balancePayments: Pick<Selectable<OrderBalancePaymentTable>, 'amount_pence' | 'way' | 'paid_with' | 'created_at'>[];
}

/**
 * Store credit and the order: a cart may ask to use some of the customer's balance; once
 * payment starts the credit is spent (a ledger row against the order) and that is what counts.
 */
export type OrderCredit =
  | { kind: 'none' }
  | { kind: 'requested'; requestedPence: number; balancePence: number }
  | { kind: 'spent'; pence: number };

/**
 * Who opens an order by id: the caller's tenant and channel, and whether a customer is signed
 * in (whose own orders only they can open; see `ownedBy`).
 */
export type OrderOpener = Pick<Caller, 'tenantId' | 'salesChannelId' | 'customerId'>;

/**
 * Reads an order the caller may open: inside their tenant and channel, and a guest's or their
 * own. Another tenant's order, or another customer's, is "not found".
 */
export async function loadOrder(db: Kysely<Database>, opener: OrderOpener, orderId: string): Promise<StoredOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where(inScope(opener))
    .where(ownedBy(opener))
    .executeTakeFirst();
  return order ? loadDetails(db, order) : undefined;
}

/**
 * Reads a placed order by its number, inside the caller's tenant and channel, whoever it
 * belongs to: tracking asks for its own proof (domain/order-disclosure.ts) and answers only
 * the short field set.
 */
export async function loadOrderByNumber(db: Kysely<Database>, scope: Scope, orderNumber: number): Promise<StoredOrder | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).where(inScope(scope)).executeTakeFirst();
  return order ? loadDetails(db, order) : undefined;
}

/** The rest of an order whose row the caller has already read (under `lockOrder`, say): lines, addresses, coupon, delivery, payment. */
async function couponUsesByPurchaser(db: Kysely<Database>, order: OrderRow, coupon: CouponRow | null): Promise<number> {
  const purchaser = purchaserOf({ guest: order.guest, customerId: order.customer_id, email: order.customer_email });
  if (order.status !== 'shoppingCart' || !coupon || coupon.max_uses_per_customer === null || !purchaser) return 0;
  return (await couponUsage(db, order.tenant_id, coupon.code, purchaser, order.id)).usedByCustomer;
}

export async function loadDetails(db: Kysely<Database>, order: OrderRow): Promise<StoredOrder> {
  // A cart that never went to payment has no history, attempts or spent credit: skip the reads.
  const everPaid = order.status !== 'shoppingCart' || order.payment_status !== PAYMENT_STATUS_AT_START;
  const [items, addresses, coupon, shipmentChoices, delivery, history, attempts, credit, deliveryVatTreatment, balancePayments] =
    await Promise.all([
      db
        .selectFrom('order_item')
        .leftJoin('product', (join) => join.onRef('product.id', '=', 'order_item.product_id').on('product.tenant_id', '=', order.tenant_id))
        .selectAll('order_item')
        .select(['product.shipping_group', 'product.on_hand as product_on_hand', 'product.presale_date as product_presale_date'])
        .where('order_item.order_id', '=', order.id)
        .orderBy('order_item.position')
        .execute(),
      db.selectFrom('order_address').selectAll().where('order_id', '=', order.id).orderBy('address_type').orderBy('position').execute(),
      order.coupon_code
        ? db
            .selectFrom('coupon')
            .selectAll()
            .where('tenant_id', '=', order.tenant_id)
            .where('code', '=', order.coupon_code)
            .executeTakeFirst()
        : undefined,
      db.selectFrom('order_shipment').selectAll().where('order_id', '=', order.id).execute(),
      deliveryConfig(db, order.tenant_id),
      everPaid ? db.selectFrom('order_history').selectAll().where('order_id', '=', order.id).orderBy('seq').execute() : [],
      // One read for both: the attempt still open, and the one that placed the order (its stock holds).
      everPaid
        ? db
            .selectFrom('payment_attempt')
            .select(['id', 'status', 'redirect_url', 'stock_holds'])
            .where('order_id', '=', order.id)
            .where('status', 'in', ['started', 'requiresAction', 'succeeded'])
            // A balance's payment (after an edit) neither places the order nor holds its stock.
            .where('purpose', '=', 'order')
            .execute()
        : [],
      orderCredit(db, order),
      order.delivery_vat_treatment ?? readSellerTaxSettings(db, order.tenant_id).then((settings) => settings.deliveryVatTreatment),
      order.placed_at === null
        ? []
        : db
            .selectFrom('order_balance_payment')
            .select(['amount_pence', 'way', 'paid_with', 'created_at'])
            .where('order_id', '=', order.id)
            .orderBy('created_at')
            .execute(),
    ]);
  const open = attempts.find((attempt) => attempt.status === 'started' || attempt.status === 'requiresAction');
  const openAttempt = open ? { id: open.id, status: open.status, redirect_url: open.redirect_url } : undefined;
  const placingHolds = order.placed_at === null ? [] : (attempts.find((attempt) => attempt.status === 'succeeded')?.stock_holds ?? []);
  const heldFrom = new Map(placingHolds.map((hold) => [hold.productId, hold.pool]));
  return {
    order,
    items: items.map((item) => ({
      ...item,
      shipping_group: item.shipping_group ?? 'parcel',
      product_on_hand: item.product_on_hand ?? 0,
      product_presale_date: item.product_presale_date ?? null,
      ...(heldFrom.has(item.product_id) ? { held_from: heldFrom.get(item.product_id)! } : {}),
    })),
    addresses,
    coupon: coupon ?? null,
    couponUsesByPurchaser: await couponUsesByPurchaser(db, order, coupon ?? null),
    // A code that is no coupon may be a customer's referral code: whose, and whether this order may use it.
    referral:
      order.coupon_code && !coupon
        ? await referralForOrder(
            db,
            { tenantId: order.tenant_id, salesChannelId: order.sales_channel_id },
            order.coupon_code,
            {
              customerId: order.customer_id,
              email: order.customer_email,
              purchaser: purchaserOf({ guest: order.guest, customerId: order.customer_id, email: order.customer_email }),
            },
            order.id,
          )
        : null,
    shipmentChoices,
    // Once paid for, the order keeps the method it was sold with even if staff retire it since.
    delivery: order.status === 'shoppingCart' ? delivery : { ...delivery, methods: [...delivery.methods, ...delivery.retiredMethods] },
    deliveryVatTreatment,
    history,
    openAttempt: openAttempt ?? null,
    credit,
    balancePayments,
  };
}

async function orderCredit(db: Kysely<Database>, order: OrderRow): Promise<OrderCredit> {
  if (!order.customer_id) return { kind: 'none' };
  if (order.status !== 'shoppingCart') {
    const spent = await db
      .selectFrom('customer_credit')
      .select('amount_pence')
      .where('order_id', '=', order.id)
      .where('amount_pence', '<', 0)
      .executeTakeFirst();
    return spent ? { kind: 'spent', pence: -spent.amount_pence } : { kind: 'none' };
  }
  if (!order.credit_requested_pence) return { kind: 'none' };
  return { kind: 'requested', requestedPence: order.credit_requested_pence, balancePence: await creditBalancePence(db, order.customer_id) };
}

/** Just the status of an order the caller may open (as `loadOrder`); undefined when there is none. */
export async function orderStatus(db: Kysely<Database>, opener: OrderOpener, orderId: string): Promise<OrderStatus | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .where(inScope(opener))
    .where(ownedBy(opener))
    .executeTakeFirst();
  return row?.status;
}

/**
 * Locks an order the caller may open (as `loadOrder`) for the rest of the transaction, so
 * concurrent edits queue behind it.
 */
export async function lockOrder(tx: Transaction<Database>, opener: OrderOpener, orderId: string): Promise<OrderRow | undefined> {
  return tx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where(inScope(opener))
    .where(ownedBy(opener))
    .forUpdate()
    .executeTakeFirst();
}

/** What a move may set besides status, payment status and version, which only the move itself writes. */
type OrderChangesWithMove = Omit<Updateable<OrderTable>, 'status' | 'payment_status' | 'version' | 'updated_at' | 'id'>;

/**
 * Forgets every receipt key given for this order, when a payment fails and it is a cart again.
 * A key is given to whichever call opens a payment, and once a payment has begun the order's id
 * is no longer a secret: a key planted then must not open the order that a later payment places.
 * The paying browser brings its key again with its next payment.
 */
export async function forgetReceiptKeys(db: Kysely<Database>, orderId: string): Promise<void> {
  await db.deleteFrom('order_receipt_key').where('order_id', '=', orderId).execute();
}

/**
 * The only code that writes an order's status, payment status and version. It checks the move
 * against the order process (`to`: where a move with several possible ends leaves the order) and
 * the new payment status (`payment`) against the payment's moves, then updates the order only if
 * it still has the status and version it was read with (so two tabs or two servers can't both
 * move it), and records the move's history event in the same transaction. A refused move throws
 * `OrderMoveRefused` (a refused payment status `PaymentStatusMoveRefused`) and writes nothing
 * here; the caller's transaction rolls back whatever else it wrote.
 */
export async function moveOrder(
  tx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'version' | 'status' | 'payment_status'>,
  moveName: OrderMoveName,
  at: Date,
  {
    set = {},
    note = null,
    to,
    payment,
  }: { set?: OrderChangesWithMove; note?: string | null; to?: OrderStatus; payment?: PaymentStatus } = {},
): Promise<void> {
  const refused = checkMove(order.status, moveName, to);
  if (refused) throw refused;
  const paymentRefused = payment === undefined ? null : checkPaymentStatusMove(order.payment_status, payment);
  if (paymentRefused) throw paymentRefused;
  const move = ORDER_MOVES[moveName];
  const status = to ?? moveTargets(moveName, order.status)[0]!;
  const paymentChange = payment === undefined ? {} : { payment_status: payment };
  const result = await tx
    .updateTable('orders')
    .set({ ...set, ...paymentChange, status, version: order.version + 1, updated_at: at })
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) {
    throw new OrderMoveRefused('STALE', 'The order changed while we were updating it. Please try again.');
  }
  if (move.event) {
    await tx
      .insertInto('order_history')
      .values({ id: randomUUID(), order_id: order.id, created_at: at, status: move.event, note })
      .execute();
  }
}

/** A new, empty cart in the caller's channel; a signed-in caller's cart carries their details. */
export async function insertCart(
  tx: Transaction<Database>,
  scope: Scope,
  customerId: string | null,
  gtagClientId: string | null,
  now: Date,
  /** A product page's express cart: never the shopper's basket, deleted by the sweep when left unpaid. */
  express = false,
): Promise<OrderRow> {
  const channel = await tx
    .selectFrom('sales_channel')
    .select('currency_code')
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.salesChannelId)
    .executeTakeFirstOrThrow();
  const customer = customerId
    ? await tx
        .selectFrom('customer')
        .select(['id', 'email', 'first_name', 'last_name', 'phone_number'])
        .where('id', '=', customerId)
        .where(inScope(scope))
        .executeTakeFirst()
    : undefined;
  return tx
    .insertInto('orders')
    .values({
      id: randomUUID(),
      tenant_id: scope.tenantId,
      sales_channel_id: scope.salesChannelId,
      status: 'shoppingCart',
      payment_status: PAYMENT_STATUS_AT_START,
      guest: !customer,
      customer_id: customer?.id ?? null,
      customer_email: customer?.email ?? null,
      customer_first_name: customer?.first_name ?? null,
      customer_last_name: customer?.last_name ?? null,
      customer_phone: customer?.phone_number ?? null,
      currency_code: channel.currency_code,
      gtag_client_id: gtagClientId,
      express_cart: express,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets a cart's own fields (contact, notes, coupon, credit asked for). Status and version are
 * not among them: the cart change that calls this ends with `moveOrder`, which writes those.
 */
export async function updateCartFields(tx: Transaction<Database>, orderId: string, fields: OrderChangesWithMove): Promise<void> {
  await tx.updateTable('orders').set(fields).where('id', '=', orderId).execute();
}

/**
 * Forgets who a guest's express cart was for: its contact (email, names, phone) and its addresses,
 * when it is a cart again after a failed or abandoned payment. The wallet's sheet wrote them only
 * to pay, and the cart, kept for the sweep, answers to anyone holding its id; the next press's
 * sheet gives them again. Any other order is left as it is (a customer's cart answers to their
 * token alone). Answers whether it forgot anything.
 */
export async function forgetExpressGuestContact(tx: Transaction<Database>, orderId: string): Promise<boolean> {
  const forgotten = await tx
    .updateTable('orders')
    .set({ customer_email: null, customer_first_name: null, customer_last_name: null, customer_phone: null })
    .where('id', '=', orderId)
    .where('express_cart', '=', true)
    .where('customer_id', 'is', null)
    .where('status', '=', 'shoppingCart')
    .executeTakeFirst();
  if (Number(forgotten.numUpdatedRows) === 0) return false;
  await tx.deleteFrom('order_address').where('order_id', '=', orderId).execute();
  return true;
}

/** Replaces the order's addresses of the given types with these, in order. */
export async function replaceOrderAddresses(
  tx: Transaction<Database>,
  orderId: string,
  types: readonly AddressType[],
  addresses: readonly Omit<Insertable<OrderAddressTable>, 'id' | 'order_id' | 'position'>[],
): Promise<void> {
  await tx.deleteFrom('order_address').where('order_id', '=', orderId).where('address_type', 'in', types).execute();
  if (addresses.length === 0) return;
  await tx
    .insertInto('order_address')
    .values(addresses.map((address, position) => ({ ...address, id: randomUUID(), order_id: orderId, position })))
    .execute();
}

/** What the shopper chose for one shipment: method, date, timed slot, services. */
export async function saveShipmentChoice(
  tx: Transaction<Database>,
  orderId: string,
  choice: { key: ShipmentKey; methodId: string; date: string | null; timedCode: string | null; services: ServiceType[] },
): Promise<void> {
  const row = {
    method_id: choice.methodId,
    delivery_date: choice.date,
    timed_code: choice.timedCode,
    services: JSON.stringify(choice.services) as never,
  };
  await tx
    .insertInto('order_shipment')
    .values({ order_id: orderId, shipment_key: choice.key, ...row })
    .onConflict((oc) => oc.columns(['order_id', 'shipment_key']).doUpdateSet(row))
    .execute();
}

/** How a cart mixing goods in stock with pre-orders is sent, as the shopper chose. */
export async function savePreorderDelivery(tx: Transaction<Database>, orderId: string, choice: PreorderDelivery): Promise<void> {
  await tx.updateTable('orders').set({ preorder_delivery: choice }).where('id', '=', orderId).execute();
}

/** Locks an order found by id alone: for settling a payment, whose attempt already names it. */
export async function lockOrderById(tx: Transaction<Database>, orderId: string) {
  return tx
    .selectFrom('orders')
    .select(['id', 'version', 'status', 'payment_status', 'tenant_id'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The next order number: a sequence, so numbers are unique across every API process. */
export async function nextOrderNumber(tx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ number: string }>`select nextval('order_number_seq')::text as number`.execute(tx);
  return Number(rows[0]!.number);
}

/** An order's row by id alone, for code that already holds its lock (settling a payment). */
export async function orderRowById(tx: Transaction<Database>, orderId: string): Promise<OrderRow> {
  return tx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/**
 * Writes down each shipment as it was planned when the order was placed: method, slot, delivery
 * and dispatch days. From then on they are the promise, not a plan a later day would redo, and
 * the desk finds the day's van run by them.
 */
export async function freezeShipments(
  tx: Transaction<Database>,
  orderId: string,
  shipments: readonly {
    key: ShipmentKey;
    methodId: string | null;
    timedCode: string | null;
    deliveryDate: string | null;
    dispatchDate: string | null;
    /** The surcharges its method charges per consignment, so a later change to the rule leaves the order's charges as they were. */
    surchargesPerConsignment: readonly SurchargeKind[];
  }[],
): Promise<void> {
  for (const shipment of shipments) {
    const row = {
      method_id: shipment.methodId,
      timed_code: shipment.timedCode,
      delivery_date: shipment.deliveryDate,
      dispatch_date: shipment.dispatchDate,
      surcharges_per_consignment: JSON.stringify(shipment.surchargesPerConsignment),
    };
    await tx
      .insertInto('order_shipment')
      .values({ order_id: orderId, shipment_key: shipment.key, ...row })
      .onConflict((oc) => oc.columns(['order_id', 'shipment_key']).doUpdateSet(row))
      .execute();
  }
}
