import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { creditBalancePence } from '../customers/index.ts';
import type { Database } from '../store/tables.ts';

/**
 * Spends a customer's credit on an order, under a lock on the customer so two orders can't
 * both spend the same balance. Returns the balance when it is too small (nothing is written).
 */
export async function spendCreditOnOrder(
  tx: Transaction<Database>,
  customerId: string,
  orderId: string,
  pence: number,
  now: Date,
): Promise<{ spent: true } | { spent: false; balancePence: number }> {
  await tx.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  const balancePence = await creditBalancePence(tx, customerId);
  if (balancePence < pence) return { spent: false, balancePence };
  await tx
    .insertInto('customer_credit')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      created_at: now,
      amount_pence: -pence,
      description: 'Spent on an order',
      order_id: orderId,
    })
    .execute();
  return { spent: true };
}

/** The spend was provisional while the payment was open: no money moved, so it is withdrawn. */
export async function withdrawCreditSpend(tx: Transaction<Database>, orderId: string): Promise<void> {
  await tx.deleteFrom('customer_credit').where('order_id', '=', orderId).where('amount_pence', '<', 0).execute();
}
