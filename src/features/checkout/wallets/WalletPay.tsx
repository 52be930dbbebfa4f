import { useEffect, useRef, useState } from 'react';
import type { WalletAuthorization } from '../../../../commerce/shared/index.ts';
import type { CardFormProps } from '../card-forms.tsx';
import { $paying, $paymentMessage, payment } from '../payment-store.ts';
import { walletName, type WalletButton, type WalletButtonLoader } from './wallet-button.ts';

type Availability = 'checking' | 'ready' | 'unavailable';

/**
 * One wallet's button on the payment step. It stays hidden until the provider's element says the
 * device can pay with the wallet (never a dead button), and once the shopper authorises in the
 * wallet's sheet it pays through the payment store as a card does: one placeOrder, the server
 * charging once and settling a lost answer (or, on the order page, one payBalance).
 */
export function WalletPay({ order, gateway, payWith, load }: CardFormProps & { load: WalletButtonLoader }) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<WalletButton | null>(null);
  const [availability, setAvailability] = useState<Availability>('checking');
  const name = walletName(gateway);
  // The amount the sheet shows is the order's when the button is made; placeOrder re-checks it.
  // A new order does not re-create the element, which would close a sheet the shopper has open.
  const latestOrder = useRef(order);
  latestOrder.current = order;
  // Read at the press, for the same reason: a new function each render must not re-create the element.
  const latestPayWith = useRef(payWith);
  latestPayWith.current = payWith;

  useEffect(() => {
    let gone = false;
    const pay = async (authorization: WalletAuthorization) => {
      if ($paying.get()) return;
      // The order page pays a balance due through `payWith`; the payment step places the held order.
      await (latestPayWith.current ?? payment.pay)(gateway.id, authorization.token, name, button.current?.inPage);
    };
    load(gateway, latestOrder.current, {
      ready: () => !gone && setAvailability('ready'),
      unavailable: () => !gone && setAvailability('unavailable'),
      authorized: (authorization) => void pay(authorization),
      failed: (message) => message && $paymentMessage.set(message),
    }).then(
      (created) => {
        if (gone || !container.current) return created.destroy();
        button.current = created;
        created.mount(container.current);
      },
      () => !gone && setAvailability('unavailable'),
    );
    return () => {
      gone = true;
      button.current?.destroy();
      button.current = null;
    };
  }, [gateway, load, name]);

  if (availability === 'unavailable') return null;
  return <div ref={container} className="wallet-pay" hidden={availability !== 'ready'} data-testid={`wallet-${gateway.id}`} />;
}
