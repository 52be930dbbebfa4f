import { formatIsoDate } from './delivery/date-format.ts';

/**
 * The desk's rules for a day of deliveries: how long a dispatch may be undone (its mail waits in
 * the outbox that long), and when a move is early enough to need the staff member's confirmation.
 */

/** Five minutes: long enough to notice a wrong row ticked, short enough that the customer hears the same hour. */
export const DEFAULT_DISPATCH_UNDO_SECONDS = 300;
/** An hour at most: a dispatch mail that waits longer tells the customer late. */
export const MAX_DISPATCH_UNDO_SECONDS = 3600;

/** Until when a dispatch made at `dispatchedAt` may be undone (its mail leaves then). */
export function undoOpenUntil(dispatchedAt: Date, undoSeconds: number): Date {
  return new Date(dispatchedAt.getTime() + undoSeconds * 1000);
}

/** Whether a dispatch made at `dispatchedAt` may still be undone at `now`. */
export function undoStillOpen(dispatchedAt: Date, undoSeconds: number, now: Date): boolean {
  return now.getTime() < undoOpenUntil(dispatchedAt, undoSeconds).getTime();
}

export type DayMove = 'dispatch' | 'deliver';

/**
 * Why a move is early, in the words the desk shows before staff confirm it; null when it is not.
 * A dispatch is early before the shipment's dispatch day; marking it delivered is early before
 * its delivery day. `today` is London's date, as YYYY-MM-DD (ISO days compare as strings).
 */
export function earlyMoveWarning(
  move: DayMove,
  today: string,
  shipment: { name: string; dispatchDate: string | null; deliveryDate: string | null },
): string | null {
  const due = move === 'dispatch' ? shipment.dispatchDate : shipment.deliveryDate;
  if (!due || today >= due) return null;
  const day = formatIsoDate(due, 'EEEE d MMMM');
  return move === 'dispatch'
    ? `The ${shipment.name} is due to leave on ${day}, not today.`
    : `The ${shipment.name} is due to arrive on ${day}, not today.`;
}

/** "5 minutes", "1 minute 30 seconds", "at once": how long a dispatch's mail waits. */
export function undoWindowWords(seconds: number): string {
  if (seconds <= 0) return 'at once';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    ...(minutes > 0 ? [`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`] : []),
    ...(rest > 0 ? [`${rest} ${rest === 1 ? 'second' : 'seconds'}`] : []),
  ];
  return parts.join(' ');
}

/**
 * What the confirmation says a move mails, so staff read it before the customer does: a dispatch
 * names the day it arrives and the tracking number the mail carries (a number typed wrong is
 * caught here, not by the customer), and either says when the mail leaves.
 */
export function moveMailWords(move: DayMove, mail: { arrival: string; trackingNumber: string | null; undoSeconds: number }): string {
  const what =
    move === 'dispatch'
      ? `Dispatch notice: arrives ${mail.arrival}${mail.trackingNumber ? `, tracking number ${mail.trackingNumber}` : ''}`
      : 'Delivered: thanks, how to review and the 14-day right to cancel';
  return `${what}; it leaves ${mail.undoSeconds > 0 ? `in ${undoWindowWords(mail.undoSeconds)} unless undone` : 'at once'}`;
}
