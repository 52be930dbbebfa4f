import { standsAsSale } from '../domain/order-process.ts';
import { presentSeller } from '../catalogue/seller-view.ts';
import type { EligibleQuote, SurchargeLine } from '../domain/delivery/quote.ts';
import { toPounds, type Pence } from '../domain/money.ts';
import { vatByRate } from '../domain/pricing/vat-summary.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { priceOrder, type PricedOrder } from './order-pricing.ts';
import type { StoredOrder } from './orders.store.ts';
import { presentOrder } from './order-view.ts';

/** One delivery charge as the receipt lists it, at its own VAT rate. */
export interface ReceiptCharge {
  description: string;
  pence: Pence;
  taxPence: Pence;
  vatRateBasisPoints: number;
}

function surchargeName(surcharge: SurchargeLine, quote: EligibleQuote): string {
  if (surcharge.kind === 'method') return `${quote.displayName}: surcharge`;
  if (surcharge.kind === 'zone') return `${quote.displayName}: remote area surcharge`;
  const service = quote.services.find((s) => s.type === surcharge.kind);
  return `${quote.displayName}: ${service?.name ?? surcharge.kind}`;
}

/**
 * Every delivery charge the order pays, each shipment's delivery first (free, or waived by a
 * coupon, reads 0), then its surcharges and its timed slot: together they are the order's
 * shippingPence, as calculateOrderTotals counted it.
 */
export function deliveryCharges(priced: PricedOrder): ReceiptCharge[] {
  return priced.shipments.flatMap((plan) => {
    const quote = plan.shippingMethod;
    const charge = plan.charge;
    if (!quote || !charge) return [];
    const waived = priced.deliveryWaived;
    const charges: ReceiptCharge[] = [
      {
        description: quote.displayName,
        pence: waived ? 0 : charge.shippingPence,
        taxPence: waived ? 0 : charge.shippingTaxPence,
        vatRateBasisPoints: quote.vatBasisPoints,
      },
      ...quote.surcharges.map((surcharge) => ({
        description: surchargeName(surcharge, quote),
        pence: surcharge.pence,
        taxPence: surcharge.taxPence,
        vatRateBasisPoints: surcharge.vatBasisPoints,
      })),
    ];
    if (plan.timedSlot && charge.timedPence > 0) {
      charges.push({
        description: `${quote.displayName}: ${plan.timedSlot.label}`,
        pence: charge.timedPence,
        taxPence: charge.timedTaxPence,
        vatRateBasisPoints: quote.vatBasisPoints,
      });
    }
    return charges;
  });
}

/** What the receipt needs beyond the order: who sold it, and the payment that placed it. */
export interface ReceiptFacts {
  seller: SellerIdentity;
  /** What the card was asked for when the order was paid. */
  payment: { amountPence: Pence };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A placed order's VAT receipt. The order is priced as it was when it was placed, as the order
 * page shows it (a coupon that has ended since, or a slot no longer offered, does not rewrite
 * history). It is refused rather than printed if its figures disagree with the order's totals
 * or with what the card was charged: a VAT invoice that does not add up is worse than none.
 */
export function presentVatReceipt(stored: StoredOrder, { seller, payment }: ReceiptFacts) {
  const { order, items } = stored;
  if (!standsAsSale(order.status) || !order.inv_number || !order.placed_at)
    throw new Error(`Order ${order.id} is not placed, or was cancelled: no receipt.`);
  const priced = priceOrder(stored, order.placed_at);
  const charges = deliveryCharges(priced);
  const rates = vatByRate({
    lines: items.map((item) => ({ totalPence: item.unit_price_pence * item.quantity, vatRateBasisPoints: item.vat_rate_basis_points })),
    charges: charges.map(({ pence, taxPence, vatRateBasisPoints }) => ({ pence, taxPence, vatRateBasisPoints })),
    discountPence: priced.totals.discountPence,
  });
  const { totals } = priced;
  const disagreements = [
    sum(charges.map((c) => c.pence)) !== totals.shippingPence && 'delivery charges',
    sum(rates.map((r) => r.vatPence)) !== totals.totalTaxPence && 'VAT by rate',
    sum(rates.map((r) => r.grossPence)) !== totals.totalPence && 'amounts by rate',
    totals.amountDuePence !== payment.amountPence && 'card payment',
  ].filter(Boolean);
  if (disagreements.length > 0)
    throw new Error(`Order ${order.id}: no VAT receipt, its ${disagreements.join(', ')} do not match the order.`);

  return {
    invoiceNumber: order.inv_number,
    taxPoint: order.placed_at.toISOString(),
    seller: presentSeller(seller),
    order: presentOrder(stored, order.placed_at, { disclosure: 'full' }),
    deliveryCharges: charges.map((charge) => ({
      description: charge.description,
      amount: toPounds(charge.pence),
      vatRate: charge.vatRateBasisPoints / 100,
      vatAmount: toPounds(charge.taxPence),
    })),
    vatByRate: rates.map((rate) => ({
      rate: rate.rateBasisPoints / 100,
      netAmount: toPounds(rate.netPence),
      vatAmount: toPounds(rate.vatPence),
      grossAmount: toPounds(rate.grossPence),
    })),
  };
}
