import type { Transaction } from 'kysely';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { type MethodRuleProblem, parseCourierServices, parseShippingMethodRule } from '../domain/delivery/method-rule-schema.ts';
import type { ShippingMethodRule } from '../domain/delivery/methods.ts';
import { apiError, refuseInput } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import {
  type DeliveryMethodDraft,
  presentCourierForStaff,
  presentMethodForStaff,
  ruleFromDraft,
  zoneAreasForStaff,
} from './delivery-method-view.ts';
import {
  insertMethod,
  listCouriers,
  listMethodsForStaff,
  lockCourier,
  lockMethod,
  retireMethod,
  updateCourierRule,
  updateMethodRule,
} from './delivery-methods.store.ts';
import { forgetDeliveryConfig } from './delivery.store.ts';

export type StaffDeliveryMethod = ReturnType<typeof presentMethodForStaff>;

export async function deliverySetupForStaff(ctx: CommerceContext, staff: Staff) {
  const [methods, couriers] = await Promise.all([listMethodsForStaff(ctx.db, staff.tenantId), listCouriers(ctx.db, staff.tenantId)]);
  return {
    methods: methods.map((row) => presentMethodForStaff(row.rule, row.enabled)),
    couriers: couriers.map(presentCourierForStaff),
    zones: zoneAreasForStaff(),
  };
}

// The rule's fields, in the words of the desk's input: a problem names what the form shows.
const INPUT_FIELDS: Record<string, string> = {
  pricePence: 'price',
  perPackagePence: 'perPackagePrice',
  freeOverPence: 'freeOver',
  salesChannelFreeOverPence: 'salesChannelFreeOver',
  surchargePence: 'surcharge',
  vatBasisPoints: 'vatRatePercent',
  surchargeVatBasisPoints: 'surchargeVatRatePercent',
  servedZones: 'zones',
  zoneSurchargesPence: 'zones',
  transitDaysByZone: 'zones',
  timedConfig: 'slots',
};

function inInputWords(problem: MethodRuleProblem): { field: string; message: string } {
  const [head = '', ...rest] = problem.field.split('.');
  const field = [INPUT_FIELDS[head] ?? head, ...rest].join('.');
  const message = problem.message.startsWith(`${problem.field}: `)
    ? `${field}: ${problem.message.slice(problem.field.length + 2)}`
    : problem.message;
  return { field: INPUT_FIELDS[head] ? (INPUT_FIELDS[head] as string) : field, message };
}

/** The whole rule, checked as the delivery engine will read it, against the shop's couriers in this transaction. */
async function checkedRule(tx: Transaction<Database>, tenantId: string, draft: DeliveryMethodDraft): Promise<ShippingMethodRule> {
  const zones = draft.zones.map((z) => z.zone);
  const repeated = zones.find((zone, index) => zones.indexOf(zone) !== index);
  if (repeated) throw refuseInput([{ field: 'zones', message: `zones: ${repeated} is listed twice; give each zone once.` }]);
  const parsed = parseShippingMethodRule(ruleFromDraft(draft), await listCouriers(tx, tenantId));
  if (!parsed.ok) throw refuseInput(parsed.problems.map(inInputWords));
  return parsed.rule;
}

/**
 * Adds a method, with its audit entry, in one transaction. Checkout reads it at once here (the
 * cached configuration is dropped) and within the minute elsewhere; the commit starts a rebuild
 * for the delivery-charges page (migration 0032's trigger).
 */
export async function createDeliveryMethod(ctx: CommerceContext, staff: Staff, draft: DeliveryMethodDraft): Promise<StaffDeliveryMethod> {
  const now = ctx.now();
  const created = await ctx.db.transaction().execute(async (tx) => {
    const rule = await checkedRule(tx, staff.tenantId, draft);
    if (!(await insertMethod(tx, staff.tenantId, rule))) {
      throw refuseInput([
        { field: 'id', message: `id: there is a delivery method ${rule.id} already (perhaps retired); choose another id.` },
      ]);
    }
    const after = presentMethodForStaff(rule, true);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'deliveryMethod.create',
      subjectKind: 'deliveryMethod',
      subjectId: rule.id,
      before: null,
      after,
    });
    return after;
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return created;
}

/** Replaces a live method's rule, with its audit entry (the rule before and after). */
export async function updateDeliveryMethod(ctx: CommerceContext, staff: Staff, draft: DeliveryMethodDraft): Promise<StaffDeliveryMethod> {
  const now = ctx.now();
  const updated = await ctx.db.transaction().execute(async (tx) => {
    const current = await lockMethod(tx, staff.tenantId, draft.id);
    if (!current) throw apiError('NOT_FOUND', `There is no delivery method ${draft.id}. Reload the list.`, { field: 'input.id' });
    if (!current.enabled) {
      throw apiError('BAD_USER_INPUT', `${current.rule.name} is retired: add a new method instead.`, { field: 'input.id' });
    }
    // A desk form that does not send the per-consignment surcharges keeps the method's own.
    const kept = draft.surchargesPerConsignment ?? current.rule.surchargesPerConsignment;
    const rule = await checkedRule(tx, staff.tenantId, kept === undefined ? draft : { ...draft, surchargesPerConsignment: kept });
    await updateMethodRule(tx, staff.tenantId, rule);
    const after = presentMethodForStaff(rule, true);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'deliveryMethod.update',
      subjectKind: 'deliveryMethod',
      subjectId: rule.id,
      before: presentMethodForStaff(current.rule, true),
      after,
    });
    return after;
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return updated;
}

/** Stops offering a method. Its row stays: orders placed with it still show it (orders.store.ts). */
export async function retireDeliveryMethod(ctx: CommerceContext, staff: Staff, id: string): Promise<StaffDeliveryMethod> {
  const now = ctx.now();
  const retired = await ctx.db.transaction().execute(async (tx) => {
    const current = await lockMethod(tx, staff.tenantId, id);
    if (!current) throw apiError('NOT_FOUND', `There is no delivery method ${id}. Reload the list.`, { field: 'id' });
    const after = presentMethodForStaff(current.rule, false);
    if (!current.enabled) return after;
    await retireMethod(tx, staff.tenantId, id);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'deliveryMethod.retire',
      subjectKind: 'deliveryMethod',
      subjectId: id,
      before: { retired: false },
      after: { retired: true },
    });
    return after;
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return retired;
}

/**
 * Sets the services a courier offers (a book-in call, restricted access), with its audit entry;
 * every method of that courier takes them, as quoting reads them from the courier.
 */
export async function setCourierServices(ctx: CommerceContext, staff: Staff, courierId: string, services: unknown) {
  const parsed = parseCourierServices(services);
  if (!parsed.ok) throw refuseInput(parsed.problems, '');
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (tx) => {
    const courier = await lockCourier(tx, staff.tenantId, courierId);
    if (!courier) throw apiError('NOT_FOUND', `There is no courier ${courierId}. Reload the list.`, { field: 'courierId' });
    const after = { ...courier, services: parsed.services };
    await updateCourierRule(tx, staff.tenantId, after);
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: 'courier.services',
      subjectKind: 'courier',
      subjectId: courierId,
      before: presentCourierForStaff(courier).services,
      after: presentCourierForStaff(after).services,
    });
    return presentCourierForStaff(after);
  });
  forgetDeliveryConfig(ctx.db, staff.tenantId);
  return changed;
}
