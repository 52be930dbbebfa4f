import { useEffect, useRef, useState } from 'react';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { offersExpressButton } from './express-offer.ts';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

/** A wallet whose sheet can take an order without the checkout: its gateway names the sheet (walletSheetUrl). */
const offersExpress = (gateway: PaymentGateway) => gateway.config.some((c) => c.property === 'walletSheetUrl' && c.value !== '');

/** What a press hands over: the sheet's code, fetched on the first press. */
type ExpressSheets = typeof import('../checkout/express/express-checkout.ts');

/**
 * The express buttons' state, shared by the basket's and the buy-box's: the wallets the shop says
 * offer a sheet (none: nothing is drawn, never a dead button), those whose own button offers it
 * (`buttons`: mounted by express-buttons.ts, each shown once its element is ready), and a press that fetches the sheet's
 * code, opens it, shows its words (or `failed` when it could not open) and hands the focus back
 * to the button pressed.
 */
export function useExpressWallets(open: (sheets: ExpressSheets, gateway: PaymentGateway) => Promise<string | null>, failed: string) {
  const [wallets, setWallets] = useState<PaymentGateway[]>([]);
  const [buttons, setButtons] = useState<PaymentGateway[]>([]);
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    void catalogue.getPaymentGatewaysForWebsite().then((list) => {
      setWallets((list ?? []).filter(offersExpress));
      setButtons((list ?? []).filter(offersExpressButton));
    });
  }, []);

  const press = (gateway: PaymentGateway, button: HTMLButtonElement) => {
    pressed.current = button;
    setOpening(true);
    setMessage(null);
    import('../checkout/express/express-checkout.ts')
      .then((sheets) => open(sheets, gateway))
      .then(
        (words) => setMessage(words),
        () => setMessage(failed),
      )
      .finally(() => {
        setOpening(false);
        pressed.current?.focus();
      });
  };

  return { wallets, buttons, opening, message, press };
}
