/**
 * The only server rules the browser may import: each is pure, small, and must agree on both
 * sides (how pounds become pence and how money is written, how a card's scheme is named, what the card frame may say, how much
 * credit may be asked for, the order statuses, how a customer and a staff member are named in the identity service, how
 * long a review may be, how a delivery date is written). An architecture
 * test refuses any other import from `src` into `commerce`.
 */
export {
  decimalPounds,
  divideHalfUp,
  formatPence,
  formatPounds,
  fromPounds,
  nearestPence,
  type Pence,
  toPounds,
} from '../domain/money.ts';
export { checkCreditRequest, type CreditRequestCheck } from '../domain/pricing/credit-request.ts';
export { ORDER_STATUSES, isOrderStatus, type OrderHistoryEvent, type OrderStatus } from '../domain/order-process.ts';
// A pay-in-parts method is offered, and its plan written, by the same rule the server checks.
export { instalmentPlanText, type InstalmentTerms, withinInstalmentLimits } from '../domain/instalments.ts';
export { REVIEW_LIMITS } from '../domain/review-rules.ts';
export { customerUsername, randomSignUpPassword } from '../domain/customer-identity.ts';
export { staffUsername } from '../domain/staff-identity.ts';
export { BROWSER_LANGUAGE, FALLBACK_BROWSER_LANGUAGE, MAX_BROWSER_LANGUAGE, type BrowserDetails } from './payment-details.ts';
export { balanceReturnUrl, isBalanceReturn } from './payment-return.ts';
export { detectCardScheme, schemeList, type AcceptedCard } from './card-schemes.ts';
export {
  CARD_FRAME_CHANNEL,
  fromExpectedSender,
  parseFromCardFrame,
  type FromCardFrame,
  type ToCardFrame,
  type Unmarked,
} from './card-frame-messages.ts';
export {
  parseFromTestSheet,
  parseFromTestWallet,
  parseToTestSheet,
  TEST_SHEET_CHANNEL,
  TEST_WALLET_CHANNEL,
  type FromTestSheet,
  type FromTestWallet,
  type SheetDetailsUpdate,
  type SheetShippingAddress,
  type ToTestSheet,
  type WalletAddress,
  type WalletAuthorization,
  type WalletContact,
} from './wallet-sheet.ts';
// The delivery page states the rules at build time from exported facts of these shapes.
export type { DeliveryChargesTable, MethodCharges, ZoneAreas, ZoneCharge } from '../domain/delivery/delivery-charges-table.ts';
export type { ShippingGroup } from '../domain/delivery/methods.ts';
export type { DeliveryVatFacts } from '../domain/pricing/delivery-vat-rule.ts';
export { ZONE_PHRASES, type Zone } from '../domain/delivery/zones.ts';
// A delivery date reads the same on the site as in the order mail ("Thursday 19 November"), without Intl.
export { DEFAULT_DELIVERY_DATE_FORMAT, formatIsoDate } from '../domain/delivery/date-format.ts';
export { addDays } from '../domain/delivery/working-days.ts';
// A shipment is headed the same in the checkout as the server words it for the order page, mails and desk.
export { SHIPMENT_TRAVEL_NAMES, shipmentHeading } from '../domain/delivery/shipment-promise.ts';
