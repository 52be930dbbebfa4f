import { standsAsSale } from '../domain/order-process.ts';
import { presentSeller } from '../catalogue/index.ts';
import { toPounds, type Pence } from '../domain/money.ts';
import type { DeliveryVatPart } from '../domain/pricing/delivery-vat.ts';
import { vatByRate, type VatRateTotal } from '../domain/pricing/vat-summary.ts';
import { vatRateText } from '../domain/pricing/vat-rate-text.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { presentOrder, priceOrder, type PricedOrder, type StoredOrder } from '../orders/index.ts';
import { planPromise } from '../domain/delivery/shipment-promise.ts';

/** One delivery charge as the receipt lists it, at its own VAT rate. */
export interface ReceiptCharge {
  description: string;
  pence: Pence;
  taxPence: Pence;
  vatRateBasisPoints: number;
}

/**
 * Every delivery charge the order pays, each shipment's delivery first (free, or waived by a
 * coupon, reads 0), then its surcharges and its timed slot: together they are the order's
 * shippingPence, as calculateOrderTotals counted it. Each is listed at the VAT rates it was
 * charged at (priceOrder's deliveryVat): a charge apportioned over goods at two rates is two
 * rows, each naming the goods' rate it follows.
 */
export function deliveryCharges(priced: PricedOrder): ReceiptCharge[] {
  return priced.shipments.flatMap((plan, index) => {
    const quote = plan.shippingMethod;
    const vat = priced.deliveryVat[index];
    if (!quote || !vat) return [];
    const rows = (description: string, parts: readonly DeliveryVatPart[]): ReceiptCharge[] =>
      parts.map((part) => ({
        description: parts.length > 1 ? `${description} (share for goods at ${vatRateText(part.rateBasisPoints)})` : description,
        pence: part.pence,
        taxPence: part.taxPence,
        vatRateBasisPoints: part.rateBasisPoints,
      }));
    // Named as the shipment's promise names them (delivery, each surcharge, then the slot), so
    // the receipt's rows read as the order page's and the mail's.
    const labels = planPromise(plan, priced.deliveryWaived, plan.estDeliveryDate).charges.map((charge) => charge.label);
    const slotLabel = labels[1 + quote.surcharges.length] ?? labels[0]!;
    return [
      ...rows(labels[0]!, vat.shipping),
      ...quote.surcharges.flatMap((_, i) => rows(labels[1 + i]!, vat.surcharges[i] ?? [])),
      ...(plan.timedSlot ? rows(slotLabel, vat.timed) : []),
    ];
  });
}

/** The order's goods, discount and delivery by VAT rate, lowest first, as priced (vatByRate). */
export function orderVatByRate(stored: Pick<StoredOrder, 'items'>, priced: PricedOrder): VatRateTotal[] {
  return vatByRate({
    lines: stored.items.map((item) => ({
      totalPence: item.unit_price_pence * item.quantity,
      vatRateBasisPoints: item.vat_rate_basis_points,
    })),
    charges: deliveryCharges(priced).map(({ pence, taxPence, vatRateBasisPoints }) => ({ pence, taxPence, vatRateBasisPoints })),
    discountPence: priced.totals.discountPence,
  });
}

/** What the receipt needs beyond the order: who sold it, and the payment that placed it. */
export interface ReceiptFacts {
  seller: SellerIdentity;
  /** What the order was charged: its placing payment, moved by later edits of its lines (balances, their refunds). */
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
  const { order } = stored;
  if (!standsAsSale(order.status) || !order.inv_number || !order.placed_at)
    throw new Error(`Order ${order.id} is not placed, or was cancelled: no receipt.`);
  const priced = priceOrder(stored, order.placed_at);
  const charges = deliveryCharges(priced);
  const rates = orderVatByRate(stored, priced);
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
