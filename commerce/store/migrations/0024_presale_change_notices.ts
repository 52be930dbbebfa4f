import { sql, type Kysely } from 'kysely';

// The listing cards, the size comparison and the product page's structured data now say when a
// pre-sold product ships, so a presale date set, moved or ended changes the pages and
// must start a rebuild, as a price or a stock-state change does (migration 0017). Its notice is a
// 'stock' one: the function of 0017 names every update that is not a price change so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_price_or_stock_state_changed on product`.execute(db);
  await sql`
    create trigger product_price_or_stock_state_changed
    after update of current_price_pence, on_hand, presale_date on product
    for each row
    when (
      new.current_price_pence is distinct from old.current_price_pence
      or (new.on_hand > 0) is distinct from (old.on_hand > 0)
      or new.presale_date is distinct from old.presale_date
    )
    execute function hearth_notify_catalogue_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_price_or_stock_state_changed on product`.execute(db);
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
}
