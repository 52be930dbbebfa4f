/**
 * The face of the checkout: what a shopper sets on a cart before paying for it. The contact and
 * the addresses, the delivery method and day of each shipment, and the express checkout's wallet
 * sheet (its delivery quote, and filling the cart from it). Every one of these is a cart edit
 * and goes through the cart's changeCart, so the checkout sits above the cart; payments (the
 * express checkout's resolvers) and repeat delivery (a round's new order) use what is named here.
 * Resolvers are wired by the composition root.
 */
export { EXPRESS_CART_KEPT_MS, startExpressCart, sweepLeftExpressCarts } from './express-carts.service.ts';
export { fillCartFromSheet, forgetRefusedSheet, quoteSheetDelivery, type SheetDetails } from './express-checkout.service.ts';
export { setOrderAddresses } from './order-details.service.ts';
export type { SheetQuote } from './sheet-quote.ts';
export { chooseForShipment } from './shipping-choice.service.ts';
