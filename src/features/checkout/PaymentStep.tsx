import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cardDetails, checkCard, detectCardScheme, EMPTY_CARD, schemeList, type CardDraft } from './card-form.ts';
import { hasErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { formatPounds } from '../../lib/commerce/format-pounds.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { $paying, $paymentMessage, payment } from './payment-store.ts';
import { Field } from '../../lib/forms/Field.tsx';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

const catalogue = catalogueCalls(storefrontTransport, shopChannel);

type Gateways = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: PaymentGateway[] };

function useGateways(): [Gateways, () => void] {
  const [gateways, setGateways] = useState<Gateways>({ state: 'loading' });
  const load = () => {
    setGateways({ state: 'loading' });
    void catalogue.getPaymentGatewaysForWebsite().then((list) => setGateways(list ? { state: 'ready', list } : { state: 'failed' }));
  };
  useEffect(load, []);
  return [gateways, load];
}

/**
 * The card form. What is typed stays in this component's memory: card details are never put
 * in a store, localStorage or the URL, and leave the browser only inside placeOrder.
 */
function CardForm({ order, gateways }: { order: CartOrder; gateways: PaymentGateway[] }) {
  const paying = useStore($paying);
  const message = useStore($paymentMessage);
  const [gatewayId, setGatewayId] = useState(gateways[0]?.id ?? '');
  const [card, setCard] = useState<CardDraft>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Errors show for a field once the shopper has left it, and for all fields after a press of Pay.
  const [touched, setTouched] = useState<Set<keyof CardDraft>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const gatewayName = useId();

  const gateway = gateways.find((g) => g.id === gatewayId) ?? gateways[0];
  const accepted = gateway?.acceptedCards ?? [];
  const scheme = detectCardScheme(card.number, accepted);
  const recheck = (next: CardDraft, fields: Set<keyof CardDraft>, all: boolean) => {
    const found = checkCard(next, accepted, new Date());
    setErrors(Object.fromEntries(Object.entries(found).filter(([field]) => all || fields.has(field as keyof CardDraft))));
  };
  const set = (field: keyof CardDraft) => (value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    // Once a field has shown an error, it is re-checked as the shopper types, so the error goes as soon as it is fixed.
    if (submitted || touched.has(field)) recheck(next, touched, submitted);
  };
  const leave = (field: keyof CardDraft) => () => {
    if (!card[field].trim() && !submitted) return;
    const next = new Set(touched).add(field);
    setTouched(next);
    recheck(card, next, submitted);
  };
  const shown = (field: keyof CardDraft) => errors[field];

  // Back from the bank's page with the browser's back button: the page may come from the cache, mid-payment.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && payment.pageRestored();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  // A refusal is read out and takes focus, so the shopper knows at once and can try another card.
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);

  return (
    <form
      noValidate
      className="card-form"
      aria-busy={paying}
      onSubmit={async (event) => {
        event.preventDefault();
        if ($paying.get() || !gateway) return;
        const form = event.currentTarget;
        const problems = checkCard(card, accepted, new Date());
        flushSync(() => {
          setSubmitted(true);
          setErrors(problems);
        });
        const details = cardDetails(card);
        if (hasErrors(problems) || !details) {
          // This attempt's problem replaces the last refusal: a stale "insufficient funds" beside
          // a mistyped number would send the shopper after the wrong fix.
          $paymentMessage.set(null);
          // Take the shopper to the first field to fix; its error is read out with it.
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          return;
        }
        await payment.pay(gateway.id, details, scheme?.name ?? 'Card');
      }}
    >
      {gateways.length > 1 && (
        <fieldset>
          <legend>Pay with</legend>
          {gateways.map((g) => (
            <label key={g.id} className="choice">
              <input type="radio" name={gatewayName} value={g.id} checked={g.id === gateway?.id} onChange={() => setGatewayId(g.id)} />
              <span>{g.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {accepted.length > 0 && <p className="field__hint">We accept {schemeList(accepted)}.</p>}
      <div className="card-form__number">
        <Field
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          maxLength={23}
          value={card.number}
          error={shown('number')}
          onValue={set('number')}
          onBlur={leave('number')}
        />
        <span className="card-form__scheme" aria-live="polite" data-testid="card-scheme">
          {scheme ? scheme.name : ''}
        </span>
      </div>
      <div className="field-row">
        <Field
          label="Expiry date (MM/YY)"
          hint="As printed on the card, e.g. 08/29"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          value={card.expiry}
          error={shown('expiry')}
          onValue={set('expiry')}
          onBlur={leave('expiry')}
        />
        <Field
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint={scheme?.code.toUpperCase() === 'AMEX' ? '4 digits on the front of the card' : '3 digits on the back of the card'}
          value={card.cvc}
          error={shown('cvc')}
          onValue={set('cvc')}
          onBlur={leave('cvc')}
        />
      </div>
      <Field
        label="Name on card"
        autoComplete="cc-name"
        value={card.name}
        error={shown('name')}
        onValue={set('name')}
        onBlur={leave('name')}
      />
      {message && (
        <p ref={alert} className="form-error" role="alert" tabIndex={-1} data-testid="payment-message">
          {message}
        </p>
      )}
      {/* Disabled while paying: one press, one payment (the store refuses a second one as well). */}
      <button type="submit" className="button button--primary card-form__pay" disabled={paying}>
        {paying ? `Paying ${formatPounds(order.amountDue)}…` : `Pay ${formatPounds(order.amountDue)}`}
      </button>
      <p className="field__hint">
        Your bank may ask you to confirm the payment. Your card details go straight to the payment gateway; we never store them.
      </p>
    </form>
  );
}

/** Credit covers the whole order: it is placed without a card. */
function NothingToPay({ gatewayId }: { gatewayId: string }) {
  const paying = useStore($paying);
  const message = useStore($paymentMessage);
  return (
    <div className="card-form">
      <p>Your credit covers this order, so there is nothing to pay by card.</p>
      <FormAlert message={message} />
      <button
        type="button"
        className="button button--primary"
        disabled={paying}
        onClick={() => void payment.pay(gatewayId, null, 'Credit')}
      >
        {paying ? 'Placing your order…' : 'Place order'}
      </button>
    </div>
  );
}

/** The last checkout step: choose how to pay (when there is a choice), enter the card, pay. */
export function PaymentStep({ order }: { order: CartOrder }) {
  const [gateways, reload] = useGateways();
  const nothingDue = order.amountDue === 0;
  return (
    <div data-testid="payment-step">
      <p>{nothingDue ? 'Nothing is left to pay.' : `You are ready to pay ${formatPounds(order.amountDue)}.`}</p>
      {gateways.state === 'loading' && <p role="status">Loading the ways to pay…</p>}
      {gateways.state === 'failed' && <RetryAlert message="We could not load the ways to pay just now." onRetry={reload} />}
      {gateways.state === 'ready' && gateways.list.length === 0 && (
        <p role="status">Card payment is not available at the moment; your basket and details are saved here. Please try again later.</p>
      )}
      {gateways.state === 'ready' && gateways.list.length > 0 && !nothingDue && <CardForm order={order} gateways={gateways.list} />}
      {gateways.state === 'ready' && gateways.list[0] && nothingDue && <NothingToPay gatewayId={gateways.list[0].id} />}
    </div>
  );
}
