import { browserLocalStorage, browserSessionStorage, type RemovableStorage, type StorageLike } from '../../lib/browser-storage.ts';

/**
 * The keys that open a guest's placed orders in full (contact, addresses, notes) for the tab
 * that paid. placeOrder answers one per guest order; anyone else who opens the order's page sees
 * only its receipt. Kept in the tab's sessionStorage, one entry per order, never in a URL: in
 * localStorage the key would outlive the visit, and the next person at a shared computer could
 * open the order from the browser's history and read the guest's name and address; only while a
 * payment is under way is its key also in localStorage (PAYING_RECEIPT_KEY, below). Later, the
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

/** The key this tab holds for the order, or null. */
export function receiptKeyFor(storage: StorageLike | null, orderId: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(receiptStorageKey(orderId)) || null;
  } catch {
    return null;
  }
}

/**
 * The key of the payment under way, kept in localStorage (not the tab's sessionStorage) from the
 * press of Pay until this browser sees the order placed: a shopper who closes the tab on the bank's
 * page, and finishes in a new one, is still the browser that paid. Its own name, outside
 * RECEIPT_KEY_PREFIX, so clearing the earlier builds' keys does not clear it. At most an hour: a
 * payment left unfinished on a shared computer does not leave the guest's address open for long.
 */
export const PAYING_RECEIPT_KEY = 'hearth:paying-receipt';
/** How long, in milliseconds, from the press of Pay. */
export const PAYING_RECEIPT_KEY_MS = 60 * 60 * 1000;

/** Keeps the key across the payment's round trip (above), as "order until key"; the last payment's replaces any other. */
export function holdKeyWhilePaying(storage: RemovableStorage | null, orderId: string, key: string, now: number): void {
  try {
    storage?.setItem(PAYING_RECEIPT_KEY, `${orderId} ${now + PAYING_RECEIPT_KEY_MS} ${key}`);
  } catch {
    // Storage full or blocked: only this tab then holds the key.
  }
}

/** The key of this order's payment under way, or null (another order's, none, or out of date: then it is dropped). */
export function keyWhilePaying(storage: RemovableStorage | null, orderId: string, now: number): string | null {
  try {
    const [id, until, key] = (storage?.getItem(PAYING_RECEIPT_KEY) ?? '').split(' ');
    if (Number(until) > now) return id === orderId && key ? key : null;
    storage?.removeItem(PAYING_RECEIPT_KEY);
  } catch {
    // Blocked storage holds no key.
  }
  return null;
}

/** The payment is over for good (this browser saw the order placed): the key stays with this tab only. */
export function endKeyWhilePaying(stores: ReceiptKeyStores, orderId: string, now: number): void {
  const key = keyWhilePaying(stores.local, orderId, now);
  if (!key) return;
  rememberReceiptKey(stores.session, orderId, key);
  // Read a moment ago, so the storage is there to remove from.
  stores.local?.removeItem(PAYING_RECEIPT_KEY);
}

/** Where a browser keeps its receipt keys: the tab's, and the browser's for a payment under way. */
export interface ReceiptKeyStores {
  session: StorageLike | null;
  local: RemovableStorage | null;
}

/** The stores of this browser (either null where blocked). */
export const browserReceiptKeyStores = (): ReceiptKeyStores => ({ session: receiptKeyStorage(), local: browserLocalStorage() });

/**
 * The key this browser holds for the order: this tab's, or the one of a payment under way (a new
 * tab after the paying one was closed), which this tab then keeps too. Null when it holds none.
 */
export function findReceiptKey(stores: ReceiptKeyStores, orderId: string, now: number): string | null {
  const own = receiptKeyFor(stores.session, orderId);
  if (own) return own;
  const paying = keyWhilePaying(stores.local, orderId, now);
  if (paying) rememberReceiptKey(stores.session, orderId, paying);
  return paying;
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
