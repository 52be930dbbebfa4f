import type { Kysely } from 'kysely';
import type { CommerceContext } from '../context.ts';
import type { CustomerScope } from '../context.ts';
import { CLAIM_LINK_LIFETIME_MS, claimRefusal } from '../domain/order-claim.ts';
import { apiError } from '../errors.ts';
import { mintSecret, secretHash } from '../hashed-secret.ts';
import type { Database } from '../store/tables.ts';
import { claimOrderWithLink, lockClaimLink, saveClaimLinkHash } from './order-claim-links.store.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new claim link token for a guest order's confirmation mail: returned once, kept only as its hash. */
export async function issueClaimToken(db: Kysely<Database>, orderId: string, now: Date): Promise<string> {
  const { secret, hash } = mintSecret();
  await saveClaimLinkHash(db, { orderId, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + CLAIM_LINK_LIFETIME_MS) });
  return secret;
}

/**
 * The signed-in customer claims the guest order the link was mailed for (domain/order-claim.ts):
 * one transaction, the link locked, used once. Answers the order's id.
 */
export async function claimGuestOrder(ctx: CommerceContext, claimant: CustomerScope & { email: string }, token: string): Promise<string> {
  const tokenHash = TOKEN.test(token) ? secretHash(token) : null;
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const link = tokenHash ? await lockClaimLink(tx, claimant, tokenHash) : undefined;
    const refusal = claimRefusal(link, claimant, now);
    if (refusal) throw apiError('BAD_USER_INPUT', refusal.message, { reason: refusal.code });
    const claimed = await claimOrderWithLink(tx, {
      tokenHash: tokenHash!,
      orderId: link!.orderId,
      customerId: claimant.customerId,
      at: now,
    });
    if (!claimed) throw apiError('BAD_USER_INPUT', claimRefusal(undefined, claimant, now)!.message, { reason: 'CLAIM_LINK_NOT_VALID' });
    return link!.orderId;
  });
}
