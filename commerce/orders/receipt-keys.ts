import type { Kysely } from 'kysely';
import { mintSecret, secretMatches } from '../hashed-secret.ts';
import type { Database } from '../store/tables.ts';
import { receiptKeyHashes, saveReceiptKeyHash } from './receipt-keys.store.ts';

/**
 * Receipt keys: the proof that opens a guest's paid order in full for the browser that paid
 * (domain/order-disclosure.ts). A hashed secret (hashed-secret.ts): only its SHA-256 is stored,
 * so the database alone opens nothing.
 */

/** A new key for the order: returned once, to placeOrder's caller, and kept only as its hash. */
export async function issueReceiptKey(db: Kysely<Database>, orderId: string, now: Date): Promise<string> {
  const { secret, hash } = mintSecret();
  await saveReceiptKeyHash(db, orderId, hash, now);
  return secret;
}

/** Whether the key is one given for this order. Compared in constant time against every stored hash. */
export async function receiptKeyOpens(db: Kysely<Database>, orderId: string, key: string | null | undefined): Promise<boolean> {
  let matched = false;
  // Every hash is compared, so the time taken does not say which (or whether one) matched.
  for (const stored of await receiptKeyHashes(db, orderId)) if (secretMatches(stored, key)) matched = true;
  return matched;
}
