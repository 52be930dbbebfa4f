/**
 * The only server rules the browser may import: each is pure, small, and must agree on both
 * sides (how pounds become pence, what a card number must pass, how much credit may be asked
 * for, the order statuses, how a customer is named in the identity service, how long a review may be). An architecture
 * test refuses any other import from `src` into `commerce`.
 */
export { fromPounds, toPounds, type Pence } from '../domain/money.ts';
export { cardExpired, passesLuhn } from '../domain/payment-card.ts';
export { checkCreditRequest, type CreditRequestCheck } from '../domain/pricing/credit-request.ts';
export { ORDER_STATUSES, isOrderStatus, type OrderHistoryEvent, type OrderStatus } from '../domain/order-process.ts';
export { REVIEW_LIMITS } from '../domain/review-rules.ts';
export { customerUsername, randomSignUpPassword } from '../identity/customer-identity.ts';
export type { BrowserDetails, CardDetails } from './payment-details.ts';
