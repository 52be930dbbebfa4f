/**
 * What a shopper does on a page before reaching for anything on it: the pointer moves, a touch, the
 * wheel or a key. A page load sends none of these (nor does Lighthouse), so work started on the
 * first of them is work for a shopper who is there, and never blocks the load. Not `scroll`: the
 * browser scrolls by itself (a reload's restored position, a link to a passage of text, content
 * growing above the view), and a shopper's scroll starts with a touch, the wheel, a key or a press.
 */
const SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/** Calls `then` once, at the shopper's first sign of life on the page. */
export function onFirstSignOfLife(then: () => void): void {
  const first = () => {
    for (const type of SIGNS) window.removeEventListener(type, first, true);
    then();
  };
  for (const type of SIGNS) window.addEventListener(type, first, { capture: true, passive: true });
}
