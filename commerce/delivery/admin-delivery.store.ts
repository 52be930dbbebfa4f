import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CalendarRegion } from '../domain/delivery/calendar-region.ts';
import type { ClosedDayKind } from '../domain/delivery/closed-days.ts';
import type { Database, ShippingHolidayTable } from '../store/tables.ts';

/** The shop's closed days from `fromDate` (an ISO date) on, by date then region. */
export function listClosedDaysFrom(db: Kysely<Database>, tenantId: string, fromDate: string) {
  return db
    .selectFrom('shipping_holiday')
    .select(['region', 'date', 'name', 'kind'])
    .where('tenant_id', '=', tenantId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .orderBy('region')
    .execute();
}

export type ClosedDayRow = Awaited<ReturnType<typeof listClosedDaysFrom>>[number];

/** The days kept on one date, locked so two staff adding the same day meet here rather than at the key. */
export function lockClosedDaysOn(tx: Transaction<Database>, tenantId: string, date: string): Promise<ClosedDayRow[]> {
  return tx
    .selectFrom('shipping_holiday')
    .select(['region', 'date', 'name', 'kind'])
    .where('tenant_id', '=', tenantId)
    .where('date', '=', date)
    .forUpdate()
    .execute();
}

/**
 * Adds closed days; false when one of them was there already (another member of staff added it
 * since it was read), in which case nothing is added: the caller refuses and rolls back.
 */
export async function insertClosedDays(tx: Transaction<Database>, rows: readonly Insertable<ShippingHolidayTable>[]): Promise<boolean> {
  const added = await tx
    .insertInto('shipping_holiday')
    .values([...rows])
    .onConflict((oc) => oc.columns(['tenant_id', 'region', 'date']).doNothing())
    .returning('region')
    .execute();
  return added.length === rows.length;
}

/** Removes a closed day of one kind from the given calendars; answers the rows removed. */
export function deleteClosedDay(
  tx: Transaction<Database>,
  tenantId: string,
  day: { date: string; kind: ClosedDayKind; regions: readonly CalendarRegion[] },
): Promise<ClosedDayRow[]> {
  return tx
    .deleteFrom('shipping_holiday')
    .where('tenant_id', '=', tenantId)
    .where('date', '=', day.date)
    .where('kind', '=', day.kind)
    .where('region', 'in', [...day.regions])
    .returning(['region', 'date', 'name', 'kind'])
    .execute();
}

/** Each delivery method with its courier's name and cut-off, in the checkout's order. */
export function listMethodCutoffs(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('shipping_method')
    .innerJoin('courier', (join) =>
      join.onRef('courier.tenant_id', '=', 'shipping_method.tenant_id').on(sql<boolean>`courier.id = shipping_method.rule ->> 'courierId'`),
    )
    .select([
      'shipping_method.id as method_id',
      'shipping_method.name as method_name',
      'shipping_method.enabled',
      'courier.id as courier_id',
      'courier.name as courier_name',
      sql<string>`courier.rule ->> 'cutoffTime'`.as('cutoff_time'),
    ])
    .where('shipping_method.tenant_id', '=', tenantId)
    .orderBy('shipping_method.sort')
    .execute();
}

export type MethodCutoffRow = Awaited<ReturnType<typeof listMethodCutoffs>>[number];

/** A courier's cut-off under a row lock, for a change; undefined when the shop has no such courier. */
export async function lockCourierCutoff(tx: Transaction<Database>, tenantId: string, courierId: string): Promise<string | undefined> {
  const row = await tx
    .selectFrom('courier')
    .select(sql<string>`rule ->> 'cutoffTime'`.as('cutoff_time'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', courierId)
    .forUpdate()
    .executeTakeFirst();
  return row?.cutoff_time;
}

/** Sets the courier's cut-off inside its rule, where quoting reads it (commerce/domain/delivery/dispatch.ts). */
export async function setCourierCutoff(tx: Transaction<Database>, tenantId: string, courierId: string, cutoffTime: string): Promise<void> {
  await tx
    .updateTable('courier')
    .set({ rule: sql`jsonb_set(rule, '{cutoffTime}', to_jsonb(${cutoffTime}::text))` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', courierId)
    .execute();
}

/**
 * The shipments of placed orders due to leave `date` and still here, or due to arrive then and
 * not yet arrived, with the delivery postcode (the calendar it keeps): what closing that day would strand.
 */
export async function bookingsOn(db: Kysely<Database>, tenantId: string, date: string) {
  return (
    db
      .selectFrom('order_shipment')
      .innerJoin('orders', 'orders.id', 'order_shipment.order_id')
      .select((eb) => [
        'orders.id as order_id',
        'orders.order_number',
        'orders.version',
        'order_shipment.shipment_key',
        'order_shipment.delivery_date',
        'order_shipment.dispatch_date',
        'order_shipment.timed_code',
        eb
          .selectFrom('order_address')
          .select(sql<string>`concat_ws(' ', order_address.first_name, order_address.last_name)`.as('name'))
          .whereRef('order_address.order_id', '=', 'orders.id')
          .where('order_address.address_type', '=', 'shipping')
          .orderBy('order_address.position')
          .limit(1)
          .as('addressee'),
        eb
          .selectFrom('order_address')
          .select('order_address.post_code')
          .whereRef('order_address.order_id', '=', 'orders.id')
          .where('order_address.address_type', '=', 'shipping')
          .orderBy('order_address.position')
          .limit(1)
          .as('post_code'),
      ])
      .where('orders.tenant_id', '=', tenantId)
      .where('orders.placed_at', 'is not', null)
      .where('orders.status', '!=', 'cancelled')
      // Due to arrive that day and not yet arrived, or due to leave that day and not yet gone.
      .where((eb) =>
        eb.or([
          eb.and([eb('order_shipment.delivery_date', '=', date), eb('order_shipment.status', '!=', 'delivered')]),
          eb.and([eb('order_shipment.dispatch_date', '=', date), eb('order_shipment.status', '=', 'awaitingDispatch')]),
        ]),
      )
      .orderBy('orders.order_number')
      .execute()
  );
}
