import type { StorageLike } from '../browser-storage.ts';

/**
 * GA4 counts every purchase event as revenue, so an order page that is reloaded, bookmarked or
 * reopened from history must not report the same order twice. The ids already reported are kept
 * in localStorage (the storage is passed in, so this is testable without a browser).
 */
export const PURCHASES_SENT_KEY = 'hearth:purchases-sent';
/** Enough for any one shopper's recent orders; older ids fall off so the list stays small. */
export const PURCHASES_REMEMBERED = 50;

function readSent(storage: StorageLike): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PURCHASES_SENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time it is asked about an order, and remembers it; false ever after. When
 * storage is unavailable (blocked, full), it answers true: a rare duplicate beats a lost sale.
 */
export function claimPurchaseReport(orderId: string, storage: StorageLike | null): boolean {
  if (!storage) return true;
  const sent = readSent(storage);
  if (sent.includes(orderId)) return false;
  try {
    storage.setItem(PURCHASES_SENT_KEY, JSON.stringify([...sent, orderId].slice(-PURCHASES_REMEMBERED)));
  } catch {
    // Storage full or blocked: still report this once.
  }
  return true;
}
