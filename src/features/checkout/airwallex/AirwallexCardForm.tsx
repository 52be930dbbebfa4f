import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPounds, schemeList } from '../../../../commerce/shared/index.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import type { CardFormProps } from '../card-forms.tsx';
import type { InPageConfirm } from '../in-page-confirm.ts';
import { $paying, $paymentMessage, payment } from '../payment-store.ts';
import { useCardFormPage } from '../use-card-form-page.ts';
import { loadCardElement, type CardElement } from './airwallex-sdk.ts';
import {
  afterElementEvent,
  allowedNetworks,
  EMPTY_CARD_ELEMENT,
  payPressVerdict,
  schemeOfBrand,
  type CardElementView,
} from './card-element-view.ts';
import { AIRWALLEX_RETURN_PATH, readAirwallexHandOff, type ConfirmHandOff } from './confirm-hand-off.ts';
import { confirmRejected, confirmResolved } from './element-confirm.ts';

type Loading = 'loading' | 'ready' | 'failed';

/** Airwallex's environment from the gateway's public config; `prod` unless it names the sandbox. */
export function airwallexEnvOf(gateway: PaymentGateway): 'demo' | 'prod' {
  return gateway.config.find((c) => c.property === 'airwallexEnv')?.value === 'demo' ? 'demo' : 'prod';
}

/** Airwallex's card element in this page, and what its events have told us. */
function useCardElement(gateway: PaymentGateway, onSubmit: () => void) {
  const container = useRef<HTMLDivElement>(null);
  const element = useRef<CardElement | null>(null);
  const [loading, setLoading] = useState<Loading>('loading');
  const [view, setView] = useState<CardElementView>(EMPTY_CARD_ELEMENT);
  // What a blur or a press of Pay found wrong; cleared as soon as the element reports it fixed.
  const [shownError, setShownError] = useState<string | null>(null);
  const latestSubmit = useRef(onSubmit);
  latestSubmit.current = onSubmit;

  useEffect(() => {
    let gone = false;
    loadCardElement({ env: airwallexEnvOf(gateway), allowedCardNetworks: allowedNetworks(gateway.acceptedCards) }).then(
      (created) => {
        if (gone || !container.current) {
          created.destroy();
          return;
        }
        element.current = created;
        created.on('change', (event) =>
          setView((last) => {
            const next = afterElementEvent(last, event?.detail);
            if (!next.error) setShownError(null);
            return next;
          }),
        );
        created.on('blur', (event) =>
          setView((last) => {
            const next = afterElementEvent(last, event?.detail);
            setShownError(next.error);
            return next;
          }),
        );
        created.on('submit', () => latestSubmit.current());
        created.mount(container.current);
        setLoading('ready');
      },
      () => !gone && setLoading('failed'),
    );
    return () => {
      gone = true;
      element.current?.destroy();
      element.current = null;
    };
  }, [gateway]);

  return { container, element, loading, view, shownError, setShownError };
}

/**
 * The card form with Airwallex: the card is typed into Airwallex's card element (its frame, on
 * Airwallex's origin, loaded with the SDK only on this step and only for this gateway) and sent by
 * it straight to Airwallex to confirm the intent our server created. This page learns only
 * whether the card is complete, its scheme, and what the confirm came to.
 */
export function AirwallexCardForm({ order, gateway, payWith }: CardFormProps) {
  const paying = useStore($paying);
  const { message, alert } = useCardFormPage();
  const ids = { error: useId(), hint: useId() };
  const accepted = gateway.acceptedCards;
  // A press while one payment is on its way must not start another (state updates are not synchronous).
  const busy = useRef(false);

  const pay = async () => {
    const created = card.element.current;
    if (busy.current || $paying.get() || !created) return;
    const verdict = payPressVerdict(card.view);
    if (verdict.kind === 'fix') {
      // This press's problem replaces the last refusal; the element has the focus, where the shopper fixes it.
      $paymentMessage.set(null);
      card.setShownError(verdict.message);
      // After this press's re-render, so nothing on the page takes the focus back from the element.
      requestAnimationFrame(() => created.focus());
      return;
    }
    busy.current = true;
    try {
      const inPage: InPageConfirm<ConfirmHandOff> = {
        read: readAirwallexHandOff,
        confirm: (handOff) =>
          created.confirm({ intent_id: handOff.intentId, client_secret: handOff.clientSecret }).then(confirmResolved, confirmRejected),
        returnPath: AIRWALLEX_RETURN_PATH,
      };
      // The order page's balance pays through payBalance; the checkout places the held order.
      await (payWith ?? payment.pay)(gateway.id, null, scheme?.name ?? 'Card', inPage);
    } finally {
      busy.current = false;
    }
  };
  const card = useCardElement(gateway, () => void pay());
  const scheme = schemeOfBrand(card.view.brand, accepted);

  return (
    <form
      noValidate
      className="card-form"
      aria-busy={paying}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      {accepted.length > 0 && (
        <p className="field__hint" id={ids.hint}>
          We accept {schemeList(accepted)}.
        </p>
      )}
      {/* The element's own fields are labelled inside its frame; the group names them and carries the problem. */}
      <fieldset
        className="card-form__group"
        aria-describedby={[accepted.length > 0 ? ids.hint : '', card.shownError ? ids.error : ''].join(' ').trim() || undefined}
      >
        <legend className="field__label">Card details</legend>
        <div ref={card.container} className="card-form__element" data-testid="airwallex-card-element" />
      </fieldset>
      {card.loading === 'loading' && <p role="status">Loading the card fields…</p>}
      {card.loading === 'failed' && (
        <p className="form-error" role="alert">
          The card fields could not be loaded. Check your connection and reload the page, or choose another way to pay.
        </p>
      )}
      {/* Always in the page, its line kept: the element's blur reports a problem between the press and
          the release of a click on Pay, and a line appearing then moved Pay from under the pointer, so
          the click was lost. */}
      <p className="field__error card-form__error" id={ids.error} role="alert" data-testid="card-element-error">
        {card.shownError ?? ''}
      </p>
      <p className="card-form__scheme" aria-live="polite" data-testid="card-scheme">
        {scheme ? scheme.name : ''}
      </p>
      {message && (
        <p ref={alert} className="form-error" role="alert" tabIndex={-1} data-testid="payment-message">
          {message}
        </p>
      )}
      {/* Disabled while paying: one press, one payment (the store refuses a second one as well). */}
      <button type="submit" className="button button--primary card-form__pay" disabled={paying || card.loading !== 'ready'}>
        {paying ? `Paying ${formatPounds(order.amountDue)}…` : `Pay ${formatPounds(order.amountDue)}`}
      </button>
      <p className="field__hint">
        Your bank may ask you to confirm the payment. Your card details go straight to Airwallex's own fields; this shop never sees or
        stores them.
      </p>
    </form>
  );
}
