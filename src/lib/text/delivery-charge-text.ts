import { formatPounds } from '../../../commerce/shared/index.ts';

/** A surcharge as the API names it: never waived, so it is said wherever it is added. */
export interface SurchargeFacts {
  name: string;
  reason: string;
  amount: number;
}

export interface MethodPriceFacts {
  isFree: boolean;
  /** The method's own price, 0 when free. */
  shippingAmount: number;
  /** The method's price plus its surcharges. */
  shippingCost: number;
  surcharges: readonly SurchargeFacts[];
}

/**
 * What a delivery method costs, with the parts when surcharges are added: "free",
 * "£59.00", or "£74.00 (£59.00 delivery + £15.00 Tail-lift delivery)". A method whose own
 * price is waived is never called "free" while a surcharge still costs something.
 */
export function methodPriceText(method: MethodPriceFacts): string {
  if (method.surcharges.length === 0) return method.shippingCost === 0 ? 'free' : formatPounds(method.shippingCost);
  const base = method.isFree || method.shippingAmount === 0 ? 'free delivery' : `${formatPounds(method.shippingAmount)} delivery`;
  const parts = [base, ...method.surcharges.map((s) => `${formatPounds(s.amount)} ${s.name}`)];
  return `${formatPounds(method.shippingCost)} (${parts.join(' + ')})`;
}

/** "Tail-lift delivery, £15.00: Your address has restricted access, so …" */
export function surchargeText(surcharge: SurchargeFacts): string {
  return `${surcharge.name}, ${formatPounds(surcharge.amount)}: ${surcharge.reason}`;
}
