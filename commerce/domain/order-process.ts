/**
 * The order process: every status an order can be in and every move between them, declared
 * once as data (after Vendure's default order process). The store's one status writer checks
 * each move here before it writes, so no other code decides what an order may become.
 */

export const ORDER_STATUSES = [
  'shoppingCart',
  'paymentPending',
  'placed',
  'partlyDispatched',
  'dispatched',
  'delivered',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

type ShopperSees = 'entry' | 'withoutNote' | 'nothing';

/**
 * Where a move leaves the order: one of these statuses, one of these by where it started (a
 * move whose ends differ by its start), or where it stood (a refund, a note).
 */
type MoveTarget = readonly OrderStatus[] | Partial<Record<OrderStatus, readonly OrderStatus[]>> | 'unchanged';

/**
 * The moves an order can make, by name. `from` lists the statuses a move may start from; `to`
 * where it may end (a shipment move ends where its shipments put the order, see
 * domain/shipment-status.ts); `event` is the history entry the move writes (null: the move is
 * recorded only as a new version). A failed payment is an event, not a status: the order goes
 * back to the cart and its history says why. `shopperSees`: what the shopper's own view of the
 * history shows of the move: its entry with the note, its entry only (the note is the staff's own
 * words), or nothing (a staff note, a refund the provider refused that staff will retry).
 */
export const ORDER_MOVES = {
  /** Any change a shopper makes to the lines, addresses, delivery, coupon or credit of a cart. */
  editCart: { from: ['shoppingCart'], to: ['shoppingCart'], event: null, shopperSees: 'entry' },
  /** Stock, coupon and credit are taken and an attempt is recorded. */
  startPayment: { from: ['shoppingCart'], to: ['paymentPending'], event: 'paymentPending', shopperSees: 'entry' },
  /** The provider asks the shopper to pass the bank's 3-D Secure check. */
  awaitBankCheck: { from: ['paymentPending'], to: ['paymentPending'], event: 'paymentPending', shopperSees: 'entry' },
  /** The provider took the money: the order gets its number and invoice number. */
  place: { from: ['paymentPending'], to: ['placed'], event: 'placed', shopperSees: 'entry' },
  /** The provider refused (or the shopper gave up): everything taken is given back. */
  failPayment: { from: ['paymentPending'], to: ['shoppingCart'], event: 'paymentFailed', shopperSees: 'entry' },
  /** One shipment leaves the yard; the order is on its way once none is left waiting. */
  dispatchShipment: {
    from: ['placed', 'partlyDispatched'],
    to: ['partlyDispatched', 'dispatched'],
    event: 'shipmentDispatched',
    shopperSees: 'withoutNote',
  },
  /**
   * One dispatched shipment reached the customer; the order is delivered when all have. While one
   * still waits the order stays partly dispatched: an arrival never moves an order back.
   */
  deliverShipment: {
    from: ['partlyDispatched', 'dispatched'],
    to: { partlyDispatched: ['partlyDispatched'], dispatched: ['dispatched', 'delivered'] },
    event: 'shipmentDelivered',
    shopperSees: 'withoutNote',
  },
  /**
   * A dispatch taken back within the shop's undo window, before its mail left (a wrong row ticked
   * in a bulk dispatch): the shipment waits again, and the order stands where its shipments put it.
   */
  undoDispatch: {
    from: ['partlyDispatched', 'dispatched'],
    to: ['placed', 'partlyDispatched'],
    event: 'dispatchUndone',
    shopperSees: 'withoutNote',
  },
  /**
   * A "delivered" taken back within the shop's undo window, before its thank-you mail left (a
   * stop ticked by mistake, or marked before the van got there): the shipment is on the road
   * again, and a delivered order is dispatched again.
   */
  undoDelivery: {
    from: ['partlyDispatched', 'dispatched', 'delivered'],
    to: { partlyDispatched: ['partlyDispatched'], dispatched: ['dispatched'], delivered: ['dispatched'] },
    event: 'deliveryUndone',
    shopperSees: 'withoutNote',
  },
  /** A placed order nothing of which has left: stock, credit and coupon go back, the payment is refunded. */
  cancel: { from: ['placed'], to: ['cancelled'], event: 'cancelled', shopperSees: 'withoutNote' },
  /** Money went back to the card (whole or part); the order stays where it is. */
  refund: {
    from: ['placed', 'partlyDispatched', 'dispatched', 'delivered', 'cancelled'],
    to: 'unchanged',
    event: 'refunded',
    shopperSees: 'withoutNote',
  },
  /** The provider refused a refund: recorded so the staff see why and can try again. */
  failRefund: {
    from: ['placed', 'partlyDispatched', 'dispatched', 'delivered', 'cancelled'],
    to: 'unchanged',
    event: 'refundFailed',
    shopperSees: 'nothing',
  },
  /**
   * Staff changed the delivery before it left: the day and slot of a shipment still waiting, or
   * (while nothing has left) the address or its access notes. Never what the customer pays.
   */
  changeDelivery: { from: ['placed', 'partlyDispatched'], to: 'unchanged', event: 'deliveryChanged', shopperSees: 'entry' },
  /**
   * Staff changed the lines while nothing has left (a quantity, a line taken off, a product
   * added): the difference is refunded to the card or asked of the customer as a balance due.
   * The shopper sees that the items changed, not the note: it names the staff member and their
   * reason, written for the shop; the customer's mail says what changed in the shop's words.
   */
  changeLines: { from: ['placed'], to: 'unchanged', event: 'linesChanged', shopperSees: 'withoutNote' },
  /**
   * The balance due an edit of the lines left was paid: online by the customer, or by phone or
   * cash on delivery as staff record it. It may come after the order has left. The note names
   * the amount and the way; the customer sees that it was paid.
   */
  payBalance: {
    from: ['placed', 'partlyDispatched', 'dispatched', 'delivered'],
    to: 'unchanged',
    event: 'balancePaid',
    shopperSees: 'withoutNote',
  },
  /** A note for the shop's eyes only. */
  addStaffNote: {
    from: ['placed', 'partlyDispatched', 'dispatched', 'delivered', 'cancelled'],
    to: 'unchanged',
    event: 'staffNote',
    shopperSees: 'nothing',
  },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: MoveTarget; event: string | null; shopperSees: ShopperSees }>;

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
  placed: { to: ['placed', 'partlyDispatched', 'dispatched', 'cancelled'] },
  partlyDispatched: { to: ['partlyDispatched', 'dispatched', 'placed'] },
  dispatched: { to: ['dispatched', 'delivered', 'placed', 'partlyDispatched'] },
  delivered: { to: ['delivered', 'dispatched'] },
  cancelled: { to: ['cancelled'] },
};

/** The statuses of an order that was paid for and placed, whatever became of it since. */
export const PLACED_STATUSES = [
  'placed',
  'partlyDispatched',
  'dispatched',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export function hasBeenPlaced(status: OrderStatus): boolean {
  return (PLACED_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * A placed order that still stands as a sale: on its way or delivered, but not cancelled (its
 * goods never left and its money went back, so no VAT receipt may show VAT charged on it).
 */
export function standsAsSale(status: OrderStatus): boolean {
  return hasBeenPlaced(status) && status !== 'cancelled';
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_PROCESS[from].to.includes(to);
}

/** The statuses a named move may end in, from where the order stands. */
export function moveTargets(moveName: OrderMoveName, from: OrderStatus): readonly OrderStatus[] {
  const move: { to: MoveTarget } = ORDER_MOVES[moveName];
  if (move.to === 'unchanged') return [from];
  if (Array.isArray(move.to)) return move.to;
  return (move.to as Partial<Record<OrderStatus, readonly OrderStatus[]>>)[from] ?? [];
}

/** What the shopper's view of the history shows of an entry with this event. */
export function shopperMaySee(event: OrderHistoryEvent): ShopperSees {
  return Object.values(ORDER_MOVES).find((move) => move.event === event)?.shopperSees ?? 'entry';
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

/**
 * Checks a named move against the order's status and where it would leave it (`to`; a move
 * with one possible end, or one that leaves the status as it is, needs none). Returns the
 * refusal, or null when it may go ahead.
 */
export function checkMove(status: OrderStatus, moveName: OrderMoveName, to?: OrderStatus): OrderMoveRefused | null {
  const move = ORDER_MOVES[moveName];
  const targets = moveTargets(moveName, status);
  const target = to ?? (targets.length === 1 ? targets[0] : undefined);
  const starts = (move.from as readonly OrderStatus[]).includes(status);
  if (starts && target !== undefined && targets.includes(target) && canTransition(status, target)) return null;
  if (starts && target === undefined) throw new Error(`The move ${moveName} needs the status it ends in.`);
  return new OrderMoveRefused('NOT_ALLOWED', `An order that is ${STATUS_WORDS[status]} cannot ${MOVE_WORDS[moveName]}.`);
}

/** Statuses as the refusals say them. */
const STATUS_WORDS: Record<OrderStatus, string> = {
  shoppingCart: 'shoppingCart',
  paymentPending: 'paymentPending',
  placed: 'placed',
  partlyDispatched: 'partly dispatched',
  dispatched: 'dispatched',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const MOVE_WORDS: Record<OrderMoveName, string> = {
  editCart: 'be changed as a cart',
  startPayment: 'start a payment',
  awaitBankCheck: "wait for the bank's check",
  place: 'be placed',
  failPayment: 'have its payment fail',
  dispatchShipment: 'have a shipment dispatched',
  deliverShipment: 'have a shipment marked delivered',
  undoDispatch: 'have a dispatch undone',
  undoDelivery: 'have a delivery undone',
  cancel: 'be cancelled (only a placed order nothing of which has been dispatched can)',
  refund: 'be refunded',
  failRefund: 'have a refund fail',
  changeDelivery: 'have its delivery changed (only before it leaves)',
  changeLines: 'have its lines changed (only while nothing of it has left)',
  payBalance: 'have its balance paid (a cancelled order has none to pay)',
  addStaffNote: 'take a staff note',
};
