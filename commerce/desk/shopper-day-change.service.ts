import type { Caller, CommerceContext } from '../context.ts';
import { dateChangeClosesAt, dateChangeOpen } from '../domain/delivery/date-change-cutoff.ts';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { SHIPMENT_NAMES, type ShipmentKey } from '../domain/delivery/shipments.ts';
import { apiError } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { disclosureTo, loadDetails, loadOrder, lockOrder, type StoredOrder } from '../orders/index.ts';
import type { Staff } from '../staff-access.ts';
import { changeShipmentDayIn, promisedShipments, shipmentStatuses, shipmentsAsOf } from './order-moves.service.ts';

/*
 * A shopper moving one of their order's shipments to another day from the order page. It answers
 * only the order's owner (the customer's token; for a guest's order the receipt key the paying
 * browser holds, or the token of the customer who claimed it), only until the courier's cut-off on the day the shipment leaves, only to a day
 * the shop offers it now, and at the price paid. The move itself is the desk's day change: the
 * order process's guarded move, the history and audit entries and the confirmation mail, in one
 * transaction.
 */

/** What the order page offers for one shipment: the days, or why the date cannot be changed here. */
export interface ShopperDayChoices {
  /** The order's version the choices were read at; the change sends it back. */
  version: number;
  /** The date it is booked for now. */
  deliveryDate: string | null;
  /** When changing it here closes; null when it cannot be changed here. */
  closesAt: Date | null;
  /** Why it cannot be changed here and what to do instead; null when it can. */
  refusal: string | null;
  dates: { date: string; text: string }[];
}

export interface ShopperDayChange {
  orderId: string;
  receiptKey: string | null;
  version: number;
  shipmentKey: ShipmentKey;
  deliveryDate: string;
}

const CONTACT_US = 'Please contact us by email or phone (the details are at the foot of every page), quoting your order number.';

/**
 * The order, if the caller owns it. A customer's order another caller cannot even open is "not
 * found"; a guest's order its id opens as a receipt is refused in words: only the browser that
 * paid, or the customer who claimed it signed in, may change it.
 */
async function ownOrder(ctx: CommerceContext, caller: Caller, orderId: string, receiptKey: string | null): Promise<StoredOrder> {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored || stored.order.status === 'shoppingCart') throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
  // In full (their own order, or a guest's with the paying browser's key), or claimed: the customer who claimed a guest order with its mail's link.
  if ((await disclosureTo(ctx, caller, stored, { receiptKey })) === 'receipt') {
    throw apiError(
      'FORBIDDEN',
      'Only the person who placed this order can change its delivery date: open it in the browser you paid with, or sign in with the email you ordered with.',
    );
  }
  return stored;
}

/** Why this shipment's date cannot be changed by the shopper now, or when changing it closes. */
function changeWindow(stored: StoredOrder, key: ShipmentKey, now: Date): { closesAt: Date } | { refusal: string } {
  const promised = promisedShipments(stored);
  const plan = promised.find((candidate) => candidate.key === key);
  const name = SHIPMENT_NAMES[key];
  if (!plan) return { refusal: `Order ${stored.order.order_number} has no ${name}.` };
  if (stored.order.status !== 'placed' && stored.order.status !== 'partlyDispatched') {
    return { refusal: `This order is ${stored.order.status === 'cancelled' ? 'cancelled' : 'no longer open to changes'}. ${CONTACT_US}` };
  }
  if (shipmentStatuses(stored, promised).get(key) !== 'awaitingDispatch') {
    return { refusal: `Your ${name} has already left us, so its date can no longer be changed.` };
  }
  const row = stored.shipmentChoices.find((choice) => choice.shipment_key === key);
  const dispatchDate = row?.dispatch_date ?? plan.estDispatchDate;
  const courier = stored.delivery.couriers.find((candidate) => candidate.id === plan.shippingMethod?.courierId);
  if (!dispatchDate || !courier) return { refusal: `We cannot change the date of your ${name} here. ${CONTACT_US}` };
  const closesAt = dateChangeClosesAt(dispatchDate, courier.cutoffTime);
  if (!dateChangeOpen(now, closesAt)) {
    const leaves = formatIsoDate(dispatchDate, 'EEEE d MMMM');
    return {
      refusal: `Your ${name} is being got ready to leave us on ${leaves}, so its date can no longer be changed here (changes close at ${courier.cutoffTime} on the day it leaves). ${CONTACT_US}`,
    };
  }
  return { closesAt };
}

/** The days one shipment of the caller's order may move to now, or why it cannot move. */
export async function shopperDayChoices(
  ctx: CommerceContext,
  caller: Caller,
  input: { orderId: string; receiptKey: string | null; shipmentKey: ShipmentKey },
): Promise<ShopperDayChoices> {
  const stored = await ownOrder(ctx, caller, input.orderId, input.receiptKey);
  const now = ctx.now();
  const row = stored.shipmentChoices.find((choice) => choice.shipment_key === input.shipmentKey);
  const booked = promisedShipments(stored).find((plan) => plan.key === input.shipmentKey);
  const base = { version: stored.order.version, deliveryDate: row?.delivery_date ?? booked?.estDeliveryDate ?? null };
  const window = changeWindow(stored, input.shipmentKey, now);
  if ('refusal' in window) return { ...base, closesAt: null, refusal: window.refusal, dates: [] };
  // The days a customer booking this shipment now would be offered, with the method they paid for.
  const quote = shipmentsAsOf(stored, now).find((plan) => plan.key === input.shipmentKey)?.shippingMethod;
  const dates = (quote?.estDeliveryDates ?? []).map((date) => ({ date, text: formatIsoDate(date, quote!.deliveryDateDisplayFormat) }));
  if (dates.length === 0) {
    return { ...base, closesAt: null, refusal: `We have no other days to offer for this delivery just now. ${CONTACT_US}`, dates };
  }
  return { ...base, closesAt: window.closesAt, refusal: null, dates };
}

/**
 * Moves the shipment to the day the shopper chose, keeping its slot. The audit names the shopper
 * (`shopper:` and their customer id, or `shopper:guest` for the browser holding the receipt key)
 * and the order's email, as staff changes name the staff member.
 */
export async function changeShopperShipmentDay(ctx: CommerceContext, caller: Caller, input: ShopperDayChange): Promise<void> {
  // Ownership is read before the lock: the receipt key is checked outside the transaction, and who owns an order does not change.
  const owned = await ownOrder(ctx, caller, input.orderId, input.receiptKey);
  await throughDoor(ctx.limits, [{ limit: 'dateChangeByOrder', subject: owned.order.id }], () =>
    changeOwnOrderDay(ctx, caller, owned, input),
  );
}

async function changeOwnOrderDay(ctx: CommerceContext, caller: Caller, owned: StoredOrder, input: ShopperDayChange): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, caller, owned.order.id);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order of yours with that id.');
    if (order.version !== input.version) {
      throw apiError(
        'CONFLICT',
        `Order ${order.order_number} has changed since you opened it (we may have dispatched or changed it). Reload the page and choose the date again.`,
        { reason: 'STALE' },
      );
    }
    const stored = await loadDetails(tx, order);
    const now = ctx.now();
    const window = changeWindow(stored, input.shipmentKey, now);
    if ('refusal' in window) throw apiError('CONFLICT', window.refusal, { reason: 'DATE_CHANGE_CLOSED' });
    const who: Staff = {
      tenantId: order.tenant_id,
      // Ownership is proved by now: a signed-in caller is the customer (or the one who claimed it), anyone else the paying browser.
      subject: `shopper:${caller.customerId ?? 'guest'}`,
      email: order.customer_email ?? '',
    };
    const slotCode = stored.shipmentChoices.find((choice) => choice.shipment_key === input.shipmentKey)?.timed_code ?? null;
    await changeShipmentDayIn(tx, who, order, stored, now, {
      shipmentKey: input.shipmentKey,
      deliveryDate: input.deliveryDate,
      slotCode,
      byShopper: true,
    });
  });
}
