import { sql } from 'kysely';
import { z } from 'zod';
import { requireScope, type CommerceContext } from '../context.ts';
import { applyCoupon, couponCustomerKey, normaliseCouponCode } from '../domain/pricing/coupons.ts';
import { apiError, parseArgs } from '../errors.ts';
import { couponUsage } from './coupon-usage.store.ts';
import { loadOrder } from './orders.store.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { changeCart } from './cart.service.ts';
import { couponFromRow } from './coupon-rules.ts';
import { planOrderShipments } from './order-shipments.ts';
import { presentOrder } from './order-view.ts';

const updateDiscountArgs = z.object({
  orderId: orderIdArg,
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  couponCode: z.string().max(40, 'A coupon code is at most 40 characters.').nullish(),
});

export const couponMutations = {
  async updateDiscountAmount(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(updateDiscountArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const code = normaliseCouponCode(args.couponCode ?? '');
    const stored = await loadOrder(ctx.db, caller, args.orderId);
    // What free delivery would waive: each shipment's delivery charge as currently planned.
    const waivableShippingPence = stored
      ? planOrderShipments(stored, ctx.now()).reduce((sum, plan) => sum + (plan.charge?.shippingPence ?? 0), 0)
      : 0;
    await changeCart(ctx, caller, { orderId: args.orderId }, async (tx, order) => {
      if (code === '') {
        await tx.updateTable('orders').set({ coupon_code: null }).where('id', '=', order.id).execute();
        return;
      }
      const row = await tx.selectFrom('coupon').selectAll().where('tenant_id', '=', caller.tenantId).where('code', '=', code).executeTakeFirst();
      if (!row) throw apiError('BAD_USER_INPUT', `There is no offer with the code ${code}. Check the spelling and try again.`, { reason: 'UNKNOWN_COUPON' });
      const customerKey = couponCustomerKey(order.customer_email ?? caller.email);
      const usage = await couponUsage(tx, caller.tenantId, code, customerKey);
      const goods = await tx
        .selectFrom('order_item')
        .select(sql<number>`coalesce(sum(unit_price_pence * quantity), 0)::int`.as('pence'))
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      const result = applyCoupon(couponFromRow(row), { goodsPence: goods.pence, waivableShippingPence, customerKey }, usage, ctx.now());
      if (!result.ok) throw apiError('BAD_USER_INPUT', result.message, { reason: result.code });
      await tx.updateTable('orders').set({ coupon_code: code }).where('id', '=', order.id).execute();
    });
    return presentOrder((await loadOrder(ctx.db, caller, args.orderId))!, ctx.now());
  },
};
