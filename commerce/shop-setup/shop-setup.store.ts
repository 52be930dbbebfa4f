import type { Kysely, Transaction } from 'kysely';
import type { Courier } from '../domain/delivery/methods.ts';
import type { Database } from '../store/tables.ts';
import { bankHolidayRows, type ShopReference } from './shop-reference.ts';

type Writer = Kysely<Database> | Transaction<Database>;

export interface TenantRecord {
  tenantId: string;
  tenantName: string;
  salesChannelId: string;
  channelName: string;
  brand: string;
}

/** The tenant and its sales channel; a name given again replaces the one recorded. */
export async function recordTenant(tx: Writer, record: TenantRecord): Promise<void> {
  await tx
    .insertInto('tenant')
    .values({ id: record.tenantId, name: record.tenantName })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: record.tenantName }))
    .execute();
  await tx
    .insertInto('sales_channel')
    .values({
      tenant_id: record.tenantId,
      id: record.salesChannelId,
      name: record.channelName,
      brand: record.brand,
      currency_code: 'GBP',
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet({ name: record.channelName, brand: record.brand }))
    .execute();
}

/** Whether the channel already has a storefront key (a second `shop:init` keeps it). */
export async function channelHasStorefrontKey(tx: Writer, tenantId: string, salesChannelId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('api_key')
    .select('tenant_id')
    .where('tenant_id', '=', tenantId)
    .where('sales_channel_id', '=', salesChannelId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a storefront key by its hash only. */
export async function recordStorefrontKey(
  tx: Writer,
  key: { hash: string; tenantId: string; salesChannelId: string; description: string },
): Promise<void> {
  await tx
    .insertInto('api_key')
    .values({ key_hash: key.hash, tenant_id: key.tenantId, sales_channel_id: key.salesChannelId, description: key.description })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Writes the rows every shop needs; rows already there (and any staff changed) are kept. */
export async function recordShopReference(tx: Writer, reference: ShopReference): Promise<void> {
  const tables = [
    ['country', reference.countries],
    ['currency', reference.currencies],
    ['review_platform', reference.reviewPlatforms],
    ['payment_gateway', reference.paymentGateways],
    ['accepted_card', reference.acceptedCards],
  ] as const;
  for (const [table, rows] of tables) {
    if (rows.length === 0) continue;
    await tx
      .insertInto(table)
      .values(rows as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Adds the bank holidays that have come into range for every tenant (those there are kept). */
export async function recordBankHolidays(db: Writer, now: Date): Promise<void> {
  const tenants = await db.selectFrom('tenant').select('id').execute();
  const rows = tenants.flatMap((tenant) => bankHolidayRows(tenant.id, now));
  if (rows.length === 0) return;
  await db
    .insertInto('shipping_holiday')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * What a shop still lacks before it can take an order: a tenant with a storefront key and a
 * recorded seller (every receipt prints the seller's name, address and VAT number).
 */
export async function shopsNotReady(db: Kysely<Database>): Promise<{ noShop: boolean; tenantsWithoutSeller: string[] }> {
  const tenants = await db
    .selectFrom('tenant')
    .leftJoin('seller', 'seller.tenant_id', 'tenant.id')
    .select(['tenant.id', 'seller.tenant_id as seller_tenant'])
    .orderBy('tenant.id')
    .execute();
  const keys = await db.selectFrom('api_key').select('tenant_id').limit(1).execute();
  return {
    noShop: tenants.length === 0 || keys.length === 0,
    tenantsWithoutSeller: tenants.filter((tenant) => tenant.seller_tenant === null).map((tenant) => tenant.id),
  };
}

/** Removes the channel's storefront keys, before a new one is recorded in the same transaction. */
export async function forgetStorefrontKeys(tx: Writer, tenantId: string, salesChannelId: string): Promise<void> {
  await tx.deleteFrom('api_key').where('tenant_id', '=', tenantId).where('sales_channel_id', '=', salesChannelId).execute();
}

/** Records couriers the tenant does not have yet; those it has are left as staff set them. */
export async function recordCouriers(tx: Writer, tenantId: string, couriers: readonly Courier[]): Promise<void> {
  if (couriers.length === 0) return;
  await tx
    .insertInto('courier')
    .values(couriers.map((rule) => ({ tenant_id: tenantId, id: rule.id, name: rule.name, rule })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
