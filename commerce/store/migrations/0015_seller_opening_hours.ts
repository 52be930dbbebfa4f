import { sql, type Kysely } from 'kysely';

// When a shopper can reach a person, beside the phone and email the seller row already holds:
// the one record of the shop's contact details, printed in every mail and, exported at build
// time, on the site's footer, contact page and Organization JSON-LD. One line per span of days
// ("Monday to Friday: 8am to 5pm"), as the shop wants it read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('seller')
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('seller').dropColumn('opening_hours').execute();
}
