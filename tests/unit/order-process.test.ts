import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkMove,
  ORDER_MOVES,
  ORDER_PROCESS,
  ORDER_STATUSES,
  OrderMoveRefused,
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
]);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('the order process', () => {
  it('knows exactly three statuses', () => {
    expect([...ORDER_STATUSES]).toEqual(['shoppingCart', 'paymentPending', 'placed']);
  });

  it.each(pairs)('%s → %s is allowed only if the shop allows it', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from} → ${to}`));
  });

  it('a placed order goes nowhere', () => {
    expect(ORDER_PROCESS.placed.to).toEqual([]);
  });

  it('every named move is a move the process allows', () => {
    for (const move of Object.values(ORDER_MOVES)) expect(canTransition(move.from, move.to)).toBe(true);
  });

  it('a failed payment is a history event, not a status', () => {
    expect(ORDER_MOVES.failPayment).toEqual({ from: 'paymentPending', to: 'shoppingCart', event: 'paymentFailed' });
    expect(ORDER_STATUSES).not.toContain('paymentFailed');
    expect(ORDER_MOVES.editCart.event).toBeNull();
  });

  const moveCases = (Object.keys(ORDER_MOVES) as OrderMoveName[]).flatMap((name) =>
    ORDER_STATUSES.map((status) => [name, status] as const),
  );
  it.each(moveCases)('checkMove(%s) from %s refuses unless the order stands where the move starts', (name, status: OrderStatus) => {
    const refused = checkMove(status, name);
    if (ORDER_MOVES[name].from === status) {
      expect(refused).toBeNull();
    } else {
      expect(refused).toBeInstanceOf(OrderMoveRefused);
      expect(refused).toMatchObject({ refusal: 'NOT_ALLOWED', reason: expect.stringContaining(`An order that is ${status} cannot`) });
    }
  });
});
