import { ecommerceEvents } from '../../lib/analytics/ecommerce-events.ts';
import { hasStoredSession } from '../../lib/identity/stored-session.ts';
import { onFirstSignOfLife } from '../../lib/islands/first-sign-of-life.ts';
import {
  FETCH_CODE_NOW,
  HYDRATE_NOW,
  INTERACTION_LOST,
  ISLAND_READY,
  PRESS_HELD,
  type PressHeld,
} from '../../lib/islands/island-events.ts';
import { datesAtLoad, productAtLoad } from './buy-box-live.ts';
import { formatPounds } from '../../../commerce/shared/index.ts';
import type { ProductData } from '../../lib/commerce/products.ts';
import { buyBoxShapeKey, buyBoxViewKey } from './buy-box-view.ts';
import { $chosenPostcode } from './chosen-postcode.ts';
import { estimateSaysNothing, estimateView, type EstimateView } from './delivery-estimate-text.ts';
import { $orderSlice } from './order-slice.ts';
import { shopperPostcode } from './postcode-precedence.ts';

/** The cart's own words when the shop cannot be reached (cart-store.ts). */
const UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';

/**
 * The product page's buy-box before React: the page shows the price and stock it was
 * built with, and this asks the API for the live ones at load. The same: nothing more happens
 * until the shopper reaches for the buy-box. A new price or stock count: written into the built
 * buy-box. Anything more (it sold out, a sale began, the API could not answer): the buy-box
 * hydrates now and shows the live data. It also writes the delivery estimate for the shopper's
 * postcode, sends the product view event, and starts an add pressed before React has loaded.
 * The buy-box's code (React, the cart, the fly-in) is loaded, not rendered, at the shopper's first
 * sign of life on the page, so a press finds it there (the fly-in opens as fast as when React came
 * with the page).
 * `root` holds the island and its data-* facts (ProductBuyBox.astro).
 */
export function refreshBuyBox(root: HTMLElement): void {
  const { skuCode, productName, defaultPostcode = '', statedView, statedShape } = root.dataset;
  const island = root.querySelector('astro-island');
  if (!skuCode || !island) return;
  let mounted = false;
  const notice = root.querySelector('[data-buy-box-notice]');
  const hydrateNow = () => island.dispatchEvent(new Event(HYDRATE_NOW));
  island.addEventListener(
    ISLAND_READY,
    () => {
      mounted = true;
      if (notice) notice.textContent = '';
    },
    { once: true },
  );
  island.addEventListener(INTERACTION_LOST, () => {
    if (notice) notice.textContent = UNREACHABLE;
  });

  // Astro's own loader (no Vite preload helper, whose failure would reload the page while the
  // shopper reads); offline, the directive tries again at the press and says so then.
  onFirstSignOfLife(() => island.dispatchEvent(new Event(FETCH_CODE_NOW)));

  const live = productAtLoad(skuCode);
  // The add's own code (a few kilobytes, no React) is fetched as soon as the page has loaded, so a
  // press that comes with no sign of the shopper before it (a screen reader's, a keyboard's Enter)
  // waits only for the API, not for a file as well. Not at the page's start, where it would share
  // the network with the page's own files; not at the first idle moment, which on a busy page
  // comes after such a press.
  let addCode: Promise<typeof import('./add-before-react.ts')> | undefined;
  const loadAddCode = () => (addCode ??= import('./add-before-react.ts'));
  const fetchAddCode = () => void loadAddCode().catch(() => (addCode = undefined));
  if (document.readyState === 'complete') fetchAddCode();
  else addEventListener('load', fetchAddCode, { once: true });
  // "Add to basket" pressed before React: the add goes now, while React loads, with the live limit.
  island.addEventListener(PRESS_HELD, (event) => {
    const { control, typedInto } = (event as CustomEvent<PressHeld>).detail;
    const form = addFormOf(control);
    if (!form) return;
    event.preventDefault();
    // What the shopper typed, not the field: React may have taken the buy-box over and drawn its
    // own quantity there, to type the shopper's back only once it is ready.
    const field = form.querySelector('input');
    const typed = Number((field && typedInto(field)) ?? field?.value ?? 1);
    const tell = (words: string) => {
      if (!mounted && notice) notice.textContent = words;
    };
    // The notice says the cart's words (a refusal) until the buy-box, once React is in, says them
    // itself (add-before-react.ts), and what React cannot: that the add's code did not load.
    // The buy-box hydrates once the add is done (its React takes the fly-in over): React loading
    // meanwhile would hold the add's reply up on the main thread.
    Promise.all([live, loadAddCode()])
      .then(([{ data }, { addBeforeReact }]) =>
        // Sold out or gone since the page was built: nothing to add, and the buy-box hydrates to show it.
        data && data.maxQuantity > 0 ? addBeforeReact(skuCode, typed, data.maxQuantity) : undefined,
      )
      .catch(() => tell(UNREACHABLE))
      .finally(hydrateNow);
  });

  void live.then(({ data }) => {
    if (data)
      ecommerceEvents.viewItem({
        skuCode,
        name: productName ?? '',
        price: data.currentPrice,
        category: window.location.pathname.split('/')[1] ?? null,
      });
    if (!data || !statedView) hydrateNow();
    else if (mounted || buyBoxViewKey(data) === statedView) return;
    else if (buyBoxShapeKey(data) === statedShape) showLiveFigures(root, data);
    else hydrateNow();
  });

  const { postcode, source } = shopperPostcode({
    chosen: $chosenPostcode.get(),
    orderShippingPostcodes: $orderSlice.get().order?.shippingAddress.map((address) => address.postCode) ?? [],
    savedAddressPostcodes: [],
    defaultPostcode,
  });
  // A signed-in customer's saved addresses may name the postcode: reading them is the buy-box's work.
  if (source === 'default' && hasStoredSession()) {
    hydrateNow();
    return;
  }
  const estimate = root.querySelector('.delivery-estimate');
  if (!estimate) return;
  let shown = postcode;
  const estimateFor = (code: string, postcodeGuessed: boolean) => {
    shown = code;
    showEstimate(estimate, estimateView({ state: 'loading' }, code, new Date(), { postcodeGuessed }));
    void datesAtLoad(skuCode, code).then((dates) => {
      // Once mounted, the buy-box owns the estimate; a later postcode's answer wins over this one.
      if (!mounted && shown === code)
        showEstimate(
          estimate,
          estimateView(dates ? { state: 'ready', dates } : { state: 'failed' }, code, new Date(), { postcodeGuessed }),
        );
    });
  };
  estimateFor(postcode, source === 'default');
  // A postcode chosen elsewhere on the page before React loads (the size comparison's form).
  $chosenPostcode.listen((chosen) => {
    if (!mounted && chosen && chosen !== shown) estimateFor(chosen, false);
  });
}

/** The buy-box's add form, when `control` is its "Add to basket" button or the form itself (Enter in the quantity). */
function addFormOf(control: Element): HTMLFormElement | null {
  const form = control.closest<HTMLFormElement>('form[data-add-to-basket]');
  const adds = control === form || (control instanceof HTMLButtonElement && control.type === 'submit');
  return form && adds ? form : null;
}

/** The live price, stock words and quantity limit in the built buy-box, as BuyBox.tsx renders them. */
function showLiveFigures(root: HTMLElement, data: ProductData): void {
  const price = root.querySelector('[data-testid="price"]');
  if (price) price.textContent = formatPounds(data.currentPrice);
  const was = root.querySelector('.buy-box__was')?.lastChild;
  if (was) was.textContent = formatPounds(data.listPrice);
  const badge = root.querySelector<HTMLElement>('[data-stock]');
  if (badge) {
    badge.textContent = data.stock.text;
    badge.style.background = data.stock.color;
    badge.style.color = data.stock.fontColour;
    badge.dataset.stock = data.stock.type;
  }
  root.querySelector('.stepper input')?.setAttribute('max', String(data.maxQuantity));
}

/** Marks the estimate's elements as DeliveryEstimate.tsx renders them for the same view. */
function showEstimate(estimate: Element, view: EstimateView): void {
  const line = estimate.querySelector('p');
  const change = estimate.querySelector<HTMLElement>('[data-estimate-change]');
  if (!line || !change) return;
  for (const piece of ['orderBy', 'lead', 'day', 'tail'] as const) {
    const element = line.querySelector(`[data-estimate="${piece}"]`);
    if (element) element.textContent = view[piece];
  }
  if (view.problem) line.className = 'form-error';
  else line.removeAttribute('class');
  if (view.promise) line.dataset.testid = 'delivery-estimate';
  else delete line.dataset.testid;
  line.hidden = estimateSaysNothing(view);
  change.hidden = !view.change;
}
