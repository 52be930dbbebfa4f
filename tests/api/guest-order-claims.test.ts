import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { WriteReviewDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, type SignedInCustomer, useShop } from '../fixtures/api-fixture.ts';
import { signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import type { ApiClient } from '../fixtures/graphql-client.ts';
import { billAndDeliverTo, paymentData } from '../fixtures/payable-order.ts';
import { ORDERS_MAIL_TO, outboxInto, receiver } from '../fixtures/recording-mail.ts';
import {
  AddToCartLinesDocument,
  AttachContactDocument,
  ClaimGuestOrderDocument,
  MyOrdersDocument,
  PayForOrderDocument,
  RegisterCustomerDocument,
} from './gql/graphql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const STRANGER_ADDRESS = {
  firstName: 'Mallory',
  lastName: 'Stranger',
  line1: '66 Elsewhere Street',
  city: 'Leeds',
  postCode: 'LS1 4AP',
  countryCode: 'GB',
};
const review = { productId: 'KIN-NET-10L', rating: 5, title: 'Lights first time', body: 'Dry, clean and caught with one match.' };

describe.each(backends)('claiming a guest order for an account on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const { api } = shop;

  /** A guest's order placed and paid with `email` (which may be a customer's), and the claim link its confirmation mailed. */
  async function guestOrderWith(email: string, client: ApiClient = api): Promise<{ orderId: string; claimToken: string }> {
    const added = await client(AddToCartLinesDocument, { ...scope, skuId: 'KIN-NET-10L', quantity: 1 });
    const orderId = added.data!.addToCart.id;
    // A guest's contact is a customer record: made the first time the email is used, a CONFLICT after.
    await client(RegisterCustomerDocument, { ...scope, input: { email, firstName: 'Mallory', lastName: 'Stranger' } });
    expect((await client(AttachContactDocument, { ...scope, orderId, customer: { email } })).errors).toBeUndefined();
    await billAndDeliverTo(client, orderId, STRANGER_ADDRESS);
    const placed = await client(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(placed.data?.placeOrder.status).toBe('placed');
    return { orderId, claimToken: await claimTokenMailedFor(orderId, email) };
  }

  /** Sends the mail placing owes, and reads the claim link's token out of the order confirmation. */
  async function claimTokenMailedFor(orderId: string, email: string): Promise<string> {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    await outbox.runOnce();
    const confirmation = inbox.to(email).find((mail) => mail.idempotencyKey === `order-confirmation.${orderId}`);
    const link = /https:\/\/hearth\.test\/account\/orders#claim=([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '');
    expect(link, 'the confirmation carries a claim link').not.toBeNull();
    expect(confirmation!.html).toContain(`href="https://hearth.test/account/orders#claim=${link![1]}"`);
    // The shop's own notice never carries it.
    expect(
      inbox
        .to(ORDERS_MAIL_TO)
        .map((mail) => mail.text)
        .join(''),
    ).not.toContain('#claim=');
    return link![1]!;
  }

  const listedIds = async (customer: SignedInCustomer) =>
    ((await customer.api(MyOrdersDocument, { ...scope })).data?.getCustomerOrders.data ?? []).map((order) => order.id);
  const claim = (customer: SignedInCustomer, claimToken: string) => customer.api(ClaimGuestOrderDocument, { ...scope, claimToken });

  it('a stranger’s guest order in the customer’s email is not theirs: not listed, no review; claimed through the link, it is', async () => {
    const victim = await shop.customer();
    const { orderId, claimToken } = await guestOrderWith(victim.row.email);

    expect(await listedIds(victim)).not.toContain(orderId);
    expect(errorOf(await victim.api(WriteReviewDocument, { ...scope, input: review }))?.code).toBe('FORBIDDEN');

    const claimed = await claim(victim, claimToken);
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data!.claimGuestOrder).toMatchObject({
      id: orderId,
      guest: true,
      status: 'placed',
      customer: { email: victim.row.email },
    });
    expect(await listedIds(victim)).toContain(orderId);
    expect((await victim.api(WriteReviewDocument, { ...scope, input: review })).errors).toBeUndefined();
  });

  it('a link claims once: the second use is refused, and the order stays with whoever claimed it', async () => {
    const owner = await shop.customer();
    const { orderId, claimToken } = await guestOrderWith(owner.row.email);
    expect((await claim(owner, claimToken)).errors).toBeUndefined();
    expect(errorOf(await claim(owner, claimToken))).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'This link does not work any more: it has been used or is more than 30 days old. Your order is safe; track it with its number.',
    });
    const stored = await shop.db.selectFrom('order_claim_link').select(['token_hash', 'used_at']).where('order_id', '=', orderId).execute();
    // Only the token's hash is kept.
    expect(stored).toEqual([{ token_hash: expect.not.stringContaining(claimToken), used_at: expect.any(Date) }]);
    expect(await listedIds(owner)).toContain(orderId);
  });

  it('only the customer of the order’s mailbox may claim it; another customer’s try does not use the link up', async () => {
    const owner = await shop.customer({ email: 'claim.owner@gmail.com' });
    const { orderId, claimToken } = await guestOrderWith('claimowner+logs@googlemail.com');
    const other = await shop.customer();
    expect(errorOf(await claim(other, claimToken))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/another email/),
    });
    expect(await listedIds(other)).not.toContain(orderId);
    // The same mailbox under another spelling (a +tag, Gmail's dots) is the owner's.
    expect((await claim(owner, claimToken)).errors).toBeUndefined();
    expect(await listedIds(owner)).toContain(orderId);
  });

  it('a link stops working 30 days after the confirmation, and a made-up one never works', async () => {
    const owner = await shop.customer();
    const { orderId, claimToken } = await guestOrderWith(owner.row.email);
    const made = 'A'.repeat(43);
    expect(errorOf(await claim(owner, made))?.message).toMatch(/does not work any more/);
    // Signed in afresh at each instant: an ID token lasts an hour.
    const signedInAt = (at: Date) => {
      shop.clock.set(at);
      const token = signIdToken(
        { customerId: owner.row.id, email: owner.row.email },
        { issuedAt: at, expiresAt: new Date(at.getTime() + 3_600_000) },
      );
      return { ...owner, api: shop.client({ token }) };
    };
    const expiry = TEST_NOW.getTime() + 30 * DAY_MS;
    expect(errorOf(await claim(signedInAt(new Date(expiry)), claimToken))?.message).toMatch(/does not work any more/);
    const lastDay = signedInAt(new Date(expiry - 1000));
    expect((await claim(lastDay, claimToken)).errors).toBeUndefined();
    expect(await listedIds(lastDay)).toContain(orderId);
  });
});
