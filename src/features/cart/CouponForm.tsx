import { useId, useRef, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { $cartUpdating, cart } from './cart-store.ts';

/** Discount code entry; a refused code keeps the order as it was and the server says why. */
export function CouponForm({ order, updating }: { order: CartOrder; updating: boolean }) {
  const [coupon, setCoupon] = useState('');
  const couponId = useId();
  const couponInput = useRef<HTMLInputElement>(null);
  return (
    <form
      className="coupon-form"
      onSubmit={(event) => {
        event.preventDefault();
        if ($cartUpdating.get() || coupon.trim() === '') return;
        void cart.applyCoupon(coupon).then((ok) => ok && setCoupon(''));
      }}
    >
      <label htmlFor={couponId}>Discount code</label>
      <div className="field-inline">
        <input id={couponId} ref={couponInput} value={coupon} autoComplete="off" onChange={(e) => setCoupon(e.currentTarget.value)} />
        <button type="submit" className="button" aria-disabled={updating || coupon.trim() === '' || undefined}>
          Apply
        </button>
      </div>
      {order.couponsUsed.map((c) => (
        <p key={c.couponCode} className="applied-coupon">
          {c.couponCode} applied.{' '}
          <button
            type="button"
            className="link-button"
            aria-disabled={updating || undefined}
            onClick={async () => {
              if ($cartUpdating.get()) return;
              // The button goes with the code: put focus where a new code would be typed.
              if (await cart.applyCoupon('')) couponInput.current?.focus();
            }}
          >
            Remove<span className="visually-hidden"> code {c.couponCode}</span>
          </button>
        </p>
      ))}
    </form>
  );
}
