import { z } from 'zod';
import {
  type Courier,
  type CourierService,
  methodRuleProblems,
  SHIPPING_GROUPS,
  SURCHARGE_KINDS,
  type ShippingMethodRule,
  type SurchargeKind,
} from './methods.ts';
import { ZONES, type Zone } from './zones.ts';
import { CALENDAR_REGIONS, type CalendarRegion } from './calendar-region.ts';
import { isCutoffTime } from './dispatch.ts';

export interface MethodRuleProblem {
  /** Where in the rule, e.g. 'pricePence' or 'timedConfig.0.code'; 'rule' for a rule across fields. */
  field: string;
  message: string;
}

const pence = z.number().int('must be whole pence').min(0, 'must not be negative');
const grams = z.number().int('must be whole grams').min(0, 'must not be negative');
const text = (most: number) => z.string().trim().min(1, 'must not be empty').max(most, `must be at most ${most} characters`);
const zone = z.enum(ZONES as [Zone, ...Zone[]], { message: `must be one of ${ZONES.join(', ')}` });
const basisPoints = z.number().int('must be whole basis points').min(0).max(10_000, 'must be at most 10000 (100%)');

const transitDays = z.object({
  min: z.number().int('must be whole days').min(0, 'must not be negative').max(30, 'must be at most 30'),
  max: z.number().int('must be whole days').min(0, 'must not be negative').max(30, 'must be at most 30'),
});

const timedSlot = z.object({
  label: text(40),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/, 'must be 1 to 10 letters, digits or hyphens'),
  pricePence: pence,
  description: z.string().trim().max(200, 'must be at most 200 characters'),
});

/**
 * A delivery method's rule, field by field, as the engine reads it (methods.ts). Every field is
 * listed: a parse that dropped one the engine reads would change quotes without a word.
 */
const shippingMethodRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be 2 to 63 lower-case letters, digits or hyphens, e.g. van-express'),
  name: text(80),
  displayName: text(80),
  description: z.string().trim().max(500, 'must be at most 500 characters'),
  courierId: z.string().min(1, 'name the courier'),
  group: z.enum(SHIPPING_GROUPS as ['van', 'pallet', 'parcel'], { message: 'must be van, pallet or parcel' }),
  minWeightGrams: grams,
  maxWeightGrams: grams.nullable(),
  pricePence: pence,
  perPackagePence: pence.optional(),
  packageWeightGrams: grams,
  maxPackagesPerConsignment: z.number().nullable().optional(),
  freeOverPence: pence.nullable(),
  salesChannelFreeOverPence: pence.nullable(),
  surchargePence: pence,
  surchargeVatBasisPoints: basisPoints,
  vatBasisPoints: basisPoints,
  surchargesPerConsignment: z
    .array(z.enum(SURCHARGE_KINDS as [SurchargeKind, ...SurchargeKind[]], { message: `must be one of ${SURCHARGE_KINDS.join(', ')}` }))
    .max(SURCHARGE_KINDS.length)
    .optional(),
  zoneSurchargesPence: z.partialRecord(zone, pence),
  servedZones: z.array(zone).min(1, 'must name at least one zone the method reaches'),
  transitDaysByZone: z.partialRecord(zone, transitDays),
  handlingDays: z.number(),
  generateCount: z.number(),
  deliveryWeekdays: z.array(z.number()),
  priority: z.number().int('must be a whole number'),
  sort: z.number().int('must be a whole number'),
  timedEnabled: z.boolean(),
  timedConfig: z.array(timedSlot).max(8, 'at most eight slots'),
  timedDisplayType: z.enum(['buttons', 'dropdown'], { message: 'must be buttons or dropdown' }),
  deliveryDateDisplayFormat: z.string().min(1, 'must not be empty').max(40),
});

// The rules across fields (methods.ts) say which field they mean in their own words; the form
// marks the field they start with.
const RULE_FIELDS = [
  'courierId',
  'pricePence',
  'perPackagePence',
  'freeOverPence',
  'salesChannelFreeOverPence',
  'surchargePence',
  'surchargesPerConsignment',
  'zoneSurchargesPence',
  'maxWeightGrams',
  'packageWeightGrams',
  'maxPackagesPerConsignment',
  'servedZones',
  'transitDaysByZone',
  'handlingDays',
  'generateCount',
  'deliveryWeekdays',
  'timedConfig',
];
function fieldOfProblem(message: string): string {
  if (/^Transit days|^No transit days/.test(message)) return 'transitDaysByZone';
  if (/^Timed|^timed slot/.test(message)) return 'timedConfig';
  if (/^Unknown courier|^Courier cut-off/.test(message)) return 'courierId';
  if (/cannot be a served zone/.test(message)) return 'servedZones';
  return RULE_FIELDS.find((field) => message.startsWith(field)) ?? 'rule';
}

/**
 * Checks a whole delivery method rule as the delivery engine will use it: its shape, then the
 * rules across fields (methodRuleProblems) against the shop's couriers. The desk's saves and the
 * engine's reads both go through here, so the desk cannot store a rule the engine would not offer.
 */
export function parseShippingMethodRule(
  value: unknown,
  couriers: readonly Courier[],
): { ok: true; rule: ShippingMethodRule } | { ok: false; problems: MethodRuleProblem[] } {
  const shaped = shippingMethodRuleSchema.safeParse(value);
  if (!shaped.success) {
    return {
      ok: false,
      problems: shaped.error.issues.map((issue) => {
        const field = issue.path.join('.') || 'rule';
        return { field, message: `${field}: ${issue.message}.` };
      }),
    };
  }
  const rule: ShippingMethodRule = shaped.data;
  const problems = methodRuleProblems(rule, couriers).map((message) => ({ field: fieldOfProblem(message), message }));
  return problems.length === 0 ? { ok: true, rule } : { ok: false, problems };
}

const courierServicesSchema = z
  .array(
    z.object({
      type: z.enum(['bookIn', 'restrictedAccess'], { message: 'must be bookIn or restrictedAccess' }),
      name: text(60),
      description: z.string().trim().max(300, 'must be at most 300 characters'),
      surchargePence: pence,
      vatBasisPoints: basisPoints,
    }),
  )
  .max(2)
  .refine((services) => new Set(services.map((service) => service.type)).size === services.length, 'each service once');

/**
 * A courier as quoting reads it: who carries a method's goods, the cut-off by which an order
 * counts today, whose bank holidays close its yard, and its services. A new shop records its
 * couriers when it is set up, so the desk's delivery methods have someone to name.
 */
export const courierSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be 2 to 63 lower-case letters, digits or hyphens, e.g. our-vans'),
  name: text(60),
  cutoffTime: z.string().refine(isCutoffTime, 'must be a time of day as HH:MM, e.g. 12:00'),
  dispatchRegion: z.enum(CALENDAR_REGIONS as [CalendarRegion, ...CalendarRegion[]], {
    message: `must be one of ${CALENDAR_REGIONS.join(', ')}`,
  }),
  services: courierServicesSchema,
}) satisfies z.ZodType<Courier>;

/**
 * A courier's services (book-in call, restricted access by tail-lift or small vehicle) as quoting
 * reads them (services.ts), each problem named by its path.
 */
export function parseCourierServices(
  value: unknown,
): { ok: true; services: CourierService[] } | { ok: false; problems: MethodRuleProblem[] } {
  const parsed = courierServicesSchema.safeParse(value);
  if (parsed.success) return { ok: true, services: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const field = ['services', ...issue.path].join('.');
      return { field, message: `${field}: ${issue.message}.` };
    }),
  };
}
