/**
 * The order process: every status an order can be in and every move between them, declared
 * once as data (after Vendure's default order process). The store's one status writer checks
 * each move here before it writes, so no other code decides what an order may become.
 */

export const ORDER_STATUSES = ['shoppingCart', 'paymentPending', 'placed'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an order can make, by name. `from` and `to` are statuses; `event` is the history
 * entry the move writes (null: the move is recorded only as a new version). A failed payment is
 * an event, not a status: the order goes back to the cart and its history says why.
 */
export const ORDER_MOVES = {
  /** Any change a shopper makes to the lines, addresses, delivery, coupon or credit of a cart. */
  editCart: { from: 'shoppingCart', to: 'shoppingCart', event: null },
  /** Stock, coupon and credit are taken and an attempt is recorded. */
  startPayment: { from: 'shoppingCart', to: 'paymentPending', event: 'paymentPending' },
  /** The provider asks the shopper to pass the bank's 3-D Secure check. */
  awaitBankCheck: { from: 'paymentPending', to: 'paymentPending', event: 'paymentPending' },
  /** The provider took the money: the order gets its number and invoice number. */
  place: { from: 'paymentPending', to: 'placed', event: 'placed' },
  /** The provider refused (or the shopper gave up): everything taken is given back. */
  failPayment: { from: 'paymentPending', to: 'shoppingCart', event: 'paymentFailed' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus; event: string | null }>;

export type OrderMoveName = keyof typeof ORDER_MOVES;
type OrderMove = (typeof ORDER_MOVES)[OrderMoveName];

/** What an order's history records: the event of each move that has one. */
export type OrderHistoryEvent = NonNullable<OrderMove['event']>;

/**
 * Where each status may go. The named moves above must each be one of these; a unit test
 * checks the two agree, as Vendure checks its process definition at boot.
 */
export const ORDER_PROCESS: Record<OrderStatus, { to: readonly OrderStatus[] }> = {
  shoppingCart: { to: ['shoppingCart', 'paymentPending'] },
  paymentPending: { to: ['paymentPending', 'placed', 'shoppingCart'] },
  placed: { to: [] },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_PROCESS[from].to.includes(to);
}

type OrderMoveRefusal =
  /** The process has no such move from where the order stands. */
  | 'NOT_ALLOWED'
  /** Someone else changed the order first (another tab, another server): read it again. */
  | 'STALE';

/** The one way a refused move fails, wherever it was asked for. */
export class OrderMoveRefused extends Error {
  override readonly name = 'OrderMoveRefused';
  readonly refusal: OrderMoveRefusal;
  readonly reason: string;
  constructor(refusal: OrderMoveRefusal, reason: string) {
    super(reason);
    this.refusal = refusal;
    this.reason = reason;
  }
}

/** Checks a named move against the order's status; returns the refusal, or null when it may go ahead. */
export function checkMove(status: OrderStatus, moveName: OrderMoveName): OrderMoveRefused | null {
  const move = ORDER_MOVES[moveName];
  if (move.from === status && canTransition(move.from, move.to)) return null;
  return new OrderMoveRefused('NOT_ALLOWED', `An order that is ${status} cannot ${MOVE_WORDS[moveName]}.`);
}

const MOVE_WORDS: Record<OrderMoveName, string> = {
  editCart: 'be changed as a cart',
  startPayment: 'start a payment',
  awaitBankCheck: "wait for the bank's check",
  place: 'be placed',
  failPayment: 'have its payment fail',
};
