import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../store/tables.ts';

/** One line of an order's history, written in the same transaction as the change it records. */
export async function recordHistory(tx: Transaction<Database>, orderId: string, at: Date, status: string, note: string | null): Promise<void> {
  await tx.insertInto('order_history').values({ id: randomUUID(), order_id: orderId, created_at: at, status, note }).execute();
}
