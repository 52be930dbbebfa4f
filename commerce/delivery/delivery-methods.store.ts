import type { Kysely, Transaction } from 'kysely';
import type { Courier, ShippingMethodRule } from '../domain/delivery/methods.ts';
import type { Database } from '../store/tables.ts';

/** Every delivery method of the shop, retired ones too, in the checkout's order. */
export function listMethodsForStaff(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('shipping_method')
    .select(['id', 'enabled', 'rule'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type MethodRow = Awaited<ReturnType<typeof listMethodsForStaff>>[number];

/** The shop's couriers, by id. */
export async function listCouriers(db: Kysely<Database>, tenantId: string): Promise<Courier[]> {
  const rows = await db.selectFrom('courier').select('rule').where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows.map((row) => row.rule);
}

/** One method under a row lock, for a change; undefined when the shop has none by that id. */
export function lockMethod(tx: Transaction<Database>, tenantId: string, id: string): Promise<MethodRow | undefined> {
  return tx
    .selectFrom('shipping_method')
    .select(['id', 'enabled', 'rule'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Adds a method; false when its id is taken (by a live or a retired method), and nothing is added. */
export async function insertMethod(tx: Transaction<Database>, tenantId: string, rule: ShippingMethodRule): Promise<boolean> {
  const added = await tx
    .insertInto('shipping_method')
    .values({ tenant_id: tenantId, id: rule.id, name: rule.name, sort: rule.sort, rule })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
    .returning('id')
    .execute();
  return added.length === 1;
}

/** Replaces a method's rule; its name and sort columns follow the rule, which is what quoting reads. */
export async function updateMethodRule(tx: Transaction<Database>, tenantId: string, rule: ShippingMethodRule): Promise<void> {
  await tx
    .updateTable('shipping_method')
    .set({ name: rule.name, sort: rule.sort, rule })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', rule.id)
    .execute();
}

/** Stops offering a method; the row stays, so orders placed with it still find their rule. */
export async function retireMethod(tx: Transaction<Database>, tenantId: string, id: string): Promise<void> {
  await tx.updateTable('shipping_method').set({ enabled: false }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** A courier under a row lock, for a change; undefined when the shop has none by that id. */
export async function lockCourier(tx: Transaction<Database>, tenantId: string, id: string): Promise<Courier | undefined> {
  const row = await tx
    .selectFrom('courier')
    .select('rule')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.rule;
}

/** Replaces a courier's rule (its services changed): quoting reads the services from it. */
export async function updateCourierRule(tx: Transaction<Database>, tenantId: string, courier: Courier): Promise<void> {
  await tx.updateTable('courier').set({ rule: courier }).where('tenant_id', '=', tenantId).where('id', '=', courier.id).execute();
}
