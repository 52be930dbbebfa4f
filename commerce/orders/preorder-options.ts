import { toPounds } from '../domain/money.ts';
import { preorderOptionWords } from '../domain/delivery/preorder-choice.ts';
import { offersPreorderChoice, PREORDER_DELIVERIES } from '../domain/delivery/shipments.ts';
import { hasBeenPlaced } from '../domain/order-process.ts';
import { priceOrder } from './order-pricing.ts';
import { shippableLines } from '../shipments/index.ts';
import type { StoredOrder } from './orders.store.ts';

/**
 * The ways a basket mixing goods in stock with pre-orders can be sent, each priced and dated as
 * the order would be with that choice (the same planning and pricing the quote and placing use),
 * so the words beside each option are what the shopper gets. None for a placed order, or for a
 * basket where sending apart would change nothing.
 */
export function preorderOptions(stored: StoredOrder, now: Date) {
  if (hasBeenPlaced(stored.order.status) || !offersPreorderChoice(shippableLines(stored, now))) return [];
  return PREORDER_DELIVERIES.map((choice) => {
    const trial: StoredOrder = { ...stored, order: { ...stored.order, preorder_delivery: choice } };
    const priced = priceOrder(trial, now);
    const priceKnown = priced.shipments.every((plan) => plan.charge !== null);
    const words = preorderOptionWords(choice, priced.shipments, priceKnown ? priced.totals.shippingPence : null);
    return {
      choice: choice.toUpperCase() as Uppercase<typeof choice>,
      chosen: stored.order.preorder_delivery === choice,
      ...words,
      deliveries: priced.shipments.length,
      shippingAmount: priceKnown ? toPounds(priced.totals.shippingPence) : null,
      shipments: priced.shipments.map((plan) => ({ id: plan.key, readyDate: plan.readyDate, estDeliveryDate: plan.estDeliveryDate })),
    };
  });
}
