import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CommerceError, execute } from '../../lib/commerce/client.ts';
import { RequestStockAlertDocument } from '../../lib/commerce/gql/graphql.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { stockAlertEmailProblem } from './stock-alert.ts';

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * "Email me when it's back", in the buy-box of a product that cannot be had now (see offersStockAlert). Part
 * of the buy-box's code, which loads when the shopper reaches for it: a chunk of its own would
 * leave the form without its handlers when the shopper's first press lands on it.
 */
export default function StockAlertForm({ skuCode, productName }: { skuCode: string; productName: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const news = useRef<HTMLParagraphElement>(null);
  // A ref, not the state: two presses inside one render would both still read 'idle' from state.
  const inFlight = useRef(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // One request per press: a second press while the first is on its way sends nothing.
    if (inFlight.current) return;
    const problem = stockAlertEmailProblem(email);
    if (problem) {
      setSending({ kind: 'failed', message: problem });
      return;
    }
    inFlight.current = true;
    setSending({ kind: 'sending' });
    const { tenant, salesChannel } = shopChannel;
    let next: Sending;
    try {
      const reply = await execute(storefrontTransport, RequestStockAlertDocument, {
        tenant,
        salesChannel,
        productId: skuCode,
        email: email.trim(),
      });
      next = { kind: 'done', message: reply.requestStockAlert.message };
    } catch (error) {
      next = { kind: 'failed', message: error instanceof CommerceError ? error.message : 'Something went wrong. Please try again.' };
    }
    inFlight.current = false;
    flushSync(() => setSending(next));
    news.current?.focus();
  }

  if (sending.kind === 'done') {
    return (
      <p className="stock-alert__done" role="status" tabIndex={-1} ref={news} data-testid="stock-alert-done">
        {sending.message}
      </p>
    );
  }
  return (
    <form className="stock-alert" aria-labelledby={`${id}-heading`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-heading`} className="stock-alert__heading">
        Email me when it’s back
      </h2>
      <p className="field__hint" id={`${id}-hint`}>
        One email when {productName} is back in stock, and no other. Unsubscribe in one click.
      </p>
      <div className="stock-alert__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Your email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          maxLength={254}
          aria-describedby={`${id}-hint${sending.kind === 'failed' ? ` ${id}-error` : ''}`}
          aria-invalid={sending.kind === 'failed' || undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="button" aria-disabled={sending.kind === 'sending' || undefined}>
          {sending.kind === 'sending' ? 'Sending…' : 'Email me'}
        </button>
      </div>
      <p id={`${id}-error`} ref={news} tabIndex={-1} role={sending.kind === 'failed' ? 'alert' : undefined} className="field__error">
        {sending.kind === 'failed' ? sending.message : ''}
      </p>
    </form>
  );
}
