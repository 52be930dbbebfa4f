import type { Caller, CommerceContext } from '../context.ts';
import type { Transaction } from 'kysely';
import { referralForOrder } from '../customers/index.ts';
import { applyCouponBeforeEmail, normaliseCouponCode, type Coupon } from '../domain/pricing/coupons.ts';
import { type Purchaser, purchaserKey, purchaserOf } from '../domain/purchaser.ts';
import { referralCoupon } from '../domain/pricing/referral.ts';
import type { Database, OrderRow } from '../store/tables.ts';
import { apiError } from '../errors.ts';
import { changeCart } from './cart.service.ts';
import { couponFromRow, couponUsage, findCoupon } from '../coupons/index.ts';
import { orderPurchasing, priceOrder } from '../orders/index.ts';
import { loadDetails, updateCartFields } from '../orders/index.ts';

/**
 * Puts a coupon on a cart after checking it against the basket and its usage limits (an
 * empty code takes the coupon off). A use is counted only when the order is paid for. A code
 * limited per customer, typed before the email is known, is kept once every other rule passes:
 * checkout checks it against the email (applyCouponBeforeEmail).
 */
export async function setCouponCode(ctx: CommerceContext, caller: Caller, orderId: string, typedCode: string): Promise<void> {
  const code = normaliseCouponCode(typedCode);
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    if (code === '') {
      await updateCartFields(tx, order.id, { coupon_code: null });
      return;
    }
    const purchaser = purchaserOf({ ...orderPurchasing(order), email: order.customer_email ?? caller.email });
    const coupon = await couponOrReferral(tx, caller, order, code, purchaser);
    const customerKey = purchaser && purchaserKey(purchaser);
    const usage = await couponUsage(tx, caller.tenantId, code, purchaser);
    // Checked against the basket as locked, the same goods and waivable delivery the price uses.
    const { couponBasis } = priceOrder(await loadDetails(tx, order), ctx.now());
    const result = applyCouponBeforeEmail(coupon, { ...couponBasis, customerKey }, usage, ctx.now());
    if (!result.ok) throw apiError('BAD_USER_INPUT', result.message, { reason: result.code });
    await updateCartFields(tx, order.id, { coupon_code: code });
  });
}

/**
 * A code is a coupon, or else a customer's referral code (the two never share a code: see
 * editCustomerReferralCode), which a friend may use on a first order and never on their own.
 */
async function couponOrReferral(
  tx: Transaction<Database>,
  caller: Caller,
  order: OrderRow,
  code: string,
  purchaser: Purchaser | null,
): Promise<Coupon> {
  const row = await findCoupon(tx, caller.tenantId, code);
  if (row) return couponFromRow(row);
  const friend = { customerId: caller.customerId ?? order.customer_id, email: order.customer_email ?? caller.email, purchaser };
  const referral = await referralForOrder(tx, caller, code, friend, order.id);
  if (!referral)
    throw apiError('BAD_USER_INPUT', `There is no offer with the code ${code}. Check the spelling and try again.`, {
      reason: 'UNKNOWN_COUPON',
    });
  if (referral.refusal) throw apiError('BAD_USER_INPUT', referral.refusal.message, { reason: referral.refusal.code });
  return referralCoupon(referral);
}
