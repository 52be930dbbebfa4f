import type { Kysely, Transaction } from 'kysely';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import type { Database } from '../store/tables.ts';

export interface VanRow {
  id: string;
  name: string;
}

export interface VanStopRow {
  orderId: string;
  vanId: string;
  position: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The shop's vans by name ("Van 1" before "Van 2"). */
export function listVans(db: Db, tenantId: string): Promise<VanRow[]> {
  return db
    .selectFrom('desk_van')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

/** Adds a van; answers false when the shop has one by that name already (any case). */
export async function insertVan(
  tx: Transaction<Database>,
  van: { id: string; tenantId: string; name: string; at: Date },
): Promise<boolean> {
  const clash = await vanNamed(tx, van.tenantId, van.name);
  if (clash) return false;
  await tx.insertInto('desk_van').values({ id: van.id, tenant_id: van.tenantId, name: van.name, created_at: van.at }).execute();
  return true;
}

/** Renames a van; answers its name before, or null when the shop has no such van. */
export async function renameVan(tx: Transaction<Database>, tenantId: string, id: string, name: string): Promise<string | null> {
  const before = await tx
    .selectFrom('desk_van')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await tx.updateTable('desk_van').set({ name }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  return before.name;
}

/** The shop's van, locked until the transaction ends (a delete or rename waits for another). */
export function lockVan(tx: Transaction<Database>, tenantId: string, id: string): Promise<VanRow | undefined> {
  return tx
    .selectFrom('desk_van')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The days the van has stops on from `fromDay` (YYYY-MM-DD) on, earliest first. */
export async function vanDaysFrom(db: Db, tenantId: string, vanId: string, fromDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom('van_run_stop')
    .select('day')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('van_id', '=', vanId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/**
 * Deletes the van and its stops of past days (their runs are over; the audit keeps who drove
 * what). Answers how many past stops went with it.
 */
export async function deleteVanRow(tx: Transaction<Database>, tenantId: string, vanId: string): Promise<number> {
  const stops = await tx.deleteFrom('van_run_stop').where('tenant_id', '=', tenantId).where('van_id', '=', vanId).executeTakeFirst();
  await tx.deleteFrom('desk_van').where('tenant_id', '=', tenantId).where('id', '=', vanId).execute();
  return Number(stops.numDeletedRows);
}

/** The van of that name (any case), if the shop has one. */
export function vanNamed(db: Db, tenantId: string, name: string): Promise<VanRow | undefined> {
  return db
    .selectFrom('desk_van')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** The day's version of its van plan: 0 before staff first plan it. */
export async function vanRunVersion(db: Db, tenantId: string, day: string): Promise<number> {
  const row = await db.selectFrom('van_run').select('version').where('tenant_id', '=', tenantId).where('day', '=', day).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Locks the day's van plan for a change (making its row at version 0 the first time) and answers
 * its version, so two changes to one day's vans are made one after the other.
 */
export async function lockVanRun(tx: Transaction<Database>, tenantId: string, day: string, at: Date): Promise<number> {
  await tx
    .insertInto('van_run')
    .values({ tenant_id: tenantId, day, version: 0, updated_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'day']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('van_run')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .where('day', '=', day)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Marks the day's van plan changed. */
export async function bumpVanRun(tx: Transaction<Database>, tenantId: string, day: string, at: Date): Promise<number> {
  const row = await tx
    .updateTable('van_run')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('tenant_id', '=', tenantId)
    .where('day', '=', day)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * The shipments the shop's own vans carry: the order's van goods, and its van pre-orders when the
 * shopper had them sent apart. One stop per order and day whichever it is.
 */
const VAN_SHIPMENTS: readonly ShipmentKey[] = ['van', 'van-later'];

/**
 * The day's van stops on a van, each van's in its order. Only stops still due that day count: a
 * van shipment moved to another day, or an order cancelled since, leaves its old row unread; and
 * only placed orders, as the desk's lists (a basket's id is its owner's secret, never a stop).
 */
export function vanStopsOfDay(db: Db, tenantId: string, day: string): Promise<VanStopRow[]> {
  return db
    .selectFrom('van_run_stop as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('order_shipment as sh', (join) => join.onRef('sh.order_id', '=', 's.order_id').on('sh.shipment_key', 'in', VAN_SHIPMENTS))
    .select(['s.order_id as orderId', 's.van_id as vanId', 's.position'])
    .where('s.tenant_id', '=', tenantId)
    .where('s.day', '=', day)
    .where('o.tenant_id', '=', tenantId)
    .where('o.placed_at', 'is not', null)
    .where('o.status', '!=', 'cancelled')
    .where('sh.delivery_date', '=', day)
    .orderBy('s.van_id')
    .orderBy('s.position')
    .execute();
}

/**
 * Of these orders, those placed with a van shipment of this shop's arriving on `day`, with their
 * numbers. A basket also holds its van choice in order_shipment: its placed_at is null until paid.
 */
export function vanOrdersArriving(db: Db, tenantId: string, day: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders as o')
    .innerJoin('order_shipment as sh', 'sh.order_id', 'o.id')
    .select(['o.id', 'o.order_number as number'])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', 'in', orderIds)
    .where('o.placed_at', 'is not', null)
    .where('o.status', '!=', 'cancelled')
    .where('sh.shipment_key', 'in', VAN_SHIPMENTS)
    .where('sh.delivery_date', '=', day)
    .execute();
}

/** The numbers of these orders of the shop, for the audit and the refusals. */
export function orderNumbers(db: Db, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'order_number as number'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', orderIds)
    .execute();
}

/** Puts the van's stops in this order (1 first), taking them off any other van of the day. */
export async function replaceVanStops(
  tx: Transaction<Database>,
  stops: { tenantId: string; day: string; vanId: string; orderIds: readonly string[] },
): Promise<void> {
  await tx
    .deleteFrom('van_run_stop')
    .where('tenant_id', '=', stops.tenantId)
    .where('day', '=', stops.day)
    .where('van_id', '=', stops.vanId)
    .execute();
  if (stops.orderIds.length === 0) return;
  await tx
    .deleteFrom('van_run_stop')
    .where('tenant_id', '=', stops.tenantId)
    .where('day', '=', stops.day)
    .where('order_id', 'in', stops.orderIds)
    .execute();
  await tx
    .insertInto('van_run_stop')
    .values(
      stops.orderIds.map((orderId, index) => ({
        tenant_id: stops.tenantId,
        day: stops.day,
        order_id: orderId,
        van_id: stops.vanId,
        position: index + 1,
      })),
    )
    .execute();
}
