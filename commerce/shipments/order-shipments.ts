import { planShipment, type ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import { RIDE_HOSTS, splitIntoShipments, type ShippableLine, type Shipment } from '../domain/delivery/shipments.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import { lineReadyDate } from '../domain/delivery/ready-date.ts';
import { londonDate } from '../domain/london-clock.ts';
import { hasBeenPlaced } from '../domain/order-process.ts';
import type { Selectable } from 'kysely';
import type { DeliveryConfig } from '../delivery/index.ts';
import type { OrderAddressRow, OrderItemRow, OrderRow, OrderShipmentTable, StockHold } from '../store/tables.ts';

/**
 * What planning shipments reads of an order: its lines with how each travels and the stock they
 * come from, the shipping address, the shopper's choices per shipment and the shop's delivery
 * setup. The orders' stored order is one; naming only these keeps the shipments below the orders.
 */
export interface ShipmentSource {
  order: Pick<OrderRow, 'status' | 'preorder_delivery'>;
  items: readonly ShippableItem[];
  addresses: readonly Pick<OrderAddressRow, 'address_type' | 'post_code' | 'restricted_access'>[];
  shipmentChoices: readonly Selectable<OrderShipmentTable>[];
  delivery: DeliveryConfig;
}

/** A line as shipments see it; `held_from` is set once a placing payment held its stock. */
export type ShippableItem = Pick<OrderItemRow, 'id' | 'quantity' | 'unit_price_pence' | 'weight_grams'> & {
  shipping_group: ShippingGroup;
  product_on_hand: number;
  product_presale_date: string | null;
  held_from?: StockHold['pool'];
};

/**
 * When a placed line can leave, from the stock its payment held: off the shelf, now; from the
 * presale allowance, on the product's presale date. Before placing the product's stock as it is
 * now decides; it must not for a placed line: buying the last units empties the shelf, and that
 * line would read as a pre-order and move to the shipment of the pre-orders sent apart.
 */
function heldReadyDate(heldFrom: 'onHand' | 'presale', presaleDate: string | null): string | null {
  return heldFrom === 'presale' ? presaleDate : null;
}

/** The order's lines as shipments see them: how each travels and, as of `now`, when it can leave. */
export function shippableLines(stored: Pick<ShipmentSource, 'items'>, now: Date): ShippableLine[] {
  const today = londonDate(now);
  return stored.items.map((item) => ({
    id: item.id,
    group: item.shipping_group,
    weightGrams: item.weight_grams,
    quantity: item.quantity,
    totalPence: item.unit_price_pence * item.quantity,
    readyDate:
      item.held_from === undefined
        ? lineReadyDate({ quantity: item.quantity, onHand: item.product_on_hand, presaleDate: item.product_presale_date }, today)
        : heldReadyDate(item.held_from, item.product_presale_date),
  }));
}

/**
 * The order's shipments as they stand: lines split by how they travel (and, when the shopper
 * chose to split a basket mixing stock and pre-orders, by when they can leave), each planned
 * against the delivery address and what the shopper chose. Computed on every read, so changing
 * the address, the lines or the date re-validates every shipment. A line on pre-order holds its
 * shipment back to its presale date, as of `now` (a placed order's own placing time).
 */
export function planOrderShipments(stored: ShipmentSource, now: Date): ShipmentPlan[] {
  const address = stored.addresses.find((a) => a.address_type === 'shipping');
  const placed = hasBeenPlaced(stored.order.status);
  const lines = shippableLines(stored, now);
  const planAll = (hosts: readonly ShippingGroup[]) => splitIntoShipments(lines, stored.order.preorder_delivery, hosts).map(planOne);
  const plans = planAll(RIDE_HOSTS);
  // Small goods ride with a larger shipment only where it can go: one no method delivers to this
  // address (a pallet to an island) leaves them to travel by parcel, which may.
  const riders = new Set(lines.filter((line) => line.group === 'parcel').map((line) => line.id));
  const stranded = plans
    .filter(
      (plan) =>
        plan.group !== 'parcel' &&
        plan.shipmentErrors.some((error) => error.code === 'NO_METHOD_AVAILABLE') &&
        plan.lineIds.some((id) => riders.has(id)),
    )
    .map((plan) => plan.group);
  return stranded.length === 0 ? plans : planAll(RIDE_HOSTS.filter((host) => !stranded.includes(host)));

  function planOne(shipment: Shipment): ShipmentPlan {
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
  }
}
