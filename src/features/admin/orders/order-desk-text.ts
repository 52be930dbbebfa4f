/** How the desk words what the API sends as codes; a code it has no words for reads as itself. */

const ORDER_STATUS: Record<string, string> = {
  placed: 'Placed, nothing sent yet',
  partlyDispatched: 'Partly dispatched',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const PAYMENT_STATUS: Record<string, string> = { paid: 'Paid', partlyRefunded: 'Partly refunded', refunded: 'Refunded' };

const SHIPMENT_STATUS: Record<string, string> = { awaitingDispatch: 'Awaiting dispatch', dispatched: 'Dispatched', delivered: 'Delivered' };

const TRAVEL: Record<string, string> = {
  van: 'Van',
  pallet: 'Pallet',
  parcel: 'Parcel',
  // The pre-orders of a basket the shopper split travel apart from its goods in stock.
  'van-later': 'Van (pre-orders)',
  'pallet-later': 'Pallet (pre-orders)',
  'parcel-later': 'Parcel (pre-orders)',
};

const EVENT: Record<string, string> = {
  paymentPending: 'Payment started',
  paymentFailed: 'Payment failed',
  placed: 'Placed',
  shipmentDispatched: 'Shipment dispatched',
  shipmentDelivered: 'Shipment delivered',
  dispatchUndone: 'Dispatch undone',
  deliveryUndone: 'Delivered undone',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refundFailed: 'Refund failed',
  staffNote: 'Staff note',
  deliveryChanged: 'Delivery changed',
  linesChanged: 'Items changed',
  balancePaid: 'Balance paid',
};

const REFUND_STATUS: Record<string, string> = { pending: 'Waiting for the provider', succeeded: 'Refunded', failed: 'Failed' };

const words = (table: Record<string, string>) => (code: string) => (Object.hasOwn(table, code) ? table[code]! : code);

export const orderStatusWords = words(ORDER_STATUS);
export const paymentStatusWords = words(PAYMENT_STATUS);
export const shipmentStatusWords = words(SHIPMENT_STATUS);
export const shipmentTravelText = words(TRAVEL);
export const historyEventWords = words(EVENT);
export const refundStatusWords = words(REFUND_STATUS);

/** A day as the sheet heads it: "Thursday 3 December 2026". */
export function dayHeading(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  // From parts: browsers and Node disagree on the comma after the weekday.
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** A day as a short list names it: "Thu 3 Dec". */
export function shortDay(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** Today in London as YYYY-MM-DD: the day the desk opens on. */
export function londonDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A phone number as a tap-to-call link: digits and a leading + only, as dialers want. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}

/** The what3words map of the spot, for the driver's phone. */
export const what3wordsHref = (words: string) => `https://what3words.com/${encodeURIComponent(words)}`;
