import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartMessage, $cartUpdating, cart } from '../stores/cart.ts';
import { $orderSlice } from '../stores/order.ts';
import { CartLines, CartTotals } from './CartLines.tsx';

/** The basket page: lines and totals as the API last returned them, refreshed on arrival. */
export default function CartPage() {
  const { order } = useStore($orderSlice);
  const updating = useStore($cartUpdating);
  const message = useStore($cartMessage);

  useEffect(() => {
    void cart.refresh();
  }, []);

  if (!order || order.orderItems.length === 0) {
    return (
      <div className="cart-empty">
        <p>Your basket is empty.</p>
        <a className="button button--primary" href="/">Browse logs and pellets</a>
      </div>
    );
  }

  return (
    <div className="cart-page" aria-busy={updating}>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <CartLines
        order={order}
        disabled={updating}
        onQuantity={(id, quantity) => void cart.changeQuantity(id, quantity)}
        onRemove={(id) => void cart.removeLine(id)}
      />
      <CartTotals order={order} />
      <div className="cart-actions">
        <a className="button button--primary" href="/checkout">Go to checkout</a>
      </div>
    </div>
  );
}
