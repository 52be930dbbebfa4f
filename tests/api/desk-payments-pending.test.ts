import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminOrderDetailDocument,
  AdminPaymentsPendingDocument,
  AdminTodayDocument,
  type AdminPaymentsPendingQuery,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London (GMT).
const NOW = '2026-11-18T10:00:00Z';
// Eight days before: a refusal then is older than the list's week.
const LAST_WEEK = '2026-11-10T10:00:00Z';
const tenant = scope.tenant;

type Pending = AdminPaymentsPendingQuery['adminPaymentsPending'][number];

describe.each(backends)("the desk's payments pending on $name", (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
  const pending = async (): Promise<Pending[]> => {
    const reply = await staff()(AdminPaymentsPendingDocument, { tenant });
    expect(reply.errors).toBeUndefined();
    return reply.data!.adminPaymentsPending;
  };
  /** A placed order's row by its id; one still being paid for has no id on the list, so by its email. */
  const rowOf = async (orderId: string, email?: string) =>
    (await pending()).find((row) => (email ? row.email === email : row.orderId === orderId));
  const pay = async (orderId: string, card: string) => {
    const reply = await shop.api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(card) });
    expect(errorOf(reply)?.code ?? null).toBe(card === TEST_CARDS.declined ? 'PAYMENT_DECLINED' : null);
  };

  it('lists a payment waiting at the bank, a refused one not paid since, and a balance due, each with what it waits for', async () => {
    const atBank = await payableOrder(shop.api, [['LOG-ASH-STD', 2]], 'bank@example.com');
    await pay(atBank, TEST_CARDS.threeDSecure);
    const refused = await payableOrder(shop.api, [['LOG-ASH-STD', 1]], 'refused@example.com');
    await pay(refused, TEST_CARDS.declined);
    const owing = await payableOrder(shop.api, [['LOG-ASH-STD', 1]], 'owing@example.com');
    await pay(owing, TEST_CARDS.approved);
    const settled = await payableOrder(shop.api, [['LOG-ASH-STD', 1]], 'settled@example.com');
    await pay(settled, TEST_CARDS.approved);
    // The lines changed at the desk and cost £12.50 more than was paid.
    await shop.db.updateTable('orders').set({ balance_due_pence: 1250 }).where('id', '=', owing).execute();

    const bank = await rowOf(atBank, 'bank@example.com');
    expect(bank).toMatchObject({
      wait: 'AWAITING_SHOPPER',
      placed: false,
      orderNumber: null,
      orderId: null,
      email: 'bank@example.com',
      since: new Date(NOW).toISOString(),
    });
    expect(bank!.words).toMatch(/3-D Secure/);
    expect(bank!.items).toMatch(/^2 × /);
    expect(bank!.amount).toBeGreaterThan(0);
    expect(await rowOf(refused, 'refused@example.com')).toMatchObject({ wait: 'FAILED', placed: false, orderId: null });
    // A basket's id is its owner's secret: no row names one, nor keys itself by it.
    expect(JSON.stringify(await pending())).not.toContain(atBank);
    expect(JSON.stringify(await pending())).not.toContain(refused);
    const balance = await rowOf(owing);
    expect(balance).toMatchObject({ wait: 'BALANCE_DUE', placed: true, amount: 12.5, orderId: owing });
    const detail = (await staff()(AdminOrderDetailDocument, { tenant, id: owing })).data!.adminOrder!;
    expect(balance!.orderNumber).toBe(detail.number);
    expect(await rowOf(settled)).toBeUndefined();

    // Refused first, then balances, then waits.
    const kinds = (await pending()).map((row) => row.wait);
    expect(kinds.indexOf('FAILED')).toBeLessThan(kinds.indexOf('BALANCE_DUE'));
    expect(kinds.indexOf('BALANCE_DUE')).toBeLessThan(kinds.indexOf('AWAITING_SHOPPER'));

    // Today's count is the list's length.
    const today = (await staff()(AdminTodayDocument, { tenant })).data!.adminToday;
    expect(today.paymentsUnsettled).toBe((await pending()).length);
  });

  it('drops a refused payment once the shopper pays, and one refused more than a week ago', async () => {
    const retried = await payableOrder(shop.api, [['LOG-ASH-STD', 1]], 'retried@example.com');
    await pay(retried, TEST_CARDS.declined);
    expect((await rowOf(retried, 'retried@example.com'))?.wait).toBe('FAILED');
    await pay(retried, TEST_CARDS.approved);
    expect(await rowOf(retried, 'retried@example.com')).toBeUndefined();

    shop.clock.set(LAST_WEEK);
    const old = await payableOrder(shop.api, [['LOG-ASH-STD', 1]], 'old@example.com');
    await pay(old, TEST_CARDS.declined);
    expect((await rowOf(old, 'old@example.com'))?.wait).toBe('FAILED');
    shop.clock.reset();
    expect(await rowOf(old, 'old@example.com')).toBeUndefined();
  });

  it('answers staff of the shop only: no key, a customer, or staff of another shop learn who is paying', async () => {
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminPaymentsPendingDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(await shop.api(AdminPaymentsPendingDocument, { tenant }))?.code);
    const rival = shop.client({ token: staffIdToken({ email: 'staff@rival.example', tenant: 'rival' }) });
    expect(errorOf(await rival(AdminPaymentsPendingDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await rival(AdminPaymentsPendingDocument, { tenant: 'rival' }))?.code ?? null).toBeNull();
    const theirs = (await rival(AdminPaymentsPendingDocument, { tenant: 'rival' })).data?.adminPaymentsPending ?? [];
    expect(theirs).toEqual([]);
  });
});
