import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { $cartUpdating, cart } from './cart-store.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';

// The held cart may be a signed-in customer's, which answers only to their ID token.
const catalogue = catalogueCalls(shopperTransport, shopChannel);
type Suggestion = NonNullable<Awaited<ReturnType<typeof catalogue.getCartSuggestedProducts>>>[number];

/** "Goes well with": products suggested for what is in the basket, added with one tap. */
export function CartSuggestions({ order, limit = 3 }: { order: CartOrder; limit?: number }) {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const updating = useStore($cartUpdating);
  const lines = order.orderItems.map((i) => i.code).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lines` stands for the order's lines: suggestions are read again when they change.
  useEffect(() => {
    let live = true;
    void catalogue.getCartSuggestedProducts(order.id).then((list) => live && setSuggestions(list ?? []));
    return () => {
      live = false;
    };
  }, [order.id, lines]);
  if (suggestions.length === 0) return null;
  return (
    <section className="suggestions" aria-labelledby={`suggestions-${order.id}`}>
      <h2 id={`suggestions-${order.id}`}>Goes well with your order</h2>
      <ul>
        {suggestions.slice(0, limit).map((s) => (
          <li key={s.SKUCode}>
            <img src={s.imageUrl} alt="" width={64} height={48} loading="lazy" />
            <span className="suggestions__name">
              {s.SKUName}
              {s.deliveryText && <span className="suggestions__delivery">{s.deliveryText}</span>}
            </span>
            <span className="suggestions__price">{formatPounds(s.currentPrice)}</span>
            <button
              type="button"
              className="button"
              aria-disabled={updating || undefined}
              onClick={() => !updating && void cart.addToCart(s.SKUCode, 1)}
            >
              Add<span className="visually-hidden"> {s.SKUName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
