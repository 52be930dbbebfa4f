import { sql, type Kysely } from 'kysely';

// Customers, their addresses and credit; order contact, addresses, notes and coupon;
// and the reference data the storefront reads (countries, currencies, tax codes, reviews).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('cognito_user', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint('customer_channel_fk', ['tenant_id', 'sales_channel_id'], 'sales_channel', ['tenant_id', 'id'])
    .execute();
  // Emails are stored lower-cased, so a plain unique index is the case-insensitive rule.
  await db.schema
    .createIndex('customer_email_per_channel')
    .on('customer')
    .columns(['tenant_id', 'sales_channel_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('customer_referral_code_per_channel')
    .on('customer')
    .columns(['tenant_id', 'sales_channel_id', 'referral_code'])
    .unique()
    .execute();

  await db.schema
    .createTable('customer_credit')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid')
    .execute();
  // Credit spent on an order is recorded once, whatever retries happen (placement work).
  await db.schema
    .createIndex('customer_credit_once_per_order')
    .on('customer_credit')
    .columns(['customer_id', 'order_id'])
    .unique()
    .where(sql.ref('order_id'), 'is not', null)
    .execute();

  const addressColumns = <T extends { addColumn: (...args: any[]) => T }>(table: T): T =>
    table
      .addColumn('business', 'boolean', (c: any) => c.notNull().defaultTo(false))
      .addColumn('first_name', 'text', (c: any) => c.notNull())
      .addColumn('last_name', 'text', (c: any) => c.notNull())
      .addColumn('company', 'text')
      .addColumn('line1', 'text', (c: any) => c.notNull())
      .addColumn('line2', 'text')
      .addColumn('city', 'text', (c: any) => c.notNull())
      .addColumn('post_code', 'text', (c: any) => c.notNull())
      .addColumn('state_code', 'text')
      .addColumn('state', 'text')
      .addColumn('country_code', 'text', (c: any) => c.notNull())
      .addColumn('lat', 'double precision')
      .addColumn('long', 'double precision')
      .addColumn('what3words', 'text')
      .addColumn('delivery_notes', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('restricted_access', 'boolean', (c: any) => c.notNull().defaultTo(false))
      .addColumn('restricted_access_forced', 'boolean', (c: any) => c.notNull().defaultTo(false));

  await addressColumns(
    db.schema
      .createTable('customer_address')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('sales_channel_id', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customer.id').onDelete('cascade'))
      .addColumn('address_type', 'text', (c) => c.notNull().check(sql`address_type in ('shipping', 'billing')`))
      .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('customer_address_by_customer').on('customer_address').columns(['customer_id']).execute();

  await addressColumns(
    db.schema
      .createTable('order_address')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('address_type', 'text', (c) => c.notNull().check(sql`address_type in ('shipping', 'billing')`))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('order_address_by_order').on('order_address').columns(['order_id']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('customer_id', 'uuid', (c) => c.references('customer.id'))
    .addColumn('customer_email', 'text')
    .addColumn('customer_first_name', 'text')
    .addColumn('customer_last_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('notes', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('credit_requested_pence', 'integer')
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('en-GB'))
    .addColumn('order_number', 'integer')
    .addColumn('inv_number', 'text')
    .addColumn('placed_at', 'timestamptz')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('orders_number_per_channel')
    .on('orders')
    .columns(['tenant_id', 'sales_channel_id', 'order_number'])
    .unique()
    .execute();
  await db.schema.createIndex('orders_by_customer').on('orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('coupon')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code = upper(code)`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percentage', 'fixedAmount', 'freeDelivery')`))
    .addColumn('percent_basis_points', 'integer')
    .addColumn('amount_pence', 'integer')
    .addColumn('min_spend_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_customer', 'integer')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('coupon_pk', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('coupon_redemption')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_redemption_pk', ['tenant_id', 'code', 'order_id'])
    .execute();

  await db.schema
    .createTable('product_tax_code')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('tax_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_basis_points', 'integer', (c) => c.notNull())
    .addColumn('country_regex', 'text')
    .addColumn('country_not_regex', 'text')
    .addColumn('state_regex', 'text')
    .addColumn('state_not_regex', 'text')
    .addColumn('zip_regex', 'text')
    .addColumn('zip_not_regex', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_tax_code_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('alpha2', 'text', (c) => c.notNull())
    .addColumn('alpha3', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('official_name', 'text', (c) => c.notNull())
    .addColumn('flag_url', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    // Where the country may appear: checkout billing and shipping, customer-service orders.
    .addColumn('checkout_billing', 'boolean', (c) => c.notNull())
    .addColumn('checkout_shipping', 'boolean', (c) => c.notNull())
    .addColumn('office_billing', 'boolean', (c) => c.notNull())
    .addColumn('office_shipping', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('country_pk', ['tenant_id', 'alpha2'])
    .execute();

  await db.schema
    .createTable('currency')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('format_string', 'text', (c) => c.notNull())
    .addColumn('round_to', 'integer', (c) => c.notNull())
    .addColumn('is_base', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('currency_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('review_platform')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sales_channel_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Public settings only (widget ids); secrets never live here.
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('checkout_billing', 'boolean', (c) => c.notNull())
    .addColumn('checkout_shipping', 'boolean', (c) => c.notNull())
    .addColumn('office_billing', 'boolean', (c) => c.notNull())
    .addColumn('office_shipping', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_platform_pk', ['tenant_id', 'sales_channel_id', 'id'])
    .execute();

  await db.schema
    .createTable('review')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'uuid', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('date_published', 'timestamptz', (c) => c.notNull())
    .addColumn('external_ref', 'text')
    .addColumn('url', 'text')
    .execute();
  await db.schema.createIndex('review_by_product').on('review').columns(['tenant_id', 'product_id']).execute();

  await db.schema
    .createTable('product_suggestion')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('suggested_product_id', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_suggestion_pk', ['tenant_id', 'product_id', 'suggested_product_id'])
    .execute();

  // Demo data for getAddressesByPostCode; a real UK address service replaces the lookup.
  await db.schema
    .createTable('postcode_address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_code', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('long', 'double precision')
    .execute();
  await db.schema.createIndex('postcode_address_by_postcode').on('postcode_address').columns(['post_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'postcode_address',
    'product_suggestion',
    'review',
    'review_platform',
    'currency',
    'country',
    'product_tax_code',
    'coupon_redemption',
    'coupon',
    'order_address',
    'customer_address',
    'customer_credit',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('orders')
    .dropColumn('customer_id')
    .dropColumn('customer_email')
    .dropColumn('customer_first_name')
    .dropColumn('customer_last_name')
    .dropColumn('customer_phone')
    .dropColumn('notes')
    .dropColumn('coupon_code')
    .dropColumn('credit_requested_pence')
    .dropColumn('language_code')
    .dropColumn('order_number')
    .dropColumn('inv_number')
    .dropColumn('placed_at')
    .dropColumn('metadata')
    .execute();
  await db.schema.dropTable('customer').execute();
}
