import type { Stop } from './day-sheet.ts';

/** A stop's key in the day list's selection: one shipment of one order. */
export const stopKey = (stop: Pick<Stop, 'orderId' | 'shipmentId'>) => `${stop.orderId}.${stop.shipmentId}`;

export type BulkMove = 'DISPATCH' | 'DELIVER';

/** What a stop's next move is: dispatch while it waits, mark delivered once it has left; none once delivered. */
export function nextMove(stop: Pick<Stop, 'status'>): BulkMove | null {
  if (stop.status === 'Awaiting dispatch') return 'DISPATCH';
  if (stop.status === 'Dispatched') return 'DELIVER';
  return null;
}

/**
 * The shipments a move names to the API, each with the tracking number staff typed for it (a
 * blank one is left out, so a dispatch without one is the day list's plain dispatch). `chosen`
 * are those the plan lets move; `stops` carry what staff typed.
 */
export function movingShipments(
  chosen: readonly Pick<Stop, 'orderId' | 'shipmentId'>[],
  stops: readonly (Pick<Stop, 'orderId' | 'shipmentId'> & { trackingNumber?: string })[],
): { orderId: string; shipment: string; trackingNumber?: string }[] {
  return chosen.map((one) => {
    const typed = stops.find((stop) => stop.orderId === one.orderId && stop.shipmentId === one.shipmentId)?.trackingNumber?.trim();
    return { orderId: one.orderId, shipment: one.shipmentId, ...(typed ? { trackingNumber: typed } : {}) };
  });
}

/** A dispatch or "delivered" that can still be taken back, until `until` (ms since the epoch; its mail leaves then). */
export interface OpenUndo {
  move: BulkMove;
  orderId: string;
  orderNumber: number;
  shipmentId: string;
  travel: string;
  until: number;
}

/** The undos still open at `now`: the others' mails have left, so the desk stops offering them. */
export function openUndos(undos: readonly OpenUndo[], now: number): OpenUndo[] {
  return undos.filter((undo) => undo.until > now);
}

/** "Dispatch 3 van deliveries and mail 3 customers": the confirm button says what it does. */
export function confirmWords(move: BulkMove, moving: number, mailed: number): string {
  const verb = move === 'DISPATCH' ? 'Dispatch' : 'Mark delivered';
  const stops = `${moving} ${moving === 1 ? 'stop' : 'stops'}`;
  const mail = mailed === 0 ? 'mail no one' : `mail ${mailed} ${mailed === 1 ? 'customer' : 'customers'}`;
  return `${verb} ${stops} and ${mail}`;
}

/** "4:59" left of an undo window. */
export function timeLeft(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The undo list's heading, naming the moves it holds. */
export function undoHeading(undos: readonly Pick<OpenUndo, 'move'>[]): string {
  const moves = new Set(undos.map((undo) => undo.move));
  if (moves.size === 1 && moves.has('DELIVER')) return 'Marked delivered: mails not sent yet';
  if (moves.size === 1) return 'Dispatched: mails not sent yet';
  return 'Dispatched and delivered: mails not sent yet';
}

/** What an undo button says (its order named, for a screen reader's list of buttons). */
export function undoWords(undo: Pick<OpenUndo, 'move' | 'orderNumber'>): string {
  return undo.move === 'DISPATCH' ? `Undo dispatch of order ${undo.orderNumber}` : `Undo delivered of order ${undo.orderNumber}`;
}
