import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sales_channel')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('default_postcode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_channel_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('api_key')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('api_key_channel_fk', ['tenant_id', 'sales_channel_id'], 'sales_channel', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('sku_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('current_price_pence', 'integer', (c) => c.notNull().check(sql`current_price_pence >= 0`))
    .addColumn('list_price_pence', 'integer', (c) => c.notNull().check(sql`list_price_pence >= 0`))
    .addColumn('vat_rate_basis_points', 'integer', (c) => c.notNull().check(sql`vat_rate_basis_points between 0 and 10000`))
    .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams >= 0`))
    .addColumn('on_hand', 'integer', (c) => c.notNull().check(sql`on_hand >= 0`))
    .addColumn('presale_date', 'text')
    .addColumn('presale_limit', 'integer')
    .addColumn('alternate_product_id', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('product_url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('guest', 'boolean', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('gtag_client_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint('orders_channel_fk', ['tenant_id', 'sales_channel_id'], 'sales_channel', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('order_item')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('sku_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('vat_rate_basis_points', 'integer', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('product_url', 'text', (c) => c.notNull())
    .addColumn('position', 'serial')
    .execute();

  // One line per product in a cart: adding the same product again raises its quantity.
  await db.schema.createIndex('order_item_one_line_per_product').on('order_item').columns(['order_id', 'product_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_item', 'orders', 'product', 'api_key', 'sales_channel', 'tenant']) {
    await db.schema.dropTable(table).execute();
  }
}
