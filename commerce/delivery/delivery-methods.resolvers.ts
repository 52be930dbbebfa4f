import { z } from 'zod';
import { requireStaff } from '../staff-access.ts';
import { hundredthsArg } from '../args.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import {
  createDeliveryMethod,
  deliverySetupForStaff,
  retireDeliveryMethod,
  setCourierServices,
  updateDeliveryMethod,
} from './delivery-methods.service.ts';

// Pounds and percent become pence and basis points here; whether an amount, a weight or a day
// count is sensible is the rule parser's to say (domain/delivery/method-rule-schema.ts).
const pounds = hundredthsArg('12.50');
const whole = z.number().int('must be a whole number');
const methodInput = z.object({
  id: z.string().max(63, 'must be at most 63 characters'),
  name: z.string().max(200),
  displayName: z.string().max(200),
  description: z.string().max(1000),
  courierId: z.string().max(64),
  group: z.enum(['van', 'pallet', 'parcel']),
  price: pounds,
  perPackagePrice: pounds.nullish(),
  packageWeightGrams: whole,
  maxPackagesPerConsignment: whole.nullish(),
  surchargesPerConsignment: z
    .array(z.enum(['method', 'zone', 'bookIn', 'restrictedAccess']))
    .max(4)
    .nullish(),
  minWeightGrams: whole,
  maxWeightGrams: whole.nullish(),
  freeOver: pounds.nullish(),
  salesChannelFreeOver: pounds.nullish(),
  surcharge: pounds,
  vatRatePercent: hundredthsArg('20'),
  surchargeVatRatePercent: hundredthsArg('20'),
  zones: z
    .array(
      z.object({
        zone: z.enum(['mainland', 'highlands', 'islands', 'northernIreland', 'islesOfManAndChannel']),
        surcharge: pounds,
        transitMin: whole,
        transitMax: whole,
      }),
    )
    .max(5),
  handlingDays: whole,
  deliveryWeekdays: z.array(whole).max(5, 'at most five weekdays'),
  generateCount: whole,
  priority: whole,
  sort: whole,
  timedEnabled: z.boolean(),
  timedDisplayType: z.enum(['buttons', 'dropdown']),
  slots: z
    .array(z.object({ code: z.string().max(20), label: z.string().max(200), price: pounds, description: z.string().max(500) }))
    .max(8, 'at most eight slots'),
  deliveryDateDisplayFormat: z.string().max(40),
});
const saveArgs = z.object({ input: methodInput });
const servicesArgs = z.object({
  courierId: z.string().min(1, 'name the courier').max(64),
  services: z
    .array(
      z.object({
        type: z.enum(['bookIn', 'restrictedAccess']),
        name: z.string().max(200),
        description: z.string().max(1000),
        surcharge: pounds,
        vatRatePercent: hundredthsArg('20'),
      }),
    )
    .max(2, 'at most two services: a book-in call and restricted access'),
});
const retireArgs = z.object({ id: z.string().min(1, 'name the delivery method').max(64) });

function draftOf(input: z.infer<typeof methodInput>) {
  return {
    ...input,
    pricePence: input.price,
    perPackagePence: input.perPackagePrice ?? null,
    maxPackagesPerConsignment: input.maxPackagesPerConsignment ?? null,
    surchargesPerConsignment: input.surchargesPerConsignment ?? undefined,
    maxWeightGrams: input.maxWeightGrams ?? null,
    freeOverPence: input.freeOver ?? null,
    salesChannelFreeOverPence: input.salesChannelFreeOver ?? null,
    surchargePence: input.surcharge,
    vatBasisPoints: input.vatRatePercent,
    surchargeVatBasisPoints: input.surchargeVatRatePercent,
    zones: input.zones.map((z) => ({ zone: z.zone, surchargePence: z.surcharge, transitMin: z.transitMin, transitMax: z.transitMax })),
    slots: input.slots.map((s) => ({ code: s.code, label: s.label, pricePence: s.price, description: s.description })),
  };
}

export const deliveryMethodQueries: Pick<QueryResolvers, 'adminDeliverySetup'> = {
  adminDeliverySetup(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return deliverySetupForStaff(ctx, staff);
  },
};

export const deliveryMethodMutations: Pick<
  MutationResolvers,
  'adminCreateDeliveryMethod' | 'adminUpdateDeliveryMethod' | 'adminRetireDeliveryMethod' | 'adminSetCourierServices'
> = {
  adminSetCourierServices(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(servicesArgs, raw);
    const services = args.services.map((s) => ({
      type: s.type,
      name: s.name,
      description: s.description,
      surchargePence: s.surcharge,
      vatBasisPoints: s.vatRatePercent,
    }));
    return setCourierServices(ctx, staff, args.courierId, services);
  },
  adminCreateDeliveryMethod(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    return createDeliveryMethod(ctx, staff, draftOf(parseArgs(saveArgs, raw).input));
  },
  adminUpdateDeliveryMethod(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    return updateDeliveryMethod(ctx, staff, draftOf(parseArgs(saveArgs, raw).input));
  },
  adminRetireDeliveryMethod(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    return retireDeliveryMethod(ctx, staff, parseArgs(retireArgs, raw).id);
  },
};
