import { z } from 'zod';
import { requireScope, type CommerceContext } from '../context.ts';
import { londonDate } from '../domain/calendar.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { validateCart, type CurrentProduct } from '../domain/validate-cart.ts';
import { parseArgs } from '../errors.ts';
import { loadOrder, loadOrderByNumber } from '../store/orders.ts';
import { orderIdArg, salesChannelArg, tenantArg } from './args.ts';
import { changeCart } from './cart.ts';
import { presentOrder } from './order-view.ts';

const validateArgs = z.object({ orderId: orderIdArg, tenant: tenantArg, salesChannel: salesChannelArg, excludeChildItems: z.boolean().nullish() });
const byNumberArgs = z.object({
  orderNumber: z.number().int().positive('orderNumber is the number on the order confirmation'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  postCode: z.string().trim().max(12).nullish(),
  email: z.string().trim().toLowerCase().max(254).nullish(),
});

const samePostcode = (a: string, b: string) => {
  const left = parseUkPostcode(a);
  const right = parseUkPostcode(b);
  return left.ok && right.ok ? left.postcode === right.postcode : a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();
};

export const orderLookupQueries = {
  async getAndValidateOrder(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(validateArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    if (!stored) return null;
    // A placed order is a record, not a cart: it is shown as it was, never re-priced.
    if (stored.order.status !== 'shoppingCart') return presentOrder(stored, ctx.now());

    let errors: string[] = [];
    await changeCart(ctx, caller, { orderId: args.orderId }, async (tx, order) => {
      const items = await tx.selectFrom('order_item').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
      const ids = items.map((item) => item.product_id);
      const products = ids.length
        ? await tx.selectFrom('product').selectAll().where('tenant_id', '=', caller.tenantId).where('id', 'in', ids).execute()
        : [];
      const current = new Map<string, CurrentProduct>(
        products.map((p) => [p.id, { id: p.id, name: p.short_name, pricePence: p.current_price_pence, onHand: p.on_hand, presaleDate: p.presale_date, presaleLimit: p.presale_limit }]),
      );
      const result = validateCart(
        items.map((item) => ({ id: item.id, productId: item.product_id, name: item.name, quantity: item.quantity, unitPricePence: item.unit_price_pence })),
        current,
        londonDate(ctx.now()),
      );
      for (const line of result.repriced) {
        await tx.updateTable('order_item').set({ unit_price_pence: line.unitPricePence }).where('id', '=', line.lineId).execute();
      }
      if (result.removed.length) await tx.deleteFrom('order_item').where('id', 'in', result.removed).execute();
      errors = result.errors;
    });
    return presentOrder((await loadOrder(ctx.db, caller, args.orderId))!, ctx.now(), errors);
  },

  async getOrderByNumber(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(byNumberArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const stored = await loadOrderByNumber(ctx.db, caller, args.orderNumber);
    if (!stored) return null;
    const owner = caller.customerId !== null && stored.order.customer_id === caller.customerId;
    const byEmail = !!args.email && stored.order.customer_email === args.email;
    const byPostcode = !!args.postCode && stored.addresses.some((a) => samePostcode(a.post_code, args.postCode!));
    // Order numbers are sequential: without proof the order is the caller's, it does not exist.
    return owner || byEmail || byPostcode ? presentOrder(stored, ctx.now()) : null;
  },
};
