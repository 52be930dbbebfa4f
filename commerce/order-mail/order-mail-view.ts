import { greetingName } from '../mail/index.ts';
import { planPromise, SHIPMENT_TRAVEL_NAMES, type ShipmentPromise } from '../domain/delivery/shipment-promise.ts';
import { DEFAULT_DELIVERY_DATE_FORMAT, formatIsoDate } from '../domain/delivery/date-format.ts';
import { londonDate } from '../domain/london-clock.ts';
import { formatPence } from '../domain/money.ts';
import { vatRateText } from '../domain/pricing/vat-rate-text.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { lineTotals } from '../domain/totals.ts';
import { priceOrder } from '../orders/index.ts';
import { orderVatByRate } from '../vat-receipts/index.ts';
import type { StoredOrder } from '../orders/index.ts';
import type { OrderAddressRow } from '../store/tables.ts';

// Printed as the receipt prints it; kept here too for the mail's own callers.
export { vatRateText };

/** What an order's mails say, every figure already in words: the templates only lay it out. */
export interface OrderMailView {
  orderNumber: number;
  invoiceNumber: string | null;
  /** e.g. "Wednesday 18 November 2026", London. */
  placedOn: string;
  customer: { name: string; email: string; phone: string | null };
  /**
   * The first name the confirmation greets, scrubbed (mail/greeting-name.ts), or null: whoever
   * placed the order typed it and the email it goes to, so the subject line and greeting must not
   * carry a stranger's words into someone's inbox under the shop's name.
   */
  greeting: string | null;
  lines: { name: string; code: string; quantity: number; unitPrice: string; total: string; vatRate: string }[];
  /** How the order was paid, after "Paid by": "card", "PayPal", "Klarna, pay in 3". */
  paidWith: string;
  totals: {
    goods: string;
    delivery: string;
    /** e.g. { label: "Discount (WARMWELCOME)", amount: "−£3.80" }; null without one. */
    discount: { label: string; amount: string } | null;
    credit: string | null;
    total: string;
    paidByCard: string;
    vat: string;
    /** The VAT by rate, lowest first, e.g. { rate: "5%", vat: "£10.43" }: it sums to `vat`. */
    vatByRate: { rate: string; vat: string }[];
  };
  shipments: {
    /** How it travels: van, pallet or parcel. */
    key: string;
    /** e.g. "By our van": how it travels, for a sentence about it. */
    name: string;
    /** Its day, slot, services and charges in the words the order page, receipt and desk use. */
    promise: ShipmentPromise;
    dispatchDay: string | null;
    items: string;
    /** The carrier's tracking number and page, once staff entered them at dispatch; null without one. */
    tracking: { number: string; url: string | null } | null;
  }[];
  deliveryAddress: string[];
  deliveryNotes: string | null;
  billingAddress: string[];
  orderNotes: string | null;
  seller: SellerIdentity;
  /** `claim`: the one-time link that adds a guest's order to their account (guest confirmations only). */
  links: { order: string; receipt: string; claim?: string };
}

const DAY = DEFAULT_DELIVERY_DATE_FORMAT;
const DAY_WITH_YEAR = 'EEEE d MMMM yyyy';

/** An order address as the lines of an envelope. */
export function addressLines(row: OrderAddressRow): string[] {
  return [
    `${row.first_name} ${row.last_name}`.trim(),
    row.company,
    row.line1,
    row.line2,
    row.city,
    row.state,
    row.post_code,
    row.country_code === 'GB' ? null : row.country_code,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * The links an order's mail carries. Signed in, the order page opens with the customer's sign-in.
 * A guest's links carry a receipt key in the fragment, which browsers never send to a server
 * or in a Referer: the mailbox is the shopper's own, and the order page and the receipt page keep
 * the key as if this browser had paid (src/features/orders/receipt-keys.ts). Both links carry it,
 * so the receipt opens on another device too (an accountant's computer the mail was forwarded to).
 */
export function orderLinks(siteUrl: string, orderId: string, receiptKey: string | null): OrderMailView['links'] {
  const page = new URL(`/order/${encodeURIComponent(orderId)}/`, siteUrl);
  const receipt = new URL(`/order/${encodeURIComponent(orderId)}/receipt`, siteUrl);
  if (receiptKey) {
    page.hash = `receipt=${receiptKey}`;
    receipt.hash = `receipt=${receiptKey}`;
  }
  return { order: page.toString(), receipt: receipt.toString() };
}

/**
 * The link that claims a guest order for the account of its mailbox (domain/order-claim.ts): the
 * account's orders tab, the token in the fragment (never sent to a server or in a Referer). The
 * page only shows a button; pressing it claims, so a link scanner opening the mail claims nothing.
 */
export function orderClaimLink(siteUrl: string, claimToken: string): string {
  const page = new URL('/account/orders', siteUrl);
  page.hash = `claim=${claimToken}`;
  return page.toString();
}

function trackingOf(stored: StoredOrder, key: string): OrderMailView['shipments'][number]['tracking'] {
  const row = stored.shipmentChoices.find((choice) => choice.shipment_key === key);
  return row?.tracking_number ? { number: row.tracking_number, url: row.tracking_url ?? null } : null;
}

/**
 * An order as its mails tell it, priced as it was when placed (the same rules as the order
 * page), so the mail, the page and the card charge agree to the penny.
 */
export function orderMailView(stored: StoredOrder, seller: SellerIdentity, links: OrderMailView['links']): OrderMailView {
  const { order, items, addresses } = stored;
  if (order.order_number === null || !order.placed_at) throw new Error(`Order ${order.id} is not placed: it has no confirmation to send.`);
  const placedAt = order.placed_at;
  const priced = priceOrder(stored, placedAt);
  const { totals, shipments, discountsApplied } = priced;
  const delivery = addresses.find((a) => a.address_type === 'shipping');
  const billing = addresses.find((a) => a.address_type === 'billing');
  const discount = discountsApplied[0];
  return {
    orderNumber: order.order_number,
    invoiceNumber: order.inv_number,
    // Orders placed before the way to pay was kept were paid by card, the only way there was.
    paidWith: order.paid_with ?? 'card',
    placedOn: formatIsoDate(londonDate(placedAt), DAY_WITH_YEAR),
    customer: {
      name: [order.customer_first_name, order.customer_last_name].filter(Boolean).join(' '),
      email: order.customer_email ?? '',
      phone: order.customer_phone,
    },
    greeting: greetingName(order.customer_first_name),
    lines: items.map((item) => ({
      name: item.name,
      code: item.sku_code,
      quantity: item.quantity,
      unitPrice: formatPence(item.unit_price_pence),
      total: formatPence(
        lineTotals({
          quantity: item.quantity,
          unitPricePence: item.unit_price_pence,
          vatRateBasisPoints: item.vat_rate_basis_points,
          weightGrams: item.weight_grams,
        }).totalPence,
      ),
      vatRate: vatRateText(item.vat_rate_basis_points),
    })),
    totals: {
      goods: formatPence(totals.subTotalPence),
      delivery: totals.shippingPence === 0 ? 'Free' : formatPence(totals.shippingPence),
      discount:
        discount && totals.discountPence > 0
          ? { label: `Discount (${discount.id})`, amount: `−${formatPence(totals.discountPence)}` }
          : null,
      credit: totals.creditUsedPence > 0 ? `−${formatPence(totals.creditUsedPence)}` : null,
      total: formatPence(totals.totalPence),
      paidByCard: formatPence(totals.amountDuePence),
      vat: formatPence(totals.totalTaxPence),
      vatByRate: orderVatByRate(stored, priced).map((rate) => ({
        rate: vatRateText(rate.rateBasisPoints),
        vat: formatPence(rate.vatPence),
      })),
    },
    shipments: shipments.map((plan) => {
      const frozen = stored.shipmentChoices.find((row) => row.shipment_key === plan.key);
      const dispatchDate = frozen?.dispatch_date ?? plan.estDispatchDate;
      return {
        key: plan.key,
        name: SHIPMENT_TRAVEL_NAMES[plan.group],
        // The day written down when the order was placed is the promise, whatever a fresh plan says now.
        promise: planPromise(plan, priced.deliveryWaived, frozen?.delivery_date ?? plan.estDeliveryDate),
        dispatchDay: dispatchDate ? formatIsoDate(dispatchDate, DAY) : null,
        items: items
          .filter((item) => plan.lineIds.includes(item.id))
          .map((item) => `${item.quantity} × ${item.name}`)
          .join(', '),
        tracking: trackingOf(stored, plan.key),
      };
    }),
    deliveryAddress: delivery ? addressLines(delivery) : [],
    deliveryNotes: delivery?.delivery_notes ?? null,
    billingAddress: billing ? addressLines(billing) : [],
    orderNotes: order.notes,
    seller,
    links,
  };
}
