import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';

/** Suggestions for the products in a cart, leaving out what is already in it. */
export function listCartSuggestions(db: Kysely<Database>, tenantId: string, orderId: string) {
  return db
    .selectFrom('order_item')
    .innerJoin('product_suggestion', (join) =>
      join.onRef('product_suggestion.product_id', '=', 'order_item.product_id').on('product_suggestion.tenant_id', '=', tenantId),
    )
    .innerJoin('product', (join) =>
      join.onRef('product.id', '=', 'product_suggestion.suggested_product_id').on('product.tenant_id', '=', tenantId),
    )
    .select([
      'product.id',
      'product.sku_name',
      'product.image_url',
      'product.current_price_pence',
      'product.on_hand',
      'product.presale_date',
      'product.shipping_group',
      'product.weight_grams',
      'order_item.product_id as added_product_id',
      'product_suggestion.sort',
      'order_item.position',
    ])
    .where('order_item.order_id', '=', orderId)
    .where('product.retired_at', 'is', null)
    .where('product_suggestion.suggested_product_id', 'not in', (qb) =>
      qb.selectFrom('order_item').select('product_id').where('order_id', '=', orderId),
    )
    .orderBy('order_item.position')
    .orderBy('product_suggestion.sort')
    .execute();
}
