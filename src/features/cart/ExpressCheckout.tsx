import type { CartOrder } from '../../lib/commerce/orders.ts';
import { walletName } from '../../lib/commerce/payments.ts';
import { useExpressWallets } from './use-express-wallets.ts';

/**
 * Express checkout in the basket: a button per wallet that can take the order from here (none,
 * and nothing is drawn, where no gateway offers one: never a dead button). The sheet's code is
 * fetched on the first press. The basket itself loads this lazily, once it is drawn.
 */
export default function ExpressCheckout({ order }: { order: CartOrder }) {
  const { wallets, opening, message, press } = useExpressWallets(
    ({ openExpressSheet }, gateway) => openExpressSheet(gateway, order),
    'Express checkout could not open just now. Please go to checkout instead.',
  );
  if (wallets.length === 0) return null;

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
