import { sql, type Kysely } from 'kysely';
import { CATALOGUE_CHANGES_CHANNEL } from './0017_catalogue_change_notices.ts';

// A product staff stop selling is retired, not deleted: orders, receipts, reviews and the audit
// keep naming it, and it can come back. While `retired_at` is set the storefront treats it as
// absent (no page, not found, not purchasable). Retiring or restoring changes which pages exist,
// so it starts a rebuild as a new product does: a 'removed' or 'added' notice, which listeners
// already read (commerce/catalogue/catalogue-changes.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product').addColumn('retired_at', 'timestamptz').execute();
  await sql`
    create function hearth_notify_product_retirement() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        ${sql.lit(CATALOGUE_CHANGES_CHANNEL)},
        json_build_object(
          'tenant', new.tenant_id,
          'sku', new.id,
          'reason', case when new.retired_at is null then 'added' else 'removed' end
        )::text
      );
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger product_retired_or_restored
    after update of retired_at on product
    for each row
    when ((new.retired_at is null) is distinct from (old.retired_at is null))
    execute function hearth_notify_product_retirement()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists product_retired_or_restored on product`.execute(db);
  await sql`drop function if exists hearth_notify_product_retirement()`.execute(db);
  await db.schema.alterTable('product').dropColumn('retired_at').execute();
}
