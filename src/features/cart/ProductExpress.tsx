import { useEffect, useRef, useState } from 'react';
import { walletName, type PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/** A wallet whose sheet can take an order without the checkout (its gateway names the sheet: walletSheetUrl). */
const offersExpress = (gateway: PaymentGateway) => gateway.config.some((c) => c.property === 'walletSheetUrl' && c.value !== '');

/**
 * Express checkout in the buy-box: a button per wallet that buys this product at the quantity
 * chosen, in a cart of its own made on the press (the basket is left as it is). Drawn only once
 * the shop says a wallet offers it (never a dead button); the buy-box loads this after it
 * hydrates, and the sheet's code, the payment and the cart call are fetched on the first press.
 */
export default function ProductExpress({ skuCode, quantity }: { skuCode: string; quantity: number }) {
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
      .then(({ openProductExpressSheet }) => openProductExpressSheet(gateway, skuCode, quantity))
      .then(
        (words) => setMessage(words),
        () => setMessage('Express checkout could not open just now. Please add it to your basket instead.'),
      )
      .finally(() => {
        setOpening(false);
        pressed.current?.focus();
      });
  };

  return (
    <div className="buy-box__express">
      {wallets.map((gateway) => (
        <button
          key={gateway.id}
          type="button"
          className="button express-checkout__button"
          disabled={opening}
          onClick={(event) => press(gateway, event.currentTarget)}
        >
          Buy now with {walletName(gateway)}
        </button>
      ))}
      {message && (
        <p role="alert" className="express-checkout__message">
          {message}
        </p>
      )}
    </div>
  );
}
