import type { Pence } from '../money.ts';
import type { ShippingMethodRule } from './methods.ts';

export interface PackedLoad {
  /** Packages (crates, pallets, parcels) the weight fills; at least one. */
  packageCount: number;
  /** Deliveries the packages go in: more than one only when the method caps a consignment. */
  consignmentCount: number;
  /** Before any free-delivery waiver: each consignment's first package at the method's price, every other at the per-package price. */
  fullPricePence: Pence;
}

/**
 * How a load travels by a method: as many packages as its weight fills, in as few consignments
 * as the method's per-consignment cap allows. Each consignment is a delivery of its own, so each
 * pays the first-package price; the packages after the first in it pay the per-package price.
 */
export function packLoad(
  method: Pick<ShippingMethodRule, 'packageWeightGrams' | 'maxPackagesPerConsignment' | 'pricePence' | 'perPackagePence'>,
  weightGrams: number,
): PackedLoad {
  const packageCount = Math.max(1, Math.ceil(weightGrams / method.packageWeightGrams));
  const cap = method.maxPackagesPerConsignment ?? null;
  const consignmentCount = cap === null ? 1 : Math.ceil(packageCount / cap);
  const fullPricePence = method.pricePence * consignmentCount + (method.perPackagePence ?? 0) * (packageCount - consignmentCount);
  return { packageCount, consignmentCount, fullPricePence };
}
