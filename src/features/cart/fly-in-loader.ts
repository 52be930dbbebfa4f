import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { $flyInOpen } from './cart-store.ts';
import CartFlyIn from './CartFlyIn.tsx';
import { retireFlyInShell } from './fly-in-shell-handover.ts';

let mounted = false;

/**
 * Mounts the basket fly-in, once. It is not an island of the page: it shows only after an add.
 * Its code is part of the buy-box's, which the product page loads only when the shopper reaches
 * for the buy-box (client:interaction): nothing of it loads with the page, and nothing is left
 * to fetch after the press (a chunk of its own cost the first add a round trip after React).
 */
export function mountFlyIn(): void {
  if (mounted) return;
  mounted = true;
  retireFlyInShell();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(CartFlyIn));
}

/** Mounts the fly-in the first time anything opens it; answers the unsubscribe. */
export function mountFlyInWhenOpened(): () => void {
  return $flyInOpen.subscribe((open) => {
    if (open) mountFlyIn();
  });
}
