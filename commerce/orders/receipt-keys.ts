import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { receiptKeyHashes, saveReceiptKeyHash } from './receipt-keys.store.ts';

/**
 * Receipt keys: the proof that opens a guest's paid order in full for the browser that paid
 * (domain/order-disclosure.ts). 32 random bytes, base64url (43 characters); only the SHA-256 is
 * stored, so the database alone opens nothing.
 */
export const RECEIPT_KEY = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/** A new key for the order: returned once, to placeOrder's caller, and kept only as its hash. */
export async function issueReceiptKey(db: Kysely<Database>, orderId: string, now: Date): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await saveReceiptKeyHash(db, orderId, hashOf(key).toString('base64url'), now);
  return key;
}

/** Whether the key is one given for this order. Compared in constant time against every stored hash. */
export async function receiptKeyOpens(db: Kysely<Database>, orderId: string, key: string | null | undefined): Promise<boolean> {
  if (!key || !RECEIPT_KEY.test(key)) return false;
  const given = hashOf(key);
  let matched = false;
  for (const stored of await receiptKeyHashes(db, orderId)) {
    const expected = Buffer.from(stored, 'base64url');
    // Every hash is compared, so the time taken does not say which (or whether one) matched.
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}
