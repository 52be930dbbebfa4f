import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartMessage, $cartUpdating, cart, startShop } from '../stores/cart.ts';
import { $orderSlice } from '../stores/order.ts';
import { CartLines, CartTotals } from './CartLines.tsx';
import { CartSuggestions } from './CartSuggestions.tsx';
import { ShareBasket } from './ShareBasket.tsx';

const SHIPMENT_TITLES: Record<string, string> = {
  van: 'Delivered by our van',
  pallet: 'Delivered on a pallet',
  parcel: 'Delivered by parcel',
};

/** The basket page: lines and totals as the API last returned them, refreshed on arrival. */
export default function CartPage() {
  const { order } = useStore($orderSlice);
  const updating = useStore($cartUpdating);
  const message = useStore($cartMessage);

  useEffect(() => {
    void startShop();
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
      {/* Lines grouped by how they travel: each group is delivered on its own day. */}
      {(order.shipments.length > 0 ? order.shipments : [{ id: 'all', orderItems: order.orderItems }]).map((shipment) => {
        const ids = new Set(shipment.orderItems.map((i) => i.id));
        const title = SHIPMENT_TITLES[shipment.id];
        return (
          <section key={shipment.id} className="cart-shipment" aria-label={title ?? 'Items'}>
            {title && order.shipments.length > 1 && <h2 className="cart-shipment__title">{title}</h2>}
            <CartLines
              order={order}
              items={order.orderItems.filter((item) => ids.has(item.id))}
              label={title ?? 'Items in your basket'}
              disabled={updating}
              onQuantity={(id, quantity) => void cart.changeQuantity(id, quantity)}
              onRemove={(id) => void cart.removeLine(id)}
            />
          </section>
        );
      })}
      <CartTotals order={order} />
      <CartSuggestions order={order} />
      <ShareBasket orderId={order.id} />
      <div className="cart-actions">
        <a className="button button--primary" href="/checkout">Go to checkout</a>
      </div>
    </div>
  );
}
