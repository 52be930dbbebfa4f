import { mailboxKey } from './mailbox-key.ts';

/**
 * Who an order's "once per customer" limits (coupon uses, a referral's first order) count against.
 * - An account: the order was placed signed in as this customer. Its limit counts the account's
 *   own orders and the guest orders the customer has claimed (proved theirs through the link in
 *   the confirmation mail), never guest orders that merely carry their email: anyone can type an
 *   email at checkout, so a stranger's guest order must not use up the customer's allowance.
 * - A mailbox: a guest's order. Its limit counts every order to that mailbox (mailbox-key.ts), so
 *   the spellings that reach one inbox (+tags, Gmail's dots, googlemail) are one guest.
 * `mailbox` is kept for an account too: it is what a use is recorded under, so a guest order to the
 * same inbox later counts it.
 */
export type Purchaser = { kind: 'account'; customerId: string; mailbox: string | null } | { kind: 'mailbox'; mailbox: string };

export interface PurchasingOrder {
  guest: boolean;
  customerId: string | null;
  email: string | null;
}

/** The order's purchaser; null while a guest's order has no email yet. */
export function purchaserOf(order: PurchasingOrder): Purchaser | null {
  const mailbox = order.email?.trim() ? mailboxKey(order.email) : null;
  if (!order.guest && order.customerId !== null) return { kind: 'account', customerId: order.customerId, mailbox };
  return mailbox === null ? null : { kind: 'mailbox', mailbox };
}

/** What a counted use is recorded under: the mailbox (the empty string when an account order has no email). */
export function purchaserMailbox(purchaser: Purchaser): string {
  return purchaser.mailbox ?? '';
}

/** The purchaser as one string, for rules that only need to know someone is counted (applyCoupon's customerKey). */
export function purchaserKey(purchaser: Purchaser): string {
  return purchaser.kind === 'account' ? `customer:${purchaser.customerId}` : purchaser.mailbox;
}
