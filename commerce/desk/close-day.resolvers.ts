import { z } from 'zod';
import { tenantArg } from '../args.ts';
import { requireStaff } from '../staff-access.ts';
import type { StrandedBooking } from '../domain/delivery/stranded-bookings.ts';
import { CALENDAR_REGIONS } from '../domain/delivery/calendar-region.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { closeDayMovingBookings, type DayCloser } from './close-day.service.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-03');
const dayInput = z.object({
  // The domain says what is wrong with a date (not real, passed); here only its shape is bounded.
  date: z.string().max(10, 'must be a date such as 2026-12-03'),
  name: z.string().max(200, 'must be at most 60 characters'),
  kind: z.enum(['bankHoliday', 'closure']),
  region: z.enum(CALENDAR_REGIONS).nullish(),
});
const listArgs = z.object({ tenant: tenantArg, input: dayInput });
const closeArgs = listArgs.extend({
  moveTo: z.object({ deliveryDate: isoDate, slot: z.string().min(1).max(40).nullish() }),
  seen: z
    .array(z.object({ orderId: z.uuid({ message: 'must be the id of a placed order' }), version: z.number().int().min(0) }))
    .max(500, 'must be at most 500 orders'),
});

const draftOf = (input: z.infer<typeof dayInput>) => ({ ...input, region: input.region ?? null });

const present = (booking: StrandedBooking) => ({
  orderId: booking.orderId,
  orderNumber: booking.orderNumber,
  version: booking.version,
  shipment: booking.shipmentKey,
  addressee: booking.addressee,
  postcode: booking.postcode,
  deliveryDate: booking.deliveryDate,
  dispatchDate: booking.dispatchDate,
  slot: booking.slotCode,
});

/** The resolvers, given the delivery feature's closed days by the composition root. */
export const closeDayResolvers = (closer: DayCloser) => ({
  Query: {
    adminClosedDayBookings: async (_parent, args, ctx) => {
      // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
      const staff = requireStaff(ctx, args.tenant);
      const parsed = parseArgs(listArgs, args);
      return (await closer.bookingsStrandedBy(ctx, staff, draftOf(parsed.input))).map(present);
    },
  } satisfies Pick<QueryResolvers, 'adminClosedDayBookings'>,
  Mutation: {
    adminCloseDayMovingBookings: async (_parent, args, ctx) => {
      const staff = requireStaff(ctx, args.tenant);
      const parsed = parseArgs(closeArgs, args);
      const { day, moved } = await closeDayMovingBookings(
        closer,
        ctx,
        staff,
        draftOf(parsed.input),
        { deliveryDate: parsed.moveTo.deliveryDate, slotCode: parsed.moveTo.slot ?? null },
        parsed.seen,
      );
      return { day, moved: moved.map(present) };
    },
  } satisfies Pick<MutationResolvers, 'adminCloseDayMovingBookings'>,
});
