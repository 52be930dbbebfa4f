import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { ecommerceEvents } from '../../lib/analytics/ecommerce.ts';
import { $cartMessage, $cartUpdating, cart, startShop } from './cart-store.ts';
import { $orderSlice } from './order-slice.ts';
import { CartLines, CartTotals } from './CartLines.tsx';
import { CartSuggestions } from './CartSuggestions.tsx';
import { CouponForm } from './CouponForm.tsx';
import { ShareBasket } from './ShareBasket.tsx';
import { PaymentInProgress, showsPaymentInProgress } from '../checkout/PaymentInProgress.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

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

  const emptyMessage = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void startShop().then(() => {
      const held = $orderSlice.get().order;
      if (held && held.orderItems.length > 0) ecommerceEvents.viewCart(held);
    });
  }, []);

  /** After a removal, focus the line that took its place (or the last one, or the empty basket). */
  const focusAfterRemoval = (index: number) =>
    requestAnimationFrame(() => {
      const selects = [...document.querySelectorAll<HTMLSelectElement>('.cart-page .cart-line select')];
      (selects[Math.min(index, selects.length - 1)] ?? emptyMessage.current)?.focus();
    });

  if (order && showsPaymentInProgress(order)) return <PaymentInProgress order={order} />;
  if (!order || order.orderItems.length === 0) {
    return (
      <div className="cart-empty">
        <p ref={emptyMessage} tabIndex={-1}>
          Your basket is empty.
        </p>
        <a className="button button--primary" href="/">
          Browse logs and pellets
        </a>
      </div>
    );
  }

  return (
    <div className="cart-page" aria-busy={updating}>
      <FormAlert message={message} />
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
              onRemove={(id) => {
                const index = order.orderItems.findIndex((item) => item.id === id);
                void cart.removeLine(id).then((ok) => ok && focusAfterRemoval(index));
              }}
            />
          </section>
        );
      })}
      <CartTotals order={order} />
      <CouponForm order={order} updating={updating} />
      <CartSuggestions order={order} />
      <ShareBasket orderId={order.id} />
      <div className="cart-actions">
        <a className="button button--primary" href="/checkout">
          Go to checkout
        </a>
      </div>
    </div>
  );
}
