import { useEffect } from 'react';
import { forgetReceiptKeysKeptByEarlierBuilds, receiptKeyStorage, takeReceiptKeyFromLink } from './receipt-keys.ts';

/**
 * Keeps the receipt key a guest's mail link carries (`#receipt=…`) and takes it out of the address
 * bar. Call it before the page's own load effect: effects run in the order they are declared, so
 * the load then finds the key.
 */
export function useReceiptKeyFromLink(orderId: string): void {
  useEffect(() => {
    forgetReceiptKeysKeptByEarlierBuilds(() => window.localStorage);
    const withoutKey = takeReceiptKeyFromLink(window.location.href, orderId, receiptKeyStorage());
    if (withoutKey) window.history.replaceState(window.history.state, '', withoutKey);
  }, [orderId]);
}
