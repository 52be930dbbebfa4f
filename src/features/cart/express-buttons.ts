import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { offersExpressButton } from './express-offer.ts';

type ExpressElements = typeof import('../checkout/express/express-elements.ts');
type CartSource = import('../checkout/express/express-elements.ts').ExpressCartSource;

/** The express buttons' code and the provider's SDK behind it: fetched only when a wallet offers one. */
export const loadExpressElements = (): Promise<ExpressElements> => import('../checkout/express/express-elements.ts');

/**
 * Mounts each wallet's own express button into `area`, each in a holder of its own that stays
 * hidden until its element says the device can pay (never a dead button); `area` itself is shown
 * once one is. Words for the shopper (a refusal, a payment that did not go through) appear under
 * them. Answers a function that takes the buttons down again.
 */
export async function mountExpressButtons(
  area: HTMLElement,
  gateways: PaymentGateway[],
  cart: CartSource,
  onShown: () => void = () => {
    area.hidden = false;
  },
): Promise<() => void> {
  const { mountExpressButton } = await loadExpressElements();
  const message = document.createElement('p');
  message.className = 'express-checkout__message';
  message.setAttribute('role', 'alert');
  const mounted = await Promise.all(
    gateways.map((gateway) => {
      const holder = document.createElement('div');
      holder.className = 'express-checkout__wallet';
      holder.dataset.testid = `express-${gateway.id}`;
      holder.hidden = true;
      area.insertBefore(holder, area.querySelector('.express-checkout__message'));
      return mountExpressButton(gateway, holder, cart, {
        ready: () => {
          holder.hidden = false;
          onShown();
        },
        unavailable: () => holder.remove(),
        say: (words) => {
          message.textContent = words ?? '';
        },
      });
    }),
  );
  area.append(message);
  return () => {
    for (const button of mounted) button?.destroy();
    message.remove();
  };
}

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/**
 * The product page's express buttons, outside the buy-box's island so they can be on the page
 * before the shopper presses (Apple Pay counts only a press on its own button): asks which wallets
 * offer one and mounts them into the page's express area (`[data-wallet-express]`), buying this
 * product at the quantity in the buy-box, in a cart of its own. The page calls this when it is idle
 * or the area comes into view, never at its start.
 */
export async function offerProductExpress(area: HTMLElement): Promise<void> {
  const buyBox = area.closest<HTMLElement>('[data-buy-box]');
  const skuCode = buyBox?.dataset.skuCode;
  if (!buyBox || !skuCode) return;
  const stated = statedView(buyBox);
  // A product built as sold out has no express button (the live buy-box offers what it can instead).
  if (stated && stated[2] === false) return;
  const gateways = (await catalogue.getPaymentGatewaysForWebsite())?.filter(offersExpressButton) ?? [];
  if (gateways.length === 0) return;
  const quantity = () => {
    const typed = Number(buyBox.querySelector<HTMLInputElement>('input[type="number"]')?.value);
    return Number.isInteger(typed) && typed > 0 ? typed : 1;
  };
  const price = () => (stated && typeof stated[0] === 'number' ? stated[0] : null);
  await mountExpressButtons(
    area,
    gateways,
    {
      kind: 'product',
      skuCode,
      quantity,
      estimate: () => {
        const each = price();
        return each === null ? null : each * quantity();
      },
    },
    () => area.classList.add('buy-box__express'),
  );
}

/** The buy-box's built view (buyBoxViewKey: price first, then list price, whether it can be bought…), or null. */
function statedView(buyBox: HTMLElement): unknown[] | null {
  try {
    const stated: unknown = JSON.parse(buyBox.dataset.statedView ?? '');
    return Array.isArray(stated) ? stated : null;
  } catch {
    return null;
  }
}
