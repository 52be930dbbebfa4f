import { z } from 'zod';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { toPounds } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { listCartSuggestions } from './cart-suggestions.store.ts';
import { loadOrder, type StoredOrder } from '../orders/index.ts';
import { shippableLines } from '../shipments/index.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import { lineReadyDate } from '../domain/delivery/ready-date.ts';
import { planShipment } from '../domain/delivery/shipment-plan.ts';
import { addOnDelivery, addOnDeliveryText, splitIntoShipments } from '../domain/delivery/shipments.ts';
import { londonDate } from '../domain/london-clock.ts';

/**
 * What adding one of a suggested product would do to the basket's delivery, in words: ride with a
 * larger shipment, join the parcel, or come in a parcel of its own, priced for the order's
 * delivery address when it has one (the product alone, by the method the checkout would pick).
 */
function addOnDeliveryFor(stored: StoredOrder, now: Date) {
  const basket = shippableLines(stored, now);
  const today = londonDate(now);
  const postcode = stored.addresses.find((a) => a.address_type === 'shipping')?.post_code ?? null;
  return (row: {
    id: string;
    shipping_group: ShippingGroup;
    weight_grams: number;
    current_price_pence: number;
    on_hand: number;
    presale_date: string | null;
  }) => {
    const line = {
      id: row.id,
      group: row.shipping_group,
      weightGrams: row.weight_grams,
      quantity: 1,
      totalPence: row.current_price_pence,
      readyDate: lineReadyDate({ quantity: 1, onHand: row.on_hand, presaleDate: row.presale_date }, today),
    };
    const [alone] = splitIntoShipments([line]);
    const ownParcel =
      postcode && alone
        ? (planShipment({ shipment: alone, address: { postcode }, ...stored.delivery, now, channel: 'shop' }).charge?.totalPence ?? null)
        : null;
    return addOnDeliveryText(addOnDelivery(line, basket, stored.order.preorder_delivery, ownParcel));
  };
}

/**
 * What the basket suggests beside its lines. The cart's, not the catalogue's: it reads the cart's
 * lines, and only a caller who may see the cart may ask.
 */
export const cartSuggestionQueries = {
  async getCartSuggestedProducts(_, raw, ctx) {
    const args = parseArgs(z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg }), raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist.');
    const now = ctx.now();
    const deliveryOf = addOnDeliveryFor(stored, now);
    const seen = new Set<string>();
    return (
      (await listCartSuggestions(ctx.db, caller.tenantId, args.orderId))
        // A product suggested by two lines is offered once; one that cannot be bought is not offered.
        .filter((row) => row.on_hand > 0 && !seen.has(row.id) && seen.add(row.id))
        .map((row) => ({
          product: row.id,
          addedProduct: row.added_product_id,
          SKUName: row.sku_name,
          SKUCode: row.id,
          imageUrl: row.image_url,
          currentPrice: toPounds(row.current_price_pence),
          deliveryText: deliveryOf(row),
        }))
    );
  },
} satisfies QueryResolvers;
