import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { nearestPence } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { recordBalancePaid } from './balance-record.service.ts';
import { presentDeskOrder } from './order-desk-view.ts';
import { deskOrder } from './order-desk.service.ts';

const recordArgs = z.object({
  tenant: tenantArg,
  orderId: z.uuid({ message: 'must be the id of a placed order, as adminOrders lists it' }),
  version: z
    .number()
    .int('must be the order’s version, as adminOrder gives it')
    .min(1, 'must be the order’s version, as adminOrder gives it'),
  amount: z.number().positive('must be the balance due, more than 0').max(100_000, 'must be the balance due'),
  way: z.enum(['phone', 'cashOnDelivery'], { message: 'must be phone or cashOnDelivery' }),
  note: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
});

export const balanceRecordMutations: Pick<MutationResolvers, 'adminRecordBalancePaid'> = {
  adminRecordBalancePaid: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(recordArgs, args);
    await recordBalancePaid(ctx, staff, {
      orderId: parsed.orderId,
      version: parsed.version,
      amountPence: nearestPence(parsed.amount),
      way: parsed.way,
      note: parsed.note || null,
    });
    const order = await deskOrder(ctx.db, staff.tenantId, parsed.orderId);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    return presentDeskOrder(order, ctx.payments);
  },
};
