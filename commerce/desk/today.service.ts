import type { Kysely } from 'kysely';
import { DAYS_AHEAD, type DayLoad, dayLoads, isoDaysFrom, londonDayOf, sumPence, takingsPence } from '../domain/desk-today.ts';
import { undeliveredMailCount } from '../mail/index.ts';
import type { Database } from '../store/tables.ts';
import { bookedShipmentsOf } from './order-desk-view.ts';
import { listDeskOrders } from './order-desk.store.ts';
import { pendingPayments } from './payments-pending.service.ts';
import {
  ordersAwaitingPayment,
  ordersPlacedBetween,
  paymentsSucceededBetween,
  refundsSettledBetween,
  shipmentsWaitingToLeave,
} from './today.store.ts';

/** Enough orders for a busy week's deliveries; a week with more shows this many. */
const MOST_ORDERS_AHEAD = 1000;

/** The desk's morning overview: today's orders and money, the week's bookings, and what waits for staff. */
export interface DeskToday {
  /** London's date at the shop's clock, YYYY-MM-DD. */
  date: string;
  ordersPlaced: number;
  paymentsPence: number;
  refundsPence: number;
  takingsPence: number;
  days: DayLoad[];
  dueToDispatch: number;
  paymentsPending: number;
  /** The orders the Payments pending list shows. */
  paymentsUnsettled: number;
  undeliveredMail: number;
}

export async function deskToday(db: Kysely<Database>, tenantId: string, now: Date): Promise<DeskToday> {
  const today = londonDayOf(now);
  const days = isoDaysFrom(today.date, DAYS_AHEAD);
  const [ordersPlaced, payments, refunds, ahead, dueToDispatch, paymentsPending, unsettled, undeliveredMail] = await Promise.all([
    ordersPlacedBetween(db, tenantId, today.start, today.end),
    paymentsSucceededBetween(db, tenantId, today.start, today.end),
    refundsSettledBetween(db, tenantId, today.start, today.end),
    // The day's list of deliveries, for the whole week at once: the same orders, days and weights.
    listDeskOrders(db, {
      tenantId,
      statuses: null,
      day: { date: days[0]!, until: days.at(-1)!, kind: 'delivery' },
      limit: MOST_ORDERS_AHEAD,
    }),
    shipmentsWaitingToLeave(db, tenantId, today.date),
    ordersAwaitingPayment(db, tenantId),
    pendingPayments(db, tenantId, now),
    undeliveredMailCount(db, tenantId),
  ]);
  return {
    date: today.date,
    ordersPlaced,
    paymentsPence: sumPence(payments),
    refundsPence: sumPence(refunds),
    takingsPence: takingsPence(payments, refunds),
    days: dayLoads(days, ahead.flatMap(bookedShipmentsOf)),
    dueToDispatch,
    paymentsPending,
    paymentsUnsettled: unsettled.length,
    undeliveredMail,
  };
}
