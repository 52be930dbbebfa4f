import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../store/tables.ts';

export async function findProduct(db: Kysely<Database>, tenantId: string, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('product').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
