import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireScope } from '../context.ts';
import { describeStock } from '../domain/stock.ts';
import { londonDate } from '../domain/london-clock.ts';
import { mailboxKey } from '../domain/mailbox-key.ts';
import { apiError, parseArgs } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { findProductStock, requestStockAlert } from './stock-alerts.store.ts';

const requestStockAlertArgs = z.object({
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  productId: skuCodeArg,
  email: z
    .string({ error: 'enter an email address' })
    .max(254, 'must be at most 254 characters')
    .trim()
    .toLowerCase()
    .pipe(z.email('enter an email address such as you@example.com')),
});

export const STOCK_ALERT_TAKEN = 'Thank you. We will email you once when it is back in stock.';

export const stockAlertMutations = {
  async requestStockAlert(_, raw, ctx) {
    const args = parseArgs(requestStockAlertArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    return throughDoor(
      ctx.limits,
      [
        { limit: 'stockAlertsByIp', subject: ctx.clientIp },
        // Per mailbox, not per spelling: ann+1@gmail.com and a.nn@gmail.com are Ann's too.
        { limit: 'stockAlertsByEmail', subject: `${caller.tenantId}/${mailboxKey(args.email)}` },
      ],
      async () => {
        const product = await findProductStock(ctx.db, caller.tenantId, args.productId);
        if (!product) throw apiError('NOT_FOUND', 'productId: we do not sell that product.', { field: 'productId' });
        // Stock is public (the buy-box shows it): saying so discloses nothing about anyone.
        const stock = describeStock(
          { onHand: product.on_hand, presaleDate: product.presale_date, presaleLimit: null },
          londonDate(ctx.now()),
        );
        if (stock.type === 'inStock' || stock.type === 'lowStock') {
          throw apiError('CONFLICT', 'This is in stock now: you can buy it straight away.', { field: 'productId' });
        }
        await requestStockAlert(ctx.db, caller, { id: randomUUID(), skuCode: product.id, email: args.email, at: ctx.now() });
        return { message: STOCK_ALERT_TAKEN };
      },
    );
  },
} satisfies MutationResolvers;
