/**
 * The face of the carts: a cart's lines, copying lines into a cart, applying a coupon, the
 * suggestions beside it and its revalidation against the catalogue. changeCart is the one way a
 * cart changes: it opens or creates the cart, runs the edit in a transaction and moves the order
 * (orders' moveOrder), so the checkout's address, delivery and express changes, payments'
 * revalidation before paying and repeat delivery's new orders all go through this face; the
 * carts use the orders below them (the stored order, its pricing and reply), never the reverse.
 * Resolvers are wired by the composition root.
 */
export { refreshCart } from './cart-revalidation.ts';
export { addLine, changeCart, copyLines } from './cart.service.ts';
