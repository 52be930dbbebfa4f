import { useEffect, useId, useState } from 'react';
import { orderCalls } from '../../lib/commerce/orders.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';

const orders = orderCalls(shopperTransport, shopChannel);

/**
 * A link to this basket: whoever opens it gets their own copy of the same lines. The link
 * names a link id, not the cart, so it never lets anyone see or change this basket.
 */
export function ShareBasket({ orderId }: { orderId: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const inputId = useId();
  useEffect(() => {
    let live = true;
    void orders.createCartLink(orderId).then((made) => live && made && setLink(`${window.location.origin}${made.path}`));
    return () => {
      live = false;
    };
  }, [orderId]);
  if (!link) return null;
  return (
    <div className="share-basket">
      <label htmlFor={inputId}>Share this basket</label>
      <div className="field-inline">
        <input id={inputId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            )
          }
        >
          Copy link
        </button>
      </div>
      <p role="status" className="field__hint">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Copy the link from the box above.'
            : 'Whoever opens it gets their own basket with the same items.'}
      </p>
    </div>
  );
}
