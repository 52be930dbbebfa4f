import type { CommerceContext } from '../context.ts';
import { recordedBalanceRefusal } from '../domain/balance-payment.ts';
import { toPounds } from '../domain/money.ts';
import { apiError } from '../errors.ts';
import { openBalanceAttempt, recordBalancePayment } from '../payments/index.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import { refuseIfStale } from './line-edits.service.ts';
import { lockPlacedOrder } from './order-desk.store.ts';

export interface BalanceRecordAsked {
  orderId: string;
  /** The order's version as the staff member saw it (AdminOrder.version). */
  version: number;
  amountPence: number;
  way: 'phone' | 'cashOnDelivery';
  /** What staff want kept with it (a card's last digits, a receipt number); optional. */
  note: string | null;
}

/**
 * Staff record that the customer paid the balance due outside the shop's card provider: by phone
 * (through the shop's own terminal) or in cash on delivery. Guarded by the version staff saw,
 * exactly what is due (no part payments), never while the customer is paying it online; the
 * balance goes to 0 through the order process, with the audit entry and the customer's receipt
 * mail in the same transaction. A double click finds the order changed (STALE) and records nothing.
 */
export async function recordBalancePaid(ctx: Pick<CommerceContext, 'db' | 'now'>, staff: Staff, asked: BalanceRecordAsked): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, asked.orderId);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    refuseIfStale(order, asked.version);
    const open = await openBalanceAttempt(tx, order.id);
    const refused = recordedBalanceRefusal(
      { status: order.status, balanceDuePence: order.balance_due_pence, onlinePaymentOpen: open !== undefined },
      asked.amountPence,
    );
    if (refused?.reason === 'AMOUNT_NOT_DUE')
      throw apiError('BAD_USER_INPUT', refused.message, { reason: refused.reason, field: 'amount' });
    if (refused) throw apiError('CONFLICT', `Order ${order.order_number}: ${refused.message}`, { reason: refused.reason });
    const now = ctx.now();
    const { balanceLeftPence } = await recordBalancePayment(
      tx,
      order.id,
      { amountPence: asked.amountPence, way: asked.way, attemptId: null, staffEmail: staff.email },
      now,
    );
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'order.balancePaid',
      subjectKind: 'order',
      subjectId: order.id,
      before: { balanceDue: toPounds(order.balance_due_pence) },
      after: { balanceDue: toPounds(balanceLeftPence), paid: toPounds(asked.amountPence), way: asked.way },
      reason: asked.note ?? `Paid ${asked.way === 'phone' ? 'by phone' : 'in cash on delivery'}`,
    });
  });
}
