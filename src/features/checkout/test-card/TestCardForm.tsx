import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { detectCardScheme, formatPounds, schemeList, type AcceptedCard } from '../../../../commerce/shared/index.ts';
import type { CardFormProps } from '../card-forms.tsx';
import { cardFrameSrc, createCardFrameChannel } from './card-frame-channel.ts';
import { $paying, $paymentMessage, payment } from '../payment-store.ts';
import { useCardFormPage } from '../use-card-form-page.ts';

/** The gateway's card frame on this page, and the conversation with it (card-frame-channel.ts). */
function useCardFrame(cardFrameUrl: string, accepted: AcceptedCard[], onSubmit: () => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [bin, setBin] = useState('');
  const frameOrigin = new URL(cardFrameUrl).origin;
  // The latest list and submit handler, read when the frame asks, without re-creating the channel.
  const latest = useRef({ accepted, onSubmit });
  latest.current = { accepted, onSubmit };
  const [channel] = useState(() =>
    createCardFrameChannel({
      frameOrigin,
      frameWindow: () => frame.current?.contentWindow ?? null,
      acceptedCards: () => latest.current.accepted,
      handlers: {
        onBin: setBin,
        // Set through the CSSOM: the page's policy allows no style attributes.
        onHeight: (height) => frame.current?.style.setProperty('height', `${height}px`),
        onSubmit: () => latest.current.onSubmit(),
      },
      newRequestId: () => crypto.randomUUID(),
      timeout: (done) => {
        const timer = setTimeout(done, 20_000);
        return () => clearTimeout(timer);
      },
    }),
  );
  useEffect(() => {
    const listener = (event: MessageEvent) => channel.receive(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [channel]);
  return { frame, bin, channel, src: cardFrameSrc(cardFrameUrl, window.location.origin) };
}

/**
 * The card form. The card is typed into the payment gateway's own frame, on the gateway's
 * origin: this page never sees it, only the token the frame hands over (and the first six digits,
 * to name the scheme). The token leaves the browser only inside placeOrder.
 */
function CardFrameForm({ order, gateway, cardFrameUrl, payWith }: CardFormProps & { cardFrameUrl: string }) {
  const paying = useStore($paying);
  const { message, alert } = useCardFormPage();
  const [tokenising, setTokenising] = useState(false);
  // A second press while the frame is still tokenising must not ask twice (state updates are not synchronous).
  const busy = useRef(false);
  const accepted = gateway.acceptedCards;

  const pay = async () => {
    if (busy.current || $paying.get()) return;
    busy.current = true;
    setTokenising(true);
    try {
      const result = await card.channel.tokenise();
      if (result.kind === 'invalid') {
        // This attempt's problem replaces the last refusal: a stale "insufficient funds" beside
        // a mistyped number would send the shopper after the wrong fix. The frame shows the
        // problem beside its field; the focus goes there, where it is read out.
        $paymentMessage.set(null);
        // After this press's re-render (the Pay button re-enabled, a focus fix-up of the page behind
        // it), so nothing takes the focus back from the frame once it is there.
        requestAnimationFrame(() => {
          card.frame.current?.focus();
          card.channel.focus();
        });
        return;
      }
      if (result.kind === 'failed') {
        $paymentMessage.set(result.message);
        return;
      }
      await (payWith ?? payment.pay)(gateway.id, result.token, scheme?.name ?? 'Card');
    } finally {
      busy.current = false;
      setTokenising(false);
    }
  };
  const card = useCardFrame(cardFrameUrl, accepted, () => void pay());
  const scheme = detectCardScheme(card.bin, accepted);

  const busyNow = paying || tokenising;
  return (
    <form
      noValidate
      className="card-form"
      aria-busy={busyNow}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      {accepted.length > 0 && <p className="field__hint">We accept {schemeList(accepted)}.</p>}
      <iframe
        ref={card.frame}
        src={card.src}
        title="Card details"
        className="card-form__frame"
        data-testid="card-frame"
        // The frame needs its scripts, its own origin (to call its gateway) and its form (Enter pays); nothing else.
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
      <p className="card-form__scheme" aria-live="polite" data-testid="card-scheme">
        {scheme ? scheme.name : ''}
      </p>
      {message && (
        <p ref={alert} className="form-error" role="alert" tabIndex={-1} data-testid="payment-message">
          {message}
        </p>
      )}
      {/* Disabled while paying: one press, one payment (the store refuses a second one as well). */}
      <button type="submit" className="button button--primary card-form__pay" disabled={busyNow}>
        {busyNow ? `Paying ${formatPounds(order.amountDue)}…` : `Pay ${formatPounds(order.amountDue)}`}
      </button>
      <p className="field__hint">
        Your bank may ask you to confirm the payment. Your card details go straight to the payment gateway's own fields; this shop never
        sees or stores them.
      </p>
    </form>
  );
}

/** The test gateway's form, once this process has said where its card frame is served (its public config). */
export function TestCardForm({ order, gateway, payWith }: CardFormProps) {
  const cardFrameUrl = gateway.config.find((c) => c.property === 'cardFrameUrl')?.value;
  if (!cardFrameUrl) return <p role="status">{gateway.name} is not available at the moment. Please choose another way to pay.</p>;
  return <CardFrameForm order={order} gateway={gateway} cardFrameUrl={cardFrameUrl} payWith={payWith} />;
}
