import { sql, type Kysely } from 'kysely';

// What staff asked of the customer when an edit of a placed order's lines cost more than was
// paid: the card is never charged without the customer (3-D Secure needs them), so the
// difference is recorded here, shown on the order page and the desk, until it is paid. An edit
// that costs less first takes this down, then refunds the rest to the card.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('balance_due_pence', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance_due_pence >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('balance_due_pence').execute();
}
