import { z } from 'zod';
import { poundsArg, tenantArg } from '../args.ts';
import { requireStaff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { SHIPMENT_KEYS, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { isShopRefundKey } from '../domain/refunds.ts';
import { isOrderStatus, PLACED_STATUSES } from '../domain/order-process.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { presentDeskOrder, presentRefund } from './order-desk-view.ts';
import { deskOrder, deskOrders, searchOrders, shipmentDays } from './order-desk.service.ts';
import {
  addStaffNote,
  cancelPlacedOrder,
  changeAccessNotes,
  changeDeliveryAddress,
  changeShipmentDay,
  moveOrderShipment,
} from './order-moves.service.ts';
import { readOrderSearch } from '../domain/order-search.ts';
import { normaliseUkPhone } from '../domain/phone.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { refundOrder, sendRecordedRefund } from './refunds.service.ts';
import { trackingNumberArg, trackingUrlArg } from './tracking-args.ts';

const orderId = z.uuid({ message: 'must be the id of a placed order, as adminOrders lists it' });
const isoDay = z.iso.date({ message: 'must be a day as YYYY-MM-DD, e.g. 2026-12-03' });
const shipment = z.enum(SHIPMENT_KEYS as [ShipmentKey, ...ShipmentKey[]], {
  message: `must be one of the order's shipments: ${SHIPMENT_KEYS.join(', ')}`,
});
const words = (what: string, max: number) => z.string().trim().min(1, `write ${what}`).max(max, `must be at most ${max} characters`);

const refundAmount = poundsArg(z.number().positive('must be more than 0, e.g. 12.50'));

const listArgs = z.object({
  tenant: tenantArg,
  statuses: z
    .array(
      z.string().refine((status) => isOrderStatus(status) && (PLACED_STATUSES as readonly string[]).includes(status), {
        message: `must be one of ${PLACED_STATUSES.join(', ')}`,
      }),
    )
    .max(PLACED_STATUSES.length)
    .nullish(),
  day: isoDay.nullish(),
  dayKind: z.enum(['DELIVERY', 'DISPATCH']).nullish(),
  first: z.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').nullish(),
});
const oneArgs = z.object({ tenant: tenantArg, id: orderId });
const shipmentArgs = z.object({ tenant: tenantArg, orderId, shipment });
const dispatchArgs = shipmentArgs
  .extend({ trackingNumber: trackingNumberArg.nullish(), trackingUrl: trackingUrlArg.nullish() })
  .refine((args) => !args.trackingUrl || args.trackingNumber, {
    message: 'give the tracking number too: the mail names it beside the tracking page',
    path: ['trackingNumber'],
  });
const cancelArgs = z.object({ tenant: tenantArg, orderId, reason: words('why the order is cancelled', 500) });
const refundArgs = z.object({
  tenant: tenantArg,
  orderId,
  amount: refundAmount,
  reason: words('why the money goes back', 128),
  requestKey: z
    .string()
    .min(8, 'must be the request’s own key: a fresh random id per refund, the same one on a retry')
    .max(100, 'must be at most 100 characters'),
  of: z.enum(['ORDER', 'DELIVERY'], { message: 'must be ORDER or DELIVERY' }).nullish(),
  payment: z.uuid({ message: 'must be the id of one of the order’s payments, as refundablePayments lists them' }).nullish(),
});
const noteArgs = z.object({ tenant: tenantArg, orderId, note: words('the note', 2000) });

const searchArgs = z.object({
  tenant: tenantArg,
  search: z
    .string()
    .trim()
    .min(2, 'enter at least 2 characters: an order number, email, name, phone or postcode')
    .max(254, 'must be at most 254 characters'),
  first: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').nullish(),
  after: z
    .string()
    .regex(/^\d{1,9}$/, 'must be the nextCursor of the previous page')
    .nullish(),
});
const version = z
  .number()
  .int('must be the order’s version, as adminOrder gives it')
  .min(1, 'must be the order’s version, as adminOrder gives it');
const shipmentDaysArgs = z.object({ tenant: tenantArg, orderId, shipment });
const changeDayArgs = z.object({
  tenant: tenantArg,
  orderId,
  version,
  shipment,
  deliveryDate: isoDay,
  slot: z.string().trim().min(1, 'must be a slot code, as adminShipmentDays lists them').max(40, 'must be at most 40 characters').nullish(),
});
const optionalWords = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ? text : null));
const addressArgs = z.object({
  tenant: tenantArg,
  orderId,
  version,
  address: z.object({
    firstName: words('the first name', 60),
    lastName: words('the last name', 60),
    company: optionalWords(100),
    line1: words('the first line of the address', 100),
    line2: optionalWords(100),
    city: words('the town', 60),
    postCode: z.string().transform((typed, check) => {
      const parsed = parseUkPostcode(typed);
      if (parsed.ok) return parsed.postcode;
      check.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
    phone: z
      .string()
      .nullish()
      .transform((typed, check) => {
        if (!typed?.trim()) return null;
        const phone = normaliseUkPhone(typed);
        if (phone.ok) return phone.phone;
        check.addIssue({ code: 'custom', message: phone.message });
        return z.NEVER;
      }),
  }),
});
const notesArgs = z.object({ tenant: tenantArg, orderId, version, notes: optionalWords(500) });

/** The order as it stands after a move, for the reply. */
async function present(ctx: CommerceContext, tenantId: string, id: string) {
  const order = await deskOrder(ctx.db, tenantId, id);
  if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
  return presentDeskOrder(order, ctx.payments);
}

export const orderDeskQueries: Pick<QueryResolvers, 'adminOrders' | 'adminOrder' | 'adminSearchOrders' | 'adminShipmentDays'> = {
  adminSearchOrders: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(searchArgs, args);
    const page = await searchOrders(ctx.db, {
      tenantId: staff.tenantId,
      search: readOrderSearch(parsed.search),
      beforeNumber: parsed.after ? Number(parsed.after) : null,
      pageSize: parsed.first ?? 20,
    });
    return { orders: page.orders.map((order) => presentDeskOrder(order, ctx.payments)), nextCursor: page.nextCursor };
  },
  adminShipmentDays: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(shipmentDaysArgs, args);
    const days = await shipmentDays(ctx.db, staff.tenantId, parsed.orderId, parsed.shipment, ctx.now());
    if (!days) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    return {
      dates: days.dates,
      slots: days.slots.map((slot) => ({
        code: slot.code,
        label: slot.label,
        hours: slot.description || slot.label,
        price: slot.pricePence / 100,
      })),
    };
  },
  adminOrders: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(listArgs, args);
    const orders = await deskOrders(ctx.db, {
      tenantId: staff.tenantId,
      statuses: parsed.statuses?.length ? (parsed.statuses as (typeof PLACED_STATUSES)[number][]) : null,
      day: parsed.day ? { date: parsed.day, kind: parsed.dayKind === 'DISPATCH' ? 'dispatch' : 'delivery' } : null,
      limit: parsed.first ?? 100,
    });
    return orders.map((order) => presentDeskOrder(order, ctx.payments));
  },
  adminOrder: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(oneArgs, args);
    const order = await deskOrder(ctx.db, staff.tenantId, parsed.id);
    return order ? presentDeskOrder(order, ctx.payments) : null;
  },
};

export const orderDeskMutations: Pick<
  MutationResolvers,
  | 'adminDispatchShipment'
  | 'adminDeliverShipment'
  | 'adminCancelOrder'
  | 'adminRefundOrder'
  | 'adminAddOrderNote'
  | 'adminChangeShipmentDay'
  | 'adminChangeDeliveryAddress'
  | 'adminChangeAccessNotes'
> = {
  adminChangeShipmentDay: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(changeDayArgs, args);
    await changeShipmentDay(ctx, staff, {
      orderId: parsed.orderId,
      version: parsed.version,
      shipmentKey: parsed.shipment,
      deliveryDate: parsed.deliveryDate,
      slotCode: parsed.slot ?? null,
    });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
  adminChangeDeliveryAddress: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(addressArgs, args);
    const { address } = parsed;
    await changeDeliveryAddress(ctx, staff, {
      orderId: parsed.orderId,
      version: parsed.version,
      address: {
        first_name: address.firstName,
        last_name: address.lastName,
        company: address.company,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        post_code: address.postCode,
        phone_number: address.phone,
      },
    });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
  adminChangeAccessNotes: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(notesArgs, args);
    await changeAccessNotes(ctx, staff, { orderId: parsed.orderId, version: parsed.version, notes: parsed.notes });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
  adminDispatchShipment: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(dispatchArgs, args);
    await moveOrderShipment(ctx, staff, {
      orderId: parsed.orderId,
      shipmentKey: parsed.shipment,
      move: 'dispatch',
      tracking: parsed.trackingNumber ? { number: parsed.trackingNumber, url: parsed.trackingUrl ?? null } : null,
    });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
  adminDeliverShipment: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(shipmentArgs, args);
    await moveOrderShipment(ctx, staff, { orderId: parsed.orderId, shipmentKey: parsed.shipment, move: 'deliver' });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
  adminCancelOrder: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(cancelArgs, args);
    const refunds = await cancelPlacedOrder(ctx, staff, { orderId: parsed.orderId, reason: parsed.reason });
    // Each payment goes back through itself, as the cancellation wrote it and its mail told it; the placing payment's refund is the reply's.
    let refund: Awaited<ReturnType<typeof sendRecordedRefund>> | null = null;
    for (const { written, purpose } of refunds) {
      const sent = await sendRecordedRefund(ctx, staff, written);
      if (purpose === 'order') refund = sent;
    }
    return { order: await present(ctx, staff.tenantId, parsed.orderId), refund: refund && presentRefund(refund) };
  },
  adminRefundOrder: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(refundArgs, args);
    const refund = await refundOrder(ctx, staff, {
      orderId: parsed.orderId,
      amountPence: parsed.amount,
      reason: parsed.reason,
      requestKey: parsed.requestKey,
      // The shop's own key (a cancel's or an edit's refund) only asks again for the refund made under it.
      askAgainOnly: isShopRefundKey(parsed.requestKey),
      refundOf: parsed.of === 'DELIVERY' ? 'delivery' : 'order',
      ...(parsed.payment ? { attemptId: parsed.payment } : {}),
    });
    return { refund: presentRefund(refund), order: await present(ctx, staff.tenantId, parsed.orderId) };
  },
  adminAddOrderNote: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(noteArgs, args);
    await addStaffNote(ctx, staff, { orderId: parsed.orderId, note: parsed.note });
    return present(ctx, staff.tenantId, parsed.orderId);
  },
};
