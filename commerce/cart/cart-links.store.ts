import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Scope } from '../context.ts';
import { inScope } from '../store/scope.ts';
import type { Database } from '../store/tables.ts';

/** The cart's share link, made on first request (one per cart). Link ids are 16 random bytes, base64url. */
export async function cartLinkFor(db: Kysely<Database>, scope: Scope, orderId: string, now: Date): Promise<string> {
  await db
    .insertInto('cart_link')
    .values({
      id: randomBytes(16).toString('base64url'),
      tenant_id: scope.tenantId,
      sales_channel_id: scope.salesChannelId,
      order_id: orderId,
      created_at: now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  const link = await db.selectFrom('cart_link').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return link.id;
}

/**
 * The lines of the cart a link points at, inside the caller's tenant and channel; undefined
 * when there is no such link. The link, not the cart's id, is what the holder was given, so
 * this reads the lines whoever the cart belongs to: the products only, never the cart itself.
 */
export async function linesOfLink(
  db: Kysely<Database>,
  scope: Scope,
  linkId: string,
): Promise<{ skuCode: string; name: string; quantity: number }[] | undefined> {
  const link = await db.selectFrom('cart_link').select('order_id').where('id', '=', linkId).where(inScope(scope)).executeTakeFirst();
  if (!link) return undefined;
  const lines = await db
    .selectFrom('order_item')
    .select(['product_id', 'name', 'quantity'])
    .where('order_id', '=', link.order_id)
    .orderBy('position')
    .execute();
  return lines.map((line) => ({ skuCode: line.product_id, name: line.name, quantity: line.quantity }));
}
