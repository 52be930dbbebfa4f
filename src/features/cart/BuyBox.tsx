import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { formatPounds } from '../../lib/commerce/format-pounds.ts';
import { catalogueCalls, type ProductData } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { $cartMessage, $cartUpdating, cart, startShop } from './cart-store.ts';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';
import { loadFlyIn, mountFlyInWhenOpened } from './fly-in-loader.ts';
import { cappedQuantity } from './quantity-limits.ts';
import { offerSizeDelivery } from './size-delivery-offer.ts';
import { offersStockAlert } from './stock-alert.ts';

// Its own chunk: only an out-of-stock or presale product's page downloads it.
const StockAlertForm = lazy(() => import('./StockAlertForm.tsx'));
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

interface Props {
  skuCode: string;
  productName: string;
  /** The sales channel's default postcode (site settings), for a first visit's estimate. */
  defaultPostcode: string;
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

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/** Price, stock and "Add to basket": live from the commerce API, never from the static page. */
export default function BuyBox({ skuCode, productName, defaultPostcode }: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [quantity, setQuantity] = useState(1);
  const [capNote, setCapNote] = useState<string | null>(null);
  const updating = useStore($cartUpdating);
  const message = useStore($cartMessage);
  const quantityId = useId();
  const capNoteId = useId();

  useEffect(() => {
    void startShop();
    const takeOffer = offerSizeDelivery();
    const unmountFlyIn = mountFlyInWhenOpened();
    return () => {
      takeOffer();
      unmountFlyIn();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the product's data is read per SKU; its name, a static prop, only labels the view event.
  useEffect(() => {
    let live = true;
    let failed = false;
    void catalogue
      .getProductData(skuCode, () => {
        failed = true;
      })
      .then((data) => {
        if (!live) return;
        if (data) {
          setLoad({ state: 'ready', data });
          ecommerceEvents.viewItem({
            skuCode,
            name: productName,
            price: data.currentPrice,
            category: window.location.pathname.split('/')[1] ?? null,
          });
        } else
          setLoad({
            state: 'unavailable',
            reason: failed ? 'Prices could not be loaded. Please refresh the page.' : 'This product is no longer sold.',
          });
      });
    return () => {
      live = false;
    };
  }, [skuCode]);

  if (load.state === 'loading') {
    return (
      <div className="buy-box buy-box--loading" aria-busy="true">
        Loading price and stock…
      </div>
    );
  }
  if (load.state === 'unavailable') {
    return (
      <div className="buy-box" role="status">
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
    <div className="buy-box">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if ($cartUpdating.get()) return;
          void loadFlyIn();
          void cart.addToCart(skuCode, quantity);
        }}
      >
        <p className="buy-box__price">
          <span data-testid="price">{formatPounds(data.currentPrice)}</span>
          {onSale && (
            <s className="buy-box__was">
              <span className="visually-hidden">was </span>
              {formatPounds(data.listPrice)}
            </s>
          )}
          <span className="buy-box__vat">inc. VAT</span>
        </p>
        {data.reviewSummary && <ReviewStars rating={data.reviewSummary.rating} count={data.reviewSummary.count} />}
        <p className="stock-badge" style={{ background: data.stock.color, color: data.stock.fontColour }} data-stock={data.stock.type}>
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
      {/* Outside the form above: the estimate has a form of its own, and forms cannot nest. */}
      {max > 0 && <DeliveryEstimate skuCode={skuCode} defaultPostcode={defaultPostcode} />}
      {offersStockAlert(data.stock.type) && (
        <Suspense fallback={null}>
          <StockAlertForm skuCode={skuCode} productName={productName} />
        </Suspense>
      )}
    </div>
  );
}
