import type { SellerIdentity } from '../domain/seller.ts';

/** The seller as the API answers it (the schema's lists are plain arrays). */
export function presentSeller(seller: SellerIdentity) {
  return { ...seller, addressLines: [...seller.addressLines], openingHours: [...seller.openingHours] };
}
