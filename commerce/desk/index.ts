/**
 * The face of the staff desk: what the shop's staff do to orders, days, vans, customers and
 * reviews (the order desk, today, the day's moves, refunds, line edits, the van run, closing a day,
 * the desk settings, customer credit, review moderation, the audit trail), and the shopper's own
 * change of a delivery day, which moves a shipment by the same rules as the desk.
 *
 * The desk sits at the top of the features: it uses orders, payments, shipments and the rest
 * through their faces, and no feature uses it. The composition roots take its resolvers from here,
 * and the server its refund recheck, which a provider's refund event runs (payments cannot reach up
 * for it, so it is handed in). Who counts as staff is not the desk's to say: every feature's staff
 * operations ask it, so `requireStaff` is a kernel (commerce/staff-access.ts).
 */
export { adminQueries } from './audit.resolvers.ts';
export { auditChoiceQueries } from './audit-choices.resolvers.ts';
export { adminCustomerMutations, adminCustomerQueries } from './admin-customers.resolvers.ts';
export { adminReviewMutations, adminReviewQueries } from './admin-reviews.resolvers.ts';
export { closeDayResolvers } from './close-day.resolvers.ts';
export { dayDeskMutations, dayDeskQueries } from './day-desk.resolvers.ts';
export { lineEditMutations, lineEditQueries } from './line-edits.resolvers.ts';
export { orderDeskMutations, orderDeskQueries } from './order-desk.resolvers.ts';
export { paymentsPendingQueries } from './payments-pending.resolvers.ts';
export { recheckRefundsOfPayment } from './refunds.service.ts';
export { shopperDayMutations, shopperDayQueries } from './shopper-day-change.resolvers.ts';
export { todayDeskQueries } from './today.resolvers.ts';
export { vanRunMutations, vanRunQueries } from './van-run.resolvers.ts';
