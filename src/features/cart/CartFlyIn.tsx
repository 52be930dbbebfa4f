import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { $flyInOpen } from './cart-store.ts';
import { $orderSlice } from './order-slice.ts';
import { CartLines, CartTotals } from './CartLines.tsx';
import { LazyPaymentInProgress, showsPaymentInProgress } from './LazyPaymentInProgress.tsx';
import { CartSuggestions } from './CartSuggestions.tsx';
import { controlName, handOverFlyInShell } from './fly-in-shell-handover.ts';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> makes the page behind it inert, but Tab past its last control still
 * leaves for the browser's own UI; this keeps Tab and Shift+Tab cycling inside.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens after a successful add. The modal <dialog> closes on Escape and hands focus back to
 * the control that opened it.
 */
export default function CartFlyIn() {
  const open = useStore($flyInOpen);
  const { order } = useStore($orderSlice);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // The product page's built fly-in may be open in this one's place (the first add, before
      // React): this one takes over, its focus on the same control.
      const focused = handOverFlyInShell();
      element.showModal();
      if (focused) [...element.querySelectorAll<HTMLElement>(TABBABLE)].find((control) => controlName(control) === focused)?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="fly-in"
      aria-labelledby="fly-in-title"
      onClose={() => $flyInOpen.set(false)}
      onKeyDown={keepFocusInside}
    >
      <div className="fly-in__head">
        <h2 id="fly-in-title">Your basket</h2>
        <button type="button" className="icon-button" aria-label="Close basket" onClick={() => $flyInOpen.set(false)}>
          ×
        </button>
      </div>
      {open && order && showsPaymentInProgress(order) ? (
        <LazyPaymentInProgress order={order} />
      ) : open && order && order.orderItems.length > 0 ? (
        <>
          <CartLines order={order} />
          <CartTotals order={order} />
          <CartSuggestions order={order} limit={2} />
          <div className="fly-in__actions">
            <button type="button" className="button" onClick={() => $flyInOpen.set(false)}>
              Continue shopping
            </button>
            <a className="button button--primary" href="/cart">
              View basket
            </a>
          </div>
        </>
      ) : (
        <p>Your basket is empty.</p>
      )}
    </dialog>
  );
}
