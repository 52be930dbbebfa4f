import { planShipment, type ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { splitIntoShipments } from '../domain/delivery/shipments.ts';
import { lineReadyDate } from '../domain/delivery/ready-date.ts';
import { londonDate } from '../domain/london-clock.ts';
import { hasBeenPlaced } from '../domain/order-process.ts';
import type { StoredOrder } from './orders.store.ts';

/**
 * The order's shipments as they stand: lines split by how they travel, each planned against
 * the delivery address and what the shopper chose. Computed on every read, so changing the
 * address, the lines or the date re-validates every shipment. A line on pre-order holds its
 * shipment back to its presale date, as of `now` (a placed order's own placing time).
 */
export function planOrderShipments(stored: StoredOrder, now: Date): ShipmentPlan[] {
  const address = stored.addresses.find((a) => a.address_type === 'shipping');
  const today = londonDate(now);
  const placed = hasBeenPlaced(stored.order.status);
  const shipments = splitIntoShipments(
    stored.items.map((item) => ({
      id: item.id,
      group: item.shipping_group,
      weightGrams: item.weight_grams,
      quantity: item.quantity,
      totalPence: item.unit_price_pence * item.quantity,
      readyDate: lineReadyDate({ quantity: item.quantity, onHand: item.product_on_hand, presaleDate: item.product_presale_date }, today),
    })),
  );
  return shipments.map((shipment) => {
    const chosen = stored.shipmentChoices.find((c) => c.shipment_key === shipment.key);
    return planShipment({
      shipment,
      address: { postcode: address?.post_code ?? '', restrictedAccess: address?.restricted_access ?? false },
      methods: stored.delivery.methods,
      couriers: stored.delivery.couriers,
      zoneRules: stored.delivery.zoneRules,
      holidays: stored.delivery.holidays,
      now,
      channel: 'shop',
      choice: chosen
        ? {
            methodId: chosen.method_id,
            deliveryDate: chosen.delivery_date,
            timedSlotCode: chosen.timed_code,
            services: chosen.services,
            // Placed: the surcharges per consignment as written down then (none before they were kept); a basket follows the rule.
            ...(placed ? { surchargesPerConsignment: chosen.surcharges_per_consignment ?? [] } : {}),
          }
        : {},
    });
  });
}
