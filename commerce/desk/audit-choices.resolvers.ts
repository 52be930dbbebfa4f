import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { auditChoices } from './audit-choices.store.ts';

const choiceArgs = z.object({ tenant: tenantArg });

export const auditChoiceQueries: Pick<QueryResolvers, 'adminAuditChoices'> = {
  adminAuditChoices: async (_parent, args, ctx) => {
    // Staff first: who works at the shop is the shop's own business.
    const staff = requireStaff(ctx, args.tenant);
    parseArgs(choiceArgs, args);
    const choices = await auditChoices(ctx.db, staff.tenantId);
    // The one asking is staff of the shop even before their first change.
    const me = staff.email.toLowerCase();
    return { staff: choices.staff.includes(me) ? choices.staff : [...choices.staff, me].sort(), actions: choices.actions };
  },
};
