import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, errorOf, scope, useShop, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import type { ApiClient } from '../fixtures/graphql-client.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  AttachContactDocument,
  MyAccountDocument,
  PayForOrderDocument,
  RegisterCustomerDocument,
  SaveAddressDocument,
  SetReferralCodeDocument,
} from './gql/graphql.ts';

let codes = 0;
/** A referral code of its own per test: letters and digits. */
const freshCode = (stem: string) => `${stem}${++codes}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

describe.each(backends)('referral codes on $name', (backend) => {
  // The shop's offer: £10 off a friend's first order of £60 or more, £10 of credit for the referrer.
  const shop = useShop(backend, {
    now: TEST_NOW,
    setUp: async (db) => {
      await db
        .insertInto('referral_offer')
        .values({ tenant_id: scope.tenant, friend_discount_pence: 1000, friend_min_spend_pence: 6000, referrer_credit_pence: 1000 })
        .execute();
    },
  });
  const { api } = shop;

  async function referrer(): Promise<SignedInCustomer & { code: string }> {
    const customer = await shop.customer();
    const code = freshCode('FRIEND');
    const set = await customer.api(SetReferralCodeDocument, { ...scope, id: customer.row.id, newCode: code });
    expect(set.data!.editCustomerReferralCode).toMatchObject({ success: true });
    return { ...customer, code };
  }
  /** A cart ready to pay for this email, which may have been used before (payableOrder's may not). */
  async function cartFor(client: ApiClient, email: string, deliverTo = HOME_ADDRESS): Promise<string> {
    const added = await client(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 });
    expect(added.errors).toBeUndefined();
    const orderId = added.data!.addToCart.id;
    // A guest's contact is a customer record: made the first time the email is used.
    const registered = await client(RegisterCustomerDocument, { ...scope, input: { email, firstName: 'Fred', lastName: 'Friend' } });
    expect(registered.errors?.[0]?.extensions?.code ?? 'made').toMatch(/made|CONFLICT/);
    expect((await client(AttachContactDocument, { ...scope, orderId, customer: { email } })).errors).toBeUndefined();
    await billAndDeliverTo(client, orderId, deliverTo);
    return orderId;
  }
  const credits = (customerId: string) =>
    shop.db.selectFrom('customer_credit').select(['amount_pence', 'description']).where('customer_id', '=', customerId).execute();
  const pay = (orderId: string) =>
    api(PayForOrderDocument, { ...scope, orderId, paymentGatewayId: 'test-card', paymentData: paymentData(TEST_CARDS.approved) });

  it('takes the offer off a friend’s first order, and credits the referrer once when it is placed', async () => {
    const ada = await referrer();
    // An ash standard crate (£74.99) is over the £60 minimum.
    const orderId = await payableOrder(api, [['LOG-ASH-STD', 1]], `friend-${freshCode('F').toLowerCase()}@example.com`);
    const applied = await api(ApplyCouponDocument, { ...scope, orderId, couponCode: ada.code.toLowerCase() });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.updateDiscountAmount).toMatchObject({
      discountAmount: 10,
      couponsUsed: [{ couponCode: ada.code }],
      discountsApplied: [{ id: ada.code, name: '£10.00 off your first order, from a friend', amountApplied: 10 }],
      errors: [],
    });
    expect(await credits(ada.row.id)).toEqual([]);

    const placed = await pay(orderId);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe('placed');
    expect(await credits(ada.row.id)).toEqual([
      { amount_pence: 1000, description: 'Thank you: a friend placed their first order with your referral code' },
    ]);
    // The referrer sees the credit and what the offer is.
    const account = await ada.api(MyAccountDocument, scope);
    expect(account.data!.getLoggedInCustomerData).toMatchObject({
      creditAmountTotal: 10,
      referralOffer: {
        friendDiscount: 10,
        friendMinimumSpend: 60,
        referrerCredit: 10,
        description:
          'A friend who uses your code gets £10.00 off a first order of £60.00 or more, and you get £10.00 of credit when their order is placed.',
      },
    });
  });

  it('refuses a referrer’s own code, by account and by email, and a friend who has ordered before', async () => {
    const ben = await referrer();
    const own = await ben.api(ApplyCouponDocument, {
      ...scope,
      orderId: await cartFor(ben.api, ben.row.email),
      couponCode: ben.code,
    });
    expect(own.errors?.[0]?.extensions?.reason).toBe('REFERRAL_OWN_CODE');
    // Signed out, with the referrer's email on the order: still their own code.
    const asGuest = await api(ApplyCouponDocument, { ...scope, orderId: await cartFor(api, ben.row.email), couponCode: ben.code });
    expect(errorOf(asGuest)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'That is your own referral code: it is for friends. Share your link with them instead.',
    });

    const friendEmail = `repeat-${freshCode('R').toLowerCase()}@example.com`;
    expect((await pay(await cartFor(api, friendEmail))).data!.placeOrder.status).toBe('placed');
    const second = await api(ApplyCouponDocument, { ...scope, orderId: await cartFor(api, friendEmail), couponCode: ben.code });
    expect(errorOf(second)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A referral code works on a first order only, so it takes nothing off this one. You can pay without it.',
    });
    expect(await credits(ben.row.id)).toEqual([]);
  });

  /** A delivery address of its own per call, so no earlier test's order shares it. */
  let doors = 0;
  const newAddress = () => ({ ...HOME_ADDRESS, line1: `${++doors + 100} Referral Road`, postCode: 'LS1 4AP', city: 'Leeds' });
  const applyCode = (orderId: string, couponCode: string) => api(ApplyCouponDocument, { ...scope, orderId, couponCode });

  it('refuses the referrer’s own mailbox under a +tag, and a friend’s under a +tag, moved dots or googlemail after their first order', async () => {
    const gus = await referrer();
    const tagged = gus.row.email.replace('@', '+self@');
    expect(errorOf(await applyCode(await cartFor(api, tagged, newAddress()), gus.code))?.message).toBe(
      'That is your own referral code: it is for friends. Share your link with them instead.',
    );

    const friend = `friend.${gus.code.toLowerCase()}@gmail.com`;
    const first = await cartFor(api, friend, newAddress());
    expect((await applyCode(first, gus.code)).errors).toBeUndefined();
    expect((await pay(first)).data!.placeOrder.status).toBe('placed');
    for (const again of [friend.replace('@', '+2@'), `f.${friend.replace('friend.', 'riend')}`, friend.replace('gmail', 'googlemail')]) {
      const refused = await applyCode(await cartFor(api, again, newAddress()), gus.code);
      expect(errorOf(refused), again).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'A referral code works on a first order only, so it takes nothing off this one. You can pay without it.',
      });
    }
    expect(await credits(gus.row.id)).toHaveLength(1);
  });

  it('refuses a referral delivered where the referrer lives or an earlier friend of theirs had one delivered', async () => {
    const hal = await referrer();
    const halsHome = newAddress();
    expect((await hal.api(SaveAddressDocument, { ...scope, input: { addressType: 'shipping', ...halsHome } })).errors).toBeUndefined();
    const sameDoor = {
      ...halsHome,
      line1: halsHome.line1.toUpperCase().replace(' ', ', '),
      postCode: halsHome.postCode.replace(' ', '').toLowerCase(),
    };
    const atHals = await cartFor(api, `first-${hal.code.toLowerCase()}@example.com`, sameDoor);
    // The code is taken while the basket is filled; the address is checked when paying.
    expect((await applyCode(atHals, hal.code)).errors).toBeUndefined();
    const refused = await pay(atHals);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', coupon: 'REFERRAL_SAME_ADDRESS' });
    expect(refused.errors?.[0]?.message).toMatch(/^A referral code is for a friend ordering to their own address/);

    const friendsDoor = newAddress();
    const friendsOrder = await cartFor(api, `second-${hal.code.toLowerCase()}@example.com`, friendsDoor);
    expect((await applyCode(friendsOrder, hal.code)).errors).toBeUndefined();
    expect((await pay(friendsOrder)).data!.placeOrder.status).toBe('placed');
    // Another "friend" at that friend's door: the same payer under a new email.
    const sameFriendsDoor = await cartFor(api, `third-${hal.code.toLowerCase()}@example.com`, friendsDoor);
    expect((await applyCode(sameFriendsDoor, hal.code)).errors).toBeUndefined();
    expect((await pay(sameFriendsDoor)).errors?.[0]?.extensions).toMatchObject({ coupon: 'REFERRAL_SAME_ADDRESS' });
    expect(await credits(hal.row.id)).toHaveLength(1);
  });

  it('applies the minimum spend like a coupon’s', async () => {
    const cy = await referrer();
    // Kindling (£9.99) is under the £60 minimum.
    const orderId = await payableOrder(api, [['KIN-NET-10L', 1]], `small-${freshCode('S').toLowerCase()}@example.com`);
    const refused = await api(ApplyCouponDocument, { ...scope, orderId, couponCode: cy.code });
    expect(refused.errors?.[0]?.extensions?.reason).toBe('MINIMUM_SPEND_NOT_MET');
  });

  it('counts one first order per friend: a second order paid with the code is refused, and its referrer is credited once', async () => {
    const dee = await referrer();
    const friendEmail = `twice-${freshCode('T').toLowerCase()}@example.com`;
    const first = await cartFor(api, friendEmail);
    const second = await cartFor(api, friendEmail);
    // Both carts take the code while neither is placed.
    for (const orderId of [first, second])
      expect((await api(ApplyCouponDocument, { ...scope, orderId, couponCode: dee.code })).errors).toBeUndefined();
    expect((await pay(first)).data!.placeOrder.status).toBe('placed');
    const refused = await pay(second);
    expect(refused.data?.placeOrder.status ?? 'not placed').not.toBe('placed');
    expect(await credits(dee.row.id)).toHaveLength(1);
  });

  it('keeps referral codes and coupon codes apart: a customer cannot choose a coupon’s code', async () => {
    const eve = await shop.customer();
    const taken = await eve.api(SetReferralCodeDocument, { ...scope, id: eve.row.id, newCode: 'crate20' });
    expect(taken.data!.editCustomerReferralCode).toEqual({ success: false, message: 'That referral code is taken; try another.' });
  });

  it('promises nothing and takes nothing off when the shop has no referral offer', async () => {
    const fay = await referrer();
    await shop.db.updateTable('referral_offer').set({ enabled: false }).where('tenant_id', '=', scope.tenant).execute();
    try {
      const account = await fay.api(MyAccountDocument, scope);
      expect(account.data!.getLoggedInCustomerData.referralOffer).toBeNull();
      const orderId = await payableOrder(api, [['LOG-ASH-STD', 1]], `none-${freshCode('N').toLowerCase()}@example.com`);
      const unknown = await api(ApplyCouponDocument, { ...scope, orderId, couponCode: fay.code });
      expect(unknown.errors?.[0]?.extensions?.reason).toBe('UNKNOWN_COUPON');
    } finally {
      await shop.db.updateTable('referral_offer').set({ enabled: true }).where('tenant_id', '=', scope.tenant).execute();
    }
  });
});
