import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkMove,
  moveTargets,
  ORDER_MOVES,
  ORDER_PROCESS,
  ORDER_STATUSES,
  OrderMoveRefused,
  shopperMaySee,
  type OrderMoveName,
  type OrderStatus,
} from '../../commerce/domain/order-process.ts';

/** The process as the shop runs it, written out independently of the definition under test. */
const ALLOWED: ReadonlySet<string> = new Set([
  'shoppingCart → shoppingCart', // a cart edit
  'shoppingCart → paymentPending', // payment starts
  'paymentPending → paymentPending', // waiting for the bank's 3-D Secure check
  'paymentPending → placed', // paid
  'paymentPending → shoppingCart', // payment failed: back to the cart
  'placed → placed', // a refund or a staff note before anything leaves
  'placed → partlyDispatched', // one of several shipments leaves
  'placed → dispatched', // the only (or last) shipment leaves
  'placed → cancelled', // cancelled before anything left
  'partlyDispatched → partlyDispatched', // another shipment leaves or arrives, one still waits
  'partlyDispatched → dispatched', // the last waiting shipment leaves
  'partlyDispatched → placed', // the one shipment that left is taken back within the undo window
  'dispatched → placed', // every shipment's dispatch taken back within the window
  'dispatched → partlyDispatched', // one of several shipments' dispatch taken back
  'dispatched → dispatched', // one of several arrives, or a refund or a note
  'dispatched → delivered', // the last shipment arrives
  'delivered → delivered', // a refund or a note after delivery
  'delivered → dispatched', // the last arrival taken back within the undo window (ticked by mistake)
  'cancelled → cancelled', // a refund retried or a note after cancelling
]);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('the order process', () => {
  it('knows exactly these statuses', () => {
    expect([...ORDER_STATUSES]).toEqual([
      'shoppingCart',
      'paymentPending',
      'placed',
      'partlyDispatched',
      'dispatched',
      'delivered',
      'cancelled',
    ]);
  });

  it.each(pairs)('%s → %s is allowed only if the shop allows it', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from} → ${to}`));
  });

  it('a cancelled or delivered order goes nowhere else', () => {
    expect(ORDER_PROCESS.cancelled.to).toEqual(['cancelled']);
    expect(ORDER_PROCESS.delivered.to).toEqual(['delivered', 'dispatched']);
  });

  it('every named move, from each status it starts at, ends only where the process allows', () => {
    for (const name of Object.keys(ORDER_MOVES) as OrderMoveName[]) {
      for (const from of ORDER_MOVES[name].from) {
        expect(moveTargets(name, from).some((to) => canTransition(from, to))).toBe(true);
      }
    }
  });

  it('a failed payment is a history event, not a status', () => {
    expect(ORDER_MOVES.failPayment).toMatchObject({ from: ['paymentPending'], to: ['shoppingCart'], event: 'paymentFailed' });
    expect(ORDER_STATUSES).not.toContain('paymentFailed');
    expect(ORDER_MOVES.editCart.event).toBeNull();
  });

  const singleEnded = (Object.keys(ORDER_MOVES) as OrderMoveName[]).filter((name) => {
    const to = ORDER_MOVES[name].to;
    return to === 'unchanged' || (Array.isArray(to) && to.length === 1);
  });
  const moveCases = singleEnded.flatMap((name) => ORDER_STATUSES.map((status) => [name, status] as const));
  it.each(moveCases)('checkMove(%s) from %s refuses unless the order stands where the move starts', (name, status: OrderStatus) => {
    const refused = checkMove(status, name);
    if ((ORDER_MOVES[name].from as readonly OrderStatus[]).includes(status)) {
      expect(refused).toBeNull();
    } else {
      expect(refused).toBeInstanceOf(OrderMoveRefused);
      expect(refused).toMatchObject({ refusal: 'NOT_ALLOWED', reason: expect.stringMatching(/^An order that is .+ cannot /) });
    }
  });
});

describe('the staff moves', () => {
  it('cancels only a placed order nothing of which has left, and says so', () => {
    expect(checkMove('placed', 'cancel')).toBeNull();
    for (const status of ['partlyDispatched', 'dispatched', 'delivered', 'cancelled', 'shoppingCart', 'paymentPending'] as const) {
      expect(checkMove(status, 'cancel')?.reason).toBe(
        `An order that is ${status === 'partlyDispatched' ? 'partly dispatched' : status} cannot be cancelled (only a placed order nothing of which has been dispatched can).`,
      );
    }
  });

  it('dispatches from placed or partly dispatched, to partly dispatched or dispatched only', () => {
    expect(checkMove('placed', 'dispatchShipment', 'dispatched')).toBeNull();
    expect(checkMove('placed', 'dispatchShipment', 'partlyDispatched')).toBeNull();
    expect(checkMove('partlyDispatched', 'dispatchShipment', 'dispatched')).toBeNull();
    expect(checkMove('placed', 'dispatchShipment', 'delivered')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('dispatched', 'dispatchShipment', 'dispatched')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('cancelled', 'dispatchShipment', 'dispatched')?.reason).toBe(
      'An order that is cancelled cannot have a shipment dispatched.',
    );
  });

  it('marks delivered only what is on its way', () => {
    expect(checkMove('dispatched', 'deliverShipment', 'delivered')).toBeNull();
    expect(checkMove('dispatched', 'deliverShipment', 'dispatched')).toBeNull();
    expect(checkMove('partlyDispatched', 'deliverShipment', 'partlyDispatched')).toBeNull();
    expect(checkMove('placed', 'deliverShipment', 'delivered')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('dispatched', 'deliverShipment', 'partlyDispatched')).toBeInstanceOf(OrderMoveRefused);
    // An arrival while another shipment still waits leaves the order partly dispatched.
    expect(checkMove('partlyDispatched', 'deliverShipment', 'dispatched')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('partlyDispatched', 'deliverShipment', 'placed')).toBeInstanceOf(OrderMoveRefused);
  });

  it('takes a dispatch back only from an order on its way, to where its waiting shipments put it', () => {
    expect(checkMove('dispatched', 'undoDispatch', 'placed')).toBeNull();
    expect(checkMove('dispatched', 'undoDispatch', 'partlyDispatched')).toBeNull();
    expect(checkMove('partlyDispatched', 'undoDispatch', 'placed')).toBeNull();
    expect(checkMove('partlyDispatched', 'undoDispatch', 'partlyDispatched')).toBeNull();
    for (const status of ['placed', 'delivered', 'cancelled', 'shoppingCart', 'paymentPending'] as const) {
      expect(checkMove(status, 'undoDispatch', 'placed')?.refusal).toBe('NOT_ALLOWED');
    }
    expect(checkMove('dispatched', 'undoDispatch', 'delivered')).toBeInstanceOf(OrderMoveRefused);
    expect(shopperMaySee('dispatchUndone')).toBe('withoutNote');
  });

  it('takes a "delivered" back only to an order still on its way: a delivered order is dispatched again', () => {
    expect(checkMove('delivered', 'undoDelivery', 'dispatched')).toBeNull();
    expect(checkMove('dispatched', 'undoDelivery', 'dispatched')).toBeNull();
    expect(checkMove('partlyDispatched', 'undoDelivery', 'partlyDispatched')).toBeNull();
    expect(checkMove('delivered', 'undoDelivery', 'placed')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('dispatched', 'undoDelivery', 'placed')).toBeInstanceOf(OrderMoveRefused);
    for (const status of ['placed', 'cancelled', 'shoppingCart', 'paymentPending'] as const) {
      expect(checkMove(status, 'undoDelivery', 'dispatched')?.refusal).toBe('NOT_ALLOWED');
    }
    expect(shopperMaySee('deliveryUndone')).toBe('withoutNote');
  });

  it('refunds and notes leave the status as it was, from any placed status, never a cart', () => {
    for (const status of ['placed', 'partlyDispatched', 'dispatched', 'delivered', 'cancelled'] as const) {
      expect(moveTargets('refund', status)).toEqual([status]);
      expect(checkMove(status, 'refund')).toBeNull();
      expect(checkMove(status, 'addStaffNote')).toBeNull();
    }
    expect(checkMove('shoppingCart', 'refund')).toBeInstanceOf(OrderMoveRefused);
    expect(checkMove('paymentPending', 'addStaffNote')).toBeInstanceOf(OrderMoveRefused);
  });

  it('a move with several ends cannot be asked for without saying which', () => {
    expect(() => checkMove('placed', 'dispatchShipment')).toThrow('needs the status it ends in');
  });

  it('keeps staff notes from the shopper, and staff words out of the shopper’s history', () => {
    expect(shopperMaySee('staffNote')).toBe('nothing');
    expect(shopperMaySee('refundFailed')).toBe('nothing');
    expect(shopperMaySee('refunded')).toBe('withoutNote');
    expect(shopperMaySee('cancelled')).toBe('withoutNote');
    expect(shopperMaySee('shipmentDispatched')).toBe('withoutNote');
    expect(shopperMaySee('paymentFailed')).toBe('entry');
    expect(shopperMaySee('placed')).toBe('entry');
  });
});
