import { shipmentItemsText } from '../orders/order-text.ts';

/** What the check reads of a shipment once the address is on the order. */
export interface ShipmentReachFacts {
  id: string;
  shipmentErrors: readonly string[];
  availableShippingMethods: readonly unknown[];
  orderItems: readonly { quantity: number; name: string }[];
}

export type AddressReach =
  | { ok: true }
  | {
      ok: false;
      /** Why each shipment nobody can carry there is out, with what it holds. */
      undeliverable: { id: string; items: string; reasons: readonly string[] }[];
      /** What could go there instead: the items of the shipments some method reaches. */
      deliverable: string | null;
    };

/**
 * Whether every part of the basket can be delivered to the address just saved, by the server's
 * delivery rules: a shipment no method can carry there is a dead end the shopper must hear about
 * at the address, not a step later. A shipment that merely needs a method chosen is fine.
 */
export function addressReach(shipments: readonly ShipmentReachFacts[]): AddressReach {
  const out = shipments.filter((s) => s.availableShippingMethods.length === 0);
  if (out.length === 0) return { ok: true };
  const reachable = shipments.filter((s) => s.availableShippingMethods.length > 0);
  return {
    ok: false,
    undeliverable: out.map((s) => ({ id: s.id, items: shipmentItemsText(s.orderItems), reasons: s.shipmentErrors })),
    deliverable: reachable.length > 0 ? shipmentItemsText(reachable.flatMap((s) => s.orderItems)) : null,
  };
}
