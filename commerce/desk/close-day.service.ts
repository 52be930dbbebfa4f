import { GraphQLError } from 'graphql';
import type { Transaction } from 'kysely';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import type { ClosedDayDraft, ClosedDayKind } from '../domain/delivery/closed-days.ts';
import type { CalendarRegion } from '../domain/delivery/calendar-region.ts';
import type { StrandedBooking } from '../domain/delivery/stranded-bookings.ts';
import type { ShipmentKey } from '../domain/delivery/shipments.ts';
import { apiError } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import { changeLockedShipmentDay } from './order-moves.service.ts';
import { lockPlacedOrder } from './order-desk.store.ts';

/** A closed day as the delivery feature answers it. */
export interface ClosedDayView {
  date: string;
  name: string;
  kind: ClosedDayKind;
  regions: CalendarRegion[];
}

/**
 * What the delivery feature's closed days give the desk, handed in by the composition root
 * (the delivery feature reaches the order desk's features itself, so the desk cannot import it).
 */
export interface DayCloser {
  /** Closes the day in one transaction, running `moveStranded` inside it first (see admin-delivery.service.ts). */
  addClosedDay(
    ctx: CommerceContext,
    staff: Staff,
    draft: ClosedDayDraft,
    moveStranded: (tx: Transaction<Database>, stranded: StrandedBooking[], now: Date) => Promise<void>,
  ): Promise<ClosedDayView>;
  bookingsStrandedBy(ctx: CommerceContext, staff: Staff, draft: ClosedDayDraft): Promise<StrandedBooking[]>;
}

/** Where the bookings go: one open day for all; a slot code, or null to keep each shipment's own. */
export interface BookingsTarget {
  deliveryDate: string;
  slotCode: string | null;
}

/** An order as the staff member saw it in the list of the day's bookings. */
export interface SeenOrder {
  orderId: string;
  version: number;
}

/**
 * Closes a day and moves every shipment booked on it to another day first, all in one
 * transaction: each move is the order process's guarded `changeDelivery` (its history entry,
 * audit entry and the customer's "delivery changed" mail in the outbox), then the day closes
 * with its own audit entry. All or nothing: an order changed since staff listed the bookings
 * (its version moved), a booking they were not shown, or a move the delivery rules refuse
 * refuses the whole close, naming the order, and nothing moves.
 */
export async function closeDayMovingBookings(
  closer: DayCloser,
  ctx: CommerceContext,
  staff: Staff,
  draft: ClosedDayDraft,
  target: BookingsTarget,
  seen: readonly SeenOrder[],
): Promise<{ day: ClosedDayView; moved: StrandedBooking[] }> {
  let moved: StrandedBooking[] = [];
  const day = await closer.addClosedDay(ctx, staff, draft, async (tx, stranded, now) => {
    const versions = new Map(seen.map((order) => [order.orderId, order.version]));
    const unseen = stranded.filter((booking) => !versions.has(booking.orderId));
    if (unseen.length > 0) {
      throw apiError(
        'CONFLICT',
        `${draft.date} has bookings you were not shown (order ${orderNumbers(unseen)} booked since you looked). Nothing was moved and the day is still open: look at its bookings again.`,
        { reason: 'STALE' },
      );
    }
    for (const [orderId, bookings] of groupByOrder(stranded)) {
      await moveOrderBookings(tx, staff, now, { orderId, version: versions.get(orderId)!, bookings, target });
    }
    moved = stranded;
  });
  return { day, moved };
}

async function moveOrderBookings(
  tx: Transaction<Database>,
  staff: Staff,
  now: Date,
  input: { orderId: string; version: number; bookings: StrandedBooking[]; target: BookingsTarget },
) {
  const first = input.bookings[0]!;
  let order = await lockPlacedOrder(tx, staff.tenantId, input.orderId);
  if (!order || order.version !== input.version) {
    throw apiError(
      'CONFLICT',
      `Order ${first.orderNumber} changed since you looked at the day's bookings (someone dispatched, refunded or edited it). Nothing was moved and the day is still open: look at its bookings again.`,
      { reason: 'STALE' },
    );
  }
  for (const booking of input.bookings) {
    try {
      await changeLockedShipmentDay(tx, staff, order, now, {
        shipmentKey: booking.shipmentKey as ShipmentKey,
        deliveryDate: input.target.deliveryDate,
        slotCode: input.target.slotCode ?? booking.slotCode,
      });
    } catch (error) {
      // The rule's own words, with the order they stopped: the whole close is refused.
      if (error instanceof GraphQLError) {
        throw new GraphQLError(`Order ${booking.orderNumber}: ${error.message} Nothing was moved and the day is still open.`, {
          extensions: error.extensions,
        });
      }
      throw error;
    }
    // Each move bumps the order's version: the next shipment of the same order moves on it.
    order = (await lockPlacedOrder(tx, staff.tenantId, input.orderId))!;
  }
}

function groupByOrder(bookings: readonly StrandedBooking[]): Map<string, StrandedBooking[]> {
  const byOrder = new Map<string, StrandedBooking[]>();
  for (const booking of bookings) byOrder.set(booking.orderId, [...(byOrder.get(booking.orderId) ?? []), booking]);
  return byOrder;
}

const orderNumbers = (bookings: readonly StrandedBooking[]) => [...new Set(bookings.map((booking) => booking.orderNumber))].join(', ');
