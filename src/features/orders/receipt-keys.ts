import { browserSessionStorage, type StorageLike } from '../../lib/browser-storage.ts';

/**
 * The keys that open a guest's placed orders in full (contact, addresses, notes) for the tab
 * that paid. placeOrder answers one per guest order; anyone else who opens the order's page sees
 * only its receipt. Kept in the tab's sessionStorage, one entry per order, never in a URL: in
 * localStorage the key would outlive the visit, and the next person at a shared computer could
 * open the order from the browser's history and read the guest's name and address. Later, the
 * confirmation mail's link brings the key back (takeReceiptKeyFromLink). Signing out keeps them:
 * they belong to guest orders, not to an account.
 */
export const RECEIPT_KEY_PREFIX = 'hearth:receipt:';

/** Where the receipt keys are kept: this tab's sessionStorage (null where blocked). */
export const receiptKeyStorage: () => StorageLike | null = browserSessionStorage;

/** Earlier builds kept the keys in localStorage, where they outlived the visit: removed on the next order page. */
export function forgetReceiptKeysKeptByEarlierBuilds(localStorage: () => Pick<Storage, 'key' | 'length' | 'removeItem'> | null): void {
  try {
    const storage = localStorage();
    if (!storage) return;
    const kept: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(RECEIPT_KEY_PREFIX)) kept.push(key);
    }
    for (const key of kept) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

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

/**
 * A guest's confirmation mail links the order with its receipt key in the fragment
 * (`/order/{id}/#receipt=…`), which browsers send to no server and put in no Referer: the mailbox
 * is the shopper's own. Opening the link keeps the key as if this browser had paid. Returns the
 * address without the fragment, for the page to put in place of it (so the key leaves the address
 * bar and history), or null when the address carries no key.
 */
export function takeReceiptKeyFromLink(href: string, orderId: string, storage: StorageLike | null): string | null {
  const url = new URL(href);
  const key = new URLSearchParams(url.hash.slice(1)).get('receipt');
  if (key === null) return null;
  // The shape the API issues (32 random bytes, base64url); anything else is not worth keeping.
  if (/^[A-Za-z0-9_-]{43}$/.test(key)) rememberReceiptKey(storage, orderId, key);
  url.hash = '';
  return url.toString();
}
