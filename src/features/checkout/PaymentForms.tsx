import { useStore } from '@nanostores/react';
import { Suspense, useState } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import { nearestPence } from '../../../commerce/shared/index.ts';
import { type CardFormProps, cardFormFor } from './card-forms.tsx';
import { GatewayChoice } from './GatewayChoice.tsx';
import { offeredFor } from './leave-for-provider/provider-terms.ts';
import { isWallet } from './wallets/wallet-button.ts';
import { $paying, $paymentMessage, payment } from './payment-store.ts';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';

/*
 * The payment step's forms and the payment store behind them (PaymentStep.tsx fetches this module
 * when the step opens, alongside the ways to pay, which they wait for anyway).
 */

/**
 * The ways to pay, when there is a choice, and the chosen gateway's card form; the payment step's,
 * and the order page's for a balance due (`payWith`, with the balance as `order.amountDue`, so a
 * method with limits is offered for the balance, not the order).
 */
export function ChooseAndPay({
  order,
  gateways: listed,
  payWith,
}: {
  order: CartOrder;
  gateways: PaymentGateway[];
  payWith?: CardFormProps['payWith'];
}) {
  // A way to pay with limits (pay in parts) is offered only for an amount within them.
  const offered = listed.filter((g) => offeredFor(g, nearestPence(order.amountDue)));
  // Wallets are buttons of their own, shown where the device can pay with them, not choices.
  const wallets = offered.filter(isWallet);
  const gateways = offered.filter((g) => !isWallet(g));
  const [gatewayId, setGatewayId] = useState(gateways[0]?.id ?? '');
  const gateway = gateways.find((g) => g.id === gatewayId) ?? gateways[0];
  if (!gateway) return wallets.length > 0 ? <WalletButtons order={order} wallets={wallets} showMessage payWith={payWith} /> : null;
  // The provider's own form, by the provider id the API gives as the gateway's type.
  const CardForm = cardFormFor(gateway);
  return (
    <>
      {wallets.length > 0 && <WalletButtons order={order} wallets={wallets} showMessage={false} payWith={payWith} />}
      <GatewayChoice gateways={gateways} chosen={gateway} choose={setGatewayId} />
      {CardForm ? (
        <Suspense fallback={<p role="status">Loading the card fields…</p>}>
          <CardForm key={gateway.id} order={order} gateway={gateway} payWith={payWith} />
        </Suspense>
      ) : (
        <p role="status">{gateway.name} is not available at the moment. Please choose another way to pay.</p>
      )}
    </>
  );
}

/**
 * The wallets' buttons, each hidden until its element says this device can pay with it. A
 * wallet's refusal is shown by the chosen way to pay's form below (one alert for the step), or
 * here when wallets are the only ways to pay.
 */
function WalletButtons({
  order,
  wallets,
  showMessage,
  payWith,
}: {
  order: CartOrder;
  wallets: PaymentGateway[];
  showMessage: boolean;
  payWith: CardFormProps['payWith'];
}) {
  const message = useStore($paymentMessage);
  return (
    <div className="wallet-buttons" data-testid="wallet-buttons">
      {wallets.map((wallet) => {
        const WalletForm = cardFormFor(wallet);
        return (
          WalletForm && (
            <Suspense key={wallet.id} fallback={null}>
              <WalletForm order={order} gateway={wallet} payWith={payWith} />
            </Suspense>
          )
        );
      })}
      {showMessage && <FormAlert message={message} />}
    </div>
  );
}

/** Credit covers the whole order: it is placed without a card. */
export function NothingToPay({ gatewayId }: { gatewayId: string }) {
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
