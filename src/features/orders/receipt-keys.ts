import type { StorageLike } from '../../lib/browser-storage.ts';

/**
 * The keys that open a guest's placed orders in full (contact, addresses, notes) for the browser
 * that paid. placeOrder answers one per guest order; anyone else who opens the order's page sees
 * only its receipt. Kept in localStorage, one entry per order, never in a URL. Signing out keeps
 * them: they belong to guest orders, not to an account.
 */
export const RECEIPT_KEY_PREFIX = 'hearth:receipt:';

export function receiptStorageKey(orderId: string): string {
  return `${RECEIPT_KEY_PREFIX}${orderId}`;
}

/** Remembers the key; a blocked or full storage only means this browser later sees the receipt. */
export function rememberReceiptKey(storage: StorageLike | null, orderId: string, receiptKey: string): void {
  if (!storage || !orderId || !receiptKey) return;
  try {
    storage.setItem(receiptStorageKey(orderId), receiptKey);
  } catch {
    // Storage full or blocked: the order page then shows the receipt and how to see the rest.
  }
}

/** The key this browser holds for the order, or null. */
export function receiptKeyFor(storage: StorageLike | null, orderId: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(receiptStorageKey(orderId)) || null;
  } catch {
    return null;
  }
}
