// Written from the commerce store's delivery rules just before each build (server/content-pipeline/delivery-facts.ts).
import type { DeliveryChargesTable, DeliveryVatFacts, ShippingGroup } from '../../../commerce/shared/index.ts';
import exported from './delivery-facts.json';

/** The delivery rules as the page states them, and how each SKU travels. */
export interface ExportedDeliveryFacts extends DeliveryChargesTable {
  shippingGroups: Record<string, ShippingGroup>;
  /** How delivery is taxed (the seller's setting), with a worked example from checkout's own rule. */
  deliveryVat: DeliveryVatFacts;
}

export function deliveryFacts(): ExportedDeliveryFacts {
  return exported as unknown as ExportedDeliveryFacts;
}
