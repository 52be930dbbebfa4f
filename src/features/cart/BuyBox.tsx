import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { ProductData } from '../../lib/commerce/products.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { announceIslandReady } from '../../lib/islands/island-events.ts';
import { liveProduct } from './buy-box-live.ts';
import { $cartMessage, $cartUpdating, cart, startShop } from './cart-store.ts';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';
import { mountFlyIn, mountFlyInWhenOpened } from './fly-in-loader.ts';
import { cappedQuantity } from './quantity-limits.ts';
// In the buy-box's own code, which no page loads before the shopper reaches for it (client:interaction).
import StockAlertForm from './StockAlertForm.tsx';
import { offersStockAlert } from './stock-alert.ts';

// Fetched once the buy-box has hydrated (the shopper reached for it), never with the page.
const ProductExpress = lazy(() => import('./ProductExpress.tsx'));

interface Props {
  skuCode: string;
  productName: string;
  /** The sales channel's default postcode (site settings), for a first visit's estimate. */
  defaultPostcode: string;
  /**
   * The buy-box as the page was built with it (the store's price and stock state then): what the
   * page shows until the live data arrives. None for a product the store did not know.
   */
  stated?: ProductData | null;
}

/** Stars to the nearest whole star, with the exact figure beside them, linking to the page's reviews. */
function ReviewStars({ rating, count }: { rating: number; count: number }) {
  const filled = Math.round(rating);
  return (
    <p className="review-stars">
      <a href="#reviews" data-testid="review-stars-link">
        <span aria-hidden="true">
          {'★'.repeat(filled)}
          {'☆'.repeat(5 - filled)}
        </span>{' '}
        <span className="visually-hidden">Rated </span>
        {rating.toFixed(1)}
        <span className="visually-hidden"> out of 5</span> ({count} {count === 1 ? 'review' : 'reviews'})
      </a>
    </p>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; data: ProductData } | { state: 'unavailable'; reason: string };

/**
 * Price, stock and "Add to basket". The page is built with the store's price and stock state and
 * shows them at once; the live data from the commerce API replaces them (the page's script
 * hydrates the buy-box at load when the two differ: buy-box-refresh.ts).
 */
export default function BuyBox({ skuCode, productName, defaultPostcode, stated }: Props) {
  const [load, setLoad] = useState<Load>(stated ? { state: 'ready', data: stated } : { state: 'loading' });
  const [quantity, setQuantity] = useState(1);
  const [capNote, setCapNote] = useState<string | null>(null);
  // An add pressed before React loaded may be under way, or have failed, as React takes over the
  // built buy-box (buy-box-refresh.ts): shown from the first render after, never in the one that
  // must match the built page.
  const [hydrated, setHydrated] = useState(false);
  const updating = useStore($cartUpdating) && hydrated;
  const storedMessage = useStore($cartMessage);
  const message = hydrated ? storedMessage : null;
  const quantityId = useId();
  const capNoteId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Whether the live data is in (the page was built with the store's facts then, not now).
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    // The page's notice said the cart's words while React loaded (buy-box-refresh.ts): the form says them now.
    root.current?.closest('[data-buy-box]')?.querySelector('[data-buy-box-notice]')?.replaceChildren();
    setHydrated(true);
    void startShop();
    return mountFlyInWhenOpened();
  }, []);

  // The page's script sent the view event with the data it asked for at load.
  useEffect(() => {
    let live = true;
    void liveProduct(skuCode).then(({ data, failed }) => {
      if (!live) return;
      setChecked(true);
      if (data) setLoad({ state: 'ready', data });
      else
        setLoad({
          state: 'unavailable',
          reason: failed ? 'Prices could not be loaded. Please refresh the page.' : 'This product is no longer sold.',
        });
    });
    return () => {
      live = false;
    };
  }, [skuCode]);

  // What the shopper did while the code loaded is done once the live data is shown: an add takes
  // the live quantity limit, and a button that the live data took away is not pressed.
  useEffect(() => {
    if (checked) announceIslandReady(root.current);
  }, [checked]);

  if (load.state === 'loading') {
    return (
      <div ref={root} className="buy-box buy-box--loading" aria-busy="true">
        Loading price and stock…
      </div>
    );
  }
  if (load.state === 'unavailable') {
    return (
      <div ref={root} className="buy-box" role="status">
        {load.reason}
      </div>
    );
  }

  const { data } = load;
  const max = data.maxQuantity;
  const onSale = data.listPrice > data.currentPrice;
  const type = (typed: number) => {
    const capped = cappedQuantity(typed, max);
    setQuantity(capped.quantity);
    setCapNote(capped.note);
  };

  return (
    <div ref={root} className="buy-box">
      <form
        data-add-to-basket
        onSubmit={(event) => {
          event.preventDefault();
          if ($cartUpdating.get()) return;
          mountFlyIn();
          void cart.addToCart(skuCode, quantity);
        }}
      >
        <p className="buy-box__price">
          {/* The page's script may have written the live figures here before React came (buy-box-refresh.ts). */}
          <span data-testid="price" suppressHydrationWarning>
            {formatPounds(data.currentPrice)}
          </span>
          {onSale && (
            <s className="buy-box__was" suppressHydrationWarning>
              <span className="visually-hidden">was </span>
              {formatPounds(data.listPrice)}
            </s>
          )}
          <span className="buy-box__vat">inc. VAT</span>
        </p>
        {data.reviewSummary && <ReviewStars rating={data.reviewSummary.rating} count={data.reviewSummary.count} />}
        <p
          className="stock-badge"
          // Not in the built page: the CSP refuses style attributes there (ProductBuyBox.astro colours it).
          style={checked ? { background: data.stock.color, color: data.stock.fontColour } : undefined}
          data-stock={data.stock.type}
          suppressHydrationWarning
        >
          {data.stock.text}
        </p>
        {max > 0 ? (
          <div className="buy-box__row">
            <div className="stepper">
              <label htmlFor={quantityId}>Quantity</label>
              <button type="button" aria-label="One fewer" aria-disabled={quantity <= 1 || undefined} onClick={() => type(quantity - 1)}>
                −
              </button>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                value={quantity}
                aria-describedby={capNote ? capNoteId : undefined}
                onChange={(event) => type(Number(event.currentTarget.value))}
              />
              <button type="button" aria-label="One more" aria-disabled={quantity >= max || undefined} onClick={() => type(quantity + 1)}>
                +
              </button>
            </div>
            {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
            <button type="submit" className="button button--primary" aria-disabled={updating || undefined}>
              {updating ? 'Adding…' : 'Add to basket'}
            </button>
          </div>
        ) : (
          data.alternateProductId && (
            <p className="buy-box__alternate">
              Try instead:{' '}
              {data.alternateProductUrl ? <a href={data.alternateProductUrl}>{data.alternateProductTitle}</a> : data.alternateProductTitle}
            </p>
          )
        )}
        {/* Always in the page, so a lowered quantity is announced as it happens. */}
        <p id={capNoteId} className={capNote ? 'buy-box__cap' : 'visually-hidden'} role="status">
          {capNote ?? ''}
        </p>
        <FormAlert message={message} />
        <span className="visually-hidden" aria-live="polite">
          {updating ? `Adding ${productName} to your basket` : ''}
        </span>
      </form>
      {hydrated && max > 0 && (
        <Suspense fallback={null}>
          <ProductExpress skuCode={skuCode} quantity={quantity} />
        </Suspense>
      )}
      {/* Outside the form above: the estimate has a form of its own, and forms cannot nest. */}
      {max > 0 && <DeliveryEstimate skuCode={skuCode} defaultPostcode={defaultPostcode} quantity={quantity} />}
      {offersStockAlert(data.stock.type, data.maxQuantity) && <StockAlertForm skuCode={skuCode} productName={productName} />}
    </div>
  );
}
