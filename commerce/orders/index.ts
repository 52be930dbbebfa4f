/**
 * The face of the orders: carts, applying a coupon to one, placement's pricing, the order store's
 * reads and its one guarded writer (moveOrder), receipt keys and claims, shipments and the order
 * as a shopper sees it. Payments, the order mails, the VAT receipts, the desk and repeat delivery
 * use the orders only through what is named here.
 * Resolvers are wired by the composition root.
 */
export { refreshCart } from './cart-revalidation.ts';
export { changeCart, copyLines } from './cart.service.ts';
export { issueClaimToken } from './order-claims.service.ts';
export { spendCreditOnOrder, withdrawCreditSpend } from './order-credit.store.ts';
export { type OrderAddressInput, orderAddressInput, phoneField } from './order-input.ts';
export { preorderOptions } from './preorder-options.ts';
export { type CouponBasis, orderCoupon, orderPurchasing, type PricedOrder, priceOrder } from './order-pricing.ts';
export { disclosureTo, presentOrderTo, replyWithOrder } from './order-reply.ts';
export { presentOrder } from './order-view.ts';
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
  replaceOrderAddresses,
  savePreorderDelivery,
  saveShipmentChoice,
  type StoredOrder,
  updateCartFields,
} from './orders.store.ts';
export { issueReceiptKey, receiptKeyOpens } from './receipt-keys.ts';
