import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cartMessage, cart } from './cart-store.ts';

/** Opens a shared basket link (/cart/{id}) as the shopper's own copy, then shows it. */
export default function SharedCart({ sharedId }: { sharedId: string }) {
  const message = useStore($cartMessage);
  useEffect(() => {
    void cart.copyFromLink(sharedId).then((ok) => {
      if (ok) window.location.replace('/cart');
    });
  }, [sharedId]);
  return message ? (
    <div>
      <p className="form-error" role="alert">
        {message}
      </p>
      <a className="button button--primary" href="/">
        Browse logs and pellets
      </a>
    </div>
  ) : (
    <p role="status">Opening the shared basket…</p>
  );
}
