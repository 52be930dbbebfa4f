import { useEffect, useRef, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { walletName, type PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/** A wallet whose sheet can take the order from the basket: its gateway names the sheet (walletSheetUrl). */
const offersExpress = (gateway: PaymentGateway) => gateway.config.some((c) => c.property === 'walletSheetUrl' && c.value !== '');

/**
 * Express checkout in the basket: a button per wallet that can take the order from here (none,
 * and nothing is drawn, where no gateway offers one: never a dead button). The sheet's code is
 * fetched on the first press. The basket itself loads this lazily, once it is drawn.
 */
export default function ExpressCheckout({ order }: { order: CartOrder }) {
  const [wallets, setWallets] = useState<PaymentGateway[]>([]);
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    void catalogue.getPaymentGatewaysForWebsite().then((list) => setWallets((list ?? []).filter(offersExpress)));
  }, []);

  if (wallets.length === 0) return null;

  const press = (gateway: PaymentGateway, button: HTMLButtonElement) => {
    pressed.current = button;
    setOpening(true);
    setMessage(null);
    import('../checkout/express/express-checkout.ts')
      .then(({ openExpressSheet }) => openExpressSheet(gateway, order))
      .then(
        (words) => setMessage(words),
        () => setMessage('Express checkout could not open just now. Please go to checkout instead.'),
      )
      .finally(() => {
        setOpening(false);
        pressed.current?.focus();
      });
  };

  return (
    <section className="express-checkout" aria-labelledby="express-checkout-title">
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
      {message && (
        <p role="alert" className="express-checkout__message">
          {message}
        </p>
      )}
    </section>
  );
}
