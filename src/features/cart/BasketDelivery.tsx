import { useEffect, useId, useState } from 'react';
import { nearestPence } from '../../../commerce/shared/index.ts';
import { deliveryCalls, type ProductDates, type ShippingMethod } from '../../lib/commerce/delivery.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';
import { longDay } from '../../lib/text/london-calendar.ts';
import { shipmentChargeText } from './basket-delivery.ts';
import { BasketSurcharges } from './BasketSurcharges.tsx';
import { LazyPreorderChoice } from './LazyPreorderChoice.tsx';
import { usePostcodeChange } from './PostcodeChange.tsx';
import { useShopperPostcode } from './use-shopper-postcode.ts';

const delivery = deliveryCalls(storefrontTransport, shopChannel);

const GROUP_NAMES: Record<string, string> = { van: 'By our van', pallet: 'On a pallet', parcel: 'By parcel' };

interface Group {
  key: string;
  /** A product of the group, to name the shipment the lines make. */
  skuCode: string;
  /** Every line of the shipment, so the estimate weighs and prices the whole load as checkout does. */
  lines: { productId: string; quantity: number }[];
  goodsPence: number;
  /** Why the shipment leaves no sooner: the pre-order it holds (the API's words); null when none. */
  readyText: string | null;
}

/** The basket's lines by how they travel (each shipment's goods count towards its own free delivery). */
function deliveryGroups(order: CartOrder): Group[] {
  const shipments = order.shipments.length > 0 ? order.shipments : [{ id: 'all', orderItems: order.orderItems, readyText: null }];
  return shipments.flatMap((shipment) => {
    const ids = new Set(shipment.orderItems.map((item) => item.id));
    const items = order.orderItems.filter((item) => ids.has(item.id));
    const first = items[0];
    return first
      ? [
          {
            key: shipment.id,
            skuCode: first.code,
            lines: items.map((item) => ({ productId: item.code, quantity: item.quantity })),
            goodsPence: items.reduce((sum, item) => sum + nearestPence(item.totalAmount), 0),
            readyText: shipment.readyText ?? null,
          },
        ]
      : [];
  });
}

type Quotes = { state: 'loading' } | { state: 'ready'; dates: Map<string, ProductDates | null>; methods: ShippingMethod[] };

/**
 * When the basket could arrive at the shopper's postcode (the product page's precedence) and
 * what delivery costs, per shipment, with how much more makes delivery free when that is near.
 */
export function BasketDelivery({ order, defaultPostcode }: { order: CartOrder; defaultPostcode: string }) {
  const { postcode } = useShopperPostcode(defaultPostcode);
  const { change, form } = usePostcodeChange(postcode);
  const groups = deliveryGroups(order);
  const groupsKey = groups.map((g) => `${g.key}:${g.lines.map((l) => `${l.productId}*${l.quantity}`).join('+')}`).join(',');
  const [quotes, setQuotes] = useState<Quotes>({ state: 'loading' });
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the postcode or the shipments' lines change, not on every reply.
  useEffect(() => {
    let live = true;
    setQuotes({ state: 'loading' });
    void Promise.all([
      delivery.getShippingMethods(),
      Promise.all(
        groups.map(async (group) => [group.key, await delivery.getProductDates(group.skuCode, postcode, undefined, group.lines)] as const),
      ),
    ]).then(([methods, dates]) => {
      if (live) setQuotes({ state: 'ready', dates: new Map(dates), methods: methods ?? [] });
    });
    return () => {
      live = false;
    };
  }, [postcode, groupsKey]);

  return (
    <section className="basket-delivery delivery-estimate" aria-labelledby={titleId} data-testid="basket-delivery">
      <div className="basket-delivery__head">
        <h2 id={titleId} className="basket-delivery__title">
          Delivery to {postcode}
        </h2>
        {change}
      </div>
      {form}
      <div aria-live="polite">
        {quotes.state === 'loading' && <p>Checking delivery to {postcode}…</p>}
        {quotes.state === 'ready' &&
          groups.map((group) => {
            const dates = quotes.dates.get(group.key);
            // The pre-orders of a basket sent apart travel as "<way>-later".
            const name = group.key.endsWith('-later')
              ? `${GROUP_NAMES[group.key.replace(/-later$/, '')]}, the pre-orders`
              : GROUP_NAMES[group.key];
            if (!dates) return <p key={group.key}>We could not check delivery just now.</p>;
            if (dates.errors.length > 0 || !dates.estDeliveryDate) {
              return (
                <p key={group.key} className="form-error">
                  {name ? `${name}: ` : ''}
                  {dates.errors[0] ?? 'We cannot deliver this to that postcode.'}
                </p>
              );
            }
            const method = quotes.methods.find((m) => m.displayName === dates.methodName);
            const { charge, nudge } = shipmentChargeText({
              goodsPence: group.goodsPence,
              freeOverPence: method?.freeOver == null ? null : nearestPence(method.freeOver),
              chargePence: dates.totalShippingAmount == null ? null : nearestPence(dates.totalShippingAmount),
            });
            return (
              <div key={group.key} data-shipment={group.key}>
                <p>
                  {name ? `${name}: ` : ''}from <strong>{longDay(dates.estDeliveryDate)}</strong>
                  {charge ? `, ${charge}` : ''}.
                </p>
                {group.readyText && <p data-testid="shipment-ready">{group.readyText}.</p>}
                <BasketSurcharges shipmentKey={group.key} surcharges={dates.surcharges} />
                {nudge && <p className="basket-delivery__nudge">{nudge}</p>}
              </div>
            );
          })}
      </div>
      <LazyPreorderChoice order={order} postcode={postcode} />
    </section>
  );
}
