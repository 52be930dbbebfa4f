/**
 * The face of mail: the port and its transports, the outbox every mail goes through, and the
 * house layout the templates share. It knows nothing of orders: the order mails sit above orders
 * in order-mail/, and give the outbox plain renderings. Resolvers and the SES events route are
 * wired by the composition root and the server.
 */
export { greetingName } from './greeting-name.ts';
export type { MailPort, OutgoingMail } from './mail-port.ts';
export { readMailSettings } from './mail-settings.ts';
export { mailTransport } from './mail-transport.ts';
export { createMailOutbox, type MailOutbox, runMailOutbox, type RunningMailOutbox } from './outbox-worker.ts';
export {
  mailOwed,
  orderEmail,
  orderOpenerOf,
  type OutboxRow,
  oweMail,
  releaseHeldMail,
  type Rendering,
  undeliveredMailCount,
  withdrawUnsentMail,
} from './outbox.store.ts';
export { renderBoth } from './render-both.ts';
export type { RetryPolicy } from './retry-policy.ts';
export { BackInStock, backInStockSubject } from './templates/back-in-stock.ts';
export { amounts, DATA_TABLE, h1, h2, lines, link, mailLayout, p, styles } from './templates/mail-layout.ts';
