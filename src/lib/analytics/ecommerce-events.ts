import type { ecommerceEvents as EagerEvents } from './ecommerce.ts';

/** The GA4 ecommerce events the islands send, one call each (see ecommerce.ts). */
export type EcommerceEvents = typeof EagerEvents;

/**
 * The events with their builders and data-layer pushing loaded on the first event, not with the
 * page (ecommerce.ts is about 1.5 KB gzip that no shopper waits for). Events sent while
 * it loads keep their order: each waits on the same load. A failed load (offline) drops the events
 * that waited on it, as a missing data layer does, and the next event tries again.
 */
export function loadedOnFirstEvent(load: () => Promise<EcommerceEvents>): EcommerceEvents {
  let loading: Promise<EcommerceEvents> | undefined;
  const later =
    <K extends keyof EcommerceEvents>(name: K) =>
    (...args: Parameters<EcommerceEvents[K]>): void => {
      loading ??= load();
      const events = loading;
      events.then(
        (loaded) => (loaded[name] as (...sent: Parameters<EcommerceEvents[K]>) => void)(...args),
        (error: unknown) => {
          if (loading === events) loading = undefined;
          console.warn(`Analytics: the ${name} event was dropped; its code could not be loaded.`, error);
        },
      );
    };
  return {
    viewItem: later('viewItem'),
    addToCart: later('addToCart'),
    removeFromCart: later('removeFromCart'),
    viewCart: later('viewCart'),
    beginCheckout: later('beginCheckout'),
    addShippingInfo: later('addShippingInfo'),
    addPaymentInfo: later('addPaymentInfo'),
    purchase: later('purchase'),
  };
}

/** What the stores and islands call; each sends one GA4 event to window.dataLayer. */
export const ecommerceEvents = loadedOnFirstEvent(() => import('./ecommerce.ts').then((module) => module.ecommerceEvents));
