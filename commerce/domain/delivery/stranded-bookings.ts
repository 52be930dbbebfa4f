import { calendarRegionOf, type CalendarRegion } from './calendar-region.ts';
import { parseUkPostcode } from './postcode.ts';

/** A shipment due to leave or arrive on a day staff want to close. */
export interface DayBooking {
  orderNumber: number;
  shipmentKey: string;
  /** The delivery postcode; null (or unreadable) counts as every calendar's. */
  postcode: string | null;
}

/** A shipment a closed day would strand, as the desk lists it to be moved. */
export interface StrandedBooking extends DayBooking {
  orderId: string;
  /** The order's version as read: a move of it names it, so a change since is refused. */
  version: number;
  addressee: string | null;
  deliveryDate: string | null;
  dispatchDate: string | null;
  slotCode: string | null;
}

/**
 * The bookings a closed day would strand: those whose delivery address keeps a calendar the day
 * closes (a closure day closes them all; a bank holiday one nation's). An address we cannot place
 * counts, so a day is never closed over a booking by accident.
 */
export function strandedBookings<T extends DayBooking>(bookings: readonly T[], regionsClosed: readonly CalendarRegion[]): T[] {
  return bookings.filter((booking) => {
    const parsed = booking.postcode ? parseUkPostcode(booking.postcode) : null;
    return !parsed?.ok || regionsClosed.includes(calendarRegionOf(parsed));
  });
}

/** Why the day cannot be closed, naming each order: staff move them first. */
export function strandedBookingsRefusal(date: string, stranded: readonly DayBooking[]): string {
  const orders = [...new Set(stranded.map((booking) => booking.orderNumber))];
  return `${date} cannot be closed: ${stranded.length} ${stranded.length === 1 ? 'shipment is' : 'shipments are'} booked to leave or arrive that day (${
    orders.length === 1 ? 'order' : 'orders'
  } ${orders.join(', ')}). Move ${stranded.length === 1 ? 'it' : 'them'} to another day first, then close it.`;
}
