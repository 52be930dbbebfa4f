import { vatIncluded, type Pence } from '../money.ts';
import type { TimedSlot } from './methods.ts';
import type { EligibleQuote } from './quote.ts';

/** What a shipment adds to the order, VAT included, with the VAT in each part. */
export interface ShipmentCharge {
  shippingPence: Pence;
  shippingTaxPence: Pence;
  surchargePence: Pence;
  surchargeTaxPence: Pence;
  timedPence: Pence;
  timedTaxPence: Pence;
  totalPence: Pence;
  totalTaxPence: Pence;
}

/** A timed slot is an upgrade the shopper chose, so free delivery does not waive it. */
export function shipmentCharge(quote: EligibleQuote, timedSlot: TimedSlot | null): ShipmentCharge {
  const timedPence = timedSlot?.pricePence ?? 0;
  const timedTaxPence = vatIncluded(timedPence, quote.vatBasisPoints);
  return {
    shippingPence: quote.shippingPence,
    shippingTaxPence: quote.shippingTaxPence,
    surchargePence: quote.surchargePence,
    surchargeTaxPence: quote.surchargeTaxPence,
    timedPence,
    timedTaxPence,
    totalPence: quote.shippingPence + quote.surchargePence + timedPence,
    totalTaxPence: quote.shippingTaxPence + quote.surchargeTaxPence + timedTaxPence,
  };
}
