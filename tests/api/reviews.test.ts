import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readCatalogueFacts } from '../../commerce/catalogue/catalogue-facts.store.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { insertOrder } from '../fixtures/store-rows.ts';
import { GetMyReviewsDocument, WriteReviewDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { ReviewsOfProductDocument } from './gql/graphql.ts';

const review = { productId: 'LOG-ASH-STD', rating: 4, title: 'Burns clean', body: 'Lit first time and lasted the evening.' };

async function addLine(db: Kysely<Database>, orderId: string, sku: string): Promise<void> {
  await db
    .insertInto('order_item')
    .values({
      id: randomUUID(),
      order_id: orderId,
      product_id: sku,
      sku_code: sku,
      name: sku,
      quantity: 1,
      unit_price_pence: 19900,
      vat_rate_basis_points: 500,
      weight_grams: 375_000,
      image_url: '/media/products/ash-logs.svg',
      product_url: '/firewood/ash/standard-crate',
    })
    .execute();
}

/** A customer with a placed order holding the product (and an open cart holding another). */
async function buyer(shop: ReturnType<typeof useShop>, details: { first_name?: string; last_name?: string } = {}) {
  const customer = await shop.customer(details);
  await addLine(shop.db, await insertOrder(shop.db, customer.row.id, '2026-11-01T10:00:00Z'), 'LOG-ASH-STD');
  await addLine(shop.db, await insertOrder(shop.db, customer.row.id, '2026-11-02T10:00:00Z', { status: 'shoppingCart' }), 'LOG-BIR-STD');
  return customer;
}

describe.each(backends)('reviews written by customers on $name', (backend) => {
  const shop = useShop(backend);

  it('takes a review of a bought product as pending, under a first name and initial, and keeps it off the product until approved', async () => {
    const ada = await buyer(shop, { first_name: 'Ada', last_name: 'lovelace' });
    const written = await ada.api(WriteReviewDocument, { ...scope, input: { ...review, title: '  Burns clean ' } });
    expect(written.errors).toBeUndefined();
    expect(written.data!.writeReview).toMatchObject({ title: 'Burns clean', ratingValue: 4, status: 'pending', productId: 'LOG-ASH-STD' });
    const [stored] = await shop.db.selectFrom('review').selectAll().where('customer_id', '=', ada.row.id).execute();
    expect(stored).toMatchObject({ author: 'Ada L.', status: 'pending' });

    // Pending: not on the product's page, not in its facts, but in the writer's own list.
    const publicList = await shop.api(ReviewsOfProductDocument, { SKUCode: 'LOG-ASH-STD', tenant: scope.tenant });
    expect(publicList.data!.getReviewsBySKU.map((r) => r.title)).not.toContain('Burns clean');
    expect((await readCatalogueFacts(shop.db, scope.tenant))['LOG-ASH-STD']!.reviews.map((r) => r.title)).not.toContain('Burns clean');
    const mine = await ada.api(GetMyReviewsDocument, scope);
    expect(mine.data!.getLoggedInCustomerData.reviews.map((r) => [r.title, r.status])).toEqual([['Burns clean', 'pending']]);

    // Approved (at the desk: tests/api/admin-reviews.test.ts): public, in the build's facts, in the rating.
    await shop.db.updateTable('review').set({ status: 'approved' }).where('id', '=', stored!.id).execute();
    const approved = await shop.api(ReviewsOfProductDocument, { SKUCode: 'LOG-ASH-STD', tenant: scope.tenant });
    expect(approved.data!.getReviewsBySKU.map((r) => r.title)).toContain('Burns clean');
    const facts = (await readCatalogueFacts(shop.db, scope.tenant))['LOG-ASH-STD']!;
    expect(facts.reviews[0]).toMatchObject({ title: 'Burns clean', author: 'Ada L.', rating: 4 });
    expect(facts.ratings).toContain(4);
  });

  it('refuses a second review of the same product with a clear CONFLICT, even when both are sent at once', async () => {
    const ben = await buyer(shop);
    const [first, second] = await Promise.all([
      ben.api(WriteReviewDocument, { ...scope, input: review }),
      ben.api(WriteReviewDocument, { ...scope, input: { ...review, title: 'Again' } }),
    ]);
    const outcomes = [first, second].map((r) => errorOf(r)?.code ?? 'written').sort();
    expect(outcomes).toEqual(['CONFLICT', 'written']);
    const refused = [first, second].find((r) => r.errors)!;
    expect(errorOf(refused)!.message).toMatch(/already reviewed this product/);
    const stored = await shop.db.selectFrom('review').select('id').where('customer_id', '=', ben.row.id).execute();
    expect(stored).toHaveLength(1);
  });

  it('refuses a product the customer has not bought on a placed order, and a guest', async () => {
    const cleo = await buyer(shop);
    // In Cleo's open cart only: not bought.
    const inCart = await cleo.api(WriteReviewDocument, { ...scope, input: { ...review, productId: 'LOG-BIR-STD' } });
    expect(errorOf(inCart)).toEqual({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/once an order of yours with it has been placed/),
    });
    const guest = await shop.api(WriteReviewDocument, { ...scope, input: review });
    expect(errorOf(guest)?.code).toBe('UNAUTHENTICATED');
    // A guest order counts once its customer claimed it (guest-order-claims.test.ts); one that only
    // carries their email does not: anyone can type it.
    const gil = await shop.customer();
    const gilsGuestOrder = await insertOrder(shop.db, null, '2026-11-03T10:00:00Z');
    await shop.db
      .updateTable('orders')
      .set({ customer_email: gil.row.email, claimed_by_customer_id: gil.row.id })
      .where('id', '=', gilsGuestOrder)
      .execute();
    await addLine(shop.db, gilsGuestOrder, 'KIN-NET-10L');
    const unclaimedGuestOrder = await insertOrder(shop.db, null, '2026-11-03T10:00:00Z');
    await shop.db.updateTable('orders').set({ customer_email: gil.row.email }).where('id', '=', unclaimedGuestOrder).execute();
    await addLine(shop.db, unclaimedGuestOrder, 'LOG-BIR-STD');
    const viaGuest = await gil.api(WriteReviewDocument, { ...scope, input: { ...review, productId: 'KIN-NET-10L' } });
    expect(viaGuest.errors).toBeUndefined();
    const notGils = await gil.api(WriteReviewDocument, { ...scope, input: { ...review, productId: 'LOG-BIR-STD' } });
    expect(errorOf(notGils)?.code).toBe('FORBIDDEN');
    // Someone else's purchase does not count for Dan.
    const dan = await shop.customer();
    expect(errorOf(await dan.api(WriteReviewDocument, { ...scope, input: review }))?.code).toBe('FORBIDDEN');
  });

  it('says which part of a review is out of bounds', async () => {
    const dee = await buyer(shop);
    const cases: [Partial<typeof review>, RegExp][] = [
      [{ rating: 0 }, /^input\.rating: must be 1 to 5 stars/],
      [{ rating: 6 }, /^input\.rating: must be 1 to 5 stars/],
      [{ title: '   ' }, /^input\.title: give your review a title/],
      [{ title: 'x'.repeat(101) }, /^input\.title: must be at most 100 characters/],
      [{ body: 'Too short' }, /^input\.body: say a little more/],
      [{ body: 'x'.repeat(2001) }, /^input\.body: must be at most 2000 characters/],
      [{ productId: 'not a sku' }, /^input\.productId: must be a product code/],
    ];
    for (const [change, message] of cases) {
      const result = await dee.api(WriteReviewDocument, { ...scope, input: { ...review, ...change } });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
    }
    expect(await shop.db.selectFrom('review').select('id').where('customer_id', '=', dee.row.id).execute()).toEqual([]);
  });

  it('keeps markup as the text it is: stored and returned verbatim, never turned into HTML by the API', async () => {
    const eve = await buyer(shop);
    const body = '<img src=x onerror=alert(1)> great logs, honestly';
    const written = await eve.api(WriteReviewDocument, { ...scope, input: { ...review, body } });
    expect(written.data!.writeReview.body).toBe(body);
  });
});

describe.each(backends)('the review rate limit on $name', (backend) => {
  const shop = useShop(backend, { limits: 'production' });

  it('refuses an eleventh try in a day from one customer with RATE_LIMITED', async () => {
    const fay = await buyer(shop);
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await fay.api(WriteReviewDocument, { ...scope, input: { ...review, rating: 0 } }));
    expect(results.slice(0, 10).map((r) => errorOf(r)?.code)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(errorOf(results[10]!)?.code).toBe('RATE_LIMITED');
  });
});
