import { MAX_LINE_QUANTITY } from './cart.ts';
import { formatPence, type Pence } from './money.ts';

/*
 * Staff changing the lines of a placed order: the quantity of a line, a line taken off, a product
 * added. Pure rules only: which lines change by how much, and how the money difference is
 * settled. The desk's service (desk/line-edits.service.ts) prices, stocks and writes.
 */

/** One line of the order as it stands: the product's SKU code and how many. */
export interface CurrentLine {
  sku: string;
  name: string;
  quantity: number;
}

/** What staff ask for: the quantity a SKU should have (0 takes its line off; a SKU not on the order adds it). */
export interface LineWish {
  sku: string;
  quantity: number;
}

/** One line that changes, with its quantity before (0: added) and after (0: removed). */
export interface LineChange {
  sku: string;
  from: number;
  to: number;
}

export type LineEditRefusal = { reason: 'NO_CHANGE' | 'EMPTY_ORDER' | 'BAD_QUANTITY' | 'TWICE'; message: string };

/**
 * The lines that change, in the order asked. A wish equal to what the line holds changes nothing
 * and is dropped; an edit that changes nothing, or that would leave the order with no lines, is
 * refused (an order with nothing in it is a cancellation, which returns credit and coupon too).
 */
export function lineChanges(current: readonly CurrentLine[], wishes: readonly LineWish[]): LineChange[] | LineEditRefusal {
  const seen = new Set<string>();
  const changes: LineChange[] = [];
  for (const wish of wishes) {
    if (seen.has(wish.sku))
      return { reason: 'TWICE', message: `${wish.sku} is named twice: give each product once, with its new quantity.` };
    seen.add(wish.sku);
    if (!Number.isInteger(wish.quantity) || wish.quantity < 0 || wish.quantity > MAX_LINE_QUANTITY) {
      return { reason: 'BAD_QUANTITY', message: `The quantity of ${wish.sku} must be a whole number from 0 to ${MAX_LINE_QUANTITY}.` };
    }
    const from = current.find((line) => line.sku === wish.sku)?.quantity ?? 0;
    if (from !== wish.quantity) changes.push({ sku: wish.sku, from, to: wish.quantity });
  }
  if (changes.length === 0) return { reason: 'NO_CHANGE', message: 'Those are the quantities the order already has: nothing to change.' };
  const left = current.filter((line) => {
    const change = changes.find((candidate) => candidate.sku === line.sku);
    return (change ? change.to : line.quantity) > 0;
  });
  if (left.length === 0 && changes.every((change) => change.to === 0)) {
    return {
      reason: 'EMPTY_ORDER',
      message: 'That would leave the order with nothing in it. Cancel the order instead: that returns its credit and coupon too.',
    };
  }
  return changes;
}

/** What the order owes and has paid before the edit, and what it is worth before and after. */
export interface SettlementBasis {
  /** The order's total (goods, delivery, less discount; before credit) before the edit. */
  wasTotalPence: Pence;
  /** The same after the edit, with the lines' snapshots, today's price for an added product, delivery re-quoted. */
  nowTotalPence: Pence;
  /** Asked of the customer by earlier edits and not yet paid. */
  balanceDuePence: Pence;
  /** What of the card payment the order was placed with can still go back (paid less refunded or on its way). */
  cardRefundablePence: Pence;
  /** Balances the customer paid after earlier edits (online, by phone or in cash): an edit never refunds these. */
  balancesPaidPence?: Pence;
}

export type Settlement =
  | { kind: 'none'; balanceDuePence: Pence }
  /** Less to pay: it goes back to the card (never while a balance is due). */
  | { kind: 'refund'; refundPence: Pence; balanceDuePence: Pence }
  /** More to pay: never charged to a card unasked; the customer is asked to pay it. */
  | { kind: 'balanceDue'; addedPence: Pence; balanceDuePence: Pence };

export type SettlementRefusal = { reason: 'REFUND_EXCEEDS_CARD' | 'BALANCE_OPEN'; message: string };

/**
 * How the difference an edit makes is settled. More to pay is added to the balance due (the card
 * is never charged without the customer: 3-D Secure needs them). Less to pay is refunded to the
 * card the order was placed with; more than that payment can still take back (the order was paid
 * partly with credit, refunded already, or paid in part later as a balance) is refused in words
 * rather than paid out some other way or sent to a provider that would refuse it. A balance paid
 * later goes back when the order is cancelled: through its own payment if paid online, by phone if
 * paid by phone or cash.
 *
 * Less to pay while a balance is due is refused: the balance is taken by phone, and nothing yet
 * records that it was, so an edit cannot tell a balance still owed (which the reduction should
 * cancel) from one paid (which it should refund). Cancelling the balance would keep a customer's
 * phone payment; refunding it would pay back what was never paid.
 */
/**
 * The prefix of a line edit's refund key (order_refund.request_key): such a refund lowered what
 * the order costs, unlike a goodwill refund, so a receipt of the order as it now is counts it.
 */
export const LINE_EDIT_REFUND_KEY_PREFIX = 'lines:';

export function settleLineEdit(basis: SettlementBasis): Settlement | SettlementRefusal {
  const difference = basis.nowTotalPence - basis.wasTotalPence;
  if (difference === 0) return { kind: 'none', balanceDuePence: basis.balanceDuePence };
  if (difference > 0) return { kind: 'balanceDue', addedPence: difference, balanceDuePence: basis.balanceDuePence + difference };
  if (basis.balanceDuePence > 0) {
    return {
      reason: 'BALANCE_OPEN',
      message: `${formatPence(basis.balanceDuePence)} is still to pay on this order from an earlier change, so items cannot be taken off while it is open. Once the customer has paid it (online, or by phone as you record it on this order), take items off and the difference goes back as usual.`,
    };
  }
  const refundPence = -difference;
  if (refundPence > basis.cardRefundablePence) {
    const later = basis.balancesPaidPence ?? 0;
    return {
      reason: 'REFUND_EXCEEDS_CARD',
      message:
        later > 0
          ? `That would give back ${formatPence(refundPence)}, but only ${formatPence(basis.cardRefundablePence)} of the payment the order was placed with can still be refunded, and a change of items refunds through that payment only: the ${formatPence(later)} paid later as a balance goes back only if the order is cancelled. Change fewer lines, or cancel the order.`
          : `That would give back ${formatPence(refundPence)}, but only ${formatPence(basis.cardRefundablePence)} of the card payment can still be refunded (the rest was paid with credit or has gone back already). Change fewer lines, or cancel the order.`,
    };
  }
  return { kind: 'refund', refundPence, balanceDuePence: 0 };
}

export function isSettlementRefusal(result: Settlement | SettlementRefusal): result is SettlementRefusal {
  return 'reason' in result;
}

/** "2 → 3 × Ash logs", "Ash logs taken off", "1 × Kindling added": one change in the shop's words. */
export function lineChangeWords(change: LineChange, name: string): string {
  if (change.from === 0) return `${change.to} × ${name} added`;
  if (change.to === 0) return `${name} taken off (was ${change.from})`;
  return `${name}: ${change.from} → ${change.to}`;
}
