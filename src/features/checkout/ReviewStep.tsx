import { useId, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { $cartUpdating, cart } from '../cart/cart-store.ts';
import { setStep } from './checkout-store.ts';
import { $orderSlice } from '../cart/order-slice.ts';
import { CartLines } from '../cart/CartLines.tsx';
import { CouponForm } from '../cart/CouponForm.tsx';
import { CreditBox } from './CreditBox.tsx';

/**
 * Buttons that wait for the server say so with aria-disabled and stay focusable: a button that
 * turns `disabled` under the keyboard drops focus to <body> (and the shopper back to the top).
 */
export function ReviewStep({ order, updating }: { order: CartOrder; updating: boolean }) {
  const [notes, setNotes] = useState(order.orderNotes ?? '');
  const notesId = useId();
  const busy = updating || undefined;
  return (
    <div>
      <CartLines order={order} />
      <div className="field">
        <label htmlFor={notesId}>Order notes (optional)</label>
        <textarea
          id={notesId}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          onBlur={() => notes !== (order.orderNotes ?? '') && void cart.setNotes(notes)}
        />
      </div>
      <CouponForm order={order} updating={updating} place="checkout" />
      <CreditBox order={order} updating={updating} />
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy}
        onClick={async () => {
          if ($cartUpdating.get()) return;
          // The server has the last word on prices, stock and delivery before payment.
          // Judge by the order validate() just returned, not the one this button was drawn with.
          if ((await cart.validate()) && !$orderSlice.get().order?.shipmentsInvalid) setStep('payment');
        }}
      >
        Continue to payment
      </button>
    </div>
  );
}
