import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CommerceContext } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { sharesDeliveryAddress } from '../domain/delivery-address-key.ts';
import { applyCoupon } from '../domain/pricing/coupons.ts';
import { REFERRAL_SAME_ADDRESS } from '../domain/pricing/referral.ts';
import { type Purchaser, purchaserKey, purchaserMailbox, purchaserOf } from '../domain/purchaser.ts';
import { formatPence } from '../domain/money.ts';
import { apiError } from '../errors.ts';
import { couponFromRow, couponUsage, lockCoupon, recordRedemption } from '../coupons/index.ts';
import { spendCreditOnOrder } from '../orders/index.ts';
import { type CouponBasis, orderCoupon, orderPurchasing, priceOrder } from '../orders/index.ts';
import { bookReferralReward, orderDeliveryAddresses, referrerDeliveryAddresses } from '../customers/index.ts';
import { checkMove, hasBeenPlaced } from '../domain/order-process.ts';
import { loadDetails, lockOrder, moveOrder, type OrderOpener, type StoredOrder } from '../orders/index.ts';
import { findOpenAttempt, insertAttempt } from './attempts.store.ts';
import type { Database, PaymentAttemptRow } from '../store/tables.ts';
import { placementProblems, SHOP_NOT_SET_UP } from './placement-problems.ts';
import { holdStock } from '../catalogue/index.ts';
import { readSeller } from '../catalogue/index.ts';

type BeginResult =
  /** A new attempt: the caller charges the card now, under the attempt's id. */
  | { kind: 'new'; attempt: PaymentAttemptRow }
  /** A payment for this order is already in flight (another tab, a 3-D Secure check). */
  | { kind: 'open'; attempt: PaymentAttemptRow }
  | { kind: 'placed' };

interface Payer {
  gateway: { id: string; name: string };
  /** The shopper has card details to charge (not needed when credit pays it all). */
  hasCard: boolean;
  /** The amount due the shopper saw, in pence; null when the storefront did not say. */
  expectedAmountDuePence: number | null;
  /** The way to pay's own limits on the amount (see PaymentProvider.amountRefusal); absent when it takes any. */
  amountRefusal?: (amountDuePence: number) => string | null;
}

/**
 * The first half of paying: one transaction that re-checks the whole order against the rules
 * and takes everything the order needs — stock, the coupon's use, the credit — then records
 * the payment attempt and moves the order to paymentPending. Any problem rolls all of it back
 * with a message and the order stays a payable cart. No network call happens in here.
 */
export async function beginPayment(ctx: CommerceContext, scope: OrderOpener, orderId: string, payer: Payer): Promise<BeginResult> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw apiError('NOT_FOUND', 'That order does not exist.');
    if (hasBeenPlaced(order.status)) return { kind: 'placed' };
    if (order.status === 'paymentPending') {
      const attempt = await findOpenAttempt(tx, order.id);
      if (attempt) return { kind: 'open', attempt };
    }
    if (checkMove(order.status, 'startPayment'))
      throw apiError('CONFLICT', 'This order cannot be paid for in its current state.', { reason: 'NOT_PAYABLE' });

    // Every receipt and confirmation names the seller and its VAT number: without one recorded the
    // shop has not been set up, and it takes no money rather than issue receipts naming nobody.
    if (!(await readSeller(tx, scope.tenantId))) throw apiError('CONFLICT', SHOP_NOT_SET_UP, { reason: 'SHOP_NOT_SET_UP' });

    const now = ctx.now();
    const stored = await loadDetails(tx, order);
    const priced = priceOrder(stored, now);
    const problems = [...placementProblems(stored, priced.shipments), ...priced.problems];
    if (problems.length) throw apiError('CONFLICT', problems.join(' '), { reason: 'NOT_PAYABLE', problems });

    const amountDue = priced.totals.amountDuePence;
    if (payer.expectedAmountDuePence !== null && payer.expectedAmountDuePence !== amountDue) {
      throw apiError(
        'CONFLICT',
        `The amount to pay is now ${formatPence(amountDue)}, not ${formatPence(payer.expectedAmountDuePence)}. Check your order and pay again.`,
        {
          reason: 'TOTAL_CHANGED',
        },
      );
    }
    const refusal = amountDue > 0 ? (payer.amountRefusal?.(amountDue) ?? null) : null;
    if (refusal) throw apiError('CONFLICT', refusal, { reason: 'AMOUNT_NOT_ACCEPTED' });
    if (amountDue > 0 && !payer.hasCard)
      throw apiError('BAD_USER_INPUT', 'Enter your card details to pay.', { field: 'paymentData.cardToken' });

    if (priced.discountsApplied.length) await redeemCoupon(tx, stored, priced.couponBasis, now);
    if (priced.totals.creditUsedPence > 0) await spendCredit(tx, stored, priced.totals.creditUsedPence, now);
    const holds = await holdStock(tx, scope.tenantId, stored.items, londonDate(now));

    const attempt = await insertAttempt(tx, {
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
    });
    await moveOrder(tx, order, 'startPayment', now, {
      payment: 'pending',
      note: `Payment of ${formatPence(amountDue)} started (${payer.gateway.name}).`,
    });
    return { kind: 'new', attempt };
  });
}

/** Counts the coupon's use now, under a lock on the coupon, so its limits hold under load. */
async function redeemCoupon(tx: Transaction<Database>, stored: StoredOrder, basis: CouponBasis, now: Date): Promise<void> {
  const code = stored.order.coupon_code!;
  const purchaser = purchaserOf(orderPurchasing(stored.order));
  const customerKey = purchaser && purchaserKey(purchaser);
  // A referral code is no coupon row to lock: its limit is one first order per friend, which the
  // reward's unique key holds under load.
  if (!stored.coupon && stored.referral) await bookReferral(tx, stored, stored.referral, purchaser, now);
  const coupon = stored.coupon ? couponFromRow(await lockCoupon(tx, stored.order.tenant_id, code)) : orderCoupon(stored)!;
  const usage = await couponUsage(tx, stored.order.tenant_id, code, purchaser);
  const check = applyCoupon(coupon, { ...basis, customerKey }, usage, now);
  if (!check.ok)
    throw apiError('CONFLICT', `${check.message} Remove the code to pay without it.`, { reason: 'COUPON', coupon: check.code });
  await recordRedemption(tx, {
    tenant_id: stored.order.tenant_id,
    code,
    order_id: stored.order.id,
    customer_key: purchaser ? purchaserMailbox(purchaser) : '',
    redeemed_at: now,
    discounted_pence: check.discountPence + check.shippingWaivedPence,
  });
}

/**
 * The referrer's credit, booked now and written when the order is placed (settle-payment.ts).
 * One per friend's mailbox ever (the reward's unique key), and never for an order delivered where
 * the referrer or an earlier friend of theirs gets deliveries (REFERRAL_SAME_ADDRESS). The address
 * is checked here, when paying, not on every read of the basket: each try then costs a placement,
 * which is rate-limited, so the check is no cheap way to test whether someone lives at an address.
 */
async function bookReferral(
  tx: Transaction<Database>,
  stored: StoredOrder,
  referral: NonNullable<StoredOrder['referral']>,
  purchaser: Purchaser | null,
  now: Date,
): Promise<void> {
  const [friendAddresses, referrerAddresses] = await Promise.all([
    orderDeliveryAddresses(tx, stored.order.id),
    referrerDeliveryAddresses(tx, { tenantId: stored.order.tenant_id, ...referral }, stored.order.id),
  ]);
  if (sharesDeliveryAddress(friendAddresses, referrerAddresses))
    throw apiError('CONFLICT', REFERRAL_SAME_ADDRESS.message, { reason: 'COUPON', coupon: REFERRAL_SAME_ADDRESS.code });
  const friendKey = purchaser?.mailbox ?? null;
  const booked =
    friendKey !== null &&
    (await bookReferralReward(tx, {
      orderId: stored.order.id,
      tenantId: stored.order.tenant_id,
      referrerCustomerId: referral.referrerCustomerId,
      friendKey,
      creditPence: referral.offer.referrerCreditPence,
      now,
    }));
  if (!booked)
    throw apiError('CONFLICT', 'A referral code works on a first order only. Remove the code to pay without it.', {
      reason: 'COUPON',
      coupon: 'REFERRAL_NOT_FIRST_ORDER',
    });
}

/** Spends the customer's credit once; a balance spent elsewhere meanwhile refuses the payment. */
async function spendCredit(tx: Transaction<Database>, stored: StoredOrder, pence: number, now: Date): Promise<void> {
  const spend = await spendCreditOnOrder(tx, stored.order.customer_id!, stored.order.id, pence, now);
  if (!spend.spent) {
    throw apiError(
      'CONFLICT',
      `Your credit balance is now ${formatPence(Math.max(0, spend.balancePence))}. Lower the credit to use and pay again.`,
      { reason: 'CREDIT' },
    );
  }
}
