import { mailboxKey } from './mailbox-key.ts';

/**
 * Claiming a guest order: the order confirmation mails a one-time link, and opening it signed in
 * as the customer whose mailbox the order was placed with makes the order part of their account
 * (history, reorder, reviews, their once-per-customer counts). Typing an email at checkout proves
 * nothing; receiving the mail and signing in with that mailbox does.
 */

/** How long a claim link works after the confirmation is written. */
export const CLAIM_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClaimLink {
  expiresAt: Date;
  usedAt: Date | null;
  order: { guest: boolean; customerId: string | null; email: string | null; claimedBy: string | null };
}

type ClaimRefusal = { code: 'CLAIM_LINK_NOT_VALID' | 'CLAIM_OTHER_EMAIL'; message: string };

/**
 * One message for every link that claims nothing (unknown, used, expired, another shop's, an
 * order already someone's), so the answer tells nothing about the order behind it.
 */
const NOT_VALID: ClaimRefusal = {
  code: 'CLAIM_LINK_NOT_VALID',
  message: 'This link does not work any more: it has been used or is more than 30 days old. Your order is safe; track it with its number.',
};

/** Whether this customer may claim the order with this link (null: they may); `link` undefined when no such link is known. */
export function claimRefusal(link: ClaimLink | undefined, claimant: { customerId: string; email: string }, now: Date): ClaimRefusal | null {
  if (!link || link.usedAt !== null || now.getTime() >= link.expiresAt.getTime()) return NOT_VALID;
  const { order } = link;
  const isGuestOrder = order.guest || order.customerId === null;
  if (!isGuestOrder || (order.claimedBy !== null && order.claimedBy !== claimant.customerId)) return NOT_VALID;
  if (!order.email || mailboxKey(order.email) !== mailboxKey(claimant.email)) {
    return {
      code: 'CLAIM_OTHER_EMAIL',
      message:
        'This order was placed with another email address. Sign in with the address its confirmation was sent to, then open the link again.',
    };
  }
  return null;
}
