import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { requireStaff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { SHIPMENT_KEYS, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { MAX_DISPATCH_UNDO_SECONDS } from '../domain/desk-day.ts';
import { apiError, parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { MOST_SHIPMENTS_PER_MOVE, moveShipments, planShipmentMoves } from './day-moves.service.ts';
import { releaseDispatchMail, undoShipmentMove } from './order-moves.service.ts';
import { dispatchUndoSeconds } from './desk-settings.store.ts';
import { setDispatchUndoSeconds } from './desk-settings.service.ts';
import { presentDeskOrder } from './order-desk-view.ts';
import { deskOrder } from './order-desk.service.ts';
import { trackingNumberArg } from './tracking-args.ts';

const orderId = z.uuid({ message: 'must be the id of a placed order, as adminOrders lists it' });
const shipment = z.enum(SHIPMENT_KEYS as [ShipmentKey, ...ShipmentKey[]], {
  message: `must be one of the order's shipments: ${SHIPMENT_KEYS.join(', ')}`,
});
const move = z.enum(['DISPATCH', 'DELIVER'], { message: 'must be DISPATCH or DELIVER' });
const shipments = z
  .array(z.object({ orderId, shipment, trackingNumber: trackingNumberArg.nullish() }))
  .min(1, 'choose at least one shipment')
  .max(MOST_SHIPMENTS_PER_MOVE, `must be at most ${MOST_SHIPMENTS_PER_MOVE} shipments`)
  .refine((refs) => new Set(refs.map((ref) => `${ref.orderId}.${ref.shipment}`)).size === refs.length, {
    message: 'names the same shipment twice',
  });
// A tracking number goes out with a dispatch's mail; on any other move it would be lost unsaid, so it is refused.
const trackedOnlyWhenDispatching = (args: { move: string; shipments: { trackingNumber?: string | null }[] }) =>
  args.move === 'DISPATCH' || args.shipments.every((ref) => !ref.trackingNumber);
const trackedMessage = { message: 'a tracking number goes with a dispatch only', path: ['shipments'] };
const planArgs = z.object({ tenant: tenantArg, move, shipments }).refine(trackedOnlyWhenDispatching, trackedMessage);
const moveArgs = z
  .object({ tenant: tenantArg, move, shipments, confirmEarly: z.boolean().nullish() })
  .refine(trackedOnlyWhenDispatching, trackedMessage);
const undoArgs = z.object({ tenant: tenantArg, orderId, shipment });
const settingsArgs = z.object({
  tenant: tenantArg,
  dispatchUndoSeconds: z
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 (mail at once) or more')
    .max(MAX_DISPATCH_UNDO_SECONDS, `must be at most ${MAX_DISPATCH_UNDO_SECONDS} seconds (an hour)`),
});

const dayMove = (value: 'DISPATCH' | 'DELIVER') => (value === 'DISPATCH' ? 'dispatch' : 'deliver');
const refsOf = (parsed: z.infer<typeof shipments>) =>
  parsed.map((ref) => ({ orderId: ref.orderId, shipmentKey: ref.shipment, trackingNumber: ref.trackingNumber ?? null }));

async function presentOrder(ctx: CommerceContext, tenantId: string, id: string) {
  const order = await deskOrder(ctx.db, tenantId, id);
  return order ? presentDeskOrder(order, ctx.payments) : null;
}

export const dayDeskQueries: Pick<QueryResolvers, 'adminPlanShipmentMoves' | 'adminDeskSettings'> = {
  adminPlanShipmentMoves: async (_parent, args, ctx) => {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(planArgs, args);
    const planned = await planShipmentMoves(ctx, staff, dayMove(parsed.move), refsOf(parsed.shipments));
    return planned.map((one) => ({ ...one, shipment: one.shipmentKey }));
  },
  adminDeskSettings: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    return { dispatchUndoSeconds: await dispatchUndoSeconds(ctx.db, staff.tenantId) };
  },
};

export const dayDeskMutations: Pick<
  MutationResolvers,
  'adminMoveShipments' | 'adminUndoDispatch' | 'adminUndoDelivery' | 'adminSendDispatchMailNow' | 'adminSetDeskSettings'
> = {
  adminMoveShipments: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(moveArgs, args);
    const moved = await moveShipments(ctx, staff, {
      move: dayMove(parsed.move),
      refs: refsOf(parsed.shipments),
      confirmEarly: parsed.confirmEarly ?? false,
    });
    const orders = new Map<string, Awaited<ReturnType<typeof presentOrder>>>();
    for (const one of moved) if (!orders.has(one.orderId)) orders.set(one.orderId, await presentOrder(ctx, staff.tenantId, one.orderId));
    return moved.map((one) => ({
      orderId: one.orderId,
      shipment: one.shipmentKey,
      order: orders.get(one.orderId) ?? null,
      undoUntil: one.undoUntil?.toISOString() ?? null,
      problem: one.problem,
    }));
  },
  adminUndoDispatch: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(undoArgs, args);
    await undoShipmentMove(ctx, staff, { orderId: parsed.orderId, shipmentKey: parsed.shipment }, 'undoDispatch');
    const order = await presentOrder(ctx, staff.tenantId, parsed.orderId);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    return order;
  },
  adminUndoDelivery: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(undoArgs, args);
    await undoShipmentMove(ctx, staff, { orderId: parsed.orderId, shipmentKey: parsed.shipment }, 'undoDelivery');
    const order = await presentOrder(ctx, staff.tenantId, parsed.orderId);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    return order;
  },
  adminSendDispatchMailNow: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(z.object({ tenant: tenantArg, shipments }), args);
    const released = await releaseDispatchMail(
      ctx,
      staff,
      parsed.shipments.map((ref) => ({ orderId: ref.orderId, shipmentKey: ref.shipment })),
    );
    return released.map((ref) => ({ orderId: ref.orderId, shipment: ref.shipmentKey }));
  },
  adminSetDeskSettings: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const parsed = parseArgs(settingsArgs, args);
    return { dispatchUndoSeconds: await setDispatchUndoSeconds(ctx, staff, parsed.dispatchUndoSeconds) };
  },
};
