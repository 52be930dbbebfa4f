import type { Kysely, Transaction } from 'kysely';
import { isGuestOrder } from '../domain/order-disclosure.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { loadOrder } from '../orders/index.ts';
import { issueClaimToken } from '../orders/index.ts';
import { issueReceiptKey } from '../orders/index.ts';
import type { Database } from '../store/tables.ts';
import { renderBoth } from '../mail/index.ts';
import { DESK_MAIL_KINDS, renderDeskMail } from './desk-mail.ts';
import { orderClaimLink, orderLinks, orderMailView } from './order-mail-view.ts';
import {
  mailOwed,
  orderEmail,
  orderOpenerOf,
  oweMail,
  releaseHeldMail,
  withdrawUnsentMail,
  type OutboxRow,
  type Rendering,
} from '../mail/index.ts';
import { OrderConfirmation, orderConfirmationSubject } from './templates/order-confirmation.ts';
import { ShopOrderNotice, shopOrderNoticeSubject } from './templates/shop-order-notice.ts';
import { ShipmentDispatched, shipmentDispatchedSubject } from './templates/shipment-dispatched.ts';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';

/** One key per order and kind: the message's Message-ID, stable however often it is written or sent. */
const orderConfirmationKey = (orderId: string) => `order-confirmation.${orderId}`;
const shopOrderNoticeKey = (orderId: string) => `order-notice.${orderId}`;
const SHIPMENT_DISPATCHED = 'shipment-dispatched.';
const shipmentDispatchedKey = (orderId: string, shipmentKey: ShipmentKey) => `${SHIPMENT_DISPATCHED}${orderId}.${shipmentKey}`;
/** The shipment a dispatch notice is about, from its key (one notice per shipment of an order). */
const dispatchedShipmentOf = (idempotencyKey: string) => idempotencyKey.slice(idempotencyKey.lastIndexOf('.') + 1);

/**
 * Owes the mail a placed order brings: the shopper's confirmation and the shop's notice. Called in
 * the transaction that places the order, so they exist exactly when the placement commits.
 * Nothing is rendered here: a template or a missing setting must never undo a paid placement;
 * the outbox worker renders each message once, before its first send.
 */
export async function oweOrderMail(tx: Transaction<Database>, order: { id: string; tenant_id: string }, now: Date): Promise<void> {
  const email = await orderEmail(tx, order.id);
  const about = { tenantId: order.tenant_id, orderId: order.id };
  await oweMail(
    tx,
    [
      ...(email
        ? [{ ...about, idempotencyKey: orderConfirmationKey(order.id), kind: 'orderConfirmation' as const, recipient: email }]
        : []),
      { ...about, idempotencyKey: shopOrderNoticeKey(order.id), kind: 'shopOrderNotice', recipient: null },
    ],
    now,
  );
}

/**
 * Owes the customer the notice that one shipment left, in the transaction that dispatches it.
 * One per shipment: its key makes a second write of the same notice a no-op.
 */
export async function oweShipmentDispatchedMail(
  tx: Transaction<Database>,
  order: { id: string; tenant_id: string },
  shipmentKey: ShipmentKey,
  now: Date,
  notBefore: Date = now,
): Promise<void> {
  const email = await orderEmail(tx, order.id);
  if (!email) return;
  await oweMail(
    tx,
    [
      {
        tenantId: order.tenant_id,
        orderId: order.id,
        idempotencyKey: shipmentDispatchedKey(order.id, shipmentKey),
        kind: 'shipmentDispatched',
        recipient: email,
        notBefore,
      },
    ],
    now,
  );
}

/**
 * Takes back a shipment's dispatch notice while it is still held (a dispatch undone within its
 * window), in the undoing transaction: 'withdrawn'; 'none' when no notice was owed (an order with
 * no email); 'gone' when it has left, is leaving or is due (then it is left alone).
 */
export async function withdrawDispatchNotice(
  tx: Transaction<Database>,
  orderId: string,
  shipmentKey: ShipmentKey,
  now: Date,
): Promise<'withdrawn' | 'none' | 'gone'> {
  const key = shipmentDispatchedKey(orderId, shipmentKey);
  if (!(await mailOwed(tx, key))) return 'none';
  return (await withdrawUnsentMail(tx, key, now)) ? 'withdrawn' : 'gone';
}

/** Lets a held dispatch notice leave now; true when it was still held. */
export function releaseDispatchNotice(db: Kysely<Database>, orderId: string, shipmentKey: ShipmentKey, now: Date): Promise<boolean> {
  return releaseHeldMail(db, shipmentDispatchedKey(orderId, shipmentKey), now);
}

/** What rendering an order's mail needs besides the store: who signs it, where the shop's copy goes. */
export interface OrderMailSigning {
  seller: SellerIdentity;
  /** Where the shop's notices go. */
  ordersMailTo: string;
}

/**
 * Renders one owed message of an order, HTML and plain text from the same template. A guest's
 * confirmation gets a receipt key of its own (its hash stored in `tx`), so the link in the mail
 * opens the order in full, and a one-time link to claim the order for their account; the shop's
 * notice never carries either.
 */
export async function renderOrderMail(
  tx: Kysely<Database>,
  row: Pick<OutboxRow, 'kind' | 'order_id' | 'recipient' | 'idempotency_key' | 'facts'>,
  settings: OrderMailSigning,
  now: Date,
): Promise<Rendering> {
  if (DESK_MAIL_KINDS.has(row.kind)) return renderDeskMail(tx, row, settings.seller, now);
  const orderId = row.order_id;
  const opener = orderId ? await orderOpenerOf(tx, orderId) : undefined;
  const stored = opener && orderId ? await loadOrder(tx, opener, orderId) : undefined;
  if (!stored) throw new Error(`The order this ${row.kind} is about (${orderId}) is not in the store.`);
  const { seller } = settings;
  if (row.kind === 'orderConfirmation') {
    if (!row.recipient) throw new Error(`Order ${stored.order.id} has no email to confirm it to.`);
    const guest = isGuestOrder({ guest: stored.order.guest, customerId: stored.order.customer_id });
    const receiptKey = guest ? await issueReceiptKey(tx, stored.order.id, now) : null;
    const links = orderLinks(seller.siteUrl, stored.order.id, receiptKey);
    // A guest's order joins an account only through this link, opened signed in with the order's mailbox.
    if (guest) links.claim = orderClaimLink(seller.siteUrl, await issueClaimToken(tx, stored.order.id, now));
    const view = orderMailView(stored, seller, links);
    return { recipient: row.recipient, subject: orderConfirmationSubject(view), ...(await renderBoth(OrderConfirmation({ view }))) };
  }
  if (row.kind === 'shipmentDispatched') {
    if (!row.recipient) throw new Error(`Order ${stored.order.id} has no email to send its dispatch notice to.`);
    const guest = isGuestOrder({ guest: stored.order.guest, customerId: stored.order.customer_id });
    const receiptKey = guest ? await issueReceiptKey(tx, stored.order.id, now) : null;
    const view = orderMailView(stored, seller, orderLinks(seller.siteUrl, stored.order.id, receiptKey));
    const key = dispatchedShipmentOf(row.idempotency_key);
    const shipment = view.shipments.find((candidate) => candidate.key === key);
    if (!shipment) throw new Error(`Order ${stored.order.id} has no ${key} shipment to send a dispatch notice of.`);
    return {
      recipient: row.recipient,
      subject: shipmentDispatchedSubject(view),
      ...(await renderBoth(ShipmentDispatched({ view, shipment }))),
    };
  }
  const view = orderMailView(stored, seller, orderLinks(seller.siteUrl, stored.order.id, null));
  return { recipient: settings.ordersMailTo, subject: shopOrderNoticeSubject(view), ...(await renderBoth(ShopOrderNotice({ view }))) };
}
