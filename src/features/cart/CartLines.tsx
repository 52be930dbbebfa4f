import { formatPounds } from '../../../commerce/shared/index.ts';
import { orderItemImage } from './order-item-image.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { quantityChoices } from './quantity-limits.ts';
import { TotalsRow } from './TotalsRow.tsx';

interface Props {
  order: CartOrder;
  /** A subset of the order's lines (one shipment's); all of them when absent. */
  items?: CartOrder['orderItems'];
  label?: string;
  /** Editable on the cart page; the fly-in shows the lines read-only. */
  onQuantity?: (orderItemId: string, quantity: number) => void;
  onRemove?: (orderItemId: string) => void;
  disabled?: boolean;
}

export function CartLines({ order, items = order.orderItems, label = 'Items in your basket', onQuantity, onRemove, disabled }: Props) {
  return (
    <ul className="cart-lines" aria-label={label}>
      {items.map((item) => {
        const image = orderItemImage(item.imageUrl);
        const choices = quantityChoices(item.quantity);
        return (
          <li key={item.id} className="cart-line" data-sku={item.code}>
            {image ? <img src={image} alt="" width={96} height={72} loading="lazy" /> : <span className="cart-line__noimage" />}
            <div className="cart-line__main">
              <a href={item.productUrl} className="cart-line__name">
                {item.name}
              </a>
              <span className="cart-line__unit">{formatPounds(item.unitAmount)} each</span>
              {onQuantity ? (
                <label className="cart-line__qty">
                  Quantity
                  <select
                    value={item.quantity}
                    aria-disabled={disabled || undefined}
                    onChange={(event) => !disabled && onQuantity(item.id, Number(event.currentTarget.value))}
                  >
                    {choices.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="cart-line__qty">Quantity {item.quantity}</span>
              )}
            </div>
            <div className="cart-line__end">
              <span className="cart-line__total">{formatPounds(item.totalAmount)}</span>
              {onRemove && (
                <button
                  type="button"
                  className="link-button"
                  aria-disabled={disabled || undefined}
                  onClick={() => !disabled && onRemove(item.id)}
                >
                  Remove<span className="visually-hidden"> {item.name}</span>
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function CartTotals({ order }: { order: CartOrder }) {
  return (
    <>
      <dl className="cart-totals">
        <TotalsRow
          label={`Subtotal (${order.itemsCount} ${order.itemsCount === 1 ? 'item' : 'items'})`}
          amount={order.subTotalAmount}
          testId="cart-subtotal"
        />
        {order.discountAmount > 0 && (
          <TotalsRow
            label={order.couponsUsed[0] ? `Discount (${order.couponsUsed[0].couponCode})` : 'Discount'}
            amount={order.discountAmount}
            deducted
            testId="cart-discount"
          />
        )}
        {/* Not totalAmount: once checkout has chosen a delivery method, that includes its charge. */}
        <TotalsRow label="Total before delivery" amount={order.goodsAmount} className="cart-totals__total" testId="cart-total" />
        <TotalsRow label="Includes VAT of" amount={order.goodsTax} className="cart-totals__note" />
      </dl>
      <p className="cart-totals__later">Delivery is added at checkout, once we know the address.</p>
    </>
  );
}
