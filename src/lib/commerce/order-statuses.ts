import type { OrderStatus } from '../../../commerce/shared/index.ts';

/**
 * The order statuses the browser acts on, checked against the order process the API declares:
 * a status renamed there fails the type check here instead of silently never matching.
 */
export const CART_STATUS = 'shoppingCart' satisfies OrderStatus;
export const PAYMENT_PENDING_STATUS = 'paymentPending' satisfies OrderStatus;
export const PLACED_STATUS = 'placed' satisfies OrderStatus;
export const CANCELLED_STATUS = 'cancelled' satisfies OrderStatus;

/**
 * Paid for and placed, whatever the shop has done since (sent, delivered or cancelled it): a
 * payment page that finds one of these says the payment went through, never "try again".
 */
export const PAID_STATUSES: ReadonlySet<string> = new Set([
  PLACED_STATUS,
  'partlyDispatched',
  'dispatched',
  'delivered',
  'cancelled',
] satisfies OrderStatus[]);

/** Placed and not cancelled: what the customer bought may be reviewed. */
export const REVIEWABLE_STATUSES: ReadonlySet<string> = new Set([
  PLACED_STATUS,
  'partlyDispatched',
  'dispatched',
  'delivered',
] satisfies OrderStatus[]);
