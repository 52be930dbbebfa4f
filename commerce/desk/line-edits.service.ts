import type { Transaction } from 'kysely';
import { GraphQLError } from 'graphql';
import type { CommerceContext } from '../context.ts';
import { SHIPMENT_NAMES } from '../domain/delivery/shipments.ts';
import {
  isSettlementRefusal,
  LINE_EDIT_REFUND_KEY_PREFIX,
  type LineChange,
  lineChangeWords,
  lineChanges,
  type LineWish,
  type Settlement,
  settleLineEdit,
} from '../domain/line-edit.ts';
import { balanceDueFor, balancesPaidPence } from '../domain/balance-payment.ts';
import { balancePaymentsOf } from '../payments/index.ts';
import { londonDate } from '../domain/london-clock.ts';
import { formatPence, toPounds } from '../domain/money.ts';
import { checkMove } from '../domain/order-process.ts';
import { apiError } from '../errors.ts';
import { findProduct, holdStock, releaseStock } from '../catalogue/index.ts';
import { oweLinesChangedMail } from '../order-mail/index.ts';
import { loadDetails, moveOrder, priceOrder, type StoredOrder } from '../orders/index.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Database, OrderRow, StockHold } from '../store/tables.ts';
import { addPlacedLine, removePlacedLine, setPlacedLineQuantity, setPlacingHolds } from './line-edits.store.ts';
import { promisedShipments, shipmentStatuses } from './order-moves.service.ts';
import { findRefundByRequest, lockPlacedOrder, placingPayment, refundedPence } from './order-desk.store.ts';
import { recordRefundRequest, sendRecordedRefund } from './refunds.service.ts';

/*
 * Staff changing what is in a placed order before anything of it leaves: a line's quantity, a
 * line taken off, a product added. Guarded like every desk edit (the version staff saw, the order
 * process's one writer), in one transaction with the stock, the audit entry and the customer's
 * mail. Prices: a kept line keeps the price and VAT rate it was bought at; an added product
 * comes at today's price; delivery is quoted again by the delivery rules for the method the
 * customer chose, and an edit that method can no longer carry is refused, never moved to another
 * method silently. The coupon is priced again by its own rules (as of when the order was
 * placed), and an edit after which it no longer applies is refused. Less to pay goes back to the
 * card through the desk's one refund path; more to pay is recorded as a balance due and asked of
 * the customer, never taken from the card unasked.
 */

type EditContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;

export interface LineEditAsked {
  orderId: string;
  /** The order's version as the staff member saw it (AdminOrder.version). */
  version: number;
  lines: LineWish[];
  reason: string;
  /** The request's own key: the same edit sent twice (a double click, a retry) refunds once. */
  requestKey: string;
}

/** What an edit does, as the preview shows it and the save makes it. */
export interface LineEditOutcome {
  changes: (LineChange & { name: string; unitPricePence: number })[];
  wasTotalPence: number;
  nowTotalPence: number;
  settlement: Settlement;
}

const notFound = () => apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');

/** Thrown out of a preview's transaction so that everything it tried rolls back. */
class PreviewRollback extends Error {
  readonly outcome: LineEditOutcome;
  constructor(outcome: LineEditOutcome) {
    super('preview only');
    this.outcome = outcome;
  }
}

/**
 * What the edit would do, without doing it: it is tried in a transaction that is then rolled
 * back, so the preview takes stock, prices and refuses exactly as the save would.
 */
export async function previewLineEdit(ctx: EditContext, staff: Staff, asked: Omit<LineEditAsked, 'reason' | 'requestKey'>) {
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const order = await lockedAtVersion(tx, staff, asked);
      throw new PreviewRollback((await applyLineEdit(tx, order, await loadDetails(tx, order), asked.lines, ctx.now())).outcome);
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.outcome;
    throw error;
  }
  throw new Error('A preview cannot commit.');
}

/**
 * Makes the edit. A refund it owes is written in the edit's own transaction (so the change and
 * the money owed back commit together) and sent to the provider after commit; if that call is
 * lost, the desk's "Ask again" sends the same refund under the same key.
 */
export async function editOrderLines(ctx: EditContext, staff: Staff, asked: LineEditAsked) {
  const refundKey = `${LINE_EDIT_REFUND_KEY_PREFIX}${asked.requestKey}`;
  const done = await ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, asked.orderId);
    if (!order) throw notFound();
    // The same request again after it was made (a double submit): its refund, not a second one.
    const earlier = await findRefundByRequest(tx, order.id, refundKey);
    if (earlier) return { outcome: null, refund: { refund: earlier, owned: false } };
    refuseIfStale(order, asked.version);
    const now = ctx.now();
    const { outcome, holds } = await applyLineEdit(tx, order, await loadDetails(tx, order), asked.lines, now);
    const { settlement } = outcome;
    const refund =
      settlement.kind === 'refund'
        ? await recordRefundRequest(tx, now, staff, order, {
            orderId: order.id,
            amountPence: settlement.refundPence,
            reason: `Items changed: ${asked.reason}`.slice(0, 128),
            requestKey: refundKey,
          })
        : null;
    const words = outcome.changes.map((change) => lineChangeWords(change, change.name));
    const balanceWas = order.balance_due_pence;
    await moveOrder(tx, order, 'changeLines', now, {
      set:
        settlement.balanceDuePence === balanceWas
          ? {}
          : {
              balance_due_pence: settlement.balanceDuePence,
              balance_due_for: balanceDueFor(order.balance_due_for, balanceWas, words, settlement.balanceDuePence),
            },
      note: `${words.join('; ')}. Total ${formatPence(outcome.wasTotalPence)} → ${formatPence(outcome.nowTotalPence)}${settlementNote(settlement)} (${staff.email}: ${asked.reason})`,
    });
    await oweLinesChangedMail(
      tx,
      order,
      {
        version: order.version + 1,
        facts: {
          changes: words,
          wasTotalPence: outcome.wasTotalPence,
          nowTotalPence: outcome.nowTotalPence,
          refundPence: settlement.kind === 'refund' ? settlement.refundPence : 0,
          addedPence: settlement.kind === 'balanceDue' ? settlement.addedPence : 0,
          balanceDuePence: settlement.balanceDuePence,
        },
      },
      now,
    );
    // Only what changed: the lines that moved, the total, and the balance or refund it made.
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'order.lines',
      subjectKind: 'order',
      subjectId: order.id,
      before: {
        lines: Object.fromEntries(outcome.changes.map((change) => [change.sku, change.from])),
        total: toPounds(outcome.wasTotalPence),
        ...(settlement.balanceDuePence === balanceWas ? {} : { balanceDue: toPounds(balanceWas) }),
      },
      after: {
        lines: Object.fromEntries(outcome.changes.map((change) => [change.sku, change.to])),
        total: toPounds(outcome.nowTotalPence),
        ...(settlement.balanceDuePence === balanceWas ? {} : { balanceDue: toPounds(settlement.balanceDuePence) }),
        ...(settlement.kind === 'refund' ? { refund: toPounds(settlement.refundPence) } : {}),
        ...(holds.length > 0 ? { stockHeld: holds } : {}),
      },
      reason: asked.reason,
    });
    return { outcome, refund };
  });
  const refund = done.refund ? await sendRecordedRefund(ctx, staff, done.refund) : null;
  return { outcome: done.outcome, refund };
}

function settlementNote(settlement: Settlement): string {
  if (settlement.kind === 'refund') return `; ${formatPence(settlement.refundPence)} to go back to the card`;
  if (settlement.kind === 'balanceDue') return `; ${formatPence(settlement.balanceDuePence)} left for the customer to pay`;
  return '';
}

export function refuseIfStale(order: OrderRow, version: number) {
  if (order.version !== version) {
    throw apiError(
      'CONFLICT',
      `Order ${order.order_number} changed since you opened it (someone dispatched, refunded or edited it). Open it again and make your change on what it is now.`,
      { reason: 'STALE' },
    );
  }
}

async function lockedAtVersion(tx: Transaction<Database>, staff: Staff, asked: { orderId: string; version: number }) {
  const order = await lockPlacedOrder(tx, staff.tenantId, asked.orderId);
  if (!order) throw notFound();
  refuseIfStale(order, asked.version);
  return order;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Writes the edit's lines and stock in `tx` and answers what it does to the money, or throws the
 * refusal in the staff's words (the caller's transaction then rolls back every write).
 * Answers the stock the placing payment holds afterwards.
 */
async function applyLineEdit(
  tx: Transaction<Database>,
  order: OrderRow,
  stored: StoredOrder,
  wishes: readonly LineWish[],
  now: Date,
): Promise<{ outcome: LineEditOutcome; holds: StockHold[] }> {
  const refused = checkMove(order.status, 'changeLines');
  if (refused) throw apiError('CONFLICT', `Order ${order.order_number}: ${refused.reason}`, { reason: 'NOT_ALLOWED' });
  const before = promisedShipments(stored);
  const statuses = shipmentStatuses(stored, before);
  if ([...statuses.values()].some((status) => status !== 'awaitingDispatch')) {
    throw apiError('CONFLICT', `Something of order ${order.order_number} has left already: its items can change only before dispatch.`, {
      reason: 'ALREADY_DISPATCHED',
    });
  }
  const current = stored.items.map((item) => ({ sku: item.sku_code, name: item.name, quantity: item.quantity }));
  const changes = lineChanges(current, wishes);
  if ('reason' in changes) throw apiError('BAD_USER_INPUT', changes.message, { reason: changes.reason, field: 'lines' });

  const placedAt = order.placed_at ?? order.created_at;
  const was = priceOrder(stored, placedAt);
  const payment = await placingPayment(tx, order.id);
  let holds: StockHold[] = [...(payment?.stock_holds ?? [])];
  const today = londonDate(now);
  const described: LineEditOutcome['changes'] = [];
  for (const change of changes) {
    const line = stored.items.find((item) => item.sku_code === change.sku);
    let name = line?.name;
    let skuCode = line?.product_id;
    if (line && change.to === 0) await removePlacedLine(tx, order.id, line.id);
    else if (line) await setPlacedLineQuantity(tx, order.id, line.id, change.to);
    let unitPricePence = line?.unit_price_pence ?? 0;
    if (!line) {
      const product = await findProduct(tx, order.tenant_id, change.sku);
      if (!product) throw apiError('BAD_USER_INPUT', `There is no product ${change.sku} on sale to add.`, { field: 'lines' });
      await addPlacedLine(tx, order.id, product, change.to);
      name = product.short_name;
      skuCode = product.id;
      unitPricePence = product.current_price_pence;
    }
    const delta = change.to - change.from;
    if (delta > 0) holds = [...holds, ...(await takeStock(tx, order, { skuCode: skuCode!, name: name!, delta, had: change.from }, today))];
    else holds = await giveBackStock(tx, order.tenant_id, holds, skuCode!, -delta);
    described.push({ ...change, name: name!, unitPricePence });
  }
  if (payment) await setPlacingHolds(tx, payment.id, holds);

  const edited = await loadDetails(tx, order);
  const after = promisedShipments(edited);
  refuseUnlessSameShipments(order, before, after);
  const now_ = priceOrder(edited, placedAt);
  if (order.coupon_code && now_.problems.length > 0) {
    throw apiError(
      'BAD_USER_INPUT',
      `The coupon ${order.coupon_code} would no longer apply: ${now_.problems.join(' ')} Change the items so it still applies, or cancel the order.`,
      { reason: 'COUPON_NO_LONGER_APPLIES', field: 'lines' },
    );
  }
  const paidByCardPence = payment && payment.amount_pence > 0 ? payment.amount_pence : 0;
  const settlement = settleLineEdit({
    wasTotalPence: was.totals.totalPence,
    nowTotalPence: now_.totals.totalPence,
    balanceDuePence: order.balance_due_pence,
    cardRefundablePence: Math.max(0, paidByCardPence - (payment ? await refundedPence(tx, order.id, { attemptId: payment.id }) : 0)),
    balancesPaidPence: balancesPaidPence(
      (await balancePaymentsOf(tx, order.id)).map((row) => ({ amountPence: row.amount_pence, way: row.way })),
    ),
  });
  if (isSettlementRefusal(settlement)) throw apiError('BAD_USER_INPUT', settlement.message, { reason: settlement.reason, field: 'lines' });
  return {
    outcome: { changes: described, wasTotalPence: was.totals.totalPence, nowTotalPence: now_.totals.totalPence, settlement },
    holds: holds.filter((hold) => described.some((change) => change.sku === hold.productId)),
  };
}

/** Takes more of a product off the shelf (or its presale allowance), refusing in the desk's words when there is not enough. */
async function takeStock(
  tx: Transaction<Database>,
  order: OrderRow,
  line: { skuCode: string; name: string; delta: number; had: number },
  today: string,
): Promise<StockHold[]> {
  try {
    return await holdStock(tx, order.tenant_id, [{ product_id: line.skuCode, name: line.name, quantity: line.delta }], today);
  } catch (error) {
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'CONFLICT') throw error;
    const available = typeof error.extensions.available === 'number' ? error.extensions.available : 0;
    throw apiError(
      'BAD_USER_INPUT',
      available === 0
        ? `There is no ${line.name} left to add to order ${order.order_number}.`
        : `Only ${available} more ${line.name} ${available === 1 ? 'is' : 'are'} in stock: order ${order.order_number} can have at most ${line.had + available}.`,
      { reason: 'OUT_OF_STOCK', field: 'lines', available },
    );
  }
}

/**
 * Puts units back where the placing payment took them from (a pre-order's allowance first: those
 * have not been set aside on the shelf yet); units it never recorded go back on the shelf.
 * Answers the holds that remain.
 */
async function giveBackStock(
  tx: Transaction<Database>,
  tenantId: string,
  holds: readonly StockHold[],
  skuCode: string,
  units: number,
): Promise<StockHold[]> {
  let left = units;
  const released: StockHold[] = [];
  const ordered = [...holds].sort((a, b) => (a.pool === b.pool ? 0 : a.pool === 'presale' ? -1 : 1));
  const kept: StockHold[] = [];
  for (const hold of ordered) {
    if (hold.productId !== skuCode || left === 0) {
      kept.push(hold);
      continue;
    }
    const back = Math.min(left, hold.quantity);
    left -= back;
    released.push({ ...hold, quantity: back });
    if (hold.quantity > back) kept.push({ ...hold, quantity: hold.quantity - back });
  }
  if (left > 0) released.push({ productId: skuCode, quantity: left, pool: 'onHand' });
  await releaseStock(tx, tenantId, released);
  return kept;
}

/**
 * The edit must travel as the order does: the same shipments, each with the method the customer
 * chose and the rules that method sets (a heavier load may need a bigger vehicle). A change of
 * method or a new or vanished shipment is refused in words, never made silently.
 */
function refuseUnlessSameShipments(
  order: OrderRow,
  before: ReturnType<typeof promisedShipments>,
  after: ReturnType<typeof promisedShipments>,
) {
  const refusals: string[] = [];
  for (const plan of after) {
    const was = before.find((candidate) => candidate.key === plan.key);
    const name = SHIPMENT_NAMES[plan.key];
    if (!was) {
      refusals.push(`It would need a ${name}, which this order does not have: place a new order for it.`);
      continue;
    }
    const problems = plan.shipmentErrors.filter((error) => !error.code.startsWith('DATE_'));
    if (problems.length > 0) refusals.push(`${capitalised(name)}: ${problems.map((error) => error.message).join(' ')}`);
    else if (plan.shippingMethod?.methodId !== was.shippingMethod?.methodId) {
      refusals.push(
        `${capitalised(name)}: ${was.shippingMethod?.displayName ?? 'its delivery method'} can no longer carry it${plan.shippingMethod ? ` (it would go by ${plan.shippingMethod.displayName})` : ''}.`,
      );
    }
  }
  for (const plan of before) {
    if (!after.some((candidate) => candidate.key === plan.key)) {
      refusals.push(
        `It would leave the ${SHIPMENT_NAMES[plan.key]} with nothing to carry: keep at least one item in it, or cancel the order.`,
      );
    }
  }
  if (refusals.length > 0) {
    throw apiError('BAD_USER_INPUT', `We can't change order ${order.order_number} like that. ${refusals.join(' ')}`, {
      reason: 'DELIVERY_WOULD_CHANGE',
      field: 'lines',
    });
  }
}
