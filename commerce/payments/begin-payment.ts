import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CommerceContext, Scope } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { applyCoupon, couponCustomerKey } from '../domain/pricing/coupons.ts';
import { formatPounds } from '../domain/pricing/format-pounds.ts';
import { apiError } from '../errors.ts';
import { couponFromRow } from '../orders/coupon-rules.ts';
import { priceOrder } from '../orders/order-pricing.ts';
import { creditBalancePence } from '../customers/customers.store.ts';
import { couponUsage } from '../orders/coupon-usage.store.ts';
import { CART_STATUS, loadOrder, lockOrder, PAYMENT_PENDING_STATUS, PLACED_STATUS, type StoredOrder } from '../orders/orders.store.ts';
import type { Database, PaymentAttemptRow } from '../store/tables.ts';
import { placementProblems } from './placement-problems.ts';
import { recordHistory } from './order-history.ts';
import { holdStock } from './stock-holds.store.ts';

export type BeginResult =
  /** A new attempt: the caller charges the card now, under the attempt's id. */
  | { kind: 'new'; attempt: PaymentAttemptRow }
  /** A payment for this order is already in flight (another tab, a 3-D Secure check). */
  | { kind: 'open'; attempt: PaymentAttemptRow }
  | { kind: 'placed' };

export interface Payer {
  gateway: { id: string; name: string };
  /** The shopper has card details to charge (not needed when credit pays it all). */
  hasCard: boolean;
  /** The amount due the shopper saw, in pence; null when the storefront did not say. */
  expectedAmountDuePence: number | null;
}

const OPEN_STATUSES = ['started', 'requiresAction'] as const;

/**
 * The first half of paying: one transaction that re-checks the whole order against the rules
 * and takes everything the order needs — stock, the coupon's use, the credit — then records
 * the payment attempt and moves the order to paymentPending. Any problem rolls all of it back
 * with a message and the order stays a payable cart. No network call happens in here.
 */
export async function beginPayment(ctx: CommerceContext, scope: Scope, orderId: string, payer: Payer): Promise<BeginResult> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw apiError('NOT_FOUND', 'That order does not exist.');
    if (order.status === PLACED_STATUS) return { kind: 'placed' };
    if (order.status === PAYMENT_PENDING_STATUS) {
      const attempt = await tx.selectFrom('payment_attempt').selectAll().where('order_id', '=', order.id).where('status', 'in', OPEN_STATUSES).executeTakeFirst();
      if (attempt) return { kind: 'open', attempt };
    }
    if (order.status !== CART_STATUS) throw apiError('CONFLICT', 'This order cannot be paid for in its current state.', { reason: 'NOT_PAYABLE' });

    const now = ctx.now();
    const stored = (await loadOrder(tx, scope, orderId))!;
    const priced = priceOrder(stored, now);
    const problems = [...placementProblems(stored, priced.shipments), ...priced.problems];
    if (problems.length) throw apiError('CONFLICT', problems.join(' '), { reason: 'NOT_PAYABLE', problems });

    const amountDue = priced.totals.amountDuePence;
    if (payer.expectedAmountDuePence !== null && payer.expectedAmountDuePence !== amountDue) {
      throw apiError('CONFLICT', `The amount to pay is now ${formatPounds(amountDue)}, not ${formatPounds(payer.expectedAmountDuePence)}. Check your order and pay again.`, {
        reason: 'TOTAL_CHANGED',
      });
    }
    if (amountDue > 0 && !payer.hasCard) throw apiError('BAD_USER_INPUT', 'Enter your card details to pay.', { field: 'paymentData.card' });

    if (priced.discountsApplied.length) {
      const waivableShippingPence = priced.shipments.reduce((sum, plan) => sum + (plan.charge?.shippingPence ?? 0), 0);
      await redeemCoupon(tx, stored, waivableShippingPence, now);
    }
    if (priced.totals.creditUsedPence > 0) await spendCredit(tx, stored, priced.totals.creditUsedPence, now);
    const holds = await holdStock(tx, scope.tenantId, stored.items, londonDate(now));

    const attempt = await tx
      .insertInto('payment_attempt')
      .values({
        id: randomUUID(),
        tenant_id: scope.tenantId,
        order_id: order.id,
        gateway_id: payer.gateway.id,
        amount_pence: amountDue,
        currency_code: order.currency_code,
        status: 'started',
        stock_holds: JSON.stringify(holds),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const moved = await tx
      .updateTable('orders')
      .set({ status: PAYMENT_PENDING_STATUS, payment_status: 'pending', version: order.version + 1, updated_at: now })
      .where('id', '=', order.id)
      .where('version', '=', order.version)
      .where('status', '=', CART_STATUS)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) throw apiError('CONFLICT', 'The order changed while we were starting the payment. Please try again.');
    await recordHistory(tx, order.id, now, PAYMENT_PENDING_STATUS, `Payment of ${formatPounds(amountDue)} started (${payer.gateway.name}).`);
    return { kind: 'new', attempt };
  });
}

/** Counts the coupon's use now, under a lock on the coupon, so its limits hold under load. */
async function redeemCoupon(tx: Transaction<Database>, stored: StoredOrder, waivableShippingPence: number, now: Date): Promise<void> {
  const code = stored.order.coupon_code!;
  const coupon = await tx.selectFrom('coupon').selectAll().where('tenant_id', '=', stored.order.tenant_id).where('code', '=', code).forUpdate().executeTakeFirstOrThrow();
  const customerKey = couponCustomerKey(stored.order.customer_email);
  const usage = await couponUsage(tx, stored.order.tenant_id, code, customerKey);
  const goodsPence = stored.items.reduce((sum, item) => sum + item.unit_price_pence * item.quantity, 0);
  const check = applyCoupon(couponFromRow(coupon), { goodsPence, waivableShippingPence, customerKey }, usage, now);
  if (!check.ok) throw apiError('CONFLICT', `${check.message} Remove the code to pay without it.`, { reason: 'COUPON', coupon: check.code });
  await tx
    .insertInto('coupon_redemption')
    .values({ tenant_id: stored.order.tenant_id, code, order_id: stored.order.id, customer_key: customerKey ?? '', redeemed_at: now })
    .execute();
}

/** Spends the customer's credit once, under a lock on the customer, so two orders can't both spend it. */
async function spendCredit(tx: Transaction<Database>, stored: StoredOrder, pence: number, now: Date): Promise<void> {
  const customerId = stored.order.customer_id!;
  await tx.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  const balance = await creditBalancePence(tx, customerId);
  if (balance < pence) {
    throw apiError('CONFLICT', `Your credit balance is now ${formatPounds(Math.max(0, balance))}. Lower the credit to use and pay again.`, { reason: 'CREDIT' });
  }
  await tx
    .insertInto('customer_credit')
    .values({ id: randomUUID(), customer_id: customerId, created_at: now, amount_pence: -pence, description: 'Spent on an order', order_id: stored.order.id })
    .execute();
}
