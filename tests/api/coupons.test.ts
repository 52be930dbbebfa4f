import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, scope, type SignedInCustomer, useShop } from '../fixtures/api-fixture.ts';
import type { ApiClient } from '../fixtures/graphql-client.ts';
import { billAndDeliverTo, paymentData } from '../fixtures/payable-order.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  AttachContactDocument,
  GetOrderDiscountDocument,
  PayForOrderDocument,
  RegisterCustomerDocument,
} from './gql/graphql.ts';

describe.each(backends)('coupons on $name', (backend) => {
  // The shop's clock stands at 2026-11-18T10:00:00Z unless a test moves it.
  const shop = useShop(backend);
  const { api } = shop;
  const apply = (orderId: string, couponCode: string) => api(ApplyCouponDocument, { ...scope, orderId, couponCode });

  async function cart(skuId = 'LOG-ASH-FULL', quantity = 1) {
    return (await api(AddToCartLinesDocument, { ...scope, skuId, quantity })).data!.addToCart.id;
  }

  it('takes a percentage off the goods, with the VAT the discount carries', async () => {
    const orderId = await cart('LOG-ASH-FULL', 1);
    await api(AddToCartLinesDocument, { ...scope, orderId, skuId: 'ACC-FIRELIGHTER-100', quantity: 1 });
    // WARMWELCOME is once per customer: without an email yet it is kept, and takes nothing off.
    const anonymous = await apply(orderId, 'WARMWELCOME');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data!.updateDiscountAmount).toMatchObject({
      discountAmount: 0,
      couponsUsed: [{ couponCode: 'WARMWELCOME', awaitsEmail: true }],
      errors: [],
    });
    await shop.db.updateTable('orders').set({ customer_email: 'new@example.co.uk' }).where('id', '=', orderId).execute();
    const result = await apply(orderId, ' warmwelcome ');
    expect(result.errors).toBeUndefined();
    // 10% of £231.99 = £23.20; its VAT is split by line rate: £21.90 at 5% and £1.30 at 20%.
    expect(result.data!.updateDiscountAmount).toMatchObject({
      subTotalAmount: 231.99,
      discountAmount: 23.2,
      discountTaxAmount: 1.26,
      totalAmount: 208.79,
      couponsUsed: [{ couponCode: 'WARMWELCOME', awaitsEmail: false }],
      discountsApplied: [{ id: 'WARMWELCOME', name: '10% off your first order', amountApplied: 23.2 }],
      errors: [],
    });
  });

  it('refuses an unknown code, an ended offer and a short basket, each saying why and leaving the cart as it was', async () => {
    const orderId = await cart('LOG-ASH-STD', 1);
    const before = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const unknown = await apply(orderId, 'FREEWOOD');
    expect(unknown.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', reason: 'UNKNOWN_COUPON' },
      message: expect.stringMatching(/no offer with the code FREEWOOD/),
    });
    const ended = await apply(orderId, 'SUMMER25');
    expect(ended.errors?.[0]?.extensions?.reason).toBe('COUPON_EXPIRED');
    const short = await apply(orderId, 'CRATE20');
    expect(short.errors?.[0]).toMatchObject({
      extensions: { reason: 'MINIMUM_SPEND_NOT_MET' },
      message: expect.stringMatching(/£200\.00.*£149\.00/),
    });
    expect(await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('honours the dates of an offer by the injected clock', async () => {
    const orderId = await cart('KIN-NET-10L', 2);
    shop.clock.set('2026-08-31T22:59:59Z');
    expect((await apply(orderId, 'SUMMER25')).data!.updateDiscountAmount.discountAmount).toBe(4);
    shop.clock.set('2026-09-01T00:00:00Z');
    expect((await apply(orderId, 'SUMMER25')).errors?.[0]?.extensions?.reason).toBe('COUPON_EXPIRED');
  });

  it('drops the discount and says so when the basket falls below the minimum; an empty code removes it', async () => {
    const orderId = await cart('LOG-ASH-FULL', 1);
    expect((await apply(orderId, 'CRATE20')).data!.updateDiscountAmount.discountAmount).toBe(20);
    const line = await shop.db.selectFrom('order_item').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const smaller = await api(AddToCartLinesDocument, { ...scope, orderId, skuId: 'KIN-NET-10L', quantity: 1 });
    expect(smaller.errors).toBeUndefined();
    await shop.db.updateTable('order_item').set({ unit_price_pence: 15000 }).where('id', '=', line.id).execute();
    const read = await api(GetOrderDiscountDocument, { ...scope, orderId });
    expect(read.data!.getOrder).toMatchObject({ discountAmount: 0, errors: [expect.stringMatching(/Spend £200\.00/)] });
    const removed = await apply(orderId, '');
    expect(removed.data!.updateDiscountAmount).toMatchObject({ couponsUsed: [], discountAmount: 0, errors: [] });
  });

  it('stops a code a customer has already used', async () => {
    const orderId = await cart('KIN-NET-10L', 1);
    await shop.db.updateTable('orders').set({ customer_email: 'ann@example.co.uk' }).where('id', '=', orderId).execute();
    const earlier = await cart('KIN-NET-10L', 1);
    await shop.db
      .insertInto('coupon_redemption')
      .values({
        tenant_id: 'hearth',
        code: 'WARMWELCOME',
        order_id: earlier,
        customer_key: 'ann@example.co.uk',
        redeemed_at: new Date('2026-10-01T00:00:00Z'),
      })
      .execute();
    const result = await apply(orderId, 'WARMWELCOME');
    expect(result.errors?.[0]?.extensions?.reason).toBe('COUPON_ALREADY_USED');
  });

  describe('once per customer', () => {
    const pay = (client: ApiClient, orderId: string) =>
      client(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(TEST_CARDS.approved) });
    /** A guest's basket with this email and WARMWELCOME applied; the reply of applying it. */
    async function guestWithCode(email: string) {
      const orderId = await cart('KIN-NET-10L', 1);
      // A guest's contact is a customer record: made the first time the email is used, a CONFLICT after.
      await api(RegisterCustomerDocument, { ...scope, input: { email, firstName: 'Fay', lastName: 'Farmer' } });
      expect((await api(AttachContactDocument, { ...scope, orderId, customer: { email } })).errors).toBeUndefined();
      await billAndDeliverTo(api, orderId);
      return { orderId, applied: await apply(orderId, 'WARMWELCOME') };
    }
    /** A signed-in customer's basket with WARMWELCOME applied. */
    async function signedInWithCode(customer: SignedInCustomer) {
      const orderId = (await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'KIN-NET-10L', quantity: 1 })).data!.addToCart.id;
      await billAndDeliverTo(customer.api, orderId);
      return { orderId, applied: await customer.api(ApplyCouponDocument, { ...scope, orderId, couponCode: 'WARMWELCOME' }) };
    }

    it('typed in the basket before any email it is kept; checkout checks it against the email it is then given', async () => {
      const first = await guestWithCode('pine@example.co.uk');
      expect((await pay(api, first.orderId)).data!.placeOrder.status).toBe('placed');
      const read = async (orderId: string) => (await api(GetOrderDiscountDocument, { ...scope, orderId })).data!.getOrder!;
      /** A basket with the code typed before any email, then checkout's contact step with this one. */
      async function basketThenCheckout(email: string) {
        const orderId = await cart('KIN-NET-10L', 1);
        const kept = await apply(orderId, 'warmwelcome');
        expect(kept.errors).toBeUndefined();
        expect(kept.data!.updateDiscountAmount).toMatchObject({ discountAmount: 0, couponsUsed: [{ awaitsEmail: true }], errors: [] });
        await api(RegisterCustomerDocument, { ...scope, input: { email, firstName: 'Fay', lastName: 'Farmer' } });
        expect((await api(AttachContactDocument, { ...scope, orderId, customer: { email } })).errors).toBeUndefined();
        await billAndDeliverTo(api, orderId);
        return orderId;
      }

      // A mailbox that used it: the order says why, takes nothing off, and cannot be paid for with it.
      const used = await basketThenCheckout('pine+again@example.co.uk');
      expect(await read(used)).toMatchObject({
        discountAmount: 0,
        couponsUsed: [{ couponCode: 'WARMWELCOME', awaitsEmail: false }],
        errors: ["You've already used the code WARMWELCOME; it can be used once per customer."],
      });
      const refused = await pay(api, used);
      expect(refused.errors?.[0]?.message).toMatch(/already used the code WARMWELCOME/);
      expect((await read(used)).errors).toHaveLength(1);

      // A new one: the discount, with nothing to fix.
      const fresh = await basketThenCheckout('oak@example.co.uk');
      expect(await read(fresh)).toMatchObject({ discountAmount: 0.8, couponsUsed: [{ awaitsEmail: false }], errors: [] });
      expect((await pay(api, fresh)).data!.placeOrder.status).toBe('placed');
      // Once placed, its own use does not count against it.
      expect(await read(fresh)).toMatchObject({ discountAmount: 0.8, errors: [] });
    });

    it('counts a guest by mailbox: a +tag, moved Gmail dots or googlemail is the same guest', async () => {
      const first = await guestWithCode('farmer@gmail.com');
      expect(first.applied.errors).toBeUndefined();
      expect((await pay(api, first.orderId)).data!.placeOrder.status).toBe('placed');
      for (const email of ['farmer@gmail.com', 'farmer+2@gmail.com', 'f.armer@gmail.com', 'farmer@googlemail.com']) {
        const again = await guestWithCode(email);
        expect(again.applied.errors?.[0]?.extensions?.reason, email).toBe('COUPON_ALREADY_USED');
      }
    });

    it('a stranger’s guest order in a customer’s email does not use up their allowance; their own and claimed orders do', async () => {
      const victim = await shop.customer();
      const strangers = await guestWithCode(victim.row.email);
      expect(strangers.applied.errors).toBeUndefined();
      expect((await pay(api, strangers.orderId)).data!.placeOrder.status).toBe('placed');
      // The stranger cannot use it again for that mailbox as a guest.
      expect((await guestWithCode(victim.row.email)).applied.errors?.[0]?.extensions?.reason).toBe('COUPON_ALREADY_USED');

      const own = await signedInWithCode(victim);
      expect(own.applied.errors).toBeUndefined();
      expect((await pay(victim.api, own.orderId)).data!.placeOrder.status).toBe('placed');
      expect((await signedInWithCode(victim)).applied.errors?.[0]?.extensions?.reason).toBe('COUPON_ALREADY_USED');

      // A guest use the customer claimed (the link in its confirmation) is theirs.
      const claimant = await shop.customer();
      const claimed = await guestWithCode(claimant.row.email);
      expect((await pay(api, claimed.orderId)).data!.placeOrder.status).toBe('placed');
      expect((await signedInWithCode(claimant)).applied.errors).toBeUndefined();
      await shop.db.updateTable('orders').set({ claimed_by_customer_id: claimant.row.id }).where('id', '=', claimed.orderId).execute();
      expect((await signedInWithCode(claimant)).applied.errors?.[0]?.extensions?.reason).toBe('COUPON_ALREADY_USED');
    });
  });
});
