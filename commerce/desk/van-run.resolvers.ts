import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { MOST_STOPS_PER_VAN } from '../domain/van-run.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { deleteVan, saveVan, setVanStops, vanRunOfDay, type VanRun } from './van-run.service.ts';

const day = z.iso.date({ message: 'must be a day as YYYY-MM-DD, such as 2026-12-04' });
const vanId = z.uuid({ message: 'must be the id of one of the shop’s vans, as adminVanRun lists them' });
const runArgs = z.object({ tenant: tenantArg, day });
const saveArgs = z.object({
  tenant: tenantArg,
  id: vanId.nullish().transform((id) => id ?? null),
  name: z.string().max(200, 'keep the van’s name to 40 characters'),
});
const stopsArgs = z.object({
  tenant: tenantArg,
  day,
  version: z.number().int('must be the day’s version as adminVanRun gave it').min(0, 'must be the day’s version as adminVanRun gave it'),
  vanId,
  orderIds: z
    .array(z.uuid({ message: 'must be the id of a placed order, as adminOrders lists it' }))
    .max(MOST_STOPS_PER_VAN, `must be at most ${MOST_STOPS_PER_VAN} stops`),
});

const present = (run: VanRun) => ({
  day: run.day,
  version: run.version,
  vans: run.vans,
  stops: run.stops.map((stop) => ({ orderId: stop.orderId, vanId: stop.vanId, position: stop.position })),
});

export const vanRunQueries: Pick<QueryResolvers, 'adminVanRun'> = {
  adminVanRun: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(runArgs, args);
    return present(await vanRunOfDay(ctx, staff, parsed.day));
  },
};

export const vanRunMutations: Pick<MutationResolvers, 'adminSaveVan' | 'adminDeleteVan' | 'adminSetVanStops'> = {
  adminDeleteVan: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(z.object({ tenant: tenantArg, id: vanId }), args);
    return deleteVan(ctx, staff, parsed.id);
  },
  adminSaveVan: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(saveArgs, args);
    return saveVan(ctx, staff, parsed);
  },
  adminSetVanStops: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(stopsArgs, args);
    return present(await setVanStops(ctx, staff, parsed));
  },
};
