import type { Kysely } from 'kysely';
import type { CalendarRegion } from '../domain/delivery/calendar-region.ts';
import type { HolidaysByRegion } from '../domain/delivery/holidays.ts';
import { parseShippingMethodRule } from '../domain/delivery/method-rule-schema.ts';
import type { Courier, ShippingMethodRule } from '../domain/delivery/methods.ts';
import { UK_ZONE_RULES } from '../domain/delivery/uk-zone-rules.ts';
import type { ZoneRule } from '../domain/delivery/zones.ts';
import { log } from '../log.ts';
import type { Database } from '../store/tables.ts';

/** Everything delivery quoting needs about a tenant: its methods, couriers, zones and holidays. */
export interface DeliveryConfig {
  /** The methods checkout offers. */
  methods: ShippingMethodRule[];
  /**
   * Methods staff retired: never offered, but an order placed with one still shows it
   * (orders.store.ts adds them to a placed order's plan).
   */
  retiredMethods: ShippingMethodRule[];
  couriers: Courier[];
  zoneRules: readonly ZoneRule[];
  holidays: HolidaysByRegion;
}

async function readDeliveryConfig(db: Kysely<Database>, tenantId: string): Promise<DeliveryConfig> {
  const [methods, couriers, holidays] = await Promise.all([
    db.selectFrom('shipping_method').select(['rule', 'enabled']).where('tenant_id', '=', tenantId).orderBy('sort').execute(),
    db.selectFrom('courier').select('rule').where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('shipping_holiday').select(['region', 'date']).where('tenant_id', '=', tenantId).execute(),
  ]);
  const byRegion = (region: CalendarRegion) => new Set(holidays.filter((h) => h.region === region).map((h) => h.date));
  const courierRules = couriers.map((c) => c.rule);
  // The same check the desk saves through: a rule that fails it (written by hand in SQL, say) is
  // not offered rather than quoted wrongly, and the log says what to mend.
  const usable = methods.flatMap((row) => {
    const parsed = parseShippingMethodRule(row.rule, courierRules);
    if (parsed.ok) return [{ rule: parsed.rule, enabled: row.enabled }];
    log.error(`Delivery method ${row.rule.id} of ${tenantId} is not offered: ${parsed.problems.map((p) => p.message).join(' ')}`);
    return [];
  });
  return {
    methods: usable.filter((m) => m.enabled).map((m) => m.rule),
    retiredMethods: usable.filter((m) => !m.enabled).map((m) => m.rule),
    couriers: courierRules,
    zoneRules: UK_ZONE_RULES,
    holidays: { england: byRegion('england'), scotland: byRegion('scotland'), northernIreland: byRegion('northernIreland') },
  };
}

const TTL_MS = 60_000;
const caches = new WeakMap<Kysely<Database>, Map<string, { config: Promise<DeliveryConfig>; expires: number }>>();

/**
 * Delivery configuration changes rarely and is read on every order reply, so each process
 * keeps it for a minute: a changed method or holiday shows within that time.
 */
export function deliveryConfig(db: Kysely<Database>, tenantId: string): Promise<DeliveryConfig> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(tenantId);
  if (hit && hit.expires > performance.now()) return hit.config;
  const config = readDeliveryConfig(db, tenantId);
  cache.set(tenantId, { config, expires: performance.now() + TTL_MS });
  // A failed read is not kept: the next request tries again.
  config.catch(() => cache.delete(tenantId));
  return config;
}

/**
 * Drops this process's copy of the tenant's delivery configuration, after staff changed a closed
 * day or a cut-off: the next quote here reads the change at once (other processes within the minute).
 */
export function forgetDeliveryConfig(db: Kysely<Database>, tenantId: string): void {
  caches.get(db)?.delete(tenantId);
}

/**
 * A year's shipping holidays with their names, read fresh rather than from the cached config:
 * the config carries no names, and staff edit this list. `year` is four digits.
 */
export function listShippingHolidays(db: Kysely<Database>, tenantId: string, year: string) {
  return db
    .selectFrom('shipping_holiday')
    .select(['region', 'date', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .execute();
}

/** Each product's SKU code and how it travels, in SKU order: the delivery page's "what goes how". */
export function listShippingGroups(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('product')
    .select(['id', 'shipping_group'])
    .where('tenant_id', '=', tenantId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}
