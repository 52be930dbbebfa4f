/**
 * The face of the order mails: the confirmation, dispatch and desk mails (cancelled, refunded,
 * delivered, delivery changed, credit changed), each owed in the transaction that made it true
 * and rendered later from the order by the outbox. They read orders, so they sit above orders;
 * mail below them is only the port, the outbox and the layout.
 */
export {
  type DeliveryChangedFacts,
  type LinesChangedFacts,
  oweBalancePaidMail,
  oweLinesChangedMail,
  oweCreditChangedMail,
  oweDeliveryChangedMail,
  oweOrderCancelledMail,
  oweOrderRefundedMail,
  oweShipmentDeliveredMail,
  releaseDeliveredNotice,
  withdrawDeliveredNotice,
} from './desk-mail.ts';
export { addressLines } from './order-mail-view.ts';
export { oweOrderMail, oweShipmentDispatchedMail, releaseDispatchNotice, withdrawDispatchNotice } from './order-mail.ts';
