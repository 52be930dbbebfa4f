import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { tonnesOf } from '../domain/desk-today.ts';
import { toPounds } from '../domain/money.ts';
import { parseArgs } from '../errors.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { deskToday } from './today.service.ts';

const todayArgs = z.object({ tenant: tenantArg });

export const todayDeskQueries: Pick<QueryResolvers, 'adminToday'> = {
  adminToday: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing of the shop's takings.
    const staff = requireStaff(ctx, args.tenant);
    parseArgs(todayArgs, args);
    const today = await deskToday(ctx.db, staff.tenantId, ctx.now());
    return {
      date: today.date,
      ordersPlaced: today.ordersPlaced,
      paymentsTaken: toPounds(today.paymentsPence),
      refundsSettled: toPounds(today.refundsPence),
      takings: toPounds(today.takingsPence),
      days: today.days.map((day) => ({ ...day, tonnes: tonnesOf(day.weightGrams) })),
      dueToDispatch: today.dueToDispatch,
      paymentsPending: today.paymentsPending,
      paymentsUnsettled: today.paymentsUnsettled,
      undeliveredMail: today.undeliveredMail,
    };
  },
};
