import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { ADD_TO_CART, apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';

const APPLY = `mutation($o: ID!, $c: String) { updateDiscountAmount(orderId: $o, couponCode: $c, tenant: "hearth", salesChannel: "uk-web") {
  subTotalAmount discountAmount discountTaxAmount totalAmount totalTax errors couponsUsed { couponCode } discountsApplied { id name amountApplied } } }`;

describe.each(backends)('coupons on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  const call = (now = '2026-11-18T10:00:00Z') => apiClient(db, { now: () => new Date(now) });

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  async function cart(skuId = 'LOG-ASH-FULL', quantity = 1) {
    return (await call()(ADD_TO_CART, { ...scope, skuId, quantity })).data!.addToCart.id as string;
  }

  it('takes a percentage off the goods, with the VAT the discount carries', async () => {
    const orderId = await cart('LOG-ASH-FULL', 1);
    await call()(ADD_TO_CART, { ...scope, orderId, skuId: 'ACC-FIRELIGHTER-100', quantity: 1 });
    // WARMWELCOME is once per customer, so it needs to know who is buying.
    const anonymous = await call()(APPLY, { o: orderId, c: 'WARMWELCOME' });
    expect(anonymous.errors?.[0]?.extensions?.reason).toBe('COUPON_NEEDS_EMAIL');
    await db.updateTable('orders').set({ customer_email: 'new@example.co.uk' }).where('id', '=', orderId).execute();
    const result = await call()(APPLY, { o: orderId, c: ' warmwelcome ' });
    expect(result.errors).toBeUndefined();
    // 10% of £231.99 = £23.20; its VAT is split by line rate: £21.90 at 5% and £1.30 at 20%.
    expect(result.data!.updateDiscountAmount).toMatchObject({
      subTotalAmount: 231.99,
      discountAmount: 23.2,
      discountTaxAmount: 1.26,
      totalAmount: 208.79,
      couponsUsed: [{ couponCode: 'WARMWELCOME' }],
      discountsApplied: [{ id: 'WARMWELCOME', name: '10% off your first order', amountApplied: 23.2 }],
      errors: [],
    });
  });

  it('refuses an unknown code, an ended offer and a short basket, each saying why and leaving the cart as it was', async () => {
    const orderId = await cart('LOG-ASH-STD', 1);
    const before = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const unknown = await call()(APPLY, { o: orderId, c: 'FREEWOOD' });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'UNKNOWN_COUPON' }, message: expect.stringMatching(/no offer with the code FREEWOOD/) });
    const ended = await call()(APPLY, { o: orderId, c: 'SUMMER25' });
    expect(ended.errors?.[0]?.extensions?.reason).toBe('COUPON_EXPIRED');
    const short = await call()(APPLY, { o: orderId, c: 'CRATE20' });
    expect(short.errors?.[0]).toMatchObject({ extensions: { reason: 'MINIMUM_SPEND_NOT_MET' }, message: expect.stringMatching(/£200\.00.*£149\.00/) });
    expect(await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('honours the dates of an offer by the injected clock', async () => {
    const orderId = await cart('KIN-NET-10L', 2);
    expect((await call('2026-08-31T22:59:59Z')(APPLY, { o: orderId, c: 'SUMMER25' })).data!.updateDiscountAmount.discountAmount).toBe(4);
    expect((await call('2026-09-01T00:00:00Z')(APPLY, { o: orderId, c: 'SUMMER25' })).errors?.[0]?.extensions?.reason).toBe('COUPON_EXPIRED');
  });

  it('drops the discount and says so when the basket falls below the minimum; an empty code removes it', async () => {
    const orderId = await cart('LOG-ASH-FULL', 1);
    expect((await call()(APPLY, { o: orderId, c: 'CRATE20' })).data!.updateDiscountAmount.discountAmount).toBe(20);
    const line = await db.selectFrom('order_item').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const smaller = await call()(`mutation($o: ID!) { addToCart(orderId: $o, skuId: "KIN-NET-10L", quantity: 1, tenant: "hearth", salesChannel: "uk-web") { id } }`, { o: orderId });
    expect(smaller.errors).toBeUndefined();
    await db.updateTable('order_item').set({ unit_price_pence: 15000 }).where('id', '=', line.id).execute();
    const read = await call()(`query($o: ID!) { getOrder(orderId: $o, tenant: "hearth", salesChannel: "uk-web") { discountAmount errors } }`, { o: orderId });
    expect(read.data!.getOrder).toEqual({ discountAmount: 0, errors: [expect.stringMatching(/Spend £200\.00/)] });
    const removed = await call()(APPLY, { o: orderId, c: '' });
    expect(removed.data!.updateDiscountAmount).toMatchObject({ couponsUsed: [], discountAmount: 0, errors: [] });
  });

  it('stops a code a customer has already used', async () => {
    const orderId = await cart('KIN-NET-10L', 1);
    await db.updateTable('orders').set({ customer_email: 'ann@example.co.uk' }).where('id', '=', orderId).execute();
    const earlier = await cart('KIN-NET-10L', 1);
    await db.insertInto('coupon_redemption').values({ tenant_id: 'hearth', code: 'WARMWELCOME', order_id: earlier, customer_key: 'ann@example.co.uk', redeemed_at: new Date('2026-10-01T00:00:00Z') }).execute();
    const result = await call()(APPLY, { o: orderId, c: 'WARMWELCOME' });
    expect(result.errors?.[0]?.extensions?.reason).toBe('COUPON_ALREADY_USED');
  });
});
