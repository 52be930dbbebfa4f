import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { BalancePaymentWay, Database, PaymentAttemptRow } from '../store/tables.ts';

/** The order's balance payments, oldest first: online ones and those staff recorded. */
export function balancePaymentsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_balance_payment')
    .select(['id', 'amount_pence', 'way', 'paid_with', 'staff_email', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

/** Writes one balance payment; answers its id. An online payment's attempt is recorded once (unique). */
export async function insertBalancePayment(
  tx: Transaction<Database>,
  payment: {
    tenantId: string;
    orderId: string;
    amountPence: number;
    way: BalancePaymentWay;
    attemptId: string | null;
    staffEmail: string | null;
    paidWith: string | null;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto('order_balance_payment')
    .values({
      id,
      tenant_id: payment.tenantId,
      order_id: payment.orderId,
      amount_pence: payment.amountPence,
      way: payment.way,
      attempt_id: payment.attemptId,
      staff_email: payment.staffEmail,
      paid_with: payment.paidWith,
      created_at: payment.at,
    })
    .execute();
  return id;
}

/** The order's online balance payment still with the provider, if any. */
export function openBalanceAttempt(db: Kysely<Database>, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'balance')
    .where('status', 'in', ['started', 'requiresAction'])
    .executeTakeFirst();
}

/** The order's newest online balance payment, whatever became of it. */
export function latestBalanceAttempt(db: Kysely<Database>, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return (
    db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('purpose', '=', 'balance')
      // The open one first (an order has at most one): a failed try made in the same instant must not hide it.
      .orderBy(sql`status in ('started', 'requiresAction')`, 'desc')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
  );
}
