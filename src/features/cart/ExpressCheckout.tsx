import { useEffect, useRef, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { walletName } from '../../lib/commerce/payments.ts';
import { mountExpressButtons } from './express-buttons.ts';
import { useExpressWallets } from './use-express-wallets.ts';

/**
 * Express checkout in the basket: a button per wallet that can take the order from here (none,
 * and nothing is drawn, where no gateway offers one: never a dead button). The sheet's code is
 * fetched on the first press. The basket itself loads this lazily, once it is drawn.
 */
export default function ExpressCheckout({ order }: { order: CartOrder }) {
  const { wallets, buttons, opening, message, press } = useExpressWallets(
    ({ openExpressSheet }, gateway) => openExpressSheet(gateway, order),
    'Express checkout could not open just now. Please go to checkout instead.',
  );
  const area = useRef<HTMLDivElement>(null);
  const [buttonShown, setButtonShown] = useState(false);
  // The wallet's own button pays for the basket as it is when pressed.
  const held = useRef(order);
  held.current = order;

  useEffect(() => {
    const element = area.current;
    if (!element || buttons.length === 0) return;
    let gone = false;
    let takeDown: (() => void) | null = null;
    // This chunk loads once the basket is drawn; the buttons' code and the provider's SDK wait
    // further, for the browser to be idle (the product page's loader, when-idle-or-seen.ts, stays
    // in that page's own start-up file rather than a file shared with this one).
    const mount = () => {
      if (gone) return;
      void mountExpressButtons(element, buttons, { kind: 'held', order: () => held.current }, () => setButtonShown(true)).then((down) => {
        if (gone) down();
        else takeDown = down;
      });
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(mount, { timeout: 3000 }) : null;
    const timer = idle === null ? window.setTimeout(mount, 300) : null;
    return () => {
      gone = true;
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
      takeDown?.();
    };
  }, [buttons]);

  if (wallets.length === 0 && buttons.length === 0) return null;

  return (
    // Hidden until a wallet can be offered: a sheet the shop names, or a wallet's own button once its element is ready.
    <section className="express-checkout" aria-labelledby="express-checkout-title" hidden={wallets.length === 0 && !buttonShown}>
      <h2 id="express-checkout-title" className="express-checkout__title">
        Express checkout
      </h2>
      <p className="express-checkout__note">
        Your wallet gives us your address; each delivery comes on its first available date, which you can see before you pay.
      </p>
      {wallets.map((gateway) => (
        <button
          key={gateway.id}
          type="button"
          className="button express-checkout__button"
          disabled={opening}
          onClick={(event) => press(gateway, event.currentTarget)}
        >
          Pay with {walletName(gateway)}
        </button>
      ))}
      {buttons.length > 0 && <div ref={area} className="express-checkout__wallets" />}
      {message && (
        <p role="alert" className="express-checkout__message">
          {message}
        </p>
      )}
    </section>
  );
}
