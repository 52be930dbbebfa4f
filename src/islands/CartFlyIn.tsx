import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $flyInOpen } from '../stores/cart.ts';
import { $orderSlice } from '../stores/order.ts';
import { CartLines, CartTotals } from './CartLines.tsx';
import { CartSuggestions } from './CartSuggestions.tsx';

/**
 * Opens after a successful add. A modal <dialog> traps focus, closes on Escape and hands
 * focus back to the button that opened it, without any script of ours doing that.
 */
export default function CartFlyIn() {
  const open = useStore($flyInOpen);
  const { order } = useStore($orderSlice);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="fly-in" aria-labelledby="fly-in-title" onClose={() => $flyInOpen.set(false)}>
      <div className="fly-in__head">
        <h2 id="fly-in-title">Your basket</h2>
        <button type="button" className="icon-button" aria-label="Close basket" onClick={() => $flyInOpen.set(false)}>
          ×
        </button>
      </div>
      {open && order && order.orderItems.length > 0 ? (
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
