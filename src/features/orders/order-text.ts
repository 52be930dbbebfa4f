import type { OrderHistoryEvent, OrderStatus } from '../../../commerce/shared/index.ts';
import { onFirstUse } from '../../lib/text/on-first-use.ts';

/** How orders read to a shopper: statuses in words, dates in London time. */

const LONDON = 'Europe/London';
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const dateOnly = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric' }));

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  shoppingCart: 'Not placed yet',
  paymentPending: 'Waiting for your bank to confirm the payment',
  placed: 'Placed',
  partlyDispatched: 'Partly on its way',
  dispatched: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const PAYMENT_STATUS_WORDS: Record<string, string> = {
  notPaid: 'Not paid',
  pending: 'Waiting for your bank',
  paid: 'Paid',
  failed: 'Payment failed',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * History lines record events, so they read as what happened rather than where the order stands.
 * Keyed by the order process's events and statuses, so a line naming either reads in words.
 */
const HISTORY_EVENT_WORDS: Record<OrderHistoryEvent | OrderStatus, string> = {
  shoppingCart: 'Back in your basket',
  paymentPending: 'Payment started',
  paymentFailed: 'Payment failed',
  placed: 'Order placed',
  partlyDispatched: 'Partly on its way',
  dispatched: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
  shipmentDispatched: 'A delivery left us',
  shipmentDelivered: 'A delivery arrived',
  dispatchUndone: 'A delivery was held back: we will tell you when it leaves',
  deliveryUndone: 'A delivery is still on its way: we will tell you when it arrives',
  refunded: 'Money refunded to your card',
  refundFailed: 'Refund failed',
  staffNote: 'Note',
  deliveryChanged: 'Delivery changed',
  linesChanged: 'Items changed',
};

export interface HistoryEntry {
  date: string;
  status: string;
  note: string | null;
}

/**
 * The history as a shopper reads it. The store keeps every move with the shop's own notes
 * (amounts, the gateway's name, the bank's check), which are for the shop; a shopper sees
 * what happened, once per step (starting a payment and the bank's check are one "Payment
 * started"), and a note only where it tells them why a payment failed.
 */
export function shopperHistory(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries
    .filter((entry, index) => index === 0 || entries[index - 1]!.status !== entry.status)
    .map((entry) => ({ ...entry, note: entry.status === 'paymentFailed' ? entry.note : null }));
}

/** How each shipment travels, as the order page and tracking name it. */
const SHIPMENT_NAMES: Record<string, string> = { van: 'By our van', pallet: 'On a pallet', parcel: 'By parcel' };

const SHIPMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Not dispatched yet',
  awaitingDispatch: 'Not dispatched yet',
  dispatched: 'On its way',
  delivered: 'Delivered',
};

/** "dispatchedToCourier" → "Dispatched to courier": statuses we have no words for yet still read. */
export function humanise(code: string): string {
  const spaced = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : '';
}

/** The API sends statuses as plain strings: the words for the ones we know, else the code humanised. */
function wordsFor<Code extends string>(words: Record<Code, string>, code: string): string {
  return Object.hasOwn(words, code) ? words[code as Code] : humanise(code);
}

export function orderStatusText(status: string): string {
  return wordsFor(ORDER_STATUS_WORDS, status);
}

/** A history line's words; a refund says where the money went: the card, or the way the order was paid (`paidWith`: "PayPal"). */
export function historyEventText(status: string, paidWith: string | null = null): string {
  if (status === 'refunded' && paidWith && paidWith !== 'card') return `Money refunded through ${paidWith}`;
  return wordsFor(HISTORY_EVENT_WORDS, status);
}

export function shipmentStatusText(status: string): string {
  return wordsFor(SHIPMENT_STATUS_WORDS, status);
}

export function paymentStatusText(status: string): string {
  return wordsFor(PAYMENT_STATUS_WORDS, status);
}

/** A shipment by how it travels ("By our van"); one we have no name for, by its id. */
export function shipmentName(id: string): string {
  const name = SHIPMENT_NAMES[id.replace(/-later$/, '')] ?? id;
  return id.endsWith('-later') ? `${name}: the pre-orders` : name;
}

/** What a shipment carries, on one line: "2 × Ash logs, 1 × Kindling". */
export function shipmentItemsText(items: readonly { quantity: number; name: string }[]): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}

/** An ISO instant as "19 November 2026, 14:05" (London); the text as given if unreadable. */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/** An ISO instant or date as "19 November 2026" (London). */
export function orderDay(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly().format(date);
}

/** When a shopper's change of delivery date closes, as the order page says it. */
export function changeClosesText(iso: string | null): string {
  return iso ? `You can change it until ${orderDateTime(iso)}, when it starts its way to you.` : '';
}
