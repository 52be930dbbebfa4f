import { sql, type Kysely } from 'kysely';
import { CATALOGUE_CHANGES_CHANNEL } from './0017_catalogue_change_notices.ts';

// The footer and the contact page print the seller, and the delivery-charges page is built from
// the delivery methods and their couriers; staff now edit all three on the desk, so a change must
// start a rebuild as a price change does (migration 0017), on the same channel. The notice names
// the tenant and what changed ('seller' or 'delivery'), no SKU. A save that changes nothing (the
// demo start rewriting the same site address) announces nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function hearth_notify_shop_setting_change() returns trigger language plpgsql as $$
    declare
      changed_tenant text;
    begin
      if tg_op = 'DELETE' then changed_tenant := old.tenant_id; else changed_tenant := new.tenant_id; end if;
      perform pg_notify(
        ${sql.lit(CATALOGUE_CHANGES_CHANNEL)},
        json_build_object('tenant', changed_tenant, 'reason', tg_argv[0])::text
      );
      return null;
    end
    $$
  `.execute(db);
  for (const [table, reason] of [
    ['seller', 'seller'],
    ['shipping_method', 'delivery'],
    ['courier', 'delivery'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_changed`)}
      after update on ${sql.table(table)}
      for each row when (old.* is distinct from new.*)
      execute function hearth_notify_shop_setting_change(${sql.lit(reason)})
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_added_or_removed`)}
      after insert or delete on ${sql.table(table)}
      for each row
      execute function hearth_notify_shop_setting_change(${sql.lit(reason)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seller', 'shipping_method', 'courier']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_added_or_removed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists hearth_notify_shop_setting_change()`.execute(db);
}
