/**
 * The face of the VAT receipts: the receipt a placed order's buyer (or whoever holds its receipt
 * key) may open, and the VAT by rate and the delivery charges it states. The order mails print
 * the same VAT summary and the desk's refunds read the same delivery charges, so a receipt, a
 * mail and a refund never disagree. Resolvers are wired by the composition root.
 */
export { deliveryCharges, orderVatByRate } from './vat-receipt-view.ts';
