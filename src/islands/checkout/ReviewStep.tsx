import { useId, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { cart } from '../../stores/cart.ts';
import { setStep } from '../../stores/checkout.ts';
import { CartLines } from '../CartLines.tsx';

export function ReviewStep({ order, updating }: { order: CartOrder; updating: boolean }) {
  const [notes, setNotes] = useState(order.orderNotes ?? '');
  const [coupon, setCoupon] = useState('');
  const notesId = useId();
  const couponId = useId();
  return (
    <div>
      <CartLines order={order} />
      <div className="field">
        <label htmlFor={notesId}>Order notes (optional)</label>
        <textarea id={notesId} rows={3} maxLength={1000} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} onBlur={() => notes !== (order.orderNotes ?? '') && void cart.setNotes(notes)} />
      </div>
      <form
        className="coupon-form"
        onSubmit={(event) => {
          event.preventDefault();
          void cart.applyCoupon(coupon).then((ok) => ok && setCoupon(''));
        }}
      >
        <label htmlFor={couponId}>Discount code</label>
        <div className="field-inline">
          <input id={couponId} value={coupon} autoComplete="off" onChange={(e) => setCoupon(e.currentTarget.value)} />
          <button type="submit" className="button" disabled={updating || coupon.trim() === ''}>Apply</button>
        </div>
        {order.couponsUsed.map((c) => (
          <p key={c.couponCode} className="applied-coupon">
            {c.couponCode} applied.{' '}
            <button type="button" className="link-button" onClick={() => void cart.applyCoupon('')}>Remove<span className="visually-hidden"> code {c.couponCode}</span></button>
          </p>
        ))}
      </form>
      <button
        type="button"
        className="button button--primary"
        disabled={updating}
        onClick={async () => {
          // The server has the last word on prices, stock and delivery before payment.
          if ((await cart.validate()) && !order.shipmentsInvalid) setStep('payment');
        }}
      >
        Continue to payment
      </button>
    </div>
  );
}
