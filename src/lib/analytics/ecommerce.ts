/**
 * GA4 ecommerce events for the tag manager's data layer, in Google's standard shape
 * (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce):
 *
 *   { event: 'add_to_cart', ecommerce: { currency: 'GBP', value, items: [{ item_id, item_name, price, quantity, … }] } }
 *
 * The builders are pure: they read the API's CartOrder (or one line, or a product's data) and
 * return plain objects. Pushing is separate and takes its window access as a dependency, so the
 * retry rule (up to 5 tries, 500 ms apart, while the data layer is absent) is tested
 * without a browser or real timers.
 *
 * Money: the API sends pounds with two decimals, VAT included. Every sum here is done in whole
 * pence and turned back into pounds once, so 0.1 + 0.2 never shows up in a report.
 * - price: the unit price the shopper is charged for the line (VAT included), before the order
 *   discount; the discount is reported beside it per unit (item `discount`).
 * - value of a one-line event (view_item, add_to_cart, remove_from_cart): price × quantity.
 * - value of an order event (view_cart … purchase): the goods after the order discount, without
 *   delivery (sent as `shipping` on purchase) — what GA4 counts as item revenue.
 */
import { divideHalfUp, nearestPence, toPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../commerce/orders.ts';
import { type UserData, type UserDataDeps, userDataFor } from './user-data.ts';

export const ECOMMERCE_CURRENCY = 'GBP';

export type EcommerceEventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface EcommerceItem {
  /** The SKU code (order item `code`, product `SKUCode`). */
  item_id: string;
  item_name: string;
  /** Unit price in pounds, VAT included. */
  price: number;
  quantity: number;
  /** Per-unit share of the order discount in pounds; only when there is a discount. */
  discount?: number;
  /** The product's top-level range, e.g. "firewood", "wood-pellets", "kindling". */
  item_category?: string;
  /** Position in the basket, from 0. */
  index?: number;
}

export interface EcommercePayload {
  currency: string;
  value: number;
  items: EcommerceItem[];
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

export interface EcommerceEvent<N extends EcommerceEventName = EcommerceEventName> {
  event: N;
  ecommerce: EcommercePayload;
  /** On purchase only, and only with ad storage granted: the hashed email (user-data.ts). */
  user_data?: UserData;
}

/** One order line as the builders need it: the API's order item fits as it is. */
export interface LineLike {
  code: string;
  name: string;
  unitAmount: number;
  quantity: number;
  productUrl?: string | null;
}

/** A product page's data: SKU, name and the live price from the commerce API. */
export interface ProductLike {
  skuCode: string;
  name: string;
  price: number;
  category?: string | null;
}

/**
 * The item-level discount is the order discount divided by the item count, to 2
 * decimals. Worked in pence and rounded half up: £23.20 over 3 items → 773.33p → £7.73;
 * £0.05 over 2 → 2.5p → £0.03. No discount, or no items, gives 0.
 */
export function itemDiscount(orderDiscount: number, itemCount: number): number {
  const pence = nearestPence(orderDiscount);
  if (pence <= 0 || !Number.isFinite(itemCount) || itemCount <= 0) return 0;
  return toPounds(divideHalfUp(pence, itemCount));
}

// ---------------------------------------------------------------------------------------------
// Items

/** "/firewood/ash/full-crate" → "firewood"; absolute URLs are read by their path. */
export function categoryFromProductUrl(productUrl: string | null | undefined): string | undefined {
  if (!productUrl) return undefined;
  let path = productUrl;
  try {
    path = new URL(productUrl, 'https://shop.invalid').pathname;
  } catch {
    // Not a URL at all: use it as a path.
  }
  const first = path.split('/').find((segment) => segment.trim() !== '');
  return first ? decodeURIComponent(first) : undefined;
}

function withOptional(
  item: EcommerceItem,
  extra: { discount?: number | undefined; item_category?: string | undefined; index?: number | undefined },
): EcommerceItem {
  const out: EcommerceItem = { ...item };
  if (extra.discount !== undefined && extra.discount > 0) out.discount = extra.discount;
  if (extra.item_category) out.item_category = extra.item_category;
  if (extra.index !== undefined) out.index = extra.index;
  return out;
}

/** One order line as a GA4 item; `quantity` overrides the line's (e.g. the amount just added). */
export function lineItem(line: LineLike, options: { quantity?: number; discount?: number; index?: number } = {}): EcommerceItem {
  return withOptional(
    {
      item_id: line.code,
      item_name: line.name,
      price: toPounds(nearestPence(line.unitAmount)),
      quantity: options.quantity ?? line.quantity,
    },
    { discount: options.discount, item_category: categoryFromProductUrl(line.productUrl), index: options.index },
  );
}

/** A product (product page data) as a GA4 item. */
export function productItem(product: ProductLike, quantity = 1): EcommerceItem {
  return withOptional(
    { item_id: product.skuCode, item_name: product.name, price: toPounds(nearestPence(product.price)), quantity },
    { item_category: product.category ?? undefined },
  );
}

/** Total number of units in the order: the API's itemsCount, or the lines' quantities when missing. */
function unitsIn(order: CartOrder): number {
  if (Number.isFinite(order.itemsCount) && order.itemsCount > 0) return order.itemsCount;
  return order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
}

/** Every line of the order, each carrying its share of the order discount. */
export function orderItems(order: CartOrder): EcommerceItem[] {
  const discount = itemDiscount(order.discountAmount, unitsIn(order));
  return order.orderItems.map((line, index) => lineItem(line, { discount, index }));
}

function linesValuePence(items: readonly EcommerceItem[]): number {
  return items.reduce((sum, item) => sum + nearestPence(item.price) * item.quantity, 0);
}

/** Goods after the order discount, never below zero. */
function orderValue(order: CartOrder, items: readonly EcommerceItem[]): number {
  return toPounds(Math.max(0, linesValuePence(items) - nearestPence(order.discountAmount)));
}

function couponOf(order: CartOrder): string | undefined {
  const codes = order.couponsUsed.map((c) => c.couponCode.trim()).filter((code) => code !== '');
  return codes.length ? codes.join(',') : undefined;
}

function currencyOf(order?: { currencyCode?: string | null }): string {
  return order?.currencyCode?.trim() || ECOMMERCE_CURRENCY;
}

function orderPayload(order: CartOrder): EcommercePayload {
  const items = orderItems(order);
  const payload: EcommercePayload = { currency: currencyOf(order), value: orderValue(order, items), items };
  const coupon = couponOf(order);
  if (coupon) payload.coupon = coupon;
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Builders

/** A product page was seen (the buy-box has its live price). */
export function viewItem(product: ProductLike): EcommerceEvent<'view_item'> {
  const item = productItem(product, 1);
  return { event: 'view_item', ecommerce: { currency: ECOMMERCE_CURRENCY, value: item.price, items: [item] } };
}

function oneLine<N extends 'add_to_cart' | 'remove_from_cart'>(event: N, item: EcommerceItem): EcommerceEvent<N> {
  return { event, ecommerce: { currency: ECOMMERCE_CURRENCY, value: toPounds(nearestPence(item.price) * item.quantity), items: [item] } };
}

/**
 * Units went into the basket. Pass the line from the order the server returned and the number
 * just added (the line's quantity is the new total when the SKU was already there), or a
 * product with the quantity.
 */
export function addToCart(source: LineLike | ProductLike, quantityAdded?: number): EcommerceEvent<'add_to_cart'> {
  const item =
    'code' in source
      ? lineItem(source, quantityAdded === undefined ? {} : { quantity: quantityAdded })
      : productItem(source, quantityAdded ?? 1);
  return oneLine('add_to_cart', item);
}

/**
 * Units left the basket: a removed line (all of it) or a quantity lowered (pass the number
 * taken out). Use the line as it was before the change.
 */
export function removeFromCart(line: LineLike, quantityRemoved?: number): EcommerceEvent<'remove_from_cart'> {
  return oneLine('remove_from_cart', lineItem(line, quantityRemoved === undefined ? {} : { quantity: quantityRemoved }));
}

/** The basket page was seen with these lines. */
export function viewCart(order: CartOrder): EcommerceEvent<'view_cart'> {
  return { event: 'view_cart', ecommerce: orderPayload(order) };
}

/** The checkout opened with this order. */
export function beginCheckout(order: CartOrder): EcommerceEvent<'begin_checkout'> {
  return { event: 'begin_checkout', ecommerce: orderPayload(order) };
}

/**
 * The names of the delivery methods chosen, one per shipment, without repeats, joined by ", "
 * ("Our van, Pallet delivery"). Empty when nothing is chosen yet.
 */
export function shippingTier(order: CartOrder): string {
  const names: string[] = [];
  for (const shipment of order.shipments) {
    const name = shipment.shippingMethod?.displayName?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names.join(', ');
}

/** Delivery was chosen for every shipment. */
export function addShippingInfo(order: CartOrder): EcommerceEvent<'add_shipping_info'> {
  return { event: 'add_shipping_info', ecommerce: { ...orderPayload(order), shipping_tier: shippingTier(order) } };
}

/** The shopper chose how to pay ("card", a gateway's name …). */
export function addPaymentInfo(order: CartOrder, paymentType: string): EcommerceEvent<'add_payment_info'> {
  return { event: 'add_payment_info', ecommerce: { ...orderPayload(order), payment_type: paymentType } };
}

/**
 * The order was placed. transaction_id is the order number the shopper sees; never the order id,
 * which opens the order (and, while it is a cart, is the cart's only secret), so an order without
 * a number goes without one. tax is all the VAT in the order; shipping the delivery charged.
 */
export function purchase(order: CartOrder): EcommerceEvent<'purchase'> {
  const payload = orderPayload(order);
  return {
    event: 'purchase',
    ecommerce: {
      ...(order.number != null ? { transaction_id: String(order.number) } : {}),
      ...payload,
      tax: toPounds(nearestPence(order.totalTax)),
      shipping: toPounds(nearestPence(order.shippingAmount)),
    },
  };
}

/**
 * The purchase with the shopper's hashed email as `user_data` when ad storage is granted, and
 * without it otherwise. Never the email itself.
 */
export async function purchaseWithUserData(order: CartOrder, deps: UserDataDeps): Promise<EcommerceEvent<'purchase'>> {
  const event = purchase(order);
  const userData = await userDataFor(order.customer?.email, deps);
  return userData ? { ...event, user_data: userData } : event;
}

// ---------------------------------------------------------------------------------------------
// Pushing

/** What a data layer needs to be for us: something with push (GTM replaces push with its own). */
export interface DataLayer {
  push(...entries: unknown[]): unknown;
}

export interface PushDeps {
  /** The page's data layer, or nothing when the tag manager is not there (no consent yet). */
  getDataLayer: () => DataLayer | null | undefined;
}

/**
 * Pushes `{ ecommerce: null }` first, as Google recommends, so the previous event's ecommerce
 * object is not merged into this one, then the event. Answers false when there is no data layer.
 */
export function pushEvent(event: EcommerceEvent, deps: PushDeps): boolean {
  const layer = deps.getDataLayer();
  if (!layer || typeof layer.push !== 'function') return false;
  layer.push({ ecommerce: null });
  layer.push(event);
  return true;
}

export interface RetryOptions extends PushDeps {
  /** Runs `run` after `ms` milliseconds (setTimeout in the browser, a fake in tests). */
  schedule: (run: () => void, ms: number) => unknown;
  /** Tries in all, the first included (5). */
  attempts?: number;
  /** Between tries (500 ms). */
  intervalMs?: number;
  /** Told when the event is dropped; console.warn unless given. */
  warn?: (message: string, event: EcommerceEvent) => void;
}

export const RETRY_ATTEMPTS = 5;
export const RETRY_INTERVAL_MS = 500;

/**
 * Pushes the event now if the data layer is there, else tries again every `intervalMs` while it
 * is absent, `attempts` tries in all (5 × 500 ms). After the last failed try the event
 * is dropped with a warning. Resolves true once pushed, false when dropped; never pushes twice.
 */
export function pushWithRetry(event: EcommerceEvent, options: RetryOptions): Promise<boolean> {
  const attempts = Math.max(1, Math.trunc(options.attempts ?? RETRY_ATTEMPTS));
  const intervalMs = Math.max(0, options.intervalMs ?? RETRY_INTERVAL_MS);
  const warn = options.warn ?? ((message: string, dropped: EcommerceEvent) => console.warn(message, dropped));
  return new Promise<boolean>((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      let pushed = false;
      try {
        pushed = pushEvent(event, options);
      } catch (error) {
        // A broken tag must never break the shop: treat it as dropped.
        warn(`Analytics: the ${event.event} event could not be pushed (${String(error)}).`, event);
        resolve(false);
        return;
      }
      if (pushed) return resolve(true);
      if (tries >= attempts) {
        warn(`Analytics: no data layer after ${tries} tries ${intervalMs} ms apart; the ${event.event} event was dropped.`, event);
        return resolve(false);
      }
      options.schedule(attempt, intervalMs);
    };
    attempt();
  });
}

// ---------------------------------------------------------------------------------------------
// The facade the islands call

// Read through a cast rather than a global Window declaration, so this file cannot clash with
// another module's idea of window.dataLayer's type.
const browserDeps: RetryOptions = {
  getDataLayer: () => (typeof window === 'undefined' ? undefined : (window as unknown as { dataLayer?: DataLayer }).dataLayer),
  schedule: (run, ms) => setTimeout(run, ms),
};

/** Builds and sends in one call; a no-op on the server. Never throws, never blocks the shopper. */
function send(build: () => EcommerceEvent | Promise<EcommerceEvent>): void {
  if (typeof window === 'undefined') return;
  const failed = (error: unknown) => console.warn('Analytics: an ecommerce event could not be built.', error);
  let built: EcommerceEvent | Promise<EcommerceEvent>;
  try {
    built = build();
  } catch (error) {
    failed(error);
    return;
  }
  // Only the purchase waits (for its hash); every other event is pushed at once, as before.
  if (built instanceof Promise) void built.then((event) => pushWithRetry(event, browserDeps), failed);
  else void pushWithRetry(built, browserDeps);
}

const browserUserDataDeps = (): UserDataDeps => ({
  cookieHeader: typeof document === 'undefined' ? '' : document.cookie,
  subtle: globalThis.crypto?.subtle,
});

/** What the stores and islands call; each sends one GA4 event to window.dataLayer. */
export const ecommerceEvents = {
  viewItem: (product: ProductLike) => send(() => viewItem(product)),
  addToCart: (source: LineLike | ProductLike, quantityAdded?: number) => send(() => addToCart(source, quantityAdded)),
  removeFromCart: (line: LineLike, quantityRemoved?: number) => send(() => removeFromCart(line, quantityRemoved)),
  viewCart: (order: CartOrder) => send(() => viewCart(order)),
  beginCheckout: (order: CartOrder) => send(() => beginCheckout(order)),
  addShippingInfo: (order: CartOrder) => send(() => addShippingInfo(order)),
  addPaymentInfo: (order: CartOrder, paymentType: string) => send(() => addPaymentInfo(order, paymentType)),
  purchase: (order: CartOrder) => send(() => purchaseWithUserData(order, browserUserDataDeps())),
};
