import { GraphQLError } from 'graphql';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import { earlyMoveWarning, undoStillOpen, undoWindowWords, type DayMove } from '../domain/desk-day.ts';
import { londonDate } from '../domain/london-clock.ts';
import { OrderMoveRefused } from '../domain/order-process.ts';
import { moveShipment, orderStatusForShipments } from '../domain/shipment-status.ts';
import { apiError } from '../errors.ts';
import { shipmentDispatchedKey } from '../mail/order-mail.ts';
import { mailOwed, releaseHeldMail, withdrawUnsentMail } from '../mail/outbox.store.ts';
import { loadDetails, moveOrder } from '../orders/orders.store.ts';
import { undoShipmentDispatchRow } from './day-desk.store.ts';
import { dispatchUndoSeconds } from './desk-settings.store.ts';
import { loadPlacedOrder } from './order-desk.store.ts';
import {
  arrivalWords,
  moveOrderShipment,
  promisedShipments,
  SHIPMENT_WORDS,
  shipmentDays,
  shipmentStatuses,
  withLockedOrder,
} from './order-moves.service.ts';

/** One shipment of one order, as the day list names it. */
export interface ShipmentRef {
  orderId: string;
  shipmentKey: ShippingGroup;
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
  refs: readonly ShipmentRef[],
): Promise<PlannedMove[]> {
  const now = ctx.now();
  const today = londonDate(now);
  const undoSeconds = await dispatchUndoSeconds(ctx.db, staff.tenantId);
  const planned: PlannedMove[] = [];
  for (const ref of refs) {
    const stored = await loadPlacedOrder(ctx.db, staff.tenantId, ref.orderId);
    const base = { ...ref, orderNumber: stored?.order.order_number ?? null, recipient: null, mail: null, early: null };
    if (!stored) {
      planned.push({ ...base, refused: 'There is no placed order with that id in this shop.' });
      continue;
    }
    const plans = promisedShipments(stored);
    const plan = plans.find((candidate) => candidate.key === ref.shipmentKey);
    if (!plan) {
      planned.push({ ...base, refused: `Order ${stored.order.order_number} has no ${SHIPMENT_WORDS[ref.shipmentKey]}.` });
      continue;
    }
    const moved = moveShipment(shipmentStatuses(stored, plans).get(plan.key)!, move, SHIPMENT_WORDS[plan.key]);
    if (!moved.ok) {
      planned.push({ ...base, refused: moved.reason });
      continue;
    }
    const email = stored.order.customer_email;
    planned.push({
      ...base,
      recipient: email,
      mail: email
        ? move === 'dispatch'
          ? `Dispatch notice: arrives ${arrivalWords(plan)}; it leaves ${undoSeconds > 0 ? `in ${undoWindowWords(undoSeconds)} unless undone` : 'at once'}`
          : 'Delivered: thanks, how to review and the 14-day right to cancel'
        : null,
      early: earlyMoveWarning(move, today, shipmentDays(stored, plan)),
      refused: null,
    });
  }
  return planned;
}

export interface MovedShipment extends ShipmentRef {
  /** Until when the dispatch may be undone (its mail leaves then); null for a delivery or a refused move. */
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
  input: { move: DayMove; refs: readonly ShipmentRef[]; confirmEarly: boolean },
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
      });
      results.push({ ...ref, undoUntil, problem: null });
    } catch (error) {
      // Refusals are answered beside their shipment; anything else is a fault and fails the call.
      if (!(error instanceof GraphQLError || error instanceof OrderMoveRefused)) throw error;
      results.push({ ...ref, undoUntil: null, problem: error.message });
    }
  }
  return results;
}

/**
 * Takes back a dispatch within the shop's undo window, before its mail leaves: the order moves
 * back through the order process (`undoDispatch`), the shipment waits again, and its unsent
 * dispatch mail is withdrawn from the outbox, all in one transaction with the audit entry, so an
 * undone dispatch never mails the customer. After the window, or once a worker has taken the
 * mail to send, it is refused and nothing changes.
 */
export async function undoShipmentDispatch(ctx: Pick<CommerceContext, 'db' | 'now'>, staff: Staff, ref: ShipmentRef): Promise<void> {
  await withLockedOrder(ctx, staff, ref.orderId, async (tx, order) => {
    const now = ctx.now();
    const stored = await loadDetails(tx, order);
    const plans = promisedShipments(stored);
    const plan = plans.find((candidate) => candidate.key === ref.shipmentKey);
    const name = SHIPMENT_WORDS[ref.shipmentKey];
    if (!plan) throw apiError('BAD_USER_INPUT', `Order ${order.order_number} has no ${name}.`, { field: 'shipment' });
    const statuses = shipmentStatuses(stored, plans);
    const moved = moveShipment(statuses.get(plan.key)!, 'undoDispatch', name);
    if (!moved.ok) throw apiError('CONFLICT', moved.reason, { reason: 'SHIPMENT_MOVE_REFUSED' });
    const undoSeconds = await dispatchUndoSeconds(tx, order.tenant_id);
    const dispatchedAt = stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.dispatched_at ?? null;
    const closed = () =>
      apiError(
        'CONFLICT',
        `The dispatch of order ${order.order_number}'s ${name} can no longer be undone: its mail has left or is leaving (a dispatch can be undone for ${undoWindowWords(undoSeconds)}).`,
        { reason: 'UNDO_CLOSED' },
      );
    if (!dispatchedAt || !undoStillOpen(new Date(dispatchedAt), undoSeconds, now)) throw closed();
    const mailKey = shipmentDispatchedKey(order.id, plan.key);
    const mailWithdrawn = await mailOwed(tx, mailKey);
    if (mailWithdrawn && !(await withdrawUnsentMail(tx, mailKey, now))) throw closed();
    statuses.set(plan.key, moved.to);
    const to = orderStatusForShipments([...statuses.values()]);
    await moveOrder(tx, order, 'undoDispatch', now, {
      to,
      note: `The ${name}'s dispatch was undone by ${staff.email} before the customer was told; it waits to leave again.`,
    });
    if (!(await undoShipmentDispatchRow(tx, order.id, plan.key))) {
      throw apiError('CONFLICT', 'The shipment changed while we were updating it. Please try again.', { reason: 'STALE' });
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'order.undoDispatch',
      subjectKind: 'order',
      subjectId: order.id,
      before: {
        status: order.status,
        shipment: { id: plan.key, status: 'dispatched', dispatchedAt: new Date(dispatchedAt).toISOString() },
      },
      after: { status: to, shipment: { id: plan.key, status: moved.to }, mailWithdrawn },
    });
  });
}

/**
 * Sends the held dispatch mails of these shipments now (staff are sure; the van is leaving):
 * their undo closes. Answers the shipments whose mail was still held; the others' had left, or
 * they owe none. Only shipments of the staff member's own shop are touched.
 */
export async function releaseDispatchMail(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  refs: readonly ShipmentRef[],
): Promise<ShipmentRef[]> {
  const now = ctx.now();
  const released: ShipmentRef[] = [];
  for (const ref of refs) {
    if (!(await loadPlacedOrder(ctx.db, staff.tenantId, ref.orderId))) continue;
    if (await releaseHeldMail(ctx.db, shipmentDispatchedKey(ref.orderId, ref.shipmentKey), now)) released.push(ref);
  }
  return released;
}
