import type { Kysely, Transaction } from 'kysely';
import { lastDayToCancel } from '../domain/cancellation-period.ts';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { SHIPMENT_NAMES, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { formatPence } from '../domain/money.ts';
import { refundsByWay } from '../domain/refunds.ts';
import { isGuestOrder } from '../domain/order-disclosure.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { loadOrder } from '../orders/index.ts';
import { issueReceiptKey } from '../orders/index.ts';
import type { Database, MailKind } from '../store/tables.ts';
import { greetingName } from '../mail/index.ts';
import { orderLinks, orderMailView } from './order-mail-view.ts';
import {
  mailOwed,
  orderEmail,
  orderOpenerOf,
  oweMail,
  releaseHeldMail,
  withdrawUnsentMail,
  type OutboxRow,
  type Rendering,
} from '../mail/index.ts';
import { renderBoth } from '../mail/index.ts';
import { CreditChanged, creditChangedSubject } from './templates/credit-changed.ts';
import { DeliveryChanged, deliveryChangedSubject, type DeliveryChangeWords } from './templates/delivery-changed.ts';
import { LinesChanged, linesChangedSubject } from './templates/lines-changed.ts';
import { BalancePaid, balancePaidSubject } from './templates/balance-paid.ts';
import { balancePaidWords, type BalancePaid as BalancePaidRecord } from '../domain/balance-payment.ts';
import { OrderCancelled, orderCancelledSubject } from './templates/order-cancelled.ts';
import { OrderRefunded, orderRefundedSubject } from './templates/order-refunded.ts';
import { ShipmentDelivered, shipmentDeliveredSubject } from './templates/shipment-delivered.ts';

/*
 * The mail a staff move on the desk owes the customer. Each is written in the move's own
 * transaction (a move that rolls back owes nothing) under a key that names the move, so a move
 * repeated (a double click, a retry) owes its mail once. What the move changed is fixed in the
 * row's facts when it is made: the outbox renders after commit, when a later move may already
 * have changed the order or the balance.
 */

export const DESK_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  'orderCancelled',
  'orderRefunded',
  'creditChanged',
  'shipmentDelivered',
  'deliveryChanged',
  'linesChanged',
  'balancePaid',
]);

export interface OrderCancelledFacts {
  /**
   * The refunds the cancellation makes, one per payment a provider took (the placing payment and
   * each balance paid online), as written for the provider: how that payment was paid ("card",
   * "PayPal", "Apple Pay") and what goes back through it.
   */
  providerRefunds?: { paidWith: string; pence: number }[];
  /** Mails owed before providerRefunds was kept: those refunds' total, told as the order's way of payment. */
  cardRefundPence?: number;
  /** A balance paid by phone or cash: the shop refunds it by phone (absent in mails owed before it was told). */
  refundByPhonePence?: number;
  creditReturnedPence: number;
  coupon: string | null;
}

export interface OrderRefundedFacts {
  amountPence: number;
  ofDelivery: boolean;
  paidByCardPence: number;
  /** What of the card payment is still with the shop after this refund. */
  leftPence: number;
  /**
   * Set when the refund goes back through a balance paid online after the order changed: how that
   * balance was paid ("card", "PayPal"); the amounts above are then that payment's.
   */
  balancePaidWith?: string;
}

export interface CreditChangedFacts {
  kind: 'grant' | 'remove';
  amountPence: number;
  balancePence: number;
  /** The reason staff gave, which the customer's credit history shows too. */
  reason: string;
  firstName: string | null;
}

export interface ShipmentDeliveredFacts {
  shipmentKey: ShipmentKey;
  /** YYYY-MM-DD, London. */
  deliveredOn: string;
  /** Whether this delivery completed the order: the 14 days to cancel run from the last one. */
  lastOfOrder: boolean;
}

/**
 * What changed about a delivery before it left: the day and slot, the address, or the access
 * notes. Staff make every change; a shopper may move a shipment's day from the order page
 * (`byShopper`), and the mail then confirms their own change.
 */
export type DeliveryChangedFacts =
  | {
      kind: 'date';
      shipmentKey: ShipmentKey;
      /** YYYY-MM-DD, and the slot's label and hours ('' without a slot), before and after. */
      was: { deliveryDate: string | null; slot: string | null };
      deliveryDate: string;
      slot: string | null;
      byShopper?: boolean;
    }
  | { kind: 'address'; was: string[]; address: string[] }
  | { kind: 'accessNotes'; notes: string | null };

/**
 * What staff changed about the lines, in words fixed when it was made (each line's change by
 * name), and how the difference is settled: refunded to the card, or added to the balance due.
 */
export interface LinesChangedFacts {
  changes: string[];
  wasTotalPence: number;
  nowTotalPence: number;
  refundPence: number;
  addedPence: number;
  balanceDuePence: number;
}

/** A balance due paid, as fixed when it was recorded. */
export interface BalancePaidFacts {
  amountPence: number;
  way: BalancePaidRecord['way'];
  /** How an online payment was paid ("PayPal"); absent in receipts owed before it was kept. */
  paidWith?: string | null;
  balanceLeftPence: number;
}

type OrderRef = { id: string; tenant_id: string };

async function oweOrderMail(
  tx: Transaction<Database>,
  order: OrderRef,
  kind: MailKind,
  key: string,
  facts: object,
  now: Date,
  notBefore: Date = now,
) {
  const email = await orderEmail(tx, order.id);
  if (!email) return;
  await oweMail(
    tx,
    [{ tenantId: order.tenant_id, orderId: order.id, idempotencyKey: key, kind, recipient: email, facts: { ...facts }, notBefore }],
    now,
  );
}

/** In the transaction that cancels the order. */
export function oweOrderCancelledMail(tx: Transaction<Database>, order: OrderRef, facts: OrderCancelledFacts, now: Date) {
  return oweOrderMail(tx, order, 'orderCancelled', `order-cancelled.${order.id}`, facts, now);
}

/** In the transaction that records the provider's yes to one refund: one mail per refund. */
export function oweOrderRefundedMail(tx: Transaction<Database>, order: OrderRef, refundId: string, facts: OrderRefundedFacts, now: Date) {
  return oweOrderMail(tx, order, 'orderRefunded', `order-refunded.${refundId}`, facts, now);
}

const shipmentDeliveredKey = (orderId: string, shipmentKey: ShipmentKey) => `shipment-delivered.${orderId}.${shipmentKey}`;

/**
 * In the transaction that marks the shipment delivered: one mail per shipment. It waits until
 * `notBefore` (the shop's undo window), so a "delivered" ticked by mistake can be taken back
 * before the customer is thanked for a delivery that has not come.
 */
export function oweShipmentDeliveredMail(
  tx: Transaction<Database>,
  order: OrderRef,
  facts: ShipmentDeliveredFacts,
  now: Date,
  notBefore: Date = now,
) {
  return oweOrderMail(tx, order, 'shipmentDelivered', shipmentDeliveredKey(order.id, facts.shipmentKey), facts, now, notBefore);
}

/**
 * Takes back a shipment's delivered mail while it is still held (a "delivered" undone within its
 * window), in the undoing transaction: 'withdrawn'; 'none' when none was owed (an order with no
 * email); 'gone' when it has left, is leaving or is due (then it is left alone).
 */
export async function withdrawDeliveredNotice(
  tx: Transaction<Database>,
  orderId: string,
  shipmentKey: ShipmentKey,
  now: Date,
): Promise<'withdrawn' | 'none' | 'gone'> {
  const key = shipmentDeliveredKey(orderId, shipmentKey);
  if (!(await mailOwed(tx, key))) return 'none';
  return (await withdrawUnsentMail(tx, key, now)) ? 'withdrawn' : 'gone';
}

/** Lets a held delivered mail leave now; true when it was still held. */
export function releaseDeliveredNotice(db: Kysely<Database>, orderId: string, shipmentKey: ShipmentKey, now: Date): Promise<boolean> {
  return releaseHeldMail(db, shipmentDeliveredKey(orderId, shipmentKey), now);
}

/** In the transaction that changes the delivery: one mail per change, keyed by the order's version it made. */
export function oweDeliveryChangedMail(
  tx: Transaction<Database>,
  order: OrderRef,
  change: { version: number; facts: DeliveryChangedFacts },
  now: Date,
) {
  return oweOrderMail(tx, order, 'deliveryChanged', `delivery-changed.${order.id}.v${change.version}`, change.facts, now);
}

/** In the transaction that changes the lines: one mail per change, keyed by the order's version it made. */
export function oweLinesChangedMail(
  tx: Transaction<Database>,
  order: OrderRef,
  change: { version: number; facts: LinesChangedFacts },
  now: Date,
) {
  return oweOrderMail(tx, order, 'linesChanged', `lines-changed.${order.id}.v${change.version}`, change.facts, now);
}

/** In the transaction that records the balance paid: one receipt per payment. */
export function oweBalancePaidMail(tx: Transaction<Database>, order: OrderRef, paymentId: string, facts: BalancePaidFacts, now: Date) {
  return oweOrderMail(tx, order, 'balancePaid', `balance-paid.${paymentId}`, facts, now);
}

/** In the transaction that writes the credit-history entry: one mail per entry. */
export async function oweCreditChangedMail(
  tx: Transaction<Database>,
  change: { tenantId: string; entryId: string; email: string; facts: CreditChangedFacts },
  now: Date,
) {
  await oweMail(
    tx,
    [
      {
        tenantId: change.tenantId,
        orderId: null,
        idempotencyKey: `credit-changed.${change.entryId}`,
        kind: 'creditChanged',
        recipient: change.email,
        facts: { ...change.facts },
      },
    ],
    now,
  );
}

const DAY_WITH_YEAR = 'EEEE d MMMM yyyy';

function arrival(date: string | null, slot: string | null): string {
  const day = date ? formatIsoDate(date, DAY_WITH_YEAR) : 'on a day to be arranged';
  return slot ? `${day}, ${slot}` : day;
}

function deliveryChangeWords(facts: DeliveryChangedFacts): DeliveryChangeWords {
  if (facts.kind === 'date') {
    return {
      kind: 'date',
      shipment: SHIPMENT_NAMES[facts.shipmentKey],
      was: arrival(facts.was.deliveryDate, facts.was.slot),
      arrives: arrival(facts.deliveryDate, facts.slot),
      byShopper: facts.byShopper === true,
    };
  }
  return facts;
}

// The account's review form takes the product from its query string (src/features/account/review-form.ts);
// the API cannot import the browser's code, hence the copy of its shape.
function reviewUrl(siteUrl: string, sku: string, name: string): string {
  const url = new URL('/account/reviews', siteUrl);
  url.search = new URLSearchParams({ product: sku, name }).toString();
  return url.toString();
}

/** Renders one desk mail, HTML and plain text, from the facts fixed with it and the order as stored. */
export async function renderDeskMail(
  tx: Kysely<Database>,
  row: Pick<OutboxRow, 'kind' | 'order_id' | 'recipient' | 'idempotency_key' | 'facts'>,
  seller: SellerIdentity,
  now: Date,
): Promise<Rendering> {
  if (!row.recipient) throw new Error(`The ${row.kind} mail ${row.idempotency_key} has no recipient.`);
  if (!row.facts) throw new Error(`The ${row.kind} mail ${row.idempotency_key} has no facts to tell.`);
  const recipient = row.recipient;
  if (row.kind === 'creditChanged') {
    const facts = row.facts as unknown as CreditChangedFacts;
    const view = {
      kind: facts.kind,
      amount: formatPence(facts.amountPence),
      balance: formatPence(facts.balancePence),
      reason: facts.reason,
      greeting: greetingName(facts.firstName),
      creditUrl: new URL('/account/credit', seller.siteUrl).toString(),
    };
    return { recipient, subject: creditChangedSubject(seller, view), ...(await renderBoth(CreditChanged({ seller, view }))) };
  }

  const orderId = row.order_id;
  const opener = orderId ? await orderOpenerOf(tx, orderId) : undefined;
  const stored = opener && orderId ? await loadOrder(tx, opener, orderId) : undefined;
  if (!stored) throw new Error(`The order this ${row.kind} is about (${orderId}) is not in the store.`);
  const guest = isGuestOrder({ guest: stored.order.guest, customerId: stored.order.customer_id });
  // A guest opens the order page and receipt only with a key; it goes in the link's fragment.
  const receiptKey = guest ? await issueReceiptKey(tx, stored.order.id, now) : null;
  const view = orderMailView(stored, seller, orderLinks(seller.siteUrl, stored.order.id, receiptKey));

  if (row.kind === 'orderCancelled') {
    const facts = row.facts as unknown as OrderCancelledFacts;
    const told = facts.providerRefunds ?? [{ paidWith: view.paidWith, pence: facts.cardRefundPence ?? 0 }];
    const returns = {
      refunds: refundsByWay(told).map(({ paidWith, pence }) => ({ paidWith, amount: formatPence(pence) })),
      refundByPhone: (facts.refundByPhonePence ?? 0) > 0 ? formatPence(facts.refundByPhonePence!) : null,
      creditReturned: facts.creditReturnedPence > 0 ? formatPence(facts.creditReturnedPence) : null,
      coupon: facts.coupon,
    };
    return { recipient, subject: orderCancelledSubject(view), ...(await renderBoth(OrderCancelled({ view, returns }))) };
  }
  if (row.kind === 'orderRefunded') {
    const facts = row.facts as unknown as OrderRefundedFacts;
    const refund = {
      amount: formatPence(facts.amountPence),
      ofDelivery: facts.ofDelivery,
      paidByCard: formatPence(facts.paidByCardPence),
      left: facts.leftPence > 0 ? formatPence(facts.leftPence) : null,
      ...(facts.balancePaidWith ? { balancePaidWith: facts.balancePaidWith } : {}),
    };
    return { recipient, subject: orderRefundedSubject(view, refund), ...(await renderBoth(OrderRefunded({ view, refund }))) };
  }
  if (row.kind === 'shipmentDelivered') {
    const facts = row.facts as unknown as ShipmentDeliveredFacts;
    const shipment = view.shipments.find((candidate) => candidate.key === facts.shipmentKey);
    if (!shipment) throw new Error(`Order ${stored.order.id} has no ${facts.shipmentKey} shipment to say was delivered.`);
    const delivered = stored.items.filter((item) => item.shipping_group === facts.shipmentKey);
    const words = {
      deliveredOn: formatIsoDate(facts.deliveredOn, DAY_WITH_YEAR),
      lastDayToCancel: facts.lastOfOrder ? formatIsoDate(lastDayToCancel(facts.deliveredOn), DAY_WITH_YEAR) : null,
      reviews: guest
        ? null
        : [...new Map(delivered.map((item) => [item.sku_code, reviewUrl(seller.siteUrl, item.sku_code, item.name)])).entries()].map(
            ([sku, url]) => ({ name: delivered.find((item) => item.sku_code === sku)!.name, url }),
          ),
      accountUrl: new URL('/account', seller.siteUrl).toString(),
    };
    return {
      recipient,
      subject: shipmentDeliveredSubject(view, words),
      ...(await renderBoth(ShipmentDelivered({ view, shipment, words }))),
    };
  }
  if (row.kind === 'deliveryChanged') {
    const facts = row.facts as unknown as DeliveryChangedFacts;
    const change = deliveryChangeWords(facts);
    return { recipient, subject: deliveryChangedSubject(view, change), ...(await renderBoth(DeliveryChanged({ view, change }))) };
  }
  if (row.kind === 'linesChanged') {
    const facts = row.facts as unknown as LinesChangedFacts;
    const change = {
      changes: facts.changes,
      wasTotal: formatPence(facts.wasTotalPence),
      nowTotal: formatPence(facts.nowTotalPence),
      refund: facts.refundPence > 0 ? formatPence(facts.refundPence) : null,
      added: facts.addedPence > 0 ? formatPence(facts.addedPence) : null,
      balanceDue: facts.balanceDuePence > 0 ? formatPence(facts.balanceDuePence) : null,
    };
    return { recipient, subject: linesChangedSubject(view), ...(await renderBoth(LinesChanged({ view, change }))) };
  }
  if (row.kind === 'balancePaid') {
    const facts = row.facts as unknown as BalancePaidFacts;
    const paid = {
      amount: formatPence(facts.amountPence),
      how: balancePaidWords(facts),
      left: facts.balanceLeftPence > 0 ? formatPence(facts.balanceLeftPence) : null,
    };
    return { recipient, subject: balancePaidSubject(view, paid), ...(await renderBoth(BalancePaid({ view, paid }))) };
  }
  throw new Error(`${row.kind} is not a desk mail.`);
}
