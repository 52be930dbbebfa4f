import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { applyCoupon, type Coupon } from '../domain/pricing/coupons.ts';
import { purchaserKey, purchaserOf } from '../domain/purchaser.ts';
import { referralCoupon } from '../domain/pricing/referral.ts';
import { calculateOrderTotals, type OrderTotals } from '../domain/pricing/order-totals.ts';
import type { OrderCredit, StoredOrder } from './orders.store.ts';
import { couponFromRow } from './coupon-rules.ts';
import { planOrderShipments } from './order-shipments.ts';

/** What a coupon is checked against: the goods, and the delivery charges free delivery would waive. */
export interface CouponBasis {
  goodsPence: number;
  waivableShippingPence: number;
}

export interface PricedOrder {
  totals: OrderTotals;
  couponBasis: CouponBasis;
  shipments: ShipmentPlan[];
  /** The coupon that counts towards the totals now, with what it takes off. */
  discountsApplied: { id: string; name: string; amountAppliedPence: number }[];
  /** A free-delivery coupon took off each shipment's delivery charge (never its surcharges or slot). */
  deliveryWaived: boolean;
  /** Why a coupon on the order does not apply any more (e.g. the basket fell below its minimum). */
  problems: string[];
}

/**
 * Prices an order as it stands. The coupon is re-checked against the basket on every read
 * (dates, minimum spend); its usage limits were checked when it was applied and are checked
 * again when the order is placed, which is where a use is counted.
 */
export function priceOrder(stored: StoredOrder, now: Date): PricedOrder {
  const lines = stored.items.map((item) => ({
    quantity: item.quantity,
    unitPricePence: item.unit_price_pence,
    vatRateBasisPoints: item.vat_rate_basis_points,
    weightGrams: item.weight_grams,
  }));
  const goodsPence = lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
  const shipments = planOrderShipments(stored, now);
  // A timed slot is a service the shopper chose, so free delivery does not waive it.
  const charges = shipments.flatMap((plan) =>
    plan.charge
      ? [
          {
            shippingPence: plan.charge.shippingPence,
            shippingTaxPence: plan.charge.shippingTaxPence,
            surchargePence: plan.charge.surchargePence + plan.charge.timedPence,
            surchargeTaxPence: plan.charge.surchargeTaxPence + plan.charge.timedTaxPence,
          },
        ]
      : [],
  );
  const couponBasis = { goodsPence, waivableShippingPence: charges.reduce((sum, c) => sum + c.shippingPence, 0) };
  const problems: string[] = [];
  let applied: { discountPence: number; freeDelivery: boolean } | null = null;
  const coupon = orderCoupon(stored);
  if (coupon && goodsPence > 0) {
    const purchaser = purchaserOf(orderPurchasing(stored.order));
    const customerKey = purchaser && purchaserKey(purchaser);
    const result = applyCoupon(coupon, { ...couponBasis, customerKey }, { used: 0, usedByCustomer: 0 }, now);
    if (stored.referral?.refusal && !stored.coupon) problems.push(stored.referral.refusal.message);
    else if (result.ok) applied = { discountPence: result.discountPence, freeDelivery: result.freeDelivery };
    else problems.push(result.message);
  }
  const totals = calculateOrderTotals({ lines, shipments: charges, coupon: applied, creditUsedPence: creditAgainstOrder(stored.credit) });
  return {
    totals,
    couponBasis,
    shipments,
    discountsApplied: applied && coupon ? [{ id: coupon.code, name: coupon.name, amountAppliedPence: totals.discountPence }] : [],
    deliveryWaived: applied?.freeDelivery ?? false,
    problems,
  };
}

/** The order's code as the coupon rules price it: a coupon, or a customer's referral code. */
export function orderCoupon(stored: Pick<StoredOrder, 'coupon' | 'referral'>): Coupon | null {
  if (stored.coupon) return couponFromRow(stored.coupon);
  return stored.referral ? referralCoupon(stored.referral) : null;
}

/** The order's facts that say who its purchaser is (domain/purchaser.ts). */
export function orderPurchasing(order: Pick<StoredOrder['order'], 'guest' | 'customer_id' | 'customer_email'>) {
  return { guest: order.guest, customerId: order.customer_id, email: order.customer_email };
}

/** Credit asked for counts up to the balance (calculateOrderTotals caps it at the total). */
function creditAgainstOrder(credit: OrderCredit): number {
  if (credit.kind === 'spent') return credit.pence;
  if (credit.kind === 'requested') return Math.max(0, Math.min(credit.requestedPence, credit.balancePence));
  return 0;
}
