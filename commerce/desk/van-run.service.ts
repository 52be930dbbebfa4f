import { randomUUID } from 'node:crypto';
import type { CommerceContext } from '../context.ts';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { londonDate } from '../domain/london-clock.ts';
import { MOST_VANS, repeatedStop, vanNameProblem } from '../domain/van-run.ts';
import { apiError } from '../errors.ts';
import type { Staff } from '../staff-access.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import {
  bumpVanRun,
  deleteVanRow,
  insertVan,
  listVans,
  lockVan,
  lockVanRun,
  orderNumbers,
  renameVan,
  replaceVanStops,
  vanDaysFrom,
  vanOrdersArriving,
  vanRunVersion,
  vanStopsOfDay,
  type VanRow,
  type VanStopRow,
} from './van-run.store.ts';

type Ctx = Pick<CommerceContext, 'db' | 'now'>;

export interface VanRun {
  day: string;
  version: number;
  vans: VanRow[];
  stops: VanStopRow[];
}

/** The shop's vans and the day's van stops on each, with the version a change must name. */
export async function vanRunOfDay(ctx: Ctx, staff: Staff, day: string): Promise<VanRun> {
  const [version, vans, stops] = await Promise.all([
    vanRunVersion(ctx.db, staff.tenantId, day),
    listVans(ctx.db, staff.tenantId),
    vanStopsOfDay(ctx.db, staff.tenantId, day),
  ]);
  return { day, version, vans, stops };
}

/** Adds a van (no id) or renames one, with its audit entry in the same transaction. */
export async function saveVan(ctx: Ctx, staff: Staff, input: { id: string | null; name: string }): Promise<VanRow> {
  const name = input.name.trim();
  const problem = vanNameProblem(name);
  if (problem) throw apiError('BAD_USER_INPUT', problem, { field: 'name' });
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const at = ctx.now();
      if (input.id === null) {
        if ((await listVans(tx, staff.tenantId)).length >= MOST_VANS) {
          throw apiError('BAD_USER_INPUT', `The shop has ${MOST_VANS} vans, the most the desk keeps: rename one instead.`, {
            field: 'name',
          });
        }
        const id = randomUUID();
        if (!(await insertVan(tx, { id, tenantId: staff.tenantId, name, at }))) throw nameTaken(name);
        await recordAdminChange(tx, { staff, at, action: 'van.add', subjectKind: 'van', subjectId: id, before: null, after: { name } });
        return { id, name };
      }
      const before = await renameVan(tx, staff.tenantId, input.id, name);
      if (before === null) throw apiError('NOT_FOUND', 'There is no van with that id in this shop: reload the desk.', { field: 'id' });
      await recordAdminChange(tx, {
        staff,
        at,
        action: 'van.rename',
        subjectKind: 'van',
        subjectId: input.id,
        before: { name: before },
        after: { name },
      });
      return { id: input.id, name };
    });
  } catch (error) {
    // Two desks adding the same name at once: the unique index answers the second.
    if (isUniqueViolation(error, 'desk_van_name')) throw nameTaken(name);
    throw error;
  }
}

/**
 * Deletes a van the shop no longer runs. Refused, naming the days, while it has stops today or
 * later (they would lose their van unseen: staff move them to another van first, or take them
 * off it); its stops of past days go with it. Audited as `van.delete` in the same transaction.
 */
export async function deleteVan(ctx: Ctx, staff: Staff, vanId: string): Promise<VanRow[]> {
  return ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now();
    const van = await lockVan(tx, staff.tenantId, vanId);
    if (!van) throw apiError('NOT_FOUND', 'There is no van with that id in this shop: reload the desk.', { field: 'id' });
    const days = await vanDaysFrom(tx, staff.tenantId, vanId, londonDate(at));
    if (days.length > 0) {
      throw apiError(
        'CONFLICT',
        `${van.name} still has stops on ${listWords(days.map((day) => formatIsoDate(day, 'EEEE d MMMM')))}: move them to another van, or take them off ${van.name}, then delete it.`,
        { reason: 'VAN_HAS_STOPS', field: 'id' },
      );
    }
    const pastStops = await deleteVanRow(tx, staff.tenantId, vanId);
    await recordAdminChange(tx, {
      staff,
      at,
      action: 'van.delete',
      subjectKind: 'van',
      subjectId: vanId,
      before: { name: van.name, pastStops },
      after: null,
    });
    return listVans(tx, staff.tenantId);
  });
}

/** "a, b and c". */
const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const nameTaken = (name: string) =>
  apiError('BAD_USER_INPUT', `The shop already has a van called "${name}": choose another name.`, { field: 'name' });

/**
 * Puts these van stops of the day on the van, in this order (first stop first), taking them off
 * any other van; a stop left out of the list leaves this van. Refused, with nothing changed, when
 * the day's vans changed since `version` was read (CONFLICT, STALE), when the van is not one of
 * the shop's, or when an order has no van delivery that day.
 */
export async function setVanStops(
  ctx: Ctx,
  staff: Staff,
  input: { day: string; version: number; vanId: string; orderIds: readonly string[] },
): Promise<VanRun> {
  const twice = repeatedStop(input.orderIds);
  if (twice) throw apiError('BAD_USER_INPUT', 'The list names one order twice: each stop has one place in the run.', { field: 'orderIds' });
  const dayText = formatIsoDate(input.day, 'EEEE d MMMM');
  await ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now();
    const version = await lockVanRun(tx, staff.tenantId, input.day, at);
    if (version !== input.version) {
      throw apiError(
        'CONFLICT',
        `The vans for ${dayText} were changed at the desk since you looked (another tab or another member of staff). Nothing was changed: reload the day and make the change again.`,
        { reason: 'STALE' },
      );
    }
    // Locked, so a van deleted meanwhile is refused here in words, not at the stops' foreign key.
    const van = await lockVan(tx, staff.tenantId, input.vanId);
    if (!van) {
      const vans = await listVans(tx, staff.tenantId);
      throw apiError(
        'BAD_USER_INPUT',
        vans.length === 0
          ? 'The shop has no vans yet: add a van, then put stops on it.'
          : `There is no van with that id in this shop. Choose one of its vans: ${vans.map((one) => one.name).join(', ')}.`,
        { field: 'vanId' },
      );
    }
    const arriving = await vanOrdersArriving(tx, staff.tenantId, input.day, input.orderIds);
    const known = new Set(arriving.map((order) => order.id));
    const strays = input.orderIds.filter((id) => !known.has(id));
    if (strays.length > 0) {
      const numbers = (await orderNumbers(tx, staff.tenantId, strays)).map((order) => order.number).filter((n) => n !== null);
      const named = numbers.length > 0 ? `Order ${numbers.join(', ')} has` : 'An order in the list has';
      throw apiError(
        'BAD_USER_INPUT',
        `${named} no van delivery arriving on ${dayText} (moved to another day, cancelled, or not this shop's): reload the day.`,
        { field: 'orderIds' },
      );
    }
    const before = (await vanStopsOfDay(tx, staff.tenantId, input.day)).filter((stop) => stop.vanId === van.id);
    const numberOf = new Map(
      (await orderNumbers(tx, staff.tenantId, [...new Set([...before.map((stop) => stop.orderId), ...input.orderIds])])).map((order) => [
        order.id,
        order.number,
      ]),
    );
    await replaceVanStops(tx, { tenantId: staff.tenantId, day: input.day, vanId: van.id, orderIds: input.orderIds });
    await bumpVanRun(tx, staff.tenantId, input.day, at);
    await recordAdminChange(tx, {
      staff,
      at,
      action: 'vanRun.stops',
      subjectKind: 'vanRun',
      subjectId: input.day,
      before: { van: van.name, orders: before.map((stop) => numberOf.get(stop.orderId)) },
      after: { van: van.name, orders: input.orderIds.map((id) => numberOf.get(id)) },
    });
  });
  return vanRunOfDay(ctx, staff, input.day);
}
