import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { applyCoupon, awaitsEmail, type Coupon } from '../domain/pricing/coupons.ts';
import { purchaserKey, purchaserOf } from '../domain/purchaser.ts';
import { referralCoupon } from '../domain/pricing/referral.ts';
import { calculateOrderTotals, type OrderTotals } from '../domain/pricing/order-totals.ts';
import { allocateDiscount } from '../domain/pricing/discount-allocation.ts';
import { deliveryChargeVat, type DeliveryVatPart, type GoodsAtRate } from '../domain/pricing/delivery-vat.ts';
import type { OrderCredit, StoredOrder } from './orders.store.ts';
import { couponFromRow } from '../coupons/index.ts';
import { planOrderShipments } from '../shipments/index.ts';

/** What a coupon is checked against: the goods, and the delivery charges free delivery would waive. */
export interface CouponBasis {
  goodsPence: number;
  waivableShippingPence: number;
}

/**
 * The VAT of one shipment's delivery charges, by rate (domain/pricing/delivery-vat.ts): its
 * delivery as charged (one part at 0 when free or waived), each of its method's surcharges in
 * the quote's order, and its timed slot (empty without one).
 */
export interface ShipmentDeliveryVat {
  shipping: DeliveryVatPart[];
  surcharges: DeliveryVatPart[][];
  timed: DeliveryVatPart[];
  /** The VAT in the shipment's whole charge before any free-delivery waiver (its ShipmentCharge.totalPence). */
  chargeTaxPence: number;
}

export interface PricedOrder {
  totals: OrderTotals;
  couponBasis: CouponBasis;
  shipments: ShipmentPlan[];
  /** Beside `shipments`, one each; null for a shipment with no method yet. */
  deliveryVat: (ShipmentDeliveryVat | null)[];
  /** The coupon that counts towards the totals now, with what it takes off. */
  discountsApplied: { id: string; name: string; amountAppliedPence: number }[];
  /** A free-delivery coupon took off each shipment's delivery charge (never its surcharges or slot). */
  deliveryWaived: boolean;
  /** Why a coupon on the order does not apply any more (e.g. the basket fell below its minimum). */
  problems: string[];
  /** The order's code is limited per customer and waits for the shopper's email (applyCouponBeforeEmail): nothing off yet. */
  couponAwaitsEmail: boolean;
}

/**
 * Prices an order as it stands. The coupon is re-checked against the basket on every read
 * (dates, minimum spend, and for a cart the purchaser's own uses once the email is known); its
 * overall limit was checked when it was applied, and every limit is checked again when the order
 * is placed, which is where a use is counted.
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
  const waivableShippingPence = shipments.reduce((sum, plan) => sum + (plan.charge?.shippingPence ?? 0), 0);
  const couponBasis = { goodsPence, waivableShippingPence };
  const problems: string[] = [];
  let applied: { discountPence: number; freeDelivery: boolean } | null = null;
  let couponAwaitsEmail = false;
  const coupon = orderCoupon(stored);
  if (coupon && goodsPence > 0) {
    const purchaser = purchaserOf(orderPurchasing(stored.order));
    const customerKey = purchaser && purchaserKey(purchaser);
    const usage = { used: 0, usedByCustomer: stored.couponUsesByPurchaser };
    const result = applyCoupon(coupon, { ...couponBasis, customerKey }, usage, now);
    if (stored.referral?.refusal && !stored.coupon) problems.push(stored.referral.refusal.message);
    else if (result.ok) applied = { discountPence: result.discountPence, freeDelivery: result.freeDelivery };
    else if (awaitsEmail(result)) couponAwaitsEmail = true;
    else problems.push(result.message);
  }
  const deliveryWaived = applied?.freeDelivery ?? false;
  const goods = goodsByLine(stored, Math.min(applied?.discountPence ?? 0, goodsPence));
  const deliveryVat = shipments.map((plan) => shipmentDeliveryVat(plan, goods, stored.deliveryVatTreatment, deliveryWaived));
  // A timed slot is a service the shopper chose, so free delivery does not waive it.
  const charges = shipments.flatMap((plan, index) => {
    const vat = deliveryVat[index];
    if (!plan.charge || !vat) return [];
    const taxOf = (parts: readonly DeliveryVatPart[]) => parts.reduce((sum, part) => sum + part.taxPence, 0);
    return [
      {
        shippingPence: plan.charge.shippingPence,
        shippingTaxPence: vat.shippingTaxPence,
        surchargePence: plan.charge.surchargePence + plan.charge.timedPence,
        surchargeTaxPence: vat.parts.surcharges.reduce((sum, parts) => sum + taxOf(parts), 0) + taxOf(vat.parts.timed),
      },
    ];
  });
  const totals = calculateOrderTotals({ lines, shipments: charges, coupon: applied, creditUsedPence: creditAgainstOrder(stored.credit) });
  return {
    totals,
    couponBasis,
    shipments,
    deliveryVat: deliveryVat.map((vat) => vat?.parts ?? null),
    discountsApplied: applied && coupon ? [{ id: coupon.code, name: coupon.name, amountAppliedPence: totals.discountPence }] : [],
    deliveryWaived,
    problems,
    couponAwaitsEmail,
  };
}

/**
 * What each line's goods are worth once the order's discount is spread over the lines, as the
 * totals spread it (allocateDiscount): the values delivery VAT is apportioned by.
 */
function goodsByLine(stored: StoredOrder, discountPence: number): Map<string, GoodsAtRate> {
  const lines = stored.items.map((item) => ({
    id: item.id,
    totalPence: item.unit_price_pence * item.quantity,
    vatRateBasisPoints: item.vat_rate_basis_points,
  }));
  const shares = allocateDiscount(lines, discountPence).lines;
  return new Map(
    lines.map((line, index) => [
      line.id,
      { rateBasisPoints: line.vatRateBasisPoints, valuePence: line.totalPence - shares[index]!.discountPence },
    ]),
  );
}

/**
 * One shipment's delivery charges taxed under the order's treatment, over the goods that
 * shipment carries. The delivery's VAT for the totals is worked out on the charge before any
 * waiver (calculateOrderTotals drops both when free delivery applies); the parts the receipt
 * lists are the charge as paid.
 */
function shipmentDeliveryVat(
  plan: ShipmentPlan,
  goods: ReadonlyMap<string, GoodsAtRate>,
  treatment: StoredOrder['deliveryVatTreatment'],
  waived: boolean,
): { shippingTaxPence: number; parts: ShipmentDeliveryVat } | null {
  const quote = plan.shippingMethod;
  if (!quote || !plan.charge) return null;
  const carried = plan.lineIds.flatMap((id) => {
    const line = goods.get(id);
    return line ? [line] : [];
  });
  const vatOf = (pence: number, rateBasisPoints: number) => deliveryChargeVat({ pence, rateBasisPoints }, carried, treatment);
  const taxOf = (parts: readonly DeliveryVatPart[]) => parts.reduce((sum, part) => sum + part.taxPence, 0);
  const shipping = vatOf(plan.charge.shippingPence, quote.vatBasisPoints);
  const surcharges = quote.surcharges.map((surcharge) => vatOf(surcharge.pence, surcharge.vatBasisPoints));
  const timed = plan.timedSlot && plan.charge.timedPence > 0 ? vatOf(plan.charge.timedPence, quote.vatBasisPoints) : [];
  return {
    shippingTaxPence: taxOf(shipping),
    parts: {
      shipping: waived ? vatOf(0, quote.vatBasisPoints) : shipping,
      surcharges,
      timed,
      chargeTaxPence: taxOf(shipping) + surcharges.reduce((sum, parts) => sum + taxOf(parts), 0) + taxOf(timed),
    },
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
