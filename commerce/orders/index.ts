/**
 * The face of the orders: the order as it is stored, read and shown. The order store's reads
 * and writes, with its one guarded writer of status and version (moveOrder); pricing; the order
 * as a shopper sees it and the replies; the input an address arrives in; store credit on an order;
 * receipt keys and claims. Carts, the checkout, payments, the order mails, the VAT receipts, the
 * desk and repeat delivery use the orders only through what is named here; the orders use none of
 * them (a cart's edits live in cart/, above).
 * Resolvers are wired by the composition root.
 */
export { issueClaimToken } from './order-claims.service.ts';
export { spendCreditOnOrder, withdrawCreditSpend } from './order-credit.store.ts';
export { type OrderAddressInput, orderAddressInput, phoneField } from './order-input.ts';
export { preorderOptions } from './preorder-options.ts';
export { type CouponBasis, orderCoupon, orderPurchasing, type PricedOrder, priceOrder } from './order-pricing.ts';
export { disclosureTo, presentOrderTo, replyWithOrder } from './order-reply.ts';
export { presentOrder } from './order-view.ts';
export {
  forgetExpressGuestContact,
  forgetReceiptKeys,
  freezeShipments,
  insertCart,
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
