import type { Pence } from '../money.ts';
import { deliveryChargeVat, type DeliveryVatPart, type DeliveryVatTreatment, type GoodsAtRate } from './delivery-vat.ts';

/** The standard rate a delivery charge carries on its own (a standard-rated supply). */
const STANDARD_RATE = 2000;

/** A worked example: a van delivery of a crate of logs (5%) with a box of firelighters (20%). */
const EXAMPLE = {
  chargePence: 1995,
  goods: [
    { rateBasisPoints: 500, valuePence: 15_000 },
    { rateBasisPoints: 2000, valuePence: 1299 },
  ] satisfies GoodsAtRate[],
};

/** How the shop taxes delivery, with a worked example computed by the very rule checkout charges by. */
export interface DeliveryVatFacts {
  treatment: DeliveryVatTreatment;
  example: { chargePence: Pence; goods: GoodsAtRate[]; parts: DeliveryVatPart[] };
}

/** The delivery page's VAT facts for the seller's treatment (domain/pricing/delivery-vat.ts does the sums). */
export function deliveryVatFacts(treatment: DeliveryVatTreatment): DeliveryVatFacts {
  return {
    treatment,
    example: {
      chargePence: EXAMPLE.chargePence,
      goods: EXAMPLE.goods.map((goods) => ({ ...goods })),
      parts: deliveryChargeVat({ pence: EXAMPLE.chargePence, rateBasisPoints: STANDARD_RATE }, EXAMPLE.goods, treatment),
    },
  };
}
