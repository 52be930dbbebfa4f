import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { execute } from '../../lib/commerce/client.ts';
import { ChoosePreorderDeliveryDocument, GetPreorderOptionsDocument, type PreorderDelivery } from '../../lib/commerce/gql/graphql.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { orNull } from '../../lib/commerce/outcome.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { shopperTransport } from '../../lib/identity/shopper-transport.ts';
import { $cartUpdating, cart } from './cart-store.ts';

type Option = { choice: PreorderDelivery; chosen: boolean; title: string; detail: string };

// The held cart may be a signed-in customer's, which answers only to their ID token. The calls
// live here, not with the cart's, so they load with the delivery estimate rather than at start-up.
const optionsFor = (orderId: string, postcode: string) =>
  orNull(
    'getPreorderOptions',
    async () => (await execute(shopperTransport, GetPreorderOptionsDocument, { orderId, postcode, ...shopChannel })).getPreorderOptions,
  );

const choose = (choice: PreorderDelivery) =>
  cart.change((orderId, onError) =>
    orNull(
      'choosePreorderDelivery',
      async () =>
        (await execute(shopperTransport, ChoosePreorderDeliveryDocument, { orderId, choice, ...shopChannel })).choosePreorderDelivery,
      onError,
    ),
  );

/**
 * A basket mixing goods in stock with pre-orders: send the goods in stock now and the pre-orders
 * when they ship, or wait and send it all together. Each way comes from the server already priced
 * and dated for `postcode`, and the choice is saved to the order, which plans the shipments from it.
 */
export function PreorderChoice({ order, postcode }: { order: CartOrder; postcode: string }) {
  const [options, setOptions] = useState<Option[]>([]);
  const updating = useStore($cartUpdating);
  const name = useId();
  // Asked again when the lines or the shipments change (a choice made re-plans them).
  const shape = `${order.orderItems.map((i) => `${i.code}*${i.quantity}`).join(',')}|${order.shipments.map((s) => s.id).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the order's lines and shipments.
  useEffect(() => {
    let live = true;
    void optionsFor(order.id, postcode).then((list) => live && setOptions(list ?? []));
    return () => {
      live = false;
    };
  }, [order.id, postcode, shape]);
  if (options.length === 0) return null;
  return (
    <fieldset className="preorder-choice" data-testid="preorder-choice">
      <legend>Some of your order is on pre-order: how shall we send it?</legend>
      {options.map((option) => (
        <label key={option.choice} className="preorder-choice__option">
          <input
            type="radio"
            name={name}
            value={option.choice}
            checked={option.chosen}
            aria-disabled={updating || undefined}
            onChange={() => !updating && void choose(option.choice)}
          />
          <span>
            <strong>{option.title}</strong>
            <span className="preorder-choice__detail">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
