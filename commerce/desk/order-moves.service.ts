import type { Transaction } from 'kysely';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { SHIPMENT_NAMES, type ShipmentKey } from '../domain/delivery/shipments.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { formatPence, toPounds } from '../domain/money.ts';
import { moveShipment, orderStatusForShipments, type ShipmentMove, type ShipmentStatus } from '../domain/shipment-status.ts';
import { apiError } from '../errors.ts';
import { type DeliveryChangedFacts, oweDeliveryChangedMail, oweOrderCancelledMail, oweShipmentDeliveredMail } from '../order-mail/index.ts';
import { addressLines, oweShipmentDispatchedMail, releaseDispatchNotice, withdrawDispatchNotice } from '../order-mail/index.ts';
import { releaseDeliveredNotice, withdrawDeliveredNotice } from '../order-mail/index.ts';
import { londonDate } from '../domain/london-clock.ts';
import { earlyMoveWarning, undoOpenUntil, undoStillOpen, undoWindowWords } from '../domain/desk-day.ts';
import { undoShipmentDeliveryRow, undoShipmentDispatchRow } from './day-desk.store.ts';
import { dispatchUndoSeconds } from './desk-settings.store.ts';
import { withdrawRedemptions } from '../coupons/index.ts';
import { planOrderShipments } from '../shipments/index.ts';
import { loadDetails, moveOrder, type StoredOrder } from '../orders/index.ts';
import { releaseStock } from '../catalogue/index.ts';
import { balancePaymentsOf, openBalanceAttempt } from '../payments/index.ts';
import { paidOutsideProviderPence } from '../domain/balance-payment.ts';
import { CANCEL_BALANCE_REFUND_KEY_PREFIX, CANCEL_REFUND_KEY_PREFIX } from '../domain/refunds.ts';
import type { PaymentWays } from './order-desk-view.ts';
import { storedRefundablePayments } from './refundable-payments.ts';
import { recordRefundRequest } from './refunds.service.ts';
import type { Database, OrderRow } from '../store/tables.ts';
import {
  creditSpentOn,
  loadPlacedOrder,
  lockPlacedOrder,
  moveShipmentRow,
  orderRefunds,
  placingPayment,
  providerPaymentsOf,
  returnCredit,
  setShipmentTracking,
  type DeliveryAddressChange,
  setAccessNotes,
  setDeliveryAddress,
  setShipmentDay,
} from './order-desk.store.ts';

/** One shipment of one order, as the day list names it. */
export interface ShipmentRef {
  orderId: string;
  shipmentKey: ShipmentKey;
}

/** The order's shipments as they were promised when it was placed. */
export function promisedShipments(stored: StoredOrder): ShipmentPlan[] {
  return planOrderShipments(stored, stored.order.placed_at ?? stored.order.created_at);
}

/** The order's shipments planned as of `now`: what a customer booking them now would be offered. */
export function shipmentsAsOf(stored: StoredOrder, now: Date): ShipmentPlan[] {
  return planOrderShipments(stored, now);
}

/** Each shipment's status as stored (a shipment with no row yet has not left). */
export function shipmentStatuses(stored: StoredOrder, plans: readonly ShipmentPlan[]): Map<ShipmentKey, ShipmentStatus> {
  return new Map(
    plans.map((plan) => [plan.key, stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.status ?? 'awaitingDispatch']),
  );
}

const notFound = () => apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');

/** Runs a staff move on a placed order under its lock, in one transaction with its audit entry. */
export async function withLockedOrder<T>(
  ctx: Pick<CommerceContext, 'db'>,
  staff: Staff,
  orderId: string,
  work: (tx: Transaction<Database>, order: OrderRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, orderId);
    if (!order) throw notFound();
    return work(tx, order);
  });
}

/** "Thursday 3 December, 8am to 12pm", or what is known of it. */
export function arrivalWords(plan: ShipmentPlan): string {
  if (!plan.estDeliveryDate) return 'delivery day to be arranged';
  const day = formatIsoDate(plan.estDeliveryDate, 'EEEE d MMMM');
  return plan.timedSlot ? `${day}, ${plan.timedSlot.label}` : day;
}

/** The carrier's tracking number and, when it has a simple one, its tracking page. */
export interface ShipmentTracking {
  number: string;
  url: string | null;
}

/**
 * Dispatches one shipment or marks it delivered: the shipment's own status and the order's
 * (through the order process) move together, with the history entry, the audit entry and the
 * customer's notice in the outbox (sent after commit): its day, slot and any tracking number
 * staff gave for a dispatch; thanks, reviews and the right to cancel for a delivery. Either
 * notice waits in the outbox for the shop's undo window (desk-day.ts), so the move can be taken
 * back before the customer hears of it; answers until when. `early: 'refuse'` refuses a
 * move made before the shipment's day (the bulk moves ask first and send it once confirmed).
 */
export async function moveOrderShipment(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  input: {
    orderId: string;
    shipmentKey: ShipmentKey;
    move: Exclude<ShipmentMove, 'undoDispatch' | 'undoDelivery'>;
    tracking?: ShipmentTracking | null;
    early?: 'refuse' | 'allow';
  },
): Promise<{ undoUntil: Date }> {
  return withLockedOrder(ctx, staff, input.orderId, async (tx, order) => {
    const now = ctx.now();
    const stored = await loadDetails(tx, order);
    const plans = promisedShipments(stored);
    const plan = plans.find((candidate) => candidate.key === input.shipmentKey);
    if (!plan) {
      throw apiError(
        'BAD_USER_INPUT',
        `Order ${order.order_number} has no ${SHIPMENT_NAMES[input.shipmentKey]}; its shipments are: ${plans.map((p) => SHIPMENT_NAMES[p.key]).join(', ')}.`,
        { field: 'shipment' },
      );
    }
    const statuses = shipmentStatuses(stored, plans);
    const was = statuses.get(plan.key)!;
    const moved = moveShipment(was, input.move, SHIPMENT_NAMES[plan.key]);
    if (!moved.ok) throw apiError('CONFLICT', moved.reason, { reason: 'SHIPMENT_MOVE_REFUSED' });
    if (input.early === 'refuse') {
      const early = earlyMoveWarning(input.move, londonDate(now), shipmentDays(stored, plan));
      if (early)
        throw apiError('CONFLICT', `Order ${order.order_number}: ${early} Confirm the early move to go ahead.`, { reason: 'EARLY_MOVE' });
    }
    statuses.set(plan.key, moved.to);
    const name = SHIPMENT_NAMES[plan.key];
    const dispatching = input.move === 'dispatch';
    await moveOrder(tx, order, dispatching ? 'dispatchShipment' : 'deliverShipment', now, {
      to: orderStatusForShipments([...statuses.values()]),
      note: dispatching ? `The ${name} left us; it arrives ${arrivalWords(plan)}.` : `The ${name} was delivered.`,
    });
    if (!(await moveShipmentRow(tx, order.id, plan.key, { from: was, to: moved.to, at: now }))) {
      throw apiError('CONFLICT', 'The shipment changed while we were updating it. Please try again.', { reason: 'STALE' });
    }
    const tracking = dispatching ? (input.tracking ?? null) : null;
    if (tracking) await setShipmentTracking(tx, order.id, plan.key, tracking);
    // Both moves' mails wait out the shop's undo window, so either can be taken back unheard.
    const undoUntil = undoOpenUntil(now, await dispatchUndoSeconds(tx, order.tenant_id));
    if (dispatching) await oweShipmentDispatchedMail(tx, order, plan.key, now, undoUntil);
    else {
      const lastOfOrder = [...statuses.values()].every((status) => status === 'delivered');
      await oweShipmentDeliveredMail(tx, order, { shipmentKey: plan.key, deliveredOn: londonDate(now), lastOfOrder }, now, undoUntil);
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: dispatching ? 'order.dispatch' : 'order.deliver',
      subjectKind: 'order',
      subjectId: order.id,
      before: { status: order.status, shipment: { id: plan.key, status: was } },
      after: {
        status: orderStatusForShipments([...statuses.values()]),
        shipment: { id: plan.key, status: moved.to, ...(tracking ? { tracking } : {}) },
      },
    });
    return { undoUntil };
  });
}

/** A shipment's name and the days it is due to leave and arrive, as frozen when the order was placed. */
export function shipmentDays(stored: StoredOrder, plan: ShipmentPlan) {
  const row = stored.shipmentChoices.find((choice) => choice.shipment_key === plan.key);
  return {
    name: SHIPMENT_NAMES[plan.key],
    dispatchDate: row?.dispatch_date ?? plan.estDispatchDate,
    deliveryDate: row?.delivery_date ?? plan.estDeliveryDate,
  };
}

/** A note for the shop's eyes, in the order's history. */
export async function addStaffNote(ctx: Pick<CommerceContext, 'db' | 'now'>, staff: Staff, input: { orderId: string; note: string }) {
  await withLockedOrder(ctx, staff, input.orderId, async (tx, order) => {
    const now = ctx.now();
    await moveOrder(tx, order, 'addStaffNote', now, { note: `${input.note} (${staff.email})` });
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'order.note',
      subjectKind: 'order',
      subjectId: order.id,
      before: null,
      after: { note: input.note },
    });
  });
}

/**
 * Cancels a placed order nothing of which has left: the stock it took goes back to the pool it
 * came from, the credit spent on it goes back to the customer as a new line of their credit
 * history, and its coupon use is withdrawn (the order never happened, so a once-per-customer
 * code may be used again). What each payment a provider took (the placing one, and each balance
 * paid online) has not yet given back is refunded through that payment: written here, in the
 * cancellation's transaction, under a key of its own (a retried cancel finds it, never a second
 * one), and sent by the caller after commit (sendRecordedRefund), the provider's call being a
 * network call. The customer's mail tells those same refunds, one amount per way of paying. A
 * balance paid by phone or cash is refunded by phone, as the history says.
 */
export async function cancelPlacedOrder(
  ctx: Pick<CommerceContext, 'db' | 'now'> & { payments: PaymentWays },
  staff: Staff,
  input: { orderId: string; reason: string },
): Promise<CancellationRefund[]> {
  return withLockedOrder(ctx, staff, input.orderId, async (tx, order) => {
    const now = ctx.now();
    const balance = await balanceToRefundByHand(tx, order);
    const refunds = await recordCancellationRefunds(tx, now, staff, order, input.reason, ctx.payments);
    await moveOrder(tx, order, 'cancel', now, { note: `Cancelled by ${staff.email}: ${input.reason}${balance.note}` });
    const payment = await placingPayment(tx, order.id);
    if (payment) await releaseStock(tx, order.tenant_id, payment.stock_holds);
    const coupons = await withdrawRedemptions(tx, order.id);
    const credit = await returnSpentCredit(tx, order, now);
    const told = refunds.map(({ written, paidWith }) => ({ paidWith, pence: written.refund.amount_pence }));
    await oweOrderCancelledMail(
      tx,
      order,
      { providerRefunds: told, refundByPhonePence: balance.outsideCardPence, creditReturnedPence: credit, coupon: coupons[0] ?? null },
      now,
    );
    const balanceBackPence = refunds
      .filter((refund) => refund.purpose === 'balance')
      .reduce((sum, refund) => sum + refund.written.refund.amount_pence, 0);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'order.cancel',
      subjectKind: 'order',
      subjectId: order.id,
      before: { status: order.status },
      after: {
        status: 'cancelled',
        stockReturned: payment?.stock_holds ?? [],
        creditReturned: toPounds(credit),
        couponWithdrawn: order.coupon_code,
        ...(balance.outsideCardPence > 0 ? { balanceToRefundByPhone: toPounds(balance.outsideCardPence) } : {}),
        ...(balanceBackPence > 0 ? { balanceRefundedOnline: toPounds(balanceBackPence) } : {}),
        // Each refund the cancellation makes, by the payment it goes back through and that payment's way.
        refunds: refunds.map(({ written, purpose, paidWith }) => ({
          id: written.refund.id,
          payment: { id: written.refund.attempt_id, purpose, paidWith },
          amount: toPounds(written.refund.amount_pence),
        })),
      },
      reason: input.reason,
    });
    return refunds;
  });
}

/** The key of a cancellation's refund of the placing payment: one per order. */
const cancelRefundKey = (orderId: string) => `${CANCEL_REFUND_KEY_PREFIX}${orderId}`;

type RecordedRefund = Awaited<ReturnType<typeof recordRefundRequest>>;

/** One refund a cancellation makes: as written for the provider, with the payment it goes back through and how that was paid. */
export interface CancellationRefund {
  written: RecordedRefund;
  purpose: 'order' | 'balance';
  /** "card", "PayPal", "Apple Pay": the way the customer is told it comes back. */
  paidWith: string;
}

/**
 * Writes, for each payment a provider took, the refund of what it has not given back yet (less
 * refunds made or on their way): the placing payment first, then each balance paid online.
 */
async function recordCancellationRefunds(
  tx: Transaction<Database>,
  now: Date,
  staff: Staff,
  order: OrderRow,
  reason: string,
  ways: PaymentWays,
): Promise<CancellationRefund[]> {
  const payments = storedRefundablePayments(
    order.paid_with,
    await providerPaymentsOf(tx, order.id),
    await orderRefunds(tx, order.id),
    ways,
  );
  const written: CancellationRefund[] = [];
  for (const payment of payments) {
    if (payment.leftPence <= 0) continue;
    const ofBalance = payment.purpose === 'balance';
    const refund = await recordRefundRequest(tx, now, staff, order, {
      orderId: order.id,
      amountPence: payment.leftPence,
      reason: `${ofBalance ? 'Order cancelled (balance paid online)' : 'Order cancelled'}: ${reason}`.slice(0, 128),
      requestKey: ofBalance ? `${CANCEL_BALANCE_REFUND_KEY_PREFIX}${payment.id}` : cancelRefundKey(order.id),
      ...(ofBalance ? { attemptId: payment.id } : {}),
    });
    written.push({ written: refund, purpose: payment.purpose, paidWith: payment.paidWith });
  }
  return written;
}

/**
 * What of the order's balance payments no provider can send back: a balance paid by phone or cash
 * is refunded the way it came, by phone, as the cancellation's history note tells staff (a balance
 * paid online goes back through its own payment). A cancellation is refused while the customer is
 * paying the balance online (the money would arrive on a cancelled order).
 */
async function balanceToRefundByHand(tx: Transaction<Database>, order: OrderRow) {
  if (await openBalanceAttempt(tx, order.id)) {
    throw apiError(
      'CONFLICT',
      `The customer of order ${order.order_number} is paying its balance online right now. Wait a few minutes and open the order again before cancelling it.`,
      { reason: 'PAYMENT_IN_FLIGHT' },
    );
  }
  const paid = (await balancePaymentsOf(tx, order.id)).map((row) => ({ amountPence: row.amount_pence, way: row.way }));
  const outsideCardPence = paidOutsideProviderPence(paid);
  const note =
    outsideCardPence > 0
      ? `. ${formatPence(outsideCardPence)} of the balance was paid by phone or cash: refund it to the customer by phone.`
      : '';
  return { outsideCardPence, note };
}

async function returnSpentCredit(tx: Transaction<Database>, order: OrderRow, at: Date): Promise<number> {
  const spent = await creditSpentOn(tx, order.id);
  if (spent > 0 && order.customer_id) {
    await returnCredit(tx, {
      customerId: order.customer_id,
      orderId: order.id,
      pence: spent,
      description: `Returned: order ${order.order_number} was cancelled (${formatPence(spent)})`,
      at,
    });
  }
  return spent;
}

/**
 * What differs between taking back a dispatch and taking back a "delivered": the move, when the
 * shipment was moved, the mail withdrawn, the row put back, and the words.
 */
const UNDO_MOVES = {
  undoDispatch: {
    movedAt: 'dispatched_at',
    movedAtInAudit: 'dispatchedAt',
    wasStatus: 'dispatched',
    audit: 'order.undoDispatch',
    withdrawNotice: withdrawDispatchNotice,
    putBack: undoShipmentDispatchRow,
    closedWords: (number: string, name: string, window: string) =>
      `The dispatch of order ${number}'s ${name} can no longer be undone: its mail has left or is leaving (a dispatch can be undone for ${window}).`,
    note: (name: string, email: string) =>
      `The ${name}'s dispatch was undone by ${email} before the customer was told; it waits to leave again.`,
  },
  undoDelivery: {
    movedAt: 'delivered_at',
    movedAtInAudit: 'deliveredAt',
    wasStatus: 'delivered',
    audit: 'order.undoDeliver',
    withdrawNotice: withdrawDeliveredNotice,
    putBack: undoShipmentDeliveryRow,
    closedWords: (number: string, name: string, window: string) =>
      `Marking order ${number}'s ${name} delivered can no longer be undone: its mail has left or is leaving (a move can be undone for ${window}).`,
    note: (name: string, email: string) =>
      `The ${name} was marked delivered by mistake; ${email} took it back before the customer was told.`,
  },
} as const;

/**
 * Takes back a dispatch, or a "delivered", within the shop's undo window, before its mail leaves:
 * the order moves back through the order process (`undoDispatch`: the shipment waits to leave
 * again; `undoDelivery`: it is on the road again), and the unsent mail is withdrawn from the
 * outbox, all in one transaction with the audit entry, so the customer is never told of a move
 * that was taken back. After the window, or once a worker has taken the mail to send, it is
 * refused and nothing changes.
 */
export async function undoShipmentMove(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  ref: ShipmentRef,
  move: keyof typeof UNDO_MOVES,
): Promise<void> {
  const undo = UNDO_MOVES[move];
  await withLockedOrder(ctx, staff, ref.orderId, async (tx, order) => {
    const now = ctx.now();
    const stored = await loadDetails(tx, order);
    const plans = promisedShipments(stored);
    const plan = plans.find((candidate) => candidate.key === ref.shipmentKey);
    const name = SHIPMENT_NAMES[ref.shipmentKey];
    if (!plan) throw apiError('BAD_USER_INPUT', `Order ${order.order_number} has no ${name}.`, { field: 'shipment' });
    const statuses = shipmentStatuses(stored, plans);
    const moved = moveShipment(statuses.get(plan.key)!, move, name);
    if (!moved.ok) throw apiError('CONFLICT', moved.reason, { reason: 'SHIPMENT_MOVE_REFUSED' });
    const undoSeconds = await dispatchUndoSeconds(tx, order.tenant_id);
    const movedAt = stored.shipmentChoices.find((row) => row.shipment_key === plan.key)?.[undo.movedAt] ?? null;
    const closed = () =>
      apiError('CONFLICT', undo.closedWords(String(order.order_number), name, undoWindowWords(undoSeconds)), { reason: 'UNDO_CLOSED' });
    if (!movedAt || !undoStillOpen(new Date(movedAt), undoSeconds, now)) throw closed();
    const notice = await undo.withdrawNotice(tx, order.id, plan.key, now);
    if (notice === 'gone') throw closed();
    statuses.set(plan.key, moved.to);
    const to = orderStatusForShipments([...statuses.values()]);
    await moveOrder(tx, order, move, now, { to, note: undo.note(name, staff.email) });
    if (!(await undo.putBack(tx, order.id, plan.key))) {
      throw apiError('CONFLICT', 'The shipment changed while we were updating it. Please try again.', { reason: 'STALE' });
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: undo.audit,
      subjectKind: 'order',
      subjectId: order.id,
      before: {
        status: order.status,
        shipment: { id: plan.key, status: undo.wasStatus, [undo.movedAtInAudit]: new Date(movedAt).toISOString() },
      },
      after: { status: to, shipment: { id: plan.key, status: moved.to }, mailWithdrawn: notice === 'withdrawn' },
    });
  });
}

/*
 * Staff changing an order's delivery before it leaves: the day and slot of a shipment, the
 * address, the access notes. Each is guarded twice: by the version the staff member was looking
 * at (someone else's change since is refused, not overwritten) and by the order process's one
 * status writer; each is one transaction with its audit entry and the customer's mail. None may
 * change what the customer pays: the order's total is priced again with the change, and a change
 * that moves it is refused, naming the difference.
 */

interface EditInput {
  orderId: string;
  /** The order's version as the staff member saw it (AdminOrder.version). */
  version: number;
}

async function withOrderAtVersion<T>(
  ctx: Pick<CommerceContext, 'db'>,
  staff: Staff,
  input: EditInput,
  work: (tx: Transaction<Database>, order: OrderRow, stored: StoredOrder) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, input.orderId);
    if (!order) throw notFound();
    if (order.version !== input.version) {
      throw apiError(
        'CONFLICT',
        `Order ${order.order_number} changed since you opened it (someone dispatched, refunded or edited it). Open it again and make your change on what it is now.`,
        { reason: 'STALE' },
      );
    }
    return work(tx, order, await loadDetails(tx, order));
  });
}

/**
 * Sends the held dispatch and delivered mails of these shipments now (staff are sure; the van
 * is leaving): their undo closes. Answers the shipments whose mail was still held; the others' had left, or
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
    // Whichever of its moves is still held (a dispatch, a "delivered") leaves now.
    const dispatched = await releaseDispatchNotice(ctx.db, ref.orderId, ref.shipmentKey, now);
    const delivered = await releaseDeliveredNotice(ctx.db, ref.orderId, ref.shipmentKey, now);
    if (dispatched || delivered) released.push(ref);
  }
  return released;
}

/**
 * What the customer paid for delivery must stay what it was: every shipment's charge (delivery,
 * surcharges, slot) is priced again with the change, and a change that moves one is refused,
 * naming by how much. The goods are untouched, so an equal charge is an equal total.
 */
function refuseIfChargeChanges(before: StoredOrder, after: StoredOrder, what: string): void {
  const placedAt = before.order.placed_at ?? before.order.created_at;
  const charged = (stored: StoredOrder) =>
    planOrderShipments(stored, placedAt).reduce((sum, plan) => sum + (plan.charge?.totalPence ?? 0), 0);
  const was = charged(before);
  const would = charged(after);
  if (was === would) return;
  const more = would > was;
  throw apiError(
    'BAD_USER_INPUT',
    `${what} would ${more ? 'cost the customer' : 'save the customer'} ${formatPence(Math.abs(would - was))} ${more ? 'more' : ''} for delivery (${formatPence(was)} paid, ${formatPence(would)} then). The desk changes a delivery only at the price paid: cancel and place a new order instead.`.replace(
      '  ',
      ' ',
    ),
    { reason: 'PRICE_WOULD_CHANGE' },
  );
}

function refuseUnlessWaiting(stored: StoredOrder, plans: readonly ShipmentPlan[], keys: readonly ShipmentKey[], what: string) {
  const statuses = shipmentStatuses(stored, plans);
  const left = keys.filter((key) => statuses.get(key) !== 'awaitingDispatch');
  if (left.length > 0) {
    throw apiError(
      'CONFLICT',
      `The ${left.map((key) => SHIPMENT_NAMES[key]).join(' and ')} of order ${stored.order.order_number} has already left: ${what} can be changed only before dispatch.`,
      { reason: 'ALREADY_DISPATCHED' },
    );
  }
}

const slotWords = (plan: ShipmentPlan) =>
  plan.timedSlot
    ? plan.timedSlot.description
      ? `${plan.timedSlot.label} (${plan.timedSlot.description.replace(/\.$/, '')})`
      : plan.timedSlot.label
    : null;

/** Moves one shipment to another day (and slot) the delivery rules offer it today. */
export async function changeShipmentDay(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  input: EditInput & { shipmentKey: ShipmentKey; deliveryDate: string; slotCode: string | null },
): Promise<void> {
  await withOrderAtVersion(ctx, staff, input, (tx, order, stored) => changeShipmentDayIn(tx, staff, order, stored, ctx.now(), input));
}

/**
 * The day change on an order already locked in `tx` whose version the caller has checked
 * (closing a day moves each of its bookings this way, all in the close's transaction).
 */
export async function changeLockedShipmentDay(
  tx: Transaction<Database>,
  staff: Staff,
  order: OrderRow,
  now: Date,
  input: { shipmentKey: ShipmentKey; deliveryDate: string; slotCode: string | null },
): Promise<void> {
  await changeShipmentDayIn(tx, staff, order, await loadDetails(tx, order), now, input);
}

/**
 * The day change on an order already locked in `tx` whose version the caller has checked.
 * `byShopper`: the order's own shopper moves it from the order page (their audit entry names them
 * as `who`), so its history and mail say it was their choice.
 */
export async function changeShipmentDayIn(
  tx: Transaction<Database>,
  staff: Staff,
  order: OrderRow,
  stored: StoredOrder,
  now: Date,
  input: { shipmentKey: ShipmentKey; deliveryDate: string; slotCode: string | null; byShopper?: boolean },
): Promise<void> {
  const promised = promisedShipments(stored);
  const was = promised.find((plan) => plan.key === input.shipmentKey);
  if (!was) {
    throw apiError(
      'BAD_USER_INPUT',
      `Order ${order.order_number} has no ${SHIPMENT_NAMES[input.shipmentKey]}; its shipments are: ${promised.map((p) => SHIPMENT_NAMES[p.key]).join(', ')}.`,
      { field: 'shipment' },
    );
  }
  refuseUnlessWaiting(stored, promised, [input.shipmentKey], 'its day');
  const choices = stored.shipmentChoices.some((row) => row.shipment_key === input.shipmentKey)
    ? stored.shipmentChoices
    : [...stored.shipmentChoices, { ...EMPTY_CHOICE, order_id: order.id, shipment_key: input.shipmentKey }];
  const changed: StoredOrder = {
    ...stored,
    shipmentChoices: choices.map((row) =>
      row.shipment_key === input.shipmentKey ? { ...row, delivery_date: input.deliveryDate, timed_code: input.slotCode } : row,
    ),
  };
  // The days on offer are today's: what the customer could book now, with the method they paid for.
  const plan = planOrderShipments(changed, now).find((candidate) => candidate.key === input.shipmentKey)!;
  if (!plan.isShipmentValid || !plan.estDeliveryDate) {
    throw apiError(
      'BAD_USER_INPUT',
      plan.shipmentErrors.map((error) => error.message).join(' ') || 'Choose a day the delivery rules offer.',
      {
        field: 'deliveryDate',
      },
    );
  }
  if (input.byShopper) {
    // The shopper changes only the day, at the price paid: a day that would move the charge is one to ask the shop about.
    try {
      refuseIfChargeChanges(stored, changed, 'That day');
    } catch {
      throw apiError(
        'BAD_USER_INPUT',
        'That day would change what you paid for delivery, so it cannot be booked here. Choose another day, or contact us by email or phone (the details are at the foot of every page).',
        { field: 'deliveryDate', reason: 'PRICE_WOULD_CHANGE' },
      );
    }
  } else {
    refuseIfChargeChanges(stored, changed, 'That slot');
  }
  const wasRow = stored.shipmentChoices.find((row) => row.shipment_key === input.shipmentKey);
  const before = { deliveryDate: wasRow?.delivery_date ?? was.estDeliveryDate, slot: slotWords(was) };
  const after = { deliveryDate: plan.estDeliveryDate, slot: slotWords(plan) };
  if (before.deliveryDate === after.deliveryDate && (wasRow?.timed_code ?? null) === input.slotCode) {
    throw apiError('BAD_USER_INPUT', 'That is the day and slot it is already booked for.', { field: 'deliveryDate' });
  }
  if (
    !(await setShipmentDay(tx, order.id, input.shipmentKey, {
      ...{ deliveryDate: plan.estDeliveryDate },
      timedCode: input.slotCode,
      dispatchDate: plan.estDispatchDate,
    }))
  ) {
    throw apiError('CONFLICT', 'The shipment left while we were changing it. Open the order again.', { reason: 'STALE' });
  }
  const byShopper = input.byShopper === true;
  const facts: DeliveryChangedFacts = {
    kind: 'date',
    shipmentKey: input.shipmentKey,
    was: before,
    ...after,
    ...(byShopper ? { byShopper } : {}),
  };
  await finishChange(tx, staff, order, now, {
    note: `The ${SHIPMENT_NAMES[input.shipmentKey]} now arrives ${after.deliveryDate}${after.slot ? `, ${after.slot}` : ''}${byShopper ? ' (changed on the order page)' : ''}.`,
    facts,
    before: { shipment: input.shipmentKey, ...before },
    after: { shipment: input.shipmentKey, ...after, dispatchDate: plan.estDispatchDate },
  });
}

const EMPTY_CHOICE = {
  method_id: null,
  delivery_date: null,
  timed_code: null,
  services: [],
  status: 'awaitingDispatch' as const,
  dispatch_date: null,
  dispatched_at: null,
  delivered_at: null,
  tracking_number: null,
  tracking_url: null,
  surcharges_per_consignment: null,
};

/** Sends the whole order to another address its delivery methods reach, at the price paid. */
export async function changeDeliveryAddress(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  input: EditInput & { address: DeliveryAddressChange },
): Promise<void> {
  await withOrderAtVersion(ctx, staff, input, async (tx, order, stored) => {
    const now = ctx.now();
    const promised = promisedShipments(stored);
    refuseUnlessWaiting(
      stored,
      promised,
      promised.map((plan) => plan.key),
      'the address',
    );
    const current = stored.addresses.find((row) => row.address_type === 'shipping');
    if (!current) throw apiError('BAD_USER_INPUT', `Order ${order.order_number} has no delivery address to change.`);
    const changed: StoredOrder = {
      ...stored,
      addresses: stored.addresses.map((row) => (row.address_type === 'shipping' ? { ...row, ...input.address } : row)),
    };
    // Each shipment goes with the method it was paid for, to the same zone's day: the new
    // address must be one that method reaches. Planned as of its placing, like the order itself.
    const placedAt = order.placed_at ?? order.created_at;
    const replanned = planOrderShipments(changed, placedAt);
    const refusals = replanned.flatMap((plan) => {
      const was = promised.find((candidate) => candidate.key === plan.key);
      const problems = plan.shipmentErrors.filter((error) => !error.code.startsWith('DATE_'));
      if (problems.length > 0) return [`${capitalised(SHIPMENT_NAMES[plan.key])}: ${problems.map((e) => e.message).join(' ')}`];
      if (was?.zone && plan.zone !== was.zone) {
        return [
          `${capitalised(SHIPMENT_NAMES[plan.key])}: ${plan.postcode} is in another delivery zone (${plan.zone}, not ${was.zone}), with other days and charges.`,
        ];
      }
      return [];
    });
    if (refusals.length > 0) {
      throw apiError('BAD_USER_INPUT', `We can't send order ${order.order_number} there. ${refusals.join(' ')}`, { field: 'address' });
    }
    refuseIfChargeChanges(stored, changed, 'Delivering there');
    const was = addressLines(current);
    const address = addressLines({ ...current, ...input.address });
    await setDeliveryAddress(tx, order.id, input.address);
    const changedFields = Object.fromEntries(
      (Object.keys(input.address) as (keyof DeliveryAddressChange)[])
        .filter((key) => (current[key] ?? null) !== (input.address[key] ?? null))
        .map((key) => [key, [current[key] ?? null, input.address[key] ?? null]]),
    );
    if (Object.keys(changedFields).length === 0)
      throw apiError('BAD_USER_INPUT', 'That is the address it is already going to.', { field: 'address' });
    await finishChange(tx, staff, order, now, {
      note: `Delivery address changed to ${address.join(', ')}.`,
      facts: { kind: 'address', was, address },
      before: Object.fromEntries(Object.entries(changedFields).map(([key, [old]]) => [key, old])),
      after: Object.fromEntries(Object.entries(changedFields).map(([key, [, now]]) => [key, now])),
    });
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the drivers read at the door (the way in, where to leave it); null takes them off. */
export async function changeAccessNotes(
  ctx: Pick<CommerceContext, 'db' | 'now'>,
  staff: Staff,
  input: EditInput & { notes: string | null },
): Promise<void> {
  await withOrderAtVersion(ctx, staff, input, async (tx, order, stored) => {
    const now = ctx.now();
    const promised = promisedShipments(stored);
    refuseUnlessWaiting(
      stored,
      promised,
      promised.map((plan) => plan.key),
      'the access notes',
    );
    const current = stored.addresses.find((row) => row.address_type === 'shipping');
    if (!current) throw apiError('BAD_USER_INPUT', `Order ${order.order_number} has no delivery address to note.`);
    if ((current.delivery_notes ?? null) === input.notes) {
      throw apiError('BAD_USER_INPUT', 'Those are the notes the drivers already have.', { field: 'notes' });
    }
    await setAccessNotes(tx, order.id, input.notes);
    await finishChange(tx, staff, order, now, {
      note: input.notes ? `Access notes changed: ${input.notes}` : 'Access notes taken off.',
      facts: { kind: 'accessNotes', notes: input.notes },
      before: { deliveryNotes: current.delivery_notes },
      after: { deliveryNotes: input.notes },
    });
  });
}

/** The order process's guarded move, the audit entry and the customer's mail, in the change's transaction. */
async function finishChange(
  tx: Transaction<Database>,
  staff: Staff,
  order: OrderRow,
  now: Date,
  change: { note: string; facts: DeliveryChangedFacts; before: object; after: object },
) {
  await moveOrder(tx, order, 'changeDelivery', now, { note: change.note });
  await oweDeliveryChangedMail(tx, order, { version: order.version + 1, facts: change.facts }, now);
  await recordAdminChange(tx, {
    staff,
    at: now,
    action: `order.delivery.${change.facts.kind}`,
    subjectKind: 'order',
    subjectId: order.id,
    before: change.before,
    after: change.after,
  });
}
