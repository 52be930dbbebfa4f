import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../store/tables.ts';

// The storefront's reads: a retired product (migration 0031) is not found, so it cannot be shown,
// added or quoted, whatever path the caller takes. Staff reads are admin-products.store.ts.

/** The product on sale with this SKU, or undefined. */
export async function findProduct(db: Kysely<Database>, tenantId: string, id: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('product')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

/** The products on sale of these ids, in one query (a basket's lines, not one read a line). */
export async function findProducts(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('retired_at', 'is', null)
    .execute();
}

/** Every product the tenant sells, in the shop's order (then by SKU, so equal sorts keep one order). */
export async function listProducts(db: Kysely<Database>, tenantId: string): Promise<ProductRow[]> {
  // A retired product is gone from the shop's public face, as findProduct has it.
  return db
    .selectFrom('product')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('retired_at', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
