/**
 * The face of the orders: carts, coupons, placement's pricing, the order store's reads and its
 * one guarded writer (moveOrder), receipt keys and claims, shipments and VAT views. Payments,
 * the order mails, the desk and repeat delivery use the orders only through what is named here.
 * Resolvers are wired by the composition root.
 */
export { refreshCart } from './cart-revalidation.ts';
export { changeCart, copyLines } from './cart.service.ts';
export { couponFromRow } from './coupon-rules.ts';
export { couponUsage, lockCoupon, recordRedemption, withdrawRedemptions } from './coupons.store.ts';
export { issueClaimToken } from './order-claims.service.ts';
export { spendCreditOnOrder, withdrawCreditSpend } from './order-credit.store.ts';
export { setOrderAddresses } from './order-details.service.ts';
export { fillCartFromSheet, quoteSheetDelivery, type SheetDetails } from './express-checkout.service.ts';
export type { SheetQuote } from './sheet-quote.ts';
export { orderAddressInput } from './order-input.ts';
export { type CouponBasis, orderCoupon, orderPurchasing, priceOrder } from './order-pricing.ts';
export { presentOrderTo, replyWithOrder } from './order-reply.ts';
export { planOrderShipments } from './order-shipments.ts';
export {
  forgetReceiptKeys,
  freezeShipments,
  loadDetails,
  loadOrder,
  lockOrder,
  lockOrderById,
  moveOrder,
  nextOrderNumber,
  type OrderOpener,
  orderRowById,
  orderStatus,
  type StoredOrder,
} from './orders.store.ts';
export { issueReceiptKey, receiptKeyOpens } from './receipt-keys.ts';
export { chooseForShipment } from './shipping-choice.service.ts';
export { deliveryCharges, orderVatByRate } from './vat-receipt-view.ts';
