/**
 * The face of the catalogue: what the features above it read of products, the seller, reviews,
 * the shop's reference lists and stock. Stock is the catalogue's, so the holds a payment takes
 * on it (and the desk gives back) live here too, and the desk's product views count them without
 * reaching up into payments. Resolvers are wired by the composition root.
 */
export { findProduct, findProducts } from './products.store.ts';
export { listCountries, REVIEW_COLUMNS } from './reference.store.ts';
export { presentReview } from './review-view.ts';
export { presentSeller } from './seller-view.ts';
export { readSeller, readSellerTaxSettings, upsertSeller } from './seller.store.ts';
export { heldUnitsByProduct, holdStock, releaseStock } from './stock-holds.store.ts';
