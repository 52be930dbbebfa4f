import type { CartOrder } from '../../lib/commerce/orders.ts';
import { ShipmentDays } from '../orders/OrderParts.tsx';
import { ShipmentSurcharges } from './DeliveryStep.tsx';
import { shipmentHeading, type ShippingGroup } from '../../../commerce/shared/index.ts';

/**
 * The delivery step, once done: per shipment its method, the days it leaves us and arrives and
 * the slot, in the method's own date format (as the order page says them), and its surcharges.
 */
export function DeliverySummary({ shipments }: { shipments: CartOrder['shipments'] }) {
  return (
    <ul className="delivery-summary">
      {shipments.map((shipment) => (
        <li key={shipment.id} data-testid={`delivery-summary-${shipment.id}`}>
          {shipmentHeading(shipment.id.replace(/-later$/, '') as ShippingGroup, shipment.shippingMethod?.displayName ?? null)}
          {shipment.id.endsWith('-later') ? ': the pre-orders' : ''}
          <ShipmentDays shipment={shipment} />
          <ShipmentSurcharges shipment={shipment} />
        </li>
      ))}
    </ul>
  );
}
