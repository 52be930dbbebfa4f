import { createHash } from 'node:crypto';
import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { PAYMENT_WAIT_WORDS, type PaymentWait } from '../domain/payment-waits.ts';
import { toPounds } from '../domain/money.ts';
import { parseArgs } from '../errors.ts';
import type { AdminPaymentWait, QueryResolvers } from '../schema/resolvers-types.ts';
import { requireStaff } from '../staff-access.ts';
import { pendingPayments } from './payments-pending.service.ts';

const paymentsArgs = z.object({ tenant: tenantArg });

const WAIT_NAMES: Record<PaymentWait, AdminPaymentWait> = {
  awaitingProvider: 'AWAITING_PROVIDER',
  awaitingShopper: 'AWAITING_SHOPPER',
  failed: 'FAILED',
  balanceDue: 'BALANCE_DUE',
};

export const paymentsPendingQueries: Pick<QueryResolvers, 'adminPaymentsPending'> = {
  adminPaymentsPending: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing of who is paying.
    const staff = requireStaff(ctx, args.tenant);
    parseArgs(paymentsArgs, args);
    const pending = await pendingPayments(ctx.db, staff.tenantId, ctx.now());
    return pending.map(({ order, wait, since, amountPence }) => ({
      key: createHash('sha256').update(order.id).digest('base64url').slice(0, 22),
      orderId: order.placedAt ? order.id : null,
      orderNumber: order.orderNumber,
      placed: order.placedAt !== null,
      wait: WAIT_NAMES[wait],
      words: PAYMENT_WAIT_WORDS[wait],
      since: since.toISOString(),
      amount: toPounds(amountPence),
      customerName: order.customerName,
      email: order.email,
      phone: order.phone,
      items: order.items.map((item) => `${item.quantity} × ${item.name}`).join(', '),
    }));
  },
};
