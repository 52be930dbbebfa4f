import type { Transaction } from 'kysely';
import { balanceAbandonedWords, balanceAfterPayment, balancePaidWords, type BalancePaid } from '../domain/balance-payment.ts';
import { formatPence } from '../domain/money.ts';
import { oweBalancePaidMail } from '../order-mail/index.ts';
import { lockOrderById, moveOrder, orderRowById } from '../orders/index.ts';
import type { Database, OrderRow, PaymentAttemptRow } from '../store/tables.ts';
import { updateAttempt } from './attempts.store.ts';
import { insertBalancePayment } from './balance-payments.store.ts';
import type { PaymentOutcome } from './gateway.ts';
import { gatewayTypeOf } from './gateways.store.ts';
import type { PaymentRegistry } from './registry.ts';
import { isUndecided, recordUndecidedOutcome } from './undecided-outcome.ts';

/**
 * Records a balance due as paid, in the caller's transaction: the payment's row, the order's
 * balance taken down through the order process (history and version), and the customer's receipt
 * mail. The caller has checked it may be paid; an online payment's amount was fixed when it began,
 * and what an edit added since stays due. Answers the payment's id.
 */
export async function recordBalancePayment(
  tx: Transaction<Database>,
  orderId: string,
  paid: BalancePaid & { attemptId: string | null; staffEmail: string | null },
  now: Date,
): Promise<{ paymentId: string; order: OrderRow; balanceLeftPence: number }> {
  await lockOrderById(tx, orderId);
  const order = await orderRowById(tx, orderId);
  const left = balanceAfterPayment(order.balance_due_pence, paid.amountPence);
  const paymentId = await insertBalancePayment(tx, {
    tenantId: order.tenant_id,
    orderId,
    amountPence: paid.amountPence,
    way: paid.way,
    attemptId: paid.attemptId,
    staffEmail: paid.staffEmail,
    paidWith: paid.way === 'online' ? (paid.paidWith ?? null) : null,
    at: now,
  });
  await moveOrder(tx, order, 'payBalance', now, {
    set: { balance_due_pence: left, balance_due_for: left === 0 ? null : order.balance_due_for },
    note: `Balance of ${formatPence(paid.amountPence)} paid ${balancePaidWords(paid)}${paid.staffEmail ? ` (recorded by ${paid.staffEmail})` : ''}.${left > 0 ? ` ${formatPence(left)} still to pay.` : ''}`,
  });
  await oweBalancePaidMail(
    tx,
    order,
    paymentId,
    { amountPence: paid.amountPence, way: paid.way, paidWith: paid.paidWith ?? null, balanceLeftPence: left },
    now,
  );
  return { paymentId, order, balanceLeftPence: left };
}

/**
 * settleAttempt's half for a payment of a balance due, under the same lock on the attempt (so the
 * browser, a second tab, a webhook and the sweep record it once): the order is placed already, so
 * waiting and the bank's check change only the attempt; success records the balance as paid;
 * failure leaves the balance due as it was, for the customer to pay again. Whatever the provider
 * (a card, a wallet, a redirect method), the balance payment keeps the provider's name for itself.
 */
export async function settleBalanceAttempt(
  tx: Transaction<Database>,
  attempt: PaymentAttemptRow,
  outcome: PaymentOutcome,
  now: Date,
  payments: Pick<PaymentRegistry, 'paidWith'>,
): Promise<void> {
  if (isUndecided(outcome)) {
    await recordUndecidedOutcome(tx, attempt, outcome, now);
    return;
  }
  const providerRef = outcome.providerRef ?? attempt.provider_ref;
  const paidWith = async () => {
    const type = await gatewayTypeOf(tx, attempt.tenant_id, attempt.gateway_id);
    return type ? payments.paidWith(type) : null;
  };
  if (outcome.status === 'succeeded') {
    await updateAttempt(tx, attempt.id, { status: 'succeeded', provider_ref: providerRef, redirect_url: null, updated_at: now });
    await recordBalancePayment(
      tx,
      attempt.order_id,
      { amountPence: attempt.amount_pence, way: 'online', paidWith: await paidWith(), attemptId: attempt.id, staffEmail: null },
      now,
    );
    return;
  }
  await updateAttempt(tx, attempt.id, {
    status: 'failed',
    provider_ref: providerRef,
    redirect_url: null,
    failure_reason: outcome.reason,
    failure_message: outcome.reason === 'abandoned' ? balanceAbandonedWords(await paidWith()) : outcome.message,
    updated_at: now,
  });
}
