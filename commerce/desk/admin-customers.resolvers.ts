import { z } from 'zod';
import { poundsArg } from '../args.ts';
import { presentCredit } from '../customers/index.ts';
import { creditBalancePence, listCredits } from '../customers/index.ts';
import { toPounds } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { CommerceContext } from '../context.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import {
  customerAddresses,
  customerPlacedOrders,
  findCustomerByOrderNumber,
  findCustomersByEmail,
  findDeskCustomer,
  type DeskCustomerRow,
} from './admin-customers.store.ts';
import { changeCustomerCredit } from './customer-credit.service.ts';
import { requireStaff } from '../staff-access.ts';

const FOUND_AT_MOST = 20;
const CARD_ORDERS = 50;
const ORDER_NUMBER = /^#?\s*(\d{1,9})$/;

const customerIdArg = z.uuid({ message: 'must be the id of a customer, as adminFindCustomers returns it' });
const findArgs = z.object({
  search: z
    .string()
    .trim()
    .min(3, 'enter at least 3 characters of an email, or an order number')
    .max(254, 'must be at most 254 characters'),
});
const creditArgs = z.object({
  customerId: customerIdArg,
  amount: poundsArg(z.number({ error: 'enter an amount in pounds, such as 10.00' }), 'must be pounds and pence, such as 10.50'),
  reason: z
    .string({ error: 'say why, in a few words the customer will read' })
    .trim()
    .min(3, 'say why, in a few words the customer will read (at least 3 characters)')
    .max(200, 'must be at most 200 characters'),
  requestKey: z.uuid({ message: 'must be a new UUID for each change, such as crypto.randomUUID() makes' }),
});

async function presentDeskCustomer(ctx: CommerceContext, tenantId: string, row: DeskCustomerRow) {
  const [balancePence, credits, addresses, orders] = await Promise.all([
    creditBalancePence(ctx.db, row.id),
    listCredits(ctx.db, row.id),
    customerAddresses(ctx.db, row.id),
    customerPlacedOrders(ctx.db, tenantId, row, CARD_ORDERS),
  ]);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    salesChannel: row.sales_channel_id,
    creditBalance: toPounds(balancePence),
    credits: credits.map(presentCredit),
    phone: row.phone_number,
    addresses: addresses.map((address) => ({
      lines: [
        `${address.first_name} ${address.last_name}`.trim(),
        address.company,
        address.line1,
        address.line2,
        address.city,
        address.state,
        address.post_code,
        address.country_code === 'GB' ? null : address.country_code,
      ].filter((line): line is string => Boolean(line?.trim())),
      postCode: address.post_code,
      phone: address.phone_number,
    })),
    orders: orders.map((order) => ({
      id: order.id,
      number: order.order_number ?? 0,
      placedAt: new Date(order.placed_at!).toISOString(),
      status: order.status,
      asGuest: order.customer_id === null,
    })),
  };
}

export const adminCustomerQueries: Pick<QueryResolvers, 'adminFindCustomers' | 'adminCustomer'> = {
  adminFindCustomers: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const { search } = parseArgs(findArgs, args);
    const orderNumber = ORDER_NUMBER.exec(search)?.[1];
    const rows =
      orderNumber !== undefined
        ? await findCustomerByOrderNumber(ctx.db, staff.tenantId, Number(orderNumber))
        : await findCustomersByEmail(ctx.db, staff.tenantId, search.toLowerCase(), FOUND_AT_MOST);
    return Promise.all(rows.map((row) => presentDeskCustomer(ctx, staff.tenantId, row)));
  },
  adminCustomer: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const { customerId } = parseArgs(z.object({ customerId: customerIdArg }), args);
    const row = await findDeskCustomer(ctx.db, staff.tenantId, customerId);
    return row ? presentDeskCustomer(ctx, staff.tenantId, row) : null;
  },
};

function creditChange(kind: 'grant' | 'remove'): NonNullable<MutationResolvers['adminGrantCredit']> {
  return async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const { customerId, amount, reason, requestKey } = parseArgs(creditArgs, args);
    await changeCustomerCredit(ctx.db, { staff, customerId, kind, amountPence: amount, reason, requestKey, at: ctx.now() });
    const row = await findDeskCustomer(ctx.db, staff.tenantId, customerId);
    if (!row) throw apiError('NOT_FOUND', 'No customer of this shop has that id.');
    return presentDeskCustomer(ctx, staff.tenantId, row);
  };
}

export const adminCustomerMutations: Pick<MutationResolvers, 'adminGrantCredit' | 'adminRemoveCredit'> = {
  adminGrantCredit: creditChange('grant'),
  adminRemoveCredit: creditChange('remove'),
};
