import { hasBeenPlaced, shopperMaySee, standsAsSale } from '../domain/order-process.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import type { OrderDisclosure } from '../domain/order-disclosure.ts';
import { toPounds } from '../domain/money.ts';
import { balancePaidWith } from '../domain/balance-payment.ts';
import { lineTotals } from '../domain/totals.ts';
import type { OrderAddressRow } from '../store/tables.ts';
import type { StoredOrder } from './orders.store.ts';
import { presentStoredAddress as presentAddress } from '../customers/index.ts';
import { priceOrder } from './order-pricing.ts';
import { shipmentPromises } from '../shipments/index.ts';
import { presentShipment } from '../shipments/index.ts';
import { preorderOptions } from './preorder-options.ts';

interface OrderReplyOptions {
  /** How much to show (domain/order-disclosure.ts decides; order-reply.ts asks it). */
  disclosure: OrderDisclosure;
  /** The problems the call that produced this reply found (validation, stock). */
  errors?: readonly string[];
  /** Only in placeOrder's reply to a guest's browser: the key that opens the order in full. */
  receiptKey?: string | null;
}

/**
 * Shapes a stored order for the API: totals from the domain, pence to pounds at the edge.
 * The pricing adds its own problems to `errors` (a coupon that no longer applies). A claimed
 * guest order leaves out what the guest wrote (notes), the analytics id, metadata and the
 * payment's next step. A receipt also leaves out who the shopper is and where they live:
 * contact and addresses (a 3-D Secure page is the payer's alone).
 */
export function presentOrder(stored: StoredOrder, now: Date, { disclosure, errors = [], receiptKey = null }: OrderReplyOptions) {
  const full = presentFullOrder(stored, now, errors);
  if (disclosure === 'full') return { ...full, receiptKey, vatReceiptAvailable: standsAsSale(full.status) };
  const withoutWhatTheGuestWrote = {
    ...full,
    receiptKey: null,
    vatReceiptAvailable: false,
    orderNotes: null,
    gtagClientId: null,
    metadata: '{}',
    clientData: null,
  };
  if (disclosure === 'claimed') {
    return {
      ...withoutWhatTheGuestWrote,
      billingAddress: full.billingAddress && { ...full.billingAddress, deliveryNotes: null },
      shippingAddress: full.shippingAddress.map((address) => ({ ...address, deliveryNotes: null })),
    };
  }
  return { ...withoutWhatTheGuestWrote, customer: null, billingAddress: null, shippingAddress: [] as typeof full.shippingAddress };
}

/**
 * A placed order as getOrderByNumber answers it (the schema's TrackedOrder): progress, lines and
 * totals, and each delivery postcode's outward code (e.g. LE12), enough to say where the order is
 * going, not who lives there. No id: the id opens the order, and tracking proves only the email.
 */
export function presentTrackedOrder(stored: StoredOrder, now: Date) {
  const full = presentFullOrder(stored, now, []);
  return {
    number: full.number,
    invNumber: full.invNumber,
    orderDate: full.orderDate,
    status: full.status,
    paymentStatus: full.paymentStatus,
    currencyCode: full.currencyCode,
    isShipped: full.isShipped,
    subTotalAmount: full.subTotalAmount,
    shippingAmount: full.shippingAmount,
    discountAmount: full.discountAmount,
    creditUsed: full.creditUsed,
    totalAmount: full.totalAmount,
    amountDue: full.amountDue,
    totalTax: full.totalTax,
    itemsCount: full.itemsCount,
    orderItems: full.orderItems,
    shipments: full.shipments,
    shipmentsCount: full.shipmentsCount,
    history: full.history,
    deliveryAreas: stored.addresses.filter((a) => a.address_type === 'shipping').map(deliveryArea),
  };
}

function deliveryArea(row: OrderAddressRow) {
  const parsed = parseUkPostcode(row.post_code);
  return { postCode: parsed.ok ? parsed.outward : '', countryCode: row.country_code };
}

function presentFullOrder(stored: StoredOrder, now: Date, errors: readonly string[]) {
  const { order, items, addresses } = stored;
  // A placed order is a record: its coupon, delivery dates and dispatch day read as they were when
  // it was placed, not as a cart placed today would.
  const asOf = hasBeenPlaced(order.status) && order.placed_at ? order.placed_at : now;
  const pricedOrder = priceOrder(stored, asOf);
  const { totals, shipments, discountsApplied, problems, deliveryVat, couponAwaitsEmail } = pricedOrder;
  const promises = shipmentPromises(stored, pricedOrder);
  const priced = items.map((item) => ({
    item,
    line: {
      quantity: item.quantity,
      unitPricePence: item.unit_price_pence,
      vatRateBasisPoints: item.vat_rate_basis_points,
      weightGrams: item.weight_grams,
    },
  }));
  const billing = addresses.find((a) => a.address_type === 'billing');
  const orderItems = priced.map(({ item, line }) => {
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
      vatRate: item.vat_rate_basis_points / 100,
      imageUrl: JSON.stringify({ url: item.image_url }),
      productUrl: item.product_url,
    };
  });
  const presentedShipments = shipments.map((plan, index) =>
    presentShipment(
      plan,
      orderItems,
      stored.delivery.couriers,
      stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.status,
      deliveryVat[index]?.chargeTaxPence,
      promises[index]!,
    ),
  );
  return {
    id: order.id,
    number: order.order_number,
    invNumber: order.inv_number,
    orderDate: order.placed_at ? order.placed_at.toISOString() : null,
    status: order.status,
    paymentStatus: order.payment_status,
    // Orders placed before the way to pay was kept were paid by card, the only way there was.
    paidWith: order.paid_with ?? (order.placed_at ? 'card' : null),
    languageCode: order.language_code,
    currencyCode: order.currency_code,
    guest: order.guest,
    isShipped: presentedShipments.length > 0 && presentedShipments.every((shipment) => shipment.status !== 'pending'),
    gtagClientId: order.gtag_client_id,
    errors: [...errors, ...problems],
    orderNotes: order.notes,
    metadata: JSON.stringify(order.metadata ?? {}),
    couponsUsed: order.coupon_code ? [{ couponCode: order.coupon_code, awaitsEmail: couponAwaitsEmail }] : [],
    discountsApplied: discountsApplied.map((d) => ({ id: d.id, name: d.name, amountApplied: toPounds(d.amountAppliedPence) })),
    customer: order.customer_email
      ? {
          id: order.customer_id,
          email: order.customer_email,
          firstName: order.customer_first_name,
          lastName: order.customer_last_name,
          phoneNumber: order.customer_phone,
        }
      : null,
    billingAddress: billing ? presentAddress(billing) : null,
    shippingAddress: addresses.filter((a) => a.address_type === 'shipping').map(presentAddress),
    subTotalAmount: toPounds(totals.subTotalPence),
    subTotalTax: toPounds(totals.subTotalTaxPence),
    shippingAmount: toPounds(totals.shippingPence),
    shippingTaxAmount: toPounds(totals.shippingTaxPence),
    discountAmount: toPounds(totals.discountPence),
    discountTaxAmount: toPounds(totals.discountTaxPence),
    paymentMethodAmount: toPounds(totals.paymentMethodPence),
    paymentMethodAmountTax: toPounds(totals.paymentMethodTaxPence),
    creditUsed: toPounds(totals.creditUsedPence),
    amountDue: toPounds(totals.amountDuePence),
    // The basket's "total before delivery": a chosen delivery method must not creep into it.
    goodsAmount: toPounds(totals.subTotalPence - totals.discountPence),
    goodsTax: toPounds(totals.subTotalTaxPence - totals.discountTaxPence),
    totalAmount: toPounds(totals.totalPence),
    totalTax: toPounds(totals.totalTaxPence),
    totalWeight: totals.totalWeightGrams / 1000,
    itemsCount: totals.itemsCount,
    dutyAmount: 0,
    dutyAmountTax: 0,
    orderItems,
    shipments: presentedShipments,
    shipmentsCount: presentedShipments.length,
    shipmentsInvalid: presentedShipments.some((shipment) => !shipment.isShipmentValid),
    preorderDelivery: order.preorder_delivery === 'split' ? ('SPLIT' as const) : ('TOGETHER' as const),
    preorderOptions: preorderOptions(stored, asOf),
    // The method of the first shipment: the API's single-method view of an order.
    orderShippingMethod: presentedShipments[0]?.shippingMethod?.id ?? null,
    // The shopper's view of the order: the staff's own notes and words stay with the shop.
    history: stored.history.flatMap((entry) => {
      const seen = shopperMaySee(entry.status);
      if (seen === 'nothing') return [];
      return [{ date: entry.created_at.toISOString(), status: entry.status, note: seen === 'entry' ? entry.note : null }];
    }),
    // What an edit of the lines left to pay, and what for (the order page offers to pay it).
    balanceDue: toPounds(order.balance_due_pence),
    balanceDueFor: order.balance_due_pence > 0 ? order.balance_due_for : null,
    balancesPaid: stored.balancePayments.map((paid) => ({
      amount: toPounds(paid.amount_pence),
      paidWith: balancePaidWith(paid.way, paid.paid_with),
      paidAt: new Date(paid.created_at).toISOString(),
    })),
    // While the bank's check waits, the storefront (or a second tab) is told where to send the shopper.
    clientData:
      stored.openAttempt?.status === 'requiresAction' && stored.openAttempt.redirect_url
        ? { type: 'redirect', action: 'GET', data: stored.openAttempt.redirect_url }
        : null,
  };
}
