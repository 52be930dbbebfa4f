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
export { setOrderAddresses } from './order-details.service.ts';
export { fillCartFromSheet, quoteSheetDelivery, type SheetDetails } from './express-checkout.service.ts';
export type { SheetQuote } from './sheet-quote.ts';
export { orderAddressInput } from './order-input.ts';
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
  type StoredOrder,
} from './orders.store.ts';
export { issueReceiptKey, receiptKeyOpens } from './receipt-keys.ts';
export { chooseForShipment } from './shipping-choice.service.ts';
