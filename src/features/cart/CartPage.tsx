import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { $cartMessage, $cartUpdating, cart, startShop } from './cart-store.ts';
import { $orderSlice } from './order-slice.ts';
import { CartLines, CartTotals } from './CartLines.tsx';
import { CartSuggestions } from './CartSuggestions.tsx';
import { BasketDelivery } from './BasketDelivery.tsx';
import { CouponForm } from './CouponForm.tsx';
import { ShareBasket } from './ShareBasket.tsx';
import { LazyPaymentInProgress, showsPaymentInProgress } from './LazyPaymentInProgress.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { useOnline } from '../../lib/pwa/use-online.ts';

// Its own chunk, fetched once the basket is drawn: it asks which wallets can take the order from
// here and draws their buttons (none: nothing), and fetches the sheet's code only on a press.
const ExpressCheckout = lazy(() => import('./ExpressCheckout.tsx'));

const SHIPMENT_TITLES: Record<string, string> = {
  van: 'Delivered by our van',
  pallet: 'Delivered on a pallet',
  parcel: 'Delivered by parcel',
};

/** The basket page: lines and totals as the API last returned them, refreshed on arrival. */
/** `defaultPostcode`: the sales channel's (site settings), for the delivery estimate of a first visit. */
export default function CartPage({ defaultPostcode }: { defaultPostcode: string }) {
  const { order } = useStore($orderSlice);
  const updating = useStore($cartUpdating);
  const message = useStore($cartMessage);
  const online = useOnline();

  const emptyMessage = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void startShop().then(() => {
      const held = $orderSlice.get().order;
      if (held && held.orderItems.length > 0) ecommerceEvents.viewCart(held);
    });
  }, []);

  /** The index of a line being removed: once the basket without it renders, focus goes to the line that took its place. */
  const removing = useRef<number | null>(null);
  const lines = order?.orderItems.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of lines changes, which is when a removal lands.
  useLayoutEffect(() => {
    const index = removing.current;
    if (index === null) return;
    removing.current = null;
    // Before the browser paints, so focus is never left on the page while the line disappears.
    const selects = [...document.querySelectorAll<HTMLSelectElement>('.cart-page .cart-line select')];
    (selects[Math.min(index, selects.length - 1)] ?? emptyMessage.current)?.focus();
  }, [lines]);

  if (order && showsPaymentInProgress(order)) return <LazyPaymentInProgress order={order} />;
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
                removing.current = index;
                void cart.removeLine(id).then((ok) => {
                  if (!ok) removing.current = null;
                });
              }}
            />
          </section>
        );
      })}
      <CartTotals order={order} />
      {/* High on the page, before the extras: on a phone the shopper should not scroll to find it. */}
      <div className="cart-actions">
        {online ? (
          <>
            <a className="button button--primary" href="/checkout">
              Go to checkout
            </a>
            <Suspense fallback={null}>
              <ExpressCheckout order={order} />
            </Suspense>
          </>
        ) : (
          <p role="status" className="cart-offline" data-testid="checkout-needs-connection">
            Checkout needs a connection. Your basket is kept on this device: come back to it when you are online.
          </p>
        )}
      </div>
      <BasketDelivery order={order} defaultPostcode={defaultPostcode} />
      <CouponForm order={order} updating={updating} place="basket" />
      <CartSuggestions order={order} />
      <ShareBasket orderId={order.id} />
    </div>
  );
}
