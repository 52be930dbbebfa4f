import { toPounds } from '../domain/money.ts';
import { lineTotals, orderTotals } from '../domain/totals.ts';
import type { StoredOrder } from '../store/orders.ts';

/** Shapes a stored order for the API: totals from the domain, pence to pounds at the edge. */
export function presentOrder({ order, items }: StoredOrder) {
  const priced = items.map((item) => ({
    item,
    line: {
      quantity: item.quantity,
      unitPricePence: item.unit_price_pence,
      vatRateBasisPoints: item.vat_rate_basis_points,
      weightGrams: item.weight_grams,
    },
  }));
  const totals = orderTotals(priced.map((p) => p.line));
  return {
    id: order.id,
    status: order.status,
    paymentStatus: order.payment_status,
    currencyCode: order.currency_code,
    guest: order.guest,
    gtagClientId: order.gtag_client_id,
    errors: [] as string[],
    subTotalAmount: toPounds(totals.subTotalPence),
    subTotalTax: toPounds(totals.subTotalTaxPence),
    shippingAmount: toPounds(totals.shippingPence),
    shippingTaxAmount: toPounds(totals.shippingTaxPence),
    discountAmount: toPounds(totals.discountPence),
    discountTaxAmount: toPounds(totals.discountTaxPence),
    creditUsed: toPounds(totals.creditUsedPence),
    totalAmount: toPounds(totals.totalPence),
    totalTax: toPounds(totals.totalTaxPence),
    totalWeight: totals.totalWeightGrams / 1000,
    itemsCount: totals.itemsCount,
    orderItems: priced.map(({ item, line }) => {
      const t = lineTotals(line);
      return {
        id: item.id,
        skuId: item.product_id,
        code: item.sku_code,
        parentId: null,
        quantity: item.quantity,
        name: item.name,
        unitAmount: toPounds(item.unit_price_pence),
        totalAmount: toPounds(t.totalPence),
        totalTaxAmount: toPounds(t.taxPence),
        imageUrl: JSON.stringify({ url: item.image_url }),
        productUrl: item.product_url,
      };
    }),
  };
}
