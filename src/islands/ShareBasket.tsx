import { useId, useState } from 'react';

/** A link to this basket: whoever opens it gets their own copy of the same lines. */
export function ShareBasket({ orderId }: { orderId: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const inputId = useId();
  const link = `${window.location.origin}/cart/${orderId}`;
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
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Copy the link from the box above.' : 'Whoever opens it gets their own basket with the same items.'}
      </p>
    </div>
  );
}
