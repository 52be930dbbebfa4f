import { createElement } from 'react';
import { $flyInOpen } from './cart-store.ts';

let loading: Promise<void> | undefined;

/**
 * Loads the basket fly-in and mounts it, once. It is not an island of the page: it shows only
 * after an add, so its code (and the lines, totals, suggestions and payment-in-progress views it
 * brings) stays off the product page's first load. Started when the shopper asks to add, it is
 * ready by the time the add answers. A failed load (offline) is tried again on the next open.
 */
export function loadFlyIn(): Promise<void> {
  loading ??= Promise.all([import('./CartFlyIn.tsx'), import('react-dom/client')])
    .then(([{ default: CartFlyIn }, { createRoot }]) => {
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(createElement(CartFlyIn));
    })
    .catch((error: unknown) => {
      loading = undefined;
      console.error('Could not load the basket fly-in.', error);
    });
  return loading;
}

/** Mounts the fly-in the first time anything opens it; answers the unsubscribe. */
export function mountFlyInWhenOpened(): () => void {
  return $flyInOpen.subscribe((open) => {
    if (open) void loadFlyIn();
  });
}
