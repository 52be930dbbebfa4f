/**
 * The face of the coupons: the staff's coupon book (create, edit, pause), the rules that turn a
 * stored coupon into one the pricing applies, and the redemption ledger that keeps each coupon
 * within its uses. The orders price and apply coupons through what is named here; payments
 * record a redemption when an order is placed and the desk withdraws it when one is cancelled.
 * Resolvers are wired by the composition root.
 */
export { couponFromRow } from './coupon-rules.ts';
export { couponUsage, findCoupon, lockCoupon, recordRedemption, withdrawRedemptions } from './coupons.store.ts';
