import { z } from 'zod';
import { skuCodeArg, tenantArg } from '../args.ts';
import type { CommerceContext } from '../context.ts';
import { MAX_LINE_QUANTITY } from '../domain/cart.ts';
import { toPounds } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { editOrderLines, type LineEditOutcome, previewLineEdit } from './line-edits.service.ts';
import { presentDeskOrder, presentRefund } from './order-desk-view.ts';
import { deskOrder } from './order-desk.service.ts';

const lines = z
  .array(
    z.object({
      sku: skuCodeArg,
      quantity: z
        .number()
        .int('must be a whole number')
        .min(0, 'must be 0 (to take the line off) or more')
        .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
    }),
  )
  .min(1, 'name at least one line to change')
  .max(50, 'must be at most 50 lines');
const version = z
  .number()
  .int('must be the order’s version, as adminOrder gives it')
  .min(1, 'must be the order’s version, as adminOrder gives it');
const orderId = z.uuid({ message: 'must be the id of a placed order, as adminOrders lists it' });
const previewArgs = z.object({ tenant: tenantArg, orderId, version, lines });
const editArgs = previewArgs.extend({
  reason: z.string().trim().min(1, 'write why the items change').max(200, 'must be at most 200 characters'),
  requestKey: z
    .string()
    .min(8, 'must be the edit’s own key: a fresh random id per edit, the same one on a retry')
    .max(100, 'must be at most 100 characters'),
});

function presentPreview(outcome: LineEditOutcome) {
  const { settlement } = outcome;
  return {
    changes: outcome.changes.map((change) => ({ ...change, unitPrice: toPounds(change.unitPricePence) })),
    totalBefore: toPounds(outcome.wasTotalPence),
    totalAfter: toPounds(outcome.nowTotalPence),
    difference: toPounds(outcome.nowTotalPence - outcome.wasTotalPence),
    refund: toPounds(settlement.kind === 'refund' ? settlement.refundPence : 0),
    balanceDue: toPounds(settlement.balanceDuePence),
  };
}

async function present(ctx: CommerceContext, tenantId: string, id: string) {
  const order = await deskOrder(ctx.db, tenantId, id);
  if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
  return presentDeskOrder(order, ctx.payments);
}

export const lineEditQueries: Pick<QueryResolvers, 'adminPreviewOrderLines'> = {
  adminPreviewOrderLines: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(previewArgs, args);
    return presentPreview(await previewLineEdit(ctx, staff, parsed));
  },
};

export const lineEditMutations: Pick<MutationResolvers, 'adminEditOrderLines'> = {
  adminEditOrderLines: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(editArgs, args);
    const { refund } = await editOrderLines(ctx, staff, parsed);
    return { order: await present(ctx, staff.tenantId, parsed.orderId), refund: refund && presentRefund(refund) };
  },
};
