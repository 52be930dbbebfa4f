import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { claimRefusal } from './field-refusal.ts';
import { $cartUpdating, cart } from './cart-store.ts';
import { CHECKED_AT_CHECKOUT, couponAppliedText, type CouponPlace } from './coupon-text.ts';
import { $orderSlice } from './order-slice.ts';
import { forgetReferralCode, waitingReferralCode } from '../../lib/friend-referral.ts';

/**
 * Discount code entry. A refused code keeps the order as it was; the reason shows beside the
 * field, focused. A code that replaces another says so.
 */
export function CouponForm({ order, updating, place }: { order: CartOrder; updating: boolean; place: CouponPlace }) {
  const current = order.couponsUsed[0]?.couponCode ?? null;
  // A friend's shared link brought a referral code: it waits in the box, for the shopper to apply.
  const [coupon, setCoupon] = useState(() => (current ? '' : (waitingReferralCode() ?? '')));
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<{ text: string; replaced: boolean } | null>(null);
  const couponId = useId();
  const couponInput = useRef<HTMLInputElement>(null);
  const saving = order.discountAmount > 0 ? formatPounds(order.discountAmount) : null;
  return (
    <form
      className="coupon-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if ($cartUpdating.get() || coupon.trim() === '') return;
        const before = current ? { code: current, saving } : null;
        setError(null);
        setApplied(null);
        if (coupon.trim().toUpperCase() === waitingReferralCode()) forgetReferralCode();
        if (await cart.applyCoupon(coupon)) {
          setApplied(couponAppliedText(coupon, before, $orderSlice.get().order?.couponsUsed[0]?.awaitsEmail));
          setCoupon('');
          return;
        }
        // The server's words say what to change (the basket's own limits are checked at checkout).
        const refused = claimRefusal((failure) => failure.message);
        if (!refused) return;
        flushSync(() => setError(refused));
        couponInput.current?.focus();
      }}
    >
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={couponId}>Discount code</label>
        <div className="field-inline">
          <input
            id={couponId}
            ref={couponInput}
            value={coupon}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error && `${couponId}-error`, place === 'basket' && `${couponId}-hint`].filter(Boolean).join(' ') || undefined
            }
            onChange={(e) => setCoupon(e.currentTarget.value)}
          />
          <button type="submit" className="button" aria-disabled={updating || coupon.trim() === '' || undefined}>
            Apply
          </button>
        </div>
        {error && (
          <span id={`${couponId}-error`} className="field__error">
            {error}
          </span>
        )}
        {place === 'basket' && (
          <span id={`${couponId}-hint`} className="field__hint">
            A code limited per customer is kept here and checked against your email at checkout.
          </span>
        )}
      </div>
      {/* Always in the page so it is announced; seen only when a code replaced another. */}
      <p role="status" className={applied?.replaced ? 'coupon-form__replaced' : 'visually-hidden'}>
        {applied?.text ?? ''}
      </p>
      {order.couponsUsed.map((c) => (
        <p key={c.couponCode} className="applied-coupon">
          {c.awaitsEmail ? `${c.couponCode} kept: ${CHECKED_AT_CHECKOUT}` : `${c.couponCode} applied${saving ? `: ${saving} off` : ''}.`}{' '}
          <button
            type="button"
            className="link-button"
            aria-disabled={updating || undefined}
            onClick={async () => {
              if ($cartUpdating.get()) return;
              setApplied(null);
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
