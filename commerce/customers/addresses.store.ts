import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddressType, CustomerAddressRow, Database } from '../store/tables.ts';
import { inScope } from '../store/scope.ts';
import type { AddressFields } from './address-rules.ts';
import type { CustomerScope } from '../context.ts';
import { addressFromColumns, addressToColumns } from './address-columns.ts';

/** A stored address in the rules' terms, so a partial update can be merged onto it and re-checked. */
export const addressFieldsOf = (row: CustomerAddressRow): AddressFields => addressFromColumns(row);

function ownAddresses(db: Kysely<Database>, owner: CustomerScope) {
  return db.selectFrom('customer_address').selectAll().where(inScope(owner)).where('customer_id', '=', owner.customerId);
}

/** Defaults first, then newest first, so a form can preselect the first of each type. */
export async function listOwnAddresses(db: Kysely<Database>, owner: CustomerScope): Promise<CustomerAddressRow[]> {
  return ownAddresses(db, owner).orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findOwnAddress(db: Kysely<Database>, owner: CustomerScope, id: string): Promise<CustomerAddressRow | undefined> {
  return ownAddresses(db, owner).where('id', '=', id).executeTakeFirst();
}

export async function hasAddressOfType(db: Kysely<Database>, owner: CustomerScope, type: AddressType): Promise<boolean> {
  const row = await ownAddresses(db, owner).where('address_type', '=', type).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Keeps "one default per type": call it before making an address the default, in the same transaction. */
export async function clearDefaultAddress(db: Kysely<Database>, owner: CustomerScope, type: AddressType): Promise<void> {
  await db
    .updateTable('customer_address')
    .set({ is_default: false })
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .where('address_type', '=', type)
    .where('is_default', '=', true)
    .execute();
}

export async function insertAddress(
  db: Kysely<Database>,
  owner: CustomerScope,
  type: AddressType,
  address: AddressFields,
  isDefault: boolean,
  now: Date,
): Promise<CustomerAddressRow> {
  return db
    .insertInto('customer_address')
    .values({
      id: randomUUID(),
      tenant_id: owner.tenantId,
      sales_channel_id: owner.salesChannelId,
      customer_id: owner.customerId,
      address_type: type,
      is_default: isDefault,
      created_at: now,
      ...addressToColumns(address),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function replaceAddress(
  db: Kysely<Database>,
  owner: CustomerScope,
  id: string,
  address: AddressFields,
  isDefault: boolean,
): Promise<CustomerAddressRow | undefined> {
  return db
    .updateTable('customer_address')
    .set({ ...addressToColumns(address), is_default: isDefault })
    .where('id', '=', id)
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwnAddress(
  db: Kysely<Database>,
  owner: CustomerScope,
  id: string,
  type: AddressType | null,
): Promise<CustomerAddressRow | undefined> {
  let query = db.deleteFrom('customer_address').where('id', '=', id).where(inScope(owner)).where('customer_id', '=', owner.customerId);
  if (type) query = query.where('address_type', '=', type);
  return query.returningAll().executeTakeFirst();
}

/** After the default is deleted, the newest remaining address of that type takes its place. */
export async function promoteNewestAddress(db: Kysely<Database>, owner: CustomerScope, type: AddressType): Promise<void> {
  const newest = await ownAddresses(db, owner)
    .where('address_type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (newest) await db.updateTable('customer_address').set({ is_default: true }).where('id', '=', newest.id).execute();
}
