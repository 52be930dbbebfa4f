import { useEffect, useRef, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { walletName } from '../../lib/commerce/payments.ts';
import { whenIdleOrSeen } from '../../lib/islands/when-idle-or-seen.ts';
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
    // Its code and the provider's SDK load when the page is idle or the area comes into view.
    whenIdleOrSeen(element, () => {
      if (gone) return;
      void mountExpressButtons(element, buttons, { kind: 'held', order: () => held.current }, () => setButtonShown(true)).then((down) => {
        if (gone) down();
        else takeDown = down;
      });
    });
    return () => {
      gone = true;
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
