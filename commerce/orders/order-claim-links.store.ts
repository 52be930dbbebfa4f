import type { Kysely, Transaction } from 'kysely';
import type { Scope } from '../context.ts';
import type { ClaimLink } from '../domain/order-claim.ts';
import { inScope } from '../store/scope.ts';
import type { Database } from '../store/tables.ts';

/** Keeps the hash of a claim link's token, with when it stops working. */
export async function saveClaimLinkHash(
  db: Kysely<Database>,
  link: { orderId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('order_claim_link')
    .values({ token_hash: link.tokenHash, order_id: link.orderId, created_at: link.createdAt, expires_at: link.expiresAt, used_at: null })
    .execute();
}

/**
 * The claim link with this token hash and its order's facts, if the order is in the caller's shop,
 * locked (link and order) until the claim commits: two tabs opening one link claim once.
 */
export async function lockClaimLink(
  tx: Transaction<Database>,
  scope: Scope,
  tokenHash: string,
): Promise<(ClaimLink & { orderId: string }) | undefined> {
  const row = await tx
    .selectFrom('order_claim_link')
    .innerJoin('orders', 'orders.id', 'order_claim_link.order_id')
    .select([
      'order_claim_link.order_id',
      'order_claim_link.expires_at',
      'order_claim_link.used_at',
      'orders.guest',
      'orders.customer_id',
      'orders.customer_email',
      'orders.claimed_by_customer_id',
    ])
    .where('order_claim_link.token_hash', '=', tokenHash)
    .where(inScope(scope, 'orders'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderId: row.order_id,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    order: { guest: row.guest, customerId: row.customer_id, email: row.customer_email, claimedBy: row.claimed_by_customer_id },
  };
}

/** Uses the link up and makes the order the customer's claimed guest order, guarded on the link being unused. */
export async function claimOrderWithLink(
  tx: Transaction<Database>,
  claim: { tokenHash: string; orderId: string; customerId: string; at: Date },
): Promise<boolean> {
  const used = await tx
    .updateTable('order_claim_link')
    .set({ used_at: claim.at })
    .where('token_hash', '=', claim.tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await tx
    .updateTable('orders')
    .set({ claimed_by_customer_id: claim.customerId })
    .where('id', '=', claim.orderId)
    .where((eb) => eb.or([eb('claimed_by_customer_id', 'is', null), eb('claimed_by_customer_id', '=', claim.customerId)]))
    .execute();
  return true;
}
