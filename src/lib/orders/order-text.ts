/** How orders read to a shopper: statuses in words, dates in London time. */

const LONDON = 'Europe/London';
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric' });

const ORDER_STATUSES: Record<string, string> = {
  shoppingCart: 'Not placed yet',
  paymentPending: 'Waiting for your bank to confirm the payment',
  placed: 'Placed',
};

const PAYMENT_STATUSES: Record<string, string> = {
  notPaid: 'Not paid',
  pending: 'Waiting for your bank',
  paid: 'Paid',
  failed: 'Payment failed',
};

/** History lines record events, so they read as what happened rather than where the order stands. */
const HISTORY_EVENTS: Record<string, string> = {
  shoppingCart: 'Back in your basket',
  paymentPending: 'Payment started',
  paymentFailed: 'Payment failed',
  placed: 'Order placed',
};

const SHIPMENT_STATUSES: Record<string, string> = {
  pending: 'Not dispatched yet',
  dispatched: 'On its way',
  delivered: 'Delivered',
};

/** "dispatchedToCourier" → "Dispatched to courier": statuses we have no words for yet still read. */
export function humanise(code: string): string {
  const spaced = code.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : '';
}

export function orderStatusText(status: string): string {
  return ORDER_STATUSES[status] ?? humanise(status);
}

export function historyEventText(status: string): string {
  return HISTORY_EVENTS[status] ?? humanise(status);
}

export function shipmentStatusText(status: string): string {
  return SHIPMENT_STATUSES[status] ?? humanise(status);
}

export function paymentStatusText(status: string): string {
  return PAYMENT_STATUSES[status] ?? humanise(status);
}

/** An ISO instant as "19 November 2026, 14:05" (London); the text as given if unreadable. */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** An ISO instant or date as "19 November 2026" (London). */
export function orderDay(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
