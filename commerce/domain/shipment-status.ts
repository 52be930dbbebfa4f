import type { OrderStatus } from './order-process.ts';

/**
 * Where each shipment of a placed order stands, stored with the shipment. A shipment leaves
 * once and arrives once; the order's own status follows from its shipments together.
 */
export const SHIPMENT_STATUSES = ['awaitingDispatch', 'dispatched', 'delivered'] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export type ShipmentMove = 'dispatch' | 'deliver' | 'undoDispatch' | 'undoDelivery';

export type ShipmentMoveResult = { ok: true; to: ShipmentStatus } | { ok: false; reason: string };

/** What a staff member may do to one shipment, and the words when they may not. */
export function moveShipment(current: ShipmentStatus, move: ShipmentMove, name: string): ShipmentMoveResult {
  if (move === 'dispatch') {
    if (current === 'awaitingDispatch') return { ok: true, to: 'dispatched' };
    return {
      ok: false,
      reason:
        current === 'dispatched'
          ? `The ${name} was already dispatched; mark it delivered once it arrives.`
          : `The ${name} was already delivered.`,
    };
  }
  if (move === 'undoDispatch') {
    if (current === 'dispatched') return { ok: true, to: 'awaitingDispatch' };
    return {
      ok: false,
      reason:
        current === 'awaitingDispatch'
          ? `The ${name} has not been dispatched, so there is nothing to undo.`
          : `The ${name} was already delivered.`,
    };
  }
  if (move === 'undoDelivery') {
    if (current === 'delivered') return { ok: true, to: 'dispatched' };
    return { ok: false, reason: `The ${name} has not been marked delivered, so there is nothing to undo.` };
  }
  if (current === 'dispatched') return { ok: true, to: 'delivered' };
  return {
    ok: false,
    reason:
      current === 'awaitingDispatch'
        ? `The ${name} has not been dispatched yet: dispatch it first.`
        : `The ${name} was already marked delivered.`,
  };
}

/**
 * The status a placed order has given its shipments' statuses: placed while none has left,
 * partly dispatched while some still wait, dispatched while all have left and some are still
 * on the road, delivered when all have arrived.
 */
export function orderStatusForShipments(
  statuses: readonly ShipmentStatus[],
): Extract<OrderStatus, 'placed' | 'partlyDispatched' | 'dispatched' | 'delivered'> {
  if (statuses.length === 0) throw new RangeError('A placed order has at least one shipment.');
  const waiting = statuses.filter((status) => status === 'awaitingDispatch').length;
  if (waiting === statuses.length) return 'placed';
  if (waiting > 0) return 'partlyDispatched';
  return statuses.every((status) => status === 'delivered') ? 'delivered' : 'dispatched';
}
