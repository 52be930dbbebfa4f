import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { undeliveredMail, type UndeliveredMail } from './outbox.store.ts';
import { resendUndeliveredMail } from './undelivered-mail.service.ts';

const listArgs = z.object({
  tenant: tenantArg,
  orderId: z.uuid({ message: 'must be the id of an order, as adminOrder gives it' }).nullish(),
  first: z.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').nullish(),
});
const resendArgs = z.object({
  tenant: tenantArg,
  id: z.uuid({ message: 'must be the id of a message, as adminUndeliveredMail lists it' }),
});

function present(mail: UndeliveredMail) {
  return { ...mail, failedAt: mail.failedAt instanceof Date ? mail.failedAt.toISOString() : new Date(mail.failedAt).toISOString() };
}

export const undeliveredMailQueries: Pick<QueryResolvers, 'adminUndeliveredMail'> = {
  adminUndeliveredMail: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(listArgs, args);
    return (await undeliveredMail(ctx.db, staff.tenantId, parsed.first ?? 100, parsed.orderId ?? null)).map(present);
  },
};

export const undeliveredMailMutations: Pick<MutationResolvers, 'adminResendMail'> = {
  adminResendMail: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(resendArgs, args);
    await resendUndeliveredMail(ctx.db, staff, parsed.id, ctx.now());
    return true;
  },
};
