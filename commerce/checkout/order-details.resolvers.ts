import { z } from 'zod';
import { requireScope } from '../context.ts';
import { apiError, parseArgs } from '../errors.ts';
import { emailLookupKeys, throughDoor } from '../limits/index.ts';
import { orderIdArg, poundsArg, salesChannelArg, tenantArg } from '../args.ts';
import { attachCustomer, requestCredit, setOrderAddresses, updateOrderFields } from './order-details.service.ts';
import { orderAddressInput, phoneField } from '../orders/index.ts';
import { replyWithOrder } from '../orders/index.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';

const scoped = { tenant: tenantArg, salesChannel: salesChannelArg };

const addCustomerOrderArgs = z.object({
  ...scoped,
  orderId: orderIdArg,
  customer: z.object({
    id: z.string().nullish(),
    email: z
      .string()
      .trim()
      .max(254, 'An email address is at most 254 characters.')
      .toLowerCase()
      .pipe(z.email('Enter an email address such as name@example.co.uk.')),
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
      languageCode: z
        .string()
        .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'languageCode must look like en-GB.')
        .nullish(),
      gtagClientId: z.string().max(100).nullish(),
    })
    .refine((data) => Object.values(data).some((v) => v !== undefined), 'Send at least one field to change.'),
});

const creditAmountArg = poundsArg(z.number().nonnegative('must be 0 or more; send 0 to stop using credit'));

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

/** Contact, notes and addresses of a cart: what checkout fills in before delivery and payment. */
export const orderDetailMutations = {
  async addCustomerOrder(_, raw, ctx) {
    const args = parseArgs(addCustomerOrderArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    // 'Customer not found' tells whether an email is a customer's, so the email look-up limits
    // apply; a customer attaching their own signed-in email learns nothing and is not counted.
    const ownEmail = caller.customerId !== null && caller.email === args.customer.email;
    const keys = ownEmail ? [] : emailLookupKeys(caller, ctx.clientIp, args.customer.email);
    await throughDoor(ctx.limits, keys, () => attachCustomer(ctx, caller, args.orderId, args.customer));
    return replyWithOrder(ctx, caller, args.orderId);
  },

  async updateOrder(_, raw, ctx) {
    const args = parseArgs(updateOrderArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await updateOrderFields(ctx, caller, args.id, args.data);
    return replyWithOrder(ctx, caller, args.id);
  },

  async setOrderCredit(_, raw, ctx) {
    const args = parseArgs(setOrderCreditArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    await requestCredit(ctx, caller, args.orderId, args.amount);
    return replyWithOrder(ctx, caller, args.orderId);
  },

  async addEditOrderAddress(_, raw, ctx) {
    const args = parseArgs(addEditOrderAddressArgs, raw);
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    if (args.customerId && caller.customerId && args.customerId !== caller.customerId) {
      throw apiError('FORBIDDEN', 'You can only use your own addresses.');
    }
    await setOrderAddresses(ctx, caller, args.orderId, args.address);
    return replyWithOrder(ctx, caller, args.orderId);
  },
} satisfies MutationResolvers;
