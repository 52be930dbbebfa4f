import { assertPence, vatIncluded, type Pence } from '../money.ts';
import { allocateDiscount } from './discount-allocation.ts';

export interface OrderLine {
  quantity: number;
  /** VAT included. */
  unitPricePence: Pence;
  vatRateBasisPoints: number;
  weightGrams: number;
}

/** One shipment's delivery charges, VAT included, each with the VAT it contains. */
export interface ShipmentCharges {
  /** The delivery charge a free-delivery coupon removes. */
  shippingPence: Pence;
  shippingTaxPence: Pence;
  /** Remote-zone surcharges (Highlands, islands): payable even with free delivery. */
  surchargePence: Pence;
  surchargeTaxPence: Pence;
}

/** The part of a coupon result the totals need (see applyCoupon). */
interface AppliedCoupon {
  discountPence: Pence;
  freeDelivery: boolean;
}

export interface OrderTotalsInput {
  lines: readonly OrderLine[];
  shipments: readonly ShipmentCharges[];
  coupon: AppliedCoupon | null;
  /** Store credit to put against the order (see creditToApply); capped at the total. */
  creditUsedPence: Pence;
}

export interface OrderTotals {
  subTotalPence: Pence;
  subTotalTaxPence: Pence;
  /** After free delivery; surcharges included. */
  shippingPence: Pence;
  shippingTaxPence: Pence;
  /** No payment method carries a fee yet; the fields exist so the API shape is final. */
  paymentMethodPence: Pence;
  paymentMethodTaxPence: Pence;
  discountPence: Pence;
  discountTaxPence: Pence;
  creditUsedPence: Pence;
  /** Goods + shipping − discount, VAT included; what the order is worth, before credit. */
  totalPence: Pence;
  totalTaxPence: Pence;
  /** What the card is charged: total − credit. */
  amountDuePence: Pence;
  totalWeightGrams: number;
  itemsCount: number;
}

function assertCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a valid ${what}: ${value}`);
  return value;
}

function assertAmount(value: Pence, what: string): Pence {
  assertPence(value);
  if (value < 0) throw new RangeError(`${what} cannot be negative: ${value}`);
  return value;
}

function assertTaxWithin(taxPence: Pence, grossPence: Pence, what: string): void {
  assertAmount(taxPence, `${what} VAT`);
  if (taxPence > grossPence) throw new RangeError(`${what} VAT (${taxPence}p) exceeds the ${what} itself (${grossPence}p)`);
}

/**
 * The one place an order's totals are computed. Prices include VAT, so every figure is a
 * gross amount with the VAT it contains beside it. The discount comes off the goods and takes
 * its VAT with it line by line (allocateDiscount); free delivery removes the waivable
 * delivery charge but not surcharges; credit is a payment, so it lowers the amount due and
 * leaves the VAT alone. Inputs that break the rules (negative prices, VAT above the amount)
 * are bugs upstream and throw.
 */
export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  let subTotalPence = 0;
  let subTotalTaxPence = 0;
  let totalWeightGrams = 0;
  let itemsCount = 0;
  const discountable = input.lines.map((line, index) => {
    const quantity = assertCount(line.quantity, 'quantity');
    const lineTotal = assertAmount(line.unitPricePence, 'A unit price') * quantity;
    subTotalPence += lineTotal;
    subTotalTaxPence += vatIncluded(lineTotal, line.vatRateBasisPoints);
    totalWeightGrams += assertCount(line.weightGrams, 'weight in grams') * quantity;
    itemsCount += quantity;
    return { id: String(index), totalPence: lineTotal, vatRateBasisPoints: line.vatRateBasisPoints };
  });

  const freeDelivery = input.coupon?.freeDelivery ?? false;
  let shippingPence = 0;
  let shippingTaxPence = 0;
  for (const shipment of input.shipments) {
    assertTaxWithin(shipment.shippingTaxPence, assertAmount(shipment.shippingPence, 'Shipping'), 'shipping');
    assertTaxWithin(shipment.surchargeTaxPence, assertAmount(shipment.surchargePence, 'A surcharge'), 'surcharge');
    if (!freeDelivery) {
      shippingPence += shipment.shippingPence;
      shippingTaxPence += shipment.shippingTaxPence;
    }
    shippingPence += shipment.surchargePence;
    shippingTaxPence += shipment.surchargeTaxPence;
  }

  // applyCoupon already caps at the goods; capping again keeps the invariant if the basket
  // shrank since the coupon was priced.
  const discountPence = Math.min(assertAmount(input.coupon?.discountPence ?? 0, 'A discount'), subTotalPence);
  const { discountTaxPence } = allocateDiscount(discountable, discountPence);

  const totalPence = subTotalPence + shippingPence - discountPence;
  const creditUsedPence = Math.min(assertAmount(input.creditUsedPence, 'Credit used'), totalPence);
  return {
    subTotalPence,
    subTotalTaxPence,
    shippingPence,
    shippingTaxPence,
    paymentMethodPence: 0,
    paymentMethodTaxPence: 0,
    discountPence,
    discountTaxPence,
    creditUsedPence,
    totalPence,
    totalTaxPence: subTotalTaxPence + shippingTaxPence - discountTaxPence,
    amountDuePence: totalPence - creditUsedPence,
    totalWeightGrams,
    itemsCount,
  };
}
