import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** Keeps the hash of a receipt key given for this order. */
export async function saveReceiptKeyHash(db: Kysely<Database>, orderId: string, keyHash: string, now: Date): Promise<void> {
  await db.insertInto('order_receipt_key').values({ order_id: orderId, key_hash: keyHash, created_at: now }).execute();
}

/** The hashes of every receipt key given for this order (one per paying tab). */
export async function receiptKeyHashes(db: Kysely<Database>, orderId: string): Promise<string[]> {
  const rows = await db.selectFrom('order_receipt_key').select('key_hash').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.key_hash);
}
