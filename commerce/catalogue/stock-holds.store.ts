import { sql, type Kysely, type Transaction } from 'kysely';
import { describeStock } from '../domain/stock.ts';
import { apiError } from '../errors.ts';
import type { Database, StockHold } from '../store/tables.ts';

interface Line {
  product_id: string;
  name: string;
  quantity: number;
}

/**
 * Takes the lines' quantities out of stock for an order being paid. Each take is a
 * conditional update (only if enough is left), so of two shoppers paying for the last unit
 * at once exactly one gets it; the other is refused and nothing of theirs is taken.
 * A presale product's line draws on its presale allowance unless the shelf covers it. Each hold
 * records which it drew on: a placed line off the shelf ships now, one from the allowance waits.
 */
export async function holdStock(tx: Transaction<Database>, tenantId: string, lines: readonly Line[], today: string): Promise<StockHold[]> {
  const holds: StockHold[] = [];
  for (const line of lines) {
    const product = await tx
      .selectFrom('product')
      .select(['on_hand', 'presale_date', 'presale_limit', 'short_name'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', line.product_id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!product)
      throw apiError('CONFLICT', `${line.name} is no longer sold. Remove it from your basket and pay again.`, { reason: 'NOT_SOLD' });
    // A product on presale sells off its shelf while the shelf covers the line (the line ships now,
    // as its quote said) and from its presale allowance otherwise (the line waits for the date).
    const presale =
      describeStock({ onHand: product.on_hand, presaleDate: product.presale_date, presaleLimit: product.presale_limit }, today).type ===
        'presale' && product.on_hand < line.quantity;
    const column = presale ? 'presale_limit' : 'on_hand';
    const taken = await tx
      .updateTable('product')
      .set({ [column]: sql`${sql.ref(column)} - ${line.quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', line.product_id)
      .where(column, '>=', line.quantity)
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) {
      const left = await tx
        .selectFrom('product')
        .select(column)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', line.product_id)
        .executeTakeFirstOrThrow();
      const available = Math.max(0, Number(left[column] ?? 0));
      throw apiError(
        'CONFLICT',
        available === 0
          ? `Sorry, ${product.short_name} has just sold out. Remove it from your basket to pay for the rest.`
          : `Sorry, only ${available} of ${product.short_name} ${available === 1 ? 'is' : 'are'} left now. Lower the quantity to ${available} and pay again.`,
        { reason: 'OUT_OF_STOCK', available },
      );
    }
    holds.push({ productId: line.product_id, quantity: line.quantity, pool: presale ? 'presale' : 'onHand' });
  }
  return holds;
}

/** Gives back exactly what holdStock took, when a payment fails. */
export async function releaseStock(tx: Transaction<Database>, tenantId: string, holds: readonly StockHold[]): Promise<void> {
  for (const hold of holds) {
    const column = hold.pool === 'presale' ? 'presale_limit' : 'on_hand';
    await tx
      .updateTable('product')
      .set({ [column]: sql`${sql.ref(column)} + ${hold.quantity}` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', hold.productId)
      .execute();
  }
}

/**
 * Units each product has held by payments still open (started, or waiting for 3-D Secure), by
 * pool: what holdStock took and a failure would give back. One product's when `skuCode` is
 * given. Staff count stock with these units in (commerce/domain/product-edit.ts).
 */
export async function heldUnitsByProduct(
  db: Kysely<Database>,
  tenantId: string,
  skuCode?: string,
): Promise<Map<string, { onHand: number; presale: number }>> {
  const hold = sql<string>`hold.value`;
  let query = db
    .selectFrom(['payment_attempt', sql`jsonb_array_elements(payment_attempt.stock_holds)`.as('hold')])
    .select([
      sql<string>`${hold} ->> 'productId'`.as('product_id'),
      sql<number>`coalesce(sum((${hold} ->> 'quantity')::int) filter (where ${hold} ->> 'pool' = 'onHand'), 0)::int`.as('on_hand'),
      sql<number>`coalesce(sum((${hold} ->> 'quantity')::int) filter (where ${hold} ->> 'pool' = 'presale'), 0)::int`.as('presale'),
    ])
    .where('payment_attempt.tenant_id', '=', tenantId)
    .where('payment_attempt.status', 'in', ['started', 'requiresAction'])
    .groupBy(sql`${hold} ->> 'productId'`);
  if (skuCode !== undefined) query = query.where(sql<string>`${hold} ->> 'productId'`, '=', skuCode);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.product_id, { onHand: row.on_hand, presale: row.presale }]));
}
