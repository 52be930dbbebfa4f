import { walletName } from '../../lib/commerce/payments.ts';
import { useExpressWallets } from './use-express-wallets.ts';

/**
 * Express checkout in the buy-box: a button per wallet that buys this product at the quantity
 * chosen, in a cart of its own made on the press (the basket is left as it is). Drawn only once
 * the shop says a wallet offers it (never a dead button); the buy-box loads this after it
 * hydrates, and the sheet's code, the payment and the cart call are fetched on the first press.
 */
export default function ProductExpress({ skuCode, quantity }: { skuCode: string; quantity: number }) {
  const { wallets, opening, message, press } = useExpressWallets(
    ({ openProductExpressSheet }, gateway) => openProductExpressSheet(gateway, skuCode, quantity),
    'Express checkout could not open just now. Please add it to your basket instead.',
  );
  if (wallets.length === 0) return null;

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
