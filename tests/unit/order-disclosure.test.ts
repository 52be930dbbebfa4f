import { describe, expect, it } from 'vitest';
import { mayIssueReceiptKey, mayTrack, orderDisclosure, type DisclosedOrder } from '../../commerce/domain/order-disclosure.ts';

const guestOrder = (status: DisclosedOrder['status'], claimedBy: string | null = null): DisclosedOrder => ({
  status,
  guest: true,
  customerId: null,
  customerEmail: 'ann@example.com',
  claimedBy,
});
const customersOrder: DisclosedOrder = {
  status: 'placed',
  guest: false,
  customerId: 'c-1',
  customerEmail: 'cat@example.com',
  claimedBy: null,
};
const anonymous = { customerId: null, email: null };
const ann = { customerId: 'c-2', email: 'ann@example.com' };
const cat = { customerId: 'c-1', email: 'cat@example.com' };

describe('orderDisclosure', () => {
  it('shows a cart whole: its id is its secret', () => {
    expect(orderDisclosure(guestOrder('shoppingCart'), anonymous, false)).toBe('full');
  });

  it.each(['paymentPending', 'placed'] as const)("shows a guest's %s order as a receipt without proof", (status) => {
    expect(orderDisclosure(guestOrder(status), anonymous, false)).toBe('receipt');
    expect(orderDisclosure(guestOrder(status), cat, false)).toBe('receipt');
  });

  it("opens a guest's order in full with its receipt key, whoever holds it", () => {
    expect(orderDisclosure(guestOrder('placed'), anonymous, true)).toBe('full');
    expect(orderDisclosure(guestOrder('placed'), ann, true)).toBe('full');
  });

  it("shows a guest's order as claimed only to the customer who claimed it, not to whoever has its email", () => {
    expect(orderDisclosure(guestOrder('placed'), ann, false)).toBe('receipt');
    expect(orderDisclosure(guestOrder('placed', 'c-2'), ann, false)).toBe('claimed');
    expect(orderDisclosure(guestOrder('paymentPending', 'c-2'), ann, false)).toBe('claimed');
    expect(orderDisclosure(guestOrder('placed', 'c-2'), { customerId: 'c-3', email: 'ann@example.com' }, false)).toBe('receipt');
  });

  it("shows a customer's order whole only to that customer, whatever key is sent", () => {
    expect(orderDisclosure(customersOrder, cat, false)).toBe('full');
    expect(orderDisclosure(customersOrder, anonymous, true)).toBe('receipt');
    expect(orderDisclosure(customersOrder, { customerId: 'c-9', email: 'cat@example.com' }, false)).toBe('receipt');
  });
});

describe('mayTrack', () => {
  it('takes the email it was placed with (already trimmed and lower-cased), or the customer signed in who owns or claimed it', () => {
    expect(mayTrack(guestOrder('placed'), anonymous, 'ann@example.com')).toBe(true);
    expect(mayTrack(guestOrder('placed', 'c-2'), ann, null)).toBe(true);
    expect(mayTrack(customersOrder, cat, null)).toBe(true);
    expect(mayTrack(customersOrder, anonymous, 'cat@example.com')).toBe(true);
  });

  it('answers no for anything else: no email, another email, another customer, a cart', () => {
    expect(mayTrack(guestOrder('placed'), anonymous, null)).toBe(false);
    expect(mayTrack(guestOrder('placed'), ann, null)).toBe(false);
    expect(mayTrack(guestOrder('placed'), anonymous, 'bob@example.com')).toBe(false);
    expect(mayTrack(customersOrder, ann, null)).toBe(false);
    expect(mayTrack(guestOrder('shoppingCart'), anonymous, 'ann@example.com')).toBe(false);
  });
});

describe('mayIssueReceiptKey', () => {
  it("is for the call that opened a guest order's payment only, never a joining call or a customer's order", () => {
    expect(mayIssueReceiptKey(guestOrder('shoppingCart'), true)).toBe(true);
    expect(mayIssueReceiptKey(guestOrder('paymentPending'), false)).toBe(false);
    expect(mayIssueReceiptKey(guestOrder('placed'), false)).toBe(false);
    expect(mayIssueReceiptKey(customersOrder, true)).toBe(false);
    // A guest order the old behaviour linked to a customer is still a guest's.
    expect(mayIssueReceiptKey({ guest: true, customerId: 'c-1' }, true)).toBe(true);
  });
});
