import { GraphQLError } from 'graphql';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { earlyMoveWarning, moveMailWords, type DayMove } from '../domain/desk-day.ts';
import { londonDate } from '../domain/london-clock.ts';
import { OrderMoveRefused } from '../domain/order-process.ts';
import { moveShipment } from '../domain/shipment-status.ts';
import { apiError } from '../errors.ts';
import { dispatchUndoSeconds } from './desk-settings.store.ts';
import { SHIPMENT_NAMES } from '../domain/delivery/shipments.ts';
import { loadPlacedOrder } from './order-desk.store.ts';
import {
  arrivalWords,
  moveOrderShipment,
  promisedShipments,
  shipmentDays,
  shipmentStatuses,
  type ShipmentRef,
} from './order-moves.service.ts';

export type { ShipmentRef };

/**
 * A shipment to move; a dispatch may carry the carrier's tracking number (a pallet or parcel
 * dispatched from its order), which its dispatch mail gives. The day list's bulk move has none.
 */
export interface MovingRef extends ShipmentRef {
  trackingNumber?: string | null;
}

/** What one move of a bulk move would do, for the one confirmation staff are shown. */
export interface PlannedMove extends ShipmentRef {
  orderNumber: number | null;
  /** Who the move mails, and what; null when it mails no one (an order with no email) or is refused. */
  recipient: string | null;
  mail: string | null;
  /** Why the move is early (before the shipment's day), for staff to confirm; null when it is not. */
  early: string | null;
  /** Why the move cannot be made; null when it can. */
  refused: string | null;
}

/** At most this many shipments in one bulk move: a busy day's van run with room to spare. */
export const MOST_SHIPMENTS_PER_MOVE = 200;

/**
 * What moving these shipments would do, read without writing: for each, the mail it sends and
 * to whom, whether it is early, or why it cannot be made. The desk shows this as its one
 * confirmation; the move itself checks everything again under each order's lock.
 */
export async function planShipmentMoves(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  move: DayMove,
  refs: readonly MovingRef[],
): Promise<PlannedMove[]> {
  const now = ctx.now();
  const today = londonDate(now);
  const undoSeconds = await dispatchUndoSeconds(ctx.db, staff.tenantId);
  const planned: PlannedMove[] = [];
  for (const ref of refs) {
    const stored = await loadPlacedOrder(ctx.db, staff.tenantId, ref.orderId);
    const base = {
      orderId: ref.orderId,
      shipmentKey: ref.shipmentKey,
      orderNumber: stored?.order.order_number ?? null,
      recipient: null,
      mail: null,
      early: null,
    };
    if (!stored) {
      planned.push({ ...base, refused: 'There is no placed order with that id in this shop.' });
      continue;
    }
    const plans = promisedShipments(stored);
    const plan = plans.find((candidate) => candidate.key === ref.shipmentKey);
    if (!plan) {
      planned.push({ ...base, refused: `Order ${stored.order.order_number} has no ${SHIPMENT_NAMES[ref.shipmentKey]}.` });
      continue;
    }
    const moved = moveShipment(shipmentStatuses(stored, plans).get(plan.key)!, move, SHIPMENT_NAMES[plan.key]);
    if (!moved.ok) {
      planned.push({ ...base, refused: moved.reason });
      continue;
    }
    const email = stored.order.customer_email;
    planned.push({
      ...base,
      recipient: email,
      mail: email ? moveMailWords(move, { arrival: arrivalWords(plan), trackingNumber: ref.trackingNumber ?? null, undoSeconds }) : null,
      early: earlyMoveWarning(move, today, shipmentDays(stored, plan)),
      refused: null,
    });
  }
  return planned;
}

export interface MovedShipment extends ShipmentRef {
  /** Until when the move may be undone (its mail leaves then); null for a refused move. */
  undoUntil: Date | null;
  /** Why this one was not moved; null when it was. */
  problem: string | null;
}

/**
 * Dispatches, or marks delivered, each of these shipments: each one its own guarded move
 * through the order process, with its audit entry and its mail, in its own transaction (one
 * order another tab changed does not hold back the van's other stops; its problem is answered
 * beside it). A move before the shipment's day is refused for all, naming each, unless
 * `confirmEarly` says staff saw the warning.
 */
export async function moveShipments(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  input: { move: DayMove; refs: readonly MovingRef[]; confirmEarly: boolean },
): Promise<MovedShipment[]> {
  if (!input.confirmEarly) {
    const early = (await planShipmentMoves(ctx, staff, input.move, input.refs)).filter((one) => one.early && !one.refused);
    if (early.length > 0) {
      throw apiError(
        'CONFLICT',
        `${early.map((one) => `Order ${one.orderNumber}: ${one.early}`).join(' ')} Nothing was moved; confirm the early ${
          early.length === 1 ? 'move' : 'moves'
        } to go ahead.`,
        { reason: 'EARLY_MOVE' },
      );
    }
  }
  const results: MovedShipment[] = [];
  for (const ref of input.refs) {
    try {
      const { undoUntil } = await moveOrderShipment(ctx, staff, {
        orderId: ref.orderId,
        shipmentKey: ref.shipmentKey,
        move: input.move,
        early: input.confirmEarly ? 'allow' : 'refuse',
        tracking: ref.trackingNumber ? { number: ref.trackingNumber, url: null } : null,
      });
      results.push({ orderId: ref.orderId, shipmentKey: ref.shipmentKey, undoUntil, problem: null });
    } catch (error) {
      // Refusals are answered beside their shipment; anything else is a fault and fails the call.
      if (!(error instanceof GraphQLError || error instanceof OrderMoveRefused)) throw error;
      results.push({ orderId: ref.orderId, shipmentKey: ref.shipmentKey, undoUntil: null, problem: error.message });
    }
  }
  return results;
}
