import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireScope, type CommerceContext } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { creditBalancePence } from '../customers/customers.store.ts';
import { fromPounds } from '../domain/money.ts';
import { checkCreditRequest } from '../domain/pricing/credit-request.ts';
import { loadOrder } from './orders.store.ts';
import { orderIdArg, salesChannelArg, tenantArg } from '../args.ts';
import { changeCart } from './cart.service.ts';
import { addressToColumns } from '../customers/address-columns.ts';
import { orderAddressInput, phoneField } from './order-input.ts';
import { presentOrder } from './order-view.ts';

const scoped = { tenant: tenantArg, salesChannel: salesChannelArg };

const addCustomerOrderArgs = z.object({
  ...scoped,
  orderId: orderIdArg,
  customer: z.object({
    id: z.string().nullish(),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter an email address such as name@example.co.uk.')),
    firstName: z.string().trim().max(100).nullish(),
    lastName: z.string().trim().max(100).nullish(),
    phoneNumber: phoneField,
  }),
});

const updateOrderArgs = z.object({
  ...scoped,
  id: orderIdArg,
  data: z
    .object({
      orderNotes: z.string().trim().max(1000, 'Order notes can be at most 1,000 characters.').nullish(),
      languageCode: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'languageCode must look like en-GB.').nullish(),
      gtagClientId: z.string().max(100).nullish(),
    })
    .refine((data) => Object.values(data).some((v) => v !== undefined), 'Send at least one field to change.'),
});

/** Pounds with at most two decimals, as whole pence; anything finer is refused, never rounded. */
const creditAmountArg = z
  .number()
  .nonnegative('must be 0 or more; send 0 to stop using credit')
  .transform((amount, ctx) => {
    try {
      return fromPounds(amount);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be pounds and pence with at most 2 decimals, e.g. 12.50' });
      return z.NEVER;
    }
  });

const setOrderCreditArgs = z.object({ ...scoped, orderId: orderIdArg, amount: creditAmountArg });

const addEditOrderAddressArgs = z.object({
  ...scoped,
  orderId: orderIdArg,
  customerId: z.uuid('customerId must be a customer id').nullish(),
  address: z
    .array(orderAddressInput)
    .min(1, 'Send at least one address.')
    .max(5, 'An order has at most 5 addresses.')
    .refine((list) => list.filter((a) => a.addressType === 'billing').length <= 1, 'An order has one billing address.'),
});

async function reply(ctx: CommerceContext, scope: Parameters<typeof loadOrder>[1], orderId: string) {
  return presentOrder((await loadOrder(ctx.db, scope, orderId))!, ctx.now());
}

/** Contact, notes and addresses of a cart: what checkout fills in before delivery and payment. */
export const orderDetailMutations = {
  async addCustomerOrder(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(addCustomerOrderArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await changeCart(ctx, caller, { orderId: args.orderId }, async (tx, order) => {
      const customer = await tx
        .selectFrom('customer')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('sales_channel_id', '=', caller.salesChannelId)
        .where('email', '=', args.customer.email)
        .executeTakeFirst();
      if (!customer) throw apiError('NOT_FOUND', 'Customer not found');
      if (caller.customerId && caller.customerId !== customer.id) {
        throw apiError('FORBIDDEN', 'You are signed in as someone else; sign out to order for this customer.');
      }
      // Signed in: the stored record is the truth, the form fills its gaps. Guest: the form wins.
      const signedIn = caller.customerId === customer.id;
      // Credit asked for is the attached customer's: another customer must not inherit the request.
      const sameCustomer = order.customer_id === customer.id;
      const pick = (stored: string | null, typed: string | null | undefined) =>
        signedIn ? (stored ?? typed ?? null) : (typed ?? stored ?? null);
      await tx
        .updateTable('orders')
        .set({
          customer_id: customer.id,
          guest: !signedIn,
          customer_email: customer.email,
          customer_first_name: pick(customer.first_name, args.customer.firstName),
          customer_last_name: pick(customer.last_name, args.customer.lastName),
          customer_phone: pick(customer.phone_number, args.customer.phoneNumber),
          ...(sameCustomer ? {} : { credit_requested_pence: null }),
        })
        .where('id', '=', order.id)
        .execute();
    });
    return reply(ctx, caller, args.orderId);
  },

  async updateOrder(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(updateOrderArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await changeCart(ctx, caller, { orderId: args.id }, async (tx, order) => {
      await tx
        .updateTable('orders')
        .set({
          ...(args.data.orderNotes !== undefined ? { notes: args.data.orderNotes || null } : {}),
          ...(args.data.languageCode ? { language_code: args.data.languageCode } : {}),
          ...(args.data.gtagClientId !== undefined ? { gtag_client_id: args.data.gtagClientId } : {}),
        })
        .where('id', '=', order.id)
        .execute();
    });
    return reply(ctx, caller, args.id);
  },

  /**
   * Only the customer the cart belongs to, signed in, may put their credit against it: the
   * guest API key opens any cart by id, so it must never spend a customer's balance.
   */
  async setOrderCredit(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(setOrderCreditArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const customerId = caller.customerId;
    if (!customerId) throw apiError('UNAUTHENTICATED', 'Sign in to use your credit.');
    await changeCart(ctx, caller, { orderId: args.orderId }, async (tx, order) => {
      if (order.customer_id !== customerId) {
        throw apiError(
          'FORBIDDEN',
          order.customer_id
            ? 'This order belongs to another customer, so your credit cannot be used on it.'
            : 'Add your details to this order (addCustomerOrder) before using your credit.',
        );
      }
      const check = checkCreditRequest(args.amount, await creditBalancePence(tx, customerId));
      if (!check.ok) throw apiError('BAD_USER_INPUT', check.message, { field: 'amount' });
      await tx.updateTable('orders').set({ credit_requested_pence: check.requestedPence }).where('id', '=', order.id).execute();
    });
    return reply(ctx, caller, args.orderId);
  },

  async addEditOrderAddress(_: unknown, raw: unknown, ctx: CommerceContext) {
    const args = parseArgs(addEditOrderAddressArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    if (args.customerId && caller.customerId && args.customerId !== caller.customerId) {
      throw apiError('FORBIDDEN', 'You can only use your own addresses.');
    }
    await changeCart(ctx, caller, { orderId: args.orderId }, async (tx, order) => {
      const types = [...new Set(args.address.map((a) => a.addressType))];
      await tx.deleteFrom('order_address').where('order_id', '=', order.id).where('address_type', 'in', types).execute();
      await tx
        .insertInto('order_address')
        .values(
          args.address.map((address, position) => ({
            id: randomUUID(),
            order_id: order.id,
            address_type: address.addressType,
            position,
            ...addressToColumns(address),
          })),
        )
        .execute();
    });
    return reply(ctx, caller, args.orderId);
  },
};
