import { useId } from 'react';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';

/** The ways to pay as radios, when there is a choice (the checkout's payment step and the order page's balance). */
export function GatewayChoice({
  gateways,
  chosen,
  choose,
}: {
  gateways: PaymentGateway[];
  chosen: PaymentGateway;
  choose: (gatewayId: string) => void;
}) {
  const name = useId();
  if (gateways.length < 2) return null;
  return (
    <fieldset>
      <legend>Pay with</legend>
      {gateways.map((g) => (
        <label key={g.id} className="choice">
          <input type="radio" name={name} value={g.id} checked={g.id === chosen.id} onChange={() => choose(g.id)} />
          <span>{g.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
