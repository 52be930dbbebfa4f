import { sql, type Kysely } from 'kysely';

/** The NOTIFY channel the trigger speaks on; commerce/catalogue/catalogue-changes.store.ts listens on it. */
export const CATALOGUE_CHANGES_CHANNEL = 'hearth_catalogue_changes';

// The static pages print each product's price, whether it is in stock and its approved reviews (the
// facts exported before every build). These triggers tell a listener when one of those facts changes, so a rebuild can start
// at once instead of at the next restart. It fires only for what the pages state: a sale that leaves
// stock on hand, a renamed SKU or a new image changes no page, and must not cost a build.
// NOTIFY is sent on commit (a rolled-back change announces nothing), and PostgreSQL folds identical
// payloads within one transaction, so a bulk price update sends one notice per product, not per row
// update. The payload names the tenant, the SKU and the reason; listeners must not trust it for more
// than "rebuild": the facts themselves are read from the store again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function hearth_notify_catalogue_change() returns trigger language plpgsql as $$
    declare
      reason text;
      changed product%rowtype;
    begin
      if tg_op = 'INSERT' then
        reason := 'added';
        changed := new;
      elsif tg_op = 'DELETE' then
        reason := 'removed';
        changed := old;
      elsif new.current_price_pence is distinct from old.current_price_pence then
        reason := 'price';
        changed := new;
      else
        -- The trigger's WHEN clause lets an update through only for a price or stock-state change.
        reason := 'stock';
        changed := new;
      end if;
      perform pg_notify(
        ${sql.lit(CATALOGUE_CHANGES_CHANNEL)},
        json_build_object('tenant', changed.tenant_id, 'sku', changed.id, 'reason', reason)::text
      );
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger product_price_or_stock_state_changed
    after update of current_price_pence, on_hand on product
    for each row
    when (
      new.current_price_pence is distinct from old.current_price_pence
      or (new.on_hand > 0) is distinct from (old.on_hand > 0)
    )
    execute function hearth_notify_catalogue_change()
  `.execute(db);
  await sql`
    create trigger product_added_or_removed
    after insert or delete on product
    for each row
    execute function hearth_notify_catalogue_change()
  `.execute(db);

  // A review on a page is an approved one: approving, withdrawing or editing one changes the page,
  // a pending review written or rejected does not.
  await sql`
    create function hearth_notify_review_change() returns trigger language plpgsql as $$
    declare
      changed review%rowtype;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      perform pg_notify(
        ${sql.lit(CATALOGUE_CHANGES_CHANNEL)},
        json_build_object('tenant', changed.tenant_id, 'sku', changed.product_id, 'reason', 'reviews')::text
      );
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger review_published_or_withdrawn
    after update on review
    for each row
    when (
      (old.status = 'approved' or new.status = 'approved')
      and (old.status, old.rating, old.title, old.body, old.author, old.product_id)
        is distinct from (new.status, new.rating, new.title, new.body, new.author, new.product_id)
    )
    execute function hearth_notify_review_change()
  `.execute(db);
  await sql`
    create trigger review_published_on_arrival
    after insert on review
    for each row when (new.status = 'approved')
    execute function hearth_notify_review_change()
  `.execute(db);
  await sql`
    create trigger review_deleted_while_published
    after delete on review
    for each row when (old.status = 'approved')
    execute function hearth_notify_review_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists review_deleted_while_published on review`.execute(db);
  await sql`drop trigger if exists review_published_on_arrival on review`.execute(db);
  await sql`drop trigger if exists review_published_or_withdrawn on review`.execute(db);
  await sql`drop function if exists hearth_notify_review_change()`.execute(db);
  await sql`drop trigger if exists product_added_or_removed on product`.execute(db);
  await sql`drop trigger if exists product_price_or_stock_state_changed on product`.execute(db);
  await sql`drop function if exists hearth_notify_catalogue_change()`.execute(db);
}
