import type { Caller, CommerceContext } from '../context.ts';
import { applyCoupon, couponCustomerKey, normaliseCouponCode } from '../domain/pricing/coupons.ts';
import { apiError } from '../errors.ts';
import { changeCart } from './cart.service.ts';
import { couponFromRow } from './coupon-rules.ts';
import { couponUsage, findCoupon } from './coupons.store.ts';
import { priceOrder } from './order-pricing.ts';
import { loadDetails, updateCartFields } from './orders.store.ts';

/**
 * Puts a coupon on a cart after checking it against the basket and its usage limits (an
 * empty code takes the coupon off). A use is counted only when the order is paid for.
 */
export async function setCouponCode(ctx: CommerceContext, caller: Caller, orderId: string, typedCode: string): Promise<void> {
  const code = normaliseCouponCode(typedCode);
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    if (code === '') {
      await updateCartFields(tx, order.id, { coupon_code: null });
      return;
    }
    const row = await findCoupon(tx, caller.tenantId, code);
    if (!row)
      throw apiError('BAD_USER_INPUT', `There is no offer with the code ${code}. Check the spelling and try again.`, {
        reason: 'UNKNOWN_COUPON',
      });
    const customerKey = couponCustomerKey(order.customer_email ?? caller.email);
    const usage = await couponUsage(tx, caller.tenantId, code, customerKey);
    // Checked against the basket as locked, the same goods and waivable delivery the price uses.
    const { couponBasis } = priceOrder(await loadDetails(tx, order), ctx.now());
    const result = applyCoupon(couponFromRow(row), { ...couponBasis, customerKey }, usage, ctx.now());
    if (!result.ok) throw apiError('BAD_USER_INPUT', result.message, { reason: result.code });
    await updateCartFields(tx, order.id, { coupon_code: code });
  });
}
