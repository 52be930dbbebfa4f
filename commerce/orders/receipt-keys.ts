import type { Kysely } from 'kysely';
import { mintSecret, secretHash, secretMatches } from '../hashed-secret.ts';
import type { Database } from '../store/tables.ts';
import { receiptKeyHashes, saveReceiptKeyHash } from './receipt-keys.store.ts';

/**
 * Receipt keys: the proof that opens a guest's paid order in full for the browser that paid
 * (domain/order-disclosure.ts). A hashed secret (hashed-secret.ts): only its SHA-256 is stored,
 * so the database alone opens nothing.
 */

/** The shape of a key: 32 random bytes, base64url, as mintSecret makes them and the storefront mints its own. */
const RECEIPT_KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key that opens the order for the call that opened its payment, kept only as its hash.
 * The paying browser may bring its own (`proposed`): it keeps that key before it presses Pay, so
 * a reply lost to a reload or a closed tab mid-payment still leaves the browser holding the key.
 * Taking the caller's key grants nothing more than minting one for it would: only the call that
 * opened the payment, which held the cart's id while that was a secret, is given either. A key of
 * any other shape is ignored and one is minted.
 */
export async function issueReceiptKey(db: Kysely<Database>, orderId: string, now: Date, proposed: string | null = null): Promise<string> {
  if (proposed !== null && RECEIPT_KEY_FORMAT.test(proposed)) {
    // The same browser paying the order again (after a refused card) brings the key it holds already.
    if (!(await receiptKeyOpens(db, orderId, proposed))) await saveReceiptKeyHash(db, orderId, secretHash(proposed), now);
    return proposed;
  }
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
