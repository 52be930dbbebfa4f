import type { Kysely, Transaction } from 'kysely';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { CommerceContext } from '../context.ts';
import { CALENDAR_REGIONS, type CalendarRegion } from '../domain/delivery/calendar-region.ts';
import {
  type ClosedDayDraft,
  type ClosedDayKind,
  closedDayProblems,
  cutoffTimeProblem,
  regionsClosed,
  removeClosedDayRefusal,
} from '../domain/delivery/closed-days.ts';
import { addDays, MAX_NON_WORKING_RUN } from '../domain/delivery/working-days.ts';
import { londonDate } from '../domain/london-clock.ts';
import type { Database } from '../store/tables.ts';
import { apiError, refuseInput } from '../errors.ts';
import { type StrandedBooking, strandedBookings, strandedBookingsRefusal } from '../domain/delivery/stranded-bookings.ts';
import {
  bookingsOn,
  type ClosedDayRow,
  deleteClosedDay,
  insertClosedDays,
  listClosedDaysFrom,
  listMethodCutoffs,
  lockClosedDaysOn,
  lockCourierCutoff,
  type MethodCutoffRow,
  setCourierCutoff,
} from './admin-delivery.store.ts';
import { forgetDeliveryConfig } from './delivery.store.ts';

export interface StaffClosedDay {
  date: string;
  name: string;
  kind: ClosedDayKind;
  regions: CalendarRegion[];
}

/** One entry per day and kind: a closure day is one row per calendar, shown once. */
function groupClosedDays(rows: readonly ClosedDayRow[]): StaffClosedDay[] {
  const days = new Map<string, StaffClosedDay>();
  for (const row of rows) {
    const key = row.kind === 'closure' ? `${row.date}/closure` : `${row.date}/${row.region}`;
    const day = days.get(key);
    if (day) day.regions.push(row.region);
    else days.set(key, { date: row.date, name: row.name, kind: row.kind, regions: [row.region] });
  }
  return [...days.values()];
}

export async function closedDaysForStaff(ctx: CommerceContext, staff: Staff): Promise<StaffClosedDay[]> {
  return groupClosedDays(await listClosedDaysFrom(ctx.db, staff.tenantId, londonDate(ctx.now())));
}

/** Each calendar's closed dates from a break's length before today on: what a new closed day may join into one break. */
async function closedDatesByRegion(db: Transaction<Database>, tenantId: string, today: string) {
  const rows = await listClosedDaysFrom(db, tenantId, addDays(today, -MAX_NON_WORKING_RUN));
  const datesOf = (region: CalendarRegion) => new Set(rows.filter((row) => row.region === region).map((row) => row.date));
  return { england: datesOf('england'), scotland: datesOf('scotland'), northernIreland: datesOf('northernIreland') };
}

const subjectIdOf = (day: { date: string; kind: ClosedDayKind; regions: readonly CalendarRegion[] }) =>
  day.kind === 'closure' ? `${day.date}/closure` : `${day.date}/${day.regions.join('+')}`;

async function strandedOn(db: Kysely<Database>, tenantId: string, date: string, regions: readonly CalendarRegion[]) {
  const bookings: StrandedBooking[] = (await bookingsOn(db, tenantId, date)).map((row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number ?? 0,
    version: row.version,
    shipmentKey: row.shipment_key,
    postcode: row.post_code,
    addressee: row.addressee,
    deliveryDate: row.delivery_date,
    dispatchDate: row.dispatch_date,
    slotCode: row.timed_code,
  }));
  return strandedBookings(bookings, regions);
}

/** The shipments closing this day would strand (none: it can be closed as it is). */
export async function bookingsStrandedBy(ctx: CommerceContext, staff: Staff, draft: ClosedDayDraft): Promise<StrandedBooking[]> {
  return strandedOn(ctx.db, staff.tenantId, draft.date, regionsClosed(draft));
}

/**
 * Closes a day, with its audit entry, in one transaction; then this process's quotes read it at
 * once (deliveryConfig's copy is dropped) and other processes' within their minute.
 * `moveStranded`, when given, moves the bookings the day would strand inside that transaction
 * first (the desk's "move them and close"); whatever is still booked then refuses the close, and
 * the moves roll back with it.
 */
export async function addClosedDay(
  ctx: CommerceContext,
  staff: Staff,
  draft: ClosedDayDraft,
  moveStranded?: (tx: Transaction<Database>, stranded: StrandedBooking[], now: Date) => Promise<void>,
): Promise<StaffClosedDay> {
  const now = ctx.now();
  const added = await ctx.db.transaction().execute(async (tx) => {
    const existing = await lockClosedDaysOn(tx, staff.tenantId, draft.date);
    const today = londonDate(now);
    const problems = closedDayProblems(draft, existing, today, await closedDatesByRegion(tx, staff.tenantId, today));
    if (problems.length > 0) throw refuseInput(problems);
    const day: StaffClosedDay = { date: draft.date, name: draft.name.trim(), kind: draft.kind, regions: [...regionsClosed(draft)] };
    const rows = day.regions.map((region) => ({ tenant_id: staff.tenantId, region, date: day.date, name: day.name, kind: day.kind }));
    if (!(await insertClosedDays(tx, rows))) {
      throw refuseInput([{ field: 'date', message: `${day.date} was closed by someone else a moment ago: reload the list.` }]);
    }
    // The day is closed inside this transaction first, so the moves are planned around it (a
    // booking moved to the next day must not be set to leave on the closed one).
    if (moveStranded) await moveStranded(tx, await strandedOn(tx, staff.tenantId, day.date, day.regions), now);
    // A day with shipments booked on it is never closed over them: staff see who and move them
    // first. Refusing here rolls the close (and any moves) back.
    const stranded = await strandedOn(tx, staff.tenantId, day.date, day.regions);
    if (stranded.length > 0) {
      throw apiError('CONFLICT', strandedBookingsRefusal(day.date, stranded), { reason: 'DAY_HAS_BOOKINGS', field: 'date' });
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'holiday.add',
      subjectKind: 'holiday',
      subjectId: subjectIdOf(day),
      before: null,
      after: day,
    });
    return day;
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return added;
}

/** Opens a closed day again, with its audit entry; past days stay. */
export async function removeClosedDay(
  ctx: CommerceContext,
  staff: Staff,
  day: { date: string; kind: ClosedDayKind; region: CalendarRegion | null },
): Promise<StaffClosedDay> {
  const now = ctx.now();
  const refusal = removeClosedDayRefusal(day.date, londonDate(now));
  if (refusal) throw apiError('BAD_USER_INPUT', refusal, { field: 'date' });
  if (day.kind === 'bankHoliday' && day.region === null) {
    throw apiError('BAD_USER_INPUT', 'region: name the nation whose bank holiday to remove.', { field: 'region' });
  }
  const regions = day.kind === 'closure' ? CALENDAR_REGIONS : [day.region!];
  const removed = await ctx.db.transaction().execute(async (tx) => {
    const rows = await deleteClosedDay(tx, staff.tenantId, { date: day.date, kind: day.kind, regions });
    const [before] = groupClosedDays(rows);
    if (!before) throw apiError('NOT_FOUND', `${day.date} is not closed that way. Reload the list.`, { field: 'date' });
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'holiday.remove',
      subjectKind: 'holiday',
      subjectId: subjectIdOf(before),
      before,
      after: null,
    });
    return before;
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return removed;
}

const cutoffView = (row: MethodCutoffRow) => ({
  methodId: row.method_id,
  methodName: row.method_name,
  enabled: row.enabled,
  courierId: row.courier_id,
  courierName: row.courier_name,
  cutoffTime: row.cutoff_time,
});

export type StaffDeliveryCutoff = ReturnType<typeof cutoffView>;

export async function cutoffsForStaff(ctx: CommerceContext, staff: Staff): Promise<StaffDeliveryCutoff[]> {
  return (await listMethodCutoffs(ctx.db, staff.tenantId)).map(cutoffView);
}

/**
 * Sets the cut-off of a method's courier (where quoting reads it), with its audit entry, and
 * answers every method of that courier. The audit names the courier: that is what changed.
 */
export async function setDeliveryCutoff(
  ctx: CommerceContext,
  staff: Staff,
  methodId: string,
  cutoffTime: string,
): Promise<StaffDeliveryCutoff[]> {
  const problem = cutoffTimeProblem(cutoffTime);
  if (problem) throw apiError('BAD_USER_INPUT', problem, { field: 'cutoffTime' });
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (tx) => {
    const method = (await listMethodCutoffs(tx, staff.tenantId)).find((row) => row.method_id === methodId);
    if (!method) throw apiError('NOT_FOUND', `There is no delivery method ${methodId}. Reload the list.`, { field: 'methodId' });
    const before = await lockCourierCutoff(tx, staff.tenantId, method.courier_id);
    await setCourierCutoff(tx, staff.tenantId, method.courier_id, cutoffTime);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'courier.cutoff',
      subjectKind: 'courier',
      subjectId: method.courier_id,
      before: { cutoffTime: before },
      after: { cutoffTime },
    });
    return (await listMethodCutoffs(tx, staff.tenantId)).filter((row) => row.courier_id === method.courier_id).map(cutoffView);
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return changed;
}
