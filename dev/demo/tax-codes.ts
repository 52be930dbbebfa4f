import type { ProductTaxCode } from '../../commerce/domain/pricing/tax.ts';
import { taxCodesFor } from '../../commerce/domain/pricing/vat-classes.ts';

/**
 * The demo products by VAT class (the rules of each class are the shop's own, in
 * commerce/domain/pricing/vat-classes.ts). SKU codes from dev/demo/catalogue.ts; a unit test keeps
 * the lists in step.
 */
export const DOMESTIC_FUEL_PRODUCT_IDS: readonly string[] = [
  'LOG-ASH-STD',
  'LOG-ASH-FULL',
  'LOG-ASH-MAX',
  'LOG-BIR-STD',
  'LOG-BIR-FULL',
  'LOG-BIR-MAX',
  'PEL-ANTE-6MM-750',
  'PEL-ANTE-6MM-975',
  'PEL-FP-6MM-375',
  'PEL-FP-6MM-750',
  'PEL-FP-6MM-975',
  'PEL-BULK-1000',
  'KIN-NET-10L',
];

export const STANDARD_RATED_PRODUCT_IDS: readonly string[] = ['ACC-FIRELIGHTER-100'];

/** Each product's codes in priority order (the order `resolveVatRate` expects). */
export const seedTaxCodes: readonly ProductTaxCode[] = [
  ...DOMESTIC_FUEL_PRODUCT_IDS.flatMap((id) => taxCodesFor(id, 'domestic-fuel')),
  ...STANDARD_RATED_PRODUCT_IDS.flatMap((id) => taxCodesFor(id, 'standard')),
];

/** One product's seed codes, in priority order. */
export function seedTaxCodesFor(skuCode: string): ProductTaxCode[] {
  return seedTaxCodes.filter((code) => code.skuCode === skuCode);
}
