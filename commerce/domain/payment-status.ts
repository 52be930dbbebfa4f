/**
 * What became of an order's money, declared once as data like the order process beside it
 * (order-process.ts). The order's status says where the order is; this says where its payment
 * is, which a refund moves while the order stays where it is. The store's one writer of
 * payment_status (`moveOrder`, orders/orders.store.ts) checks each change here first.
 */

export const PAYMENT_STATUSES = ['notPaid', 'pending', 'paid', 'failed', 'partlyRefunded', 'refunded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every new cart's payment status. */
export const PAYMENT_STATUS_AT_START: PaymentStatus = 'notPaid';

/**
 * Where each payment status may go. Staying where it is is always allowed and is no move (a
 * second refund that leaves the payment part-refunded). A refund the provider took and later
 * failed counts no more, so refunded and part-refunded may go back towards paid.
 */
export const PAYMENT_STATUS_MOVES: Record<PaymentStatus, { to: readonly PaymentStatus[] }> = {
  /** A cart: paying begins. */
  notPaid: { to: ['pending'] },
  /** The provider decides: taken, or refused (or the shopper gave up). */
  pending: { to: ['paid', 'failed'] },
  /** Back in the cart after a refused payment: the shopper pays again. */
  failed: { to: ['pending'] },
  paid: { to: ['partlyRefunded', 'refunded'] },
  partlyRefunded: { to: ['refunded', 'paid'] },
  refunded: { to: ['partlyRefunded', 'paid'] },
};

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** A payment status change the moves above do not allow, with the reason in words. */
export class PaymentStatusMoveRefused extends Error {
  override readonly name = 'PaymentStatusMoveRefused';
  readonly from: PaymentStatus;
  readonly to: PaymentStatus;
  readonly reason: string;
  constructor(from: PaymentStatus, to: PaymentStatus) {
    const reason = `A payment that is ${from} cannot become ${to}: it may become ${PAYMENT_STATUS_MOVES[from].to.join(' or ')}.`;
    super(reason);
    this.from = from;
    this.to = to;
    this.reason = reason;
  }
}

/** Null when the payment may go from `from` to `to`; else the refusal, with its reason. */
export function checkPaymentStatusMove(from: PaymentStatus, to: PaymentStatus): PaymentStatusMoveRefused | null {
  if (from === to || PAYMENT_STATUS_MOVES[from].to.includes(to)) return null;
  return new PaymentStatusMoveRefused(from, to);
}
