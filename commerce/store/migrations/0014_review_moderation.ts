import { sql, type Kysely } from 'kysely';

// Customers write reviews now (writeReview), so a review waits for the owner before it shows:
// `pending` until approved (or rejected). Reviews already stored were published, so they stay
// `approved`. One review per product per customer is the unique index's rule, so two tabs
// submitting at once cannot both get in; reviews with no customer (imported) are not bound by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('review')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('review').addCheckConstraint('review_status', sql`status in ('pending', 'approved', 'rejected')`).execute();
  await db.schema
    .createIndex('review_one_per_customer_product')
    .on('review')
    .columns(['tenant_id', 'product_id', 'customer_id'])
    .unique()
    .where(sql.ref('customer_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_one_per_customer_product').execute();
  await db.schema.alterTable('review').dropConstraint('review_status').execute();
  await db.schema.alterTable('review').dropColumn('status').execute();
}
